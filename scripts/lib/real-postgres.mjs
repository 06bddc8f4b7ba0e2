// @ts-check
// A throwaway PostgreSQL cluster from Debian's `postgresql` package (.ci/run installs it), on a free
// loopback port in a temporary folder, with Supabase's API roles and the files of supabase/migrations
// applied unchanged, as `supabase db push` would. Spoken to with psql, so neither the tests nor the
// benchmarks need a driver. initdb refuses to run as root: as root the cluster runs as the `postgres`
// account the package made.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SUPABASE_BOOTSTRAP_SQL } from '../../server/store/migrations.mjs';

const run = promisify(execFile);
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));

function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("PostgreSQL's server is not installed: apt-get install -y postgresql (.ci/run does it on a clean machine).");
  return path.join(root, newest, 'bin');
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} SqlResult
 * @property {boolean} ok
 * @property {string} stdout unaligned, tuples only: one line per row, columns split by "|"
 * @property {string} stderr psql's error text, with the SQLSTATE (VERBOSITY verbose)
 */

/**
 * @typedef {object} RealPostgres
 * @property {number} port
 * @property {(text: string) => Promise<SqlResult>} sql runs SQL as the database owner (the role migrations run as), in one psql session
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{ migrations?: (file: string) => boolean }} [options] which migration files to apply (default: all)
 * @returns {Promise<RealPostgres>}
 */
export async function startRealPostgres(options = {}) {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'lavra-pg-'));
  if (asRoot) await chown(dir, Number((await run('id', ['-u', 'postgres'])).stdout), Number((await run('id', ['-g', 'postgres'])).stdout));
  const data = path.join(dir, 'data');
  /** @param {string} command @param {string[]} args */
  const owner = (command, args) => (asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]) : run(path.join(bin, command), args));
  const port = await freePort();

  await owner('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  await owner('pg_ctl', [
    '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60',
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);

  /** @param {string} text @returns {Promise<SqlResult>} */
  const sql = async (text) => {
    try {
      const { stdout, stderr } = await run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-v', 'VERBOSITY=verbose', '-c', text], { maxBuffer: 64 * 1024 * 1024 });
      return { ok: true, stdout: stdout.trim(), stderr };
    } catch (error) {
      const failed = /** @type {{ stdout?: string, stderr?: string }} */ (error);
      return { ok: false, stdout: (failed.stdout ?? '').trim(), stderr: failed.stderr ?? String(error) };
    }
  };

  const stop = async () => {
    await owner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    const bootstrap = await sql(SUPABASE_BOOTSTRAP_SQL);
    if (!bootstrap.ok) throw new Error(`Supabase roles: ${bootstrap.stderr}`);
    const chosen = options.migrations ?? (() => true);
    for (const file of (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql') && chosen(f)).sort()) {
      const applied = await sql(await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'));
      if (!applied.ok) throw new Error(`${file} does not apply to PostgreSQL: ${applied.stderr}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, sql, stop };
}

/** A string as an SQL literal. @param {string} value */
export const literal = (value) => `'${value.replaceAll("'", "''")}'`;
