// @vitest-environment node
// 20261128000120_visit_messages_wake.sql on PostgreSQL: without the hosted wake-up function (Debian's server, PGlite)
// it applies and does nothing; with it (a stand-in that records its calls, as the real one only exists where pg_net
// and Vault do), each booking and each cancellation wakes the e-mail function once.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literal, startRealPostgres, type RealPostgres } from '../support/real-postgres';
import { booking, clockSql, FIXED_NOW, rio } from './visits-harness';

let pg: RealPostgres;

beforeAll(async () => {
  pg = await startRealPostgres();
  const migration = await readFile(path.resolve(__dirname, '../../supabase/migrations/20261128000120_visit_messages_wake.sql'), 'utf8');
  const setUp = await pg.sql(`
    ${clockSql(FIXED_NOW)};
    create table public.wake_calls (at timestamptz default clock_timestamp());
    create function lead_mail.budget_requests_wake_sender() returns trigger language plpgsql as $$
      begin insert into public.wake_calls default values; return null; end $$;
    ${migration}`);
  if (!setUp.ok) throw new Error(setUp.stderr);
}, 120_000);

afterAll(async () => {
  await pg?.stop();
});

const wakes = async () => Number((await pg.sql('select count(*) from public.wake_calls')).stdout);

describe('the visit e-mails on hosted Supabase', () => {
  it('wake the e-mail function once per booking and once per cancellation', async () => {
    const args = booking({ p_starts_at: rio('2027-04-13', '10:00') });
    const booked = await pg.sql(`begin; set local role anon;
      select public.book_visit(p_kind => ${literal(String(args.p_kind))}, p_starts_at => ${literal(String(args.p_starts_at))},
        p_name => 'Ana Souza', p_phone => ${literal(String(args.p_phone))}, p_email => ${literal(String(args.p_email))},
        p_client_key => ${literal(String(args.p_client_key))}); commit;`);
    expect(booked.ok).toBe(true);
    expect(await wakes()).toBe(1);
    const token = (JSON.parse(booked.stdout) as { manage_token: string }).manage_token;
    expect((await pg.sql(`begin; set local role anon; select public.cancel_visit(${literal(token)}); commit;`)).ok).toBe(true);
    expect(await wakes()).toBe(2);
  });
});
