// @ts-check
// Brings a PGlite database to the same state hosted Supabase has after
// `supabase db push`: Supabase's API roles and default grants first, then every
// file of supabase/migrations once, in file-name order.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {import('@electric-sql/pglite').PGlite} PGlite */
/** @typedef {{ name: string, sql: string, checksum: string }} Migration */

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

// Hosted Supabase creates these roles and, for tables the postgres role
// creates in public, grants everything to them by default. Doing the same here
// keeps local behaviour honest: a migration that forgot its REVOKE would be
// just as open locally as in production.
export const SUPABASE_BOOTSTRAP_SQL = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
create schema if not exists local_store;
revoke all on schema local_store from public;
create table if not exists local_store._local_migrations (
  name text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
);
`;

/**
 * The text an applied migration is held to: a whole line `-- Superseded by …` added later, to say that a later
 * migration changed what a comment describes, is not part of it, so a data directory that applied the file before
 * the note still opens. Any other change to an applied file is refused.
 * @param {string} sql
 */
export function withoutNotes(sql) {
  return sql.replace(/^-- Superseded by .*(?:\r?\n|$)/gm, '');
}

/**
 * @param {string} [migrationsDir]
 * @returns {Promise<Migration[]>} in the order they apply
 */
export async function readMigrations(migrationsDir = DEFAULT_MIGRATIONS_DIR) {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (name) => {
      const sql = await readFile(join(migrationsDir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(withoutNotes(sql)).digest('hex') };
    }),
  );
}

/**
 * @param {PGlite} db
 * @param {Migration[]} migrations from readMigrations
 * @returns {Promise<string[]>} names of the migrations applied by this call
 */
export async function applyMigrations(db, migrations) {
  await db.exec(SUPABASE_BOOTSTRAP_SQL);

  const { rows } = await db.query('select name, checksum from local_store._local_migrations');
  const applied = new Map(
    /** @type {{ name: string, checksum: string }[]} */ (rows).map((row) => [row.name, row.checksum]),
  );

  /** @type {string[]} */
  const appliedNow = [];
  for (const migration of migrations) {
    const known = applied.get(migration.name);
    if (known !== undefined) {
      if (known !== migration.checksum) {
        throw new Error(
          `Migration ${migration.name} changed after it was applied to this data directory. ` +
            'Applied migrations are immutable: add a new migration instead, or delete the local data directory to start over.',
        );
      }
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into local_store._local_migrations (name, checksum) values ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
    });
    appliedNow.push(migration.name);
  }
  return appliedNow;
}
