// @vitest-environment node
// The scheduling migration (20261126000210) on PostgreSQL. Where pg_net, pg_cron and Vault are missing, as on
// Debian's server and PGlite, it applies and does nothing (startRealPostgres applies every migration). Its body
// is then run here against stand-ins for the three (a table that records net.http_post's calls, a view for
// Vault's secrets, a cron.schedule that records its job) — stand-ins, because the real extensions exist only on
// hosted Supabase — to check what the database does with them: one call per stored batch with the secret from
// Vault, none without the secrets, never a failed insert, a job every minute.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literal, startRealPostgres, type RealPostgres } from '../support/real-postgres';
import { validRow } from '../server/store-harness';

let pg: RealPostgres;

const STAND_INS = `
  create schema net;
  create table net.calls (url text, body jsonb, headers jsonb, timeout_milliseconds integer);
  create table net.broken (yes boolean);
  create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
    returns bigint language plpgsql as $$
    begin
      if exists (select from net.broken) then raise exception 'pg_net is down'; end if;
      insert into net.calls values (url, body, headers, timeout_milliseconds);
      return 1;
    end $$;
  create schema vault;
  create table vault.secrets (name text, decrypted_secret text);
  create view vault.decrypted_secrets as select name, decrypted_secret from vault.secrets;
  create schema cron;
  create table cron.job (jobname text, schedule text, command text);
  create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
    insert into cron.job values (job_name, schedule, command) returning 1::bigint $$;
`;

beforeAll(async () => {
  pg = await startRealPostgres();
  const migration = await readFile(path.resolve(__dirname, '../../supabase/migrations/20261126000210_lead_notifications_schedule.sql'), 'utf8');
  // The body without its guard and without creating the real extensions.
  const body = migration
    .replace(/if not exists \(select from pg_catalog\.pg_available_extensions[\s\S]*?end if;/, '')
    .replace(/create extension if not exists pg_(net|cron);/g, '');
  expect(body).not.toContain('pg_available_extensions');
  const setUp = await pg.sql(`${STAND_INS}\n${body}`);
  if (!setUp.ok) throw new Error(setUp.stderr);
}, 120_000);

afterAll(async () => {
  await pg?.stop();
});

async function anonInsert(rows: Record<string, unknown>[]) {
  const columns = Object.keys(rows[0]!).join(', ');
  return pg.sql(`
    begin;
    set local role anon;
    set local lavra.requests_per_window = '0';
    insert into public.budget_requests (${columns})
      select ${columns} from json_populate_recordset(null::public.budget_requests, ${literal(JSON.stringify(rows))}::json);
    commit;`);
}

const calls = async () => (await pg.sql(`select url || ' ' || (headers ->> 'X-Lead-Notifications-Secret') from net.calls`)).stdout;

describe('the scheduling migration with pg_net, pg_cron and Vault', () => {
  it('schedules a call every minute', async () => {
    expect((await pg.sql('select jobname, schedule, command from cron.job')).stdout).toBe('lead-notifications|* * * * *|select lead_mail.wake_sender()');
  });

  it('stores requests without calling anything until Vault holds the URL and the secret', async () => {
    expect((await anonInsert([validRow()])).ok).toBe(true);
    expect(await calls()).toBe('');
  });

  it('calls the function once per stored batch, with the secret from Vault', async () => {
    await pg.sql(`insert into vault.secrets values ('lead_notifications_url', 'https://projeto.supabase.co/functions/v1/lead-notifications'), ('lead_notifications_secret', 's3gr3d0')`);
    expect((await anonInsert([validRow(), validRow()])).ok).toBe(true);
    expect(await calls()).toBe('https://projeto.supabase.co/functions/v1/lead-notifications s3gr3d0');
    // A refused request calls nothing.
    expect((await anonInsert([validRow({ role: 'admin' })])).ok).toBe(false);
    expect((await pg.sql('select count(*) from net.calls')).stdout).toBe('1');
  });

  it('never fails a visitor’s insert when the call cannot be made', async () => {
    await pg.sql('insert into net.broken values (true)');
    const row = validRow();
    expect((await anonInsert([row])).ok).toBe(true);
    expect((await pg.sql(`select count(*) from lead_mail.inbox where request_id = ${literal(String(row.id))}`)).stdout).toBe('1');
  });

  it('lets neither anon nor authenticated call it', async () => {
    for (const role of ['anon', 'authenticated']) {
      const result = await pg.sql(`begin; set local role ${role}; select lead_mail.wake_sender(); commit;`);
      expect(result.ok).toBe(false);
      expect(result.stderr).toContain('42501');
    }
  });
});
