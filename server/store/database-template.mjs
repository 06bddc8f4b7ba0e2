// @ts-check
// Creating a PostgreSQL cluster (initdb) costs seconds, and every in-memory
// store (tests, the load bench) and every new data directory would pay it.
// The first one saves its freshly migrated database as a tarball; later ones
// start from that copy. The file name carries a hash of the PGlite version and
// of every migration, so any change to either builds a new copy.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, SUPABASE_BOOTSTRAP_SQL } from './migrations.mjs';

/** @typedef {import('./migrations.mjs').Migration} Migration */

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/lead-store/', import.meta.url));
const GZIP = 'application/x-gzip';
// Extensions the migrations create (btree_gist: the visits' exclusion constraint, 20261128000100_visits.sql;
// pgcrypto: the manage token's hmac, unaccent: neighbourhoods compared accents aside, 20261129000100_visit_safety.sql).
const EXTENSIONS = { btree_gist, pgcrypto, unaccent };

/** @returns {Promise<string>} */
async function pgliteVersion() {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8'));
  return String(manifest.version);
}

/** @param {Migration[]} migrations */
async function templatePath(migrations) {
  const hash = createHash('sha256').update(await pgliteVersion()).update(SUPABASE_BOOTSTRAP_SQL);
  for (const migration of migrations) hash.update(migration.name).update(migration.checksum);
  return join(CACHE_DIR, `migrated-${hash.digest('hex').slice(0, 24)}.tar.gz`);
}

/**
 * @param {string} path
 * @returns {Promise<Blob | null>}
 */
async function readTemplate(path) {
  try {
    return new Blob([await readFile(path)], { type: GZIP });
  } catch {
    return null;
  }
}

/**
 * @param {string} path
 * @param {Blob} dump
 */
async function saveTemplate(path, dump) {
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside then renamed, so a parallel reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
  } catch {
    // A read-only node_modules only costs speed.
  }
}

/**
 * @param {string} dataDir
 * @param {Blob} template
 * @param {Migration[]} migrations
 */
async function openFromTemplate(dataDir, template, migrations) {
  const inMemory = dataDir.startsWith('memory://');
  const db = inMemory ? await PGlite.create({ loadDataDir: template, extensions: EXTENSIONS }) : await PGlite.create(dataDir, { loadDataDir: template, extensions: EXTENSIONS });
  try {
    await applyMigrations(db, migrations);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}

/**
 * A migrated database at `dataDir` (a directory or `memory://`).
 * @param {string} dataDir
 * @param {Migration[]} migrations
 * @returns {Promise<PGlite>}
 */
export async function openDatabase(dataDir, migrations) {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory && existsSync(join(dataDir, 'PG_VERSION'))) {
    const db = await PGlite.create(dataDir, { extensions: EXTENSIONS });
    try {
      await applyMigrations(db, migrations);
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
    return db;
  }

  const dirExisted = !inMemory && existsSync(dataDir);
  const path = await templatePath(migrations);
  const saved = await readTemplate(path);
  if (saved) {
    try {
      return await openFromTemplate(dataDir, saved, migrations);
    } catch {
      // A damaged copy: fall through and build a fresh one.
      if (!dirExisted && !inMemory) await rm(dataDir, { recursive: true, force: true });
    }
  }

  const fresh = await PGlite.create(inMemory ? dataDir : 'memory://', { extensions: EXTENSIONS });
  try {
    await applyMigrations(fresh, migrations);
  } catch (error) {
    await fresh.close().catch(() => {});
    throw error;
  }
  const dump = await fresh.dumpDataDir('gzip');
  await saveTemplate(path, dump);
  if (inMemory) return fresh;
  await fresh.close();
  return openFromTemplate(dataDir, new Blob([dump], { type: GZIP }), migrations);
}
