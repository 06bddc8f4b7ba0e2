// @vitest-environment node
// The migrations apply unchanged to a real PostgreSQL server (Debian's, as on hosted Supabase's engine),
// not only to PGlite, and what they promise holds there: row-level security (anon inserts, reads
// nothing), the trigger that takes who sent a row from the request, the per-sender limits with
// PostgREST's 429 convention, and the probe that `npm run check:backend` relies on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBE_CONSTRAINT, probeRow } from '../../scripts/check-backend.mjs';
import { literal, startRealPostgres, type RealPostgres } from '../support/real-postgres';
import { validRow } from './store-harness';

let pg: RealPostgres;

beforeAll(async () => {
  pg = await startRealPostgres();
}, 120_000);

afterAll(async () => {
  await pg?.stop();
});

/**
 * One anonymous insert as PostgREST runs it: role anon, the request's headers, json_populate_record; then, as
 * the superuser in the same transaction, `thenRead` (the transaction's own statistics and locks).
 */
function anonInsert(row: Record<string, unknown>, headers: Record<string, string> | null = { 'x-forwarded-for': '203.0.113.10', 'user-agent': 'Mozilla/5.0 (iPhone)' }, thenRead = '') {
  const { id: _id, ...rest } = row;
  const columns = Object.keys({ id: row.id, ...rest });
  const list = columns.join(', ');
  return pg.sql(`
    begin;
    set local role anon;
    ${headers ? `select set_config('request.headers', ${literal(JSON.stringify(headers))}, true);` : ''}
    insert into public.budget_requests (${list})
      select ${list} from json_populate_record(null::public.budget_requests, ${literal(JSON.stringify(row))}::json);
    ${thenRead ? `reset role; ${thenRead};` : ''}
    commit;`);
}

const count = async (where = 'true') => Number((await pg.sql(`select count(*) from public.budget_requests where ${where}`)).stdout);

describe('the migrations on a real PostgreSQL', () => {
  it('let anon insert a valid request, and read, change or delete nothing', async () => {
    const row = validRow();
    expect((await anonInsert(row)).ok).toBe(true);
    expect(await count(`id = ${literal(String(row.id))}`)).toBe(1);
    for (const statement of ['select * from public.budget_requests', 'update public.budget_requests set name = $$x$$', 'delete from public.budget_requests']) {
      const result = await pg.sql(`begin; set local role anon; ${statement}; commit;`);
      expect(result.ok, statement).toBe(false);
      expect(result.stderr).toContain('42501');
    }
  });

  it('refuse an invalid row with its CHECK constraint, storing nothing', async () => {
    const before = await count();
    const result = await anonInsert(validRow({ role: 'admin' }));
    expect(result.ok).toBe(false);
    expect(result.stderr).toMatch(/23514.*budget_requests_role_value/s);
    expect(await count()).toBe(before);
  });

  it('take the address and the browser from the request, never from the row', async () => {
    const row = validRow({ ip_address: '198.51.100.1', user_agent: 'Robô' });
    expect((await anonInsert(row, { 'x-forwarded-for': '198.51.100.99, 203.0.113.44', 'user-agent': 'Mozilla/5.0 (Android)' })).ok).toBe(true);
    expect((await pg.sql(`select host(ip_address), user_agent from public.budget_requests where id = ${literal(String(row.id))}`)).stdout).toBe(
      '203.0.113.44|Mozilla/5.0 (Android)',
    );
    // The edge's own header wins over X-Forwarded-For.
    const viaEdge = validRow();
    expect((await anonInsert(viaEdge, { 'x-forwarded-for': '10.0.0.1', 'cf-connecting-ip': '203.0.113.45', 'user-agent': 'UA' })).ok).toBe(true);
    expect((await pg.sql(`select host(ip_address) from public.budget_requests where id = ${literal(String(viaEdge.id))}`)).stdout).toBe('203.0.113.45');
  });

  it('refuse the 6th request from one e-mail in 10 minutes with SQLSTATE PGRST and status 429, storing nothing', async () => {
    const email = 'limite@exemplo.com.br';
    for (let i = 0; i < 5; i += 1) expect((await anonInsert(validRow({ email }), { 'x-forwarded-for': `203.0.113.${100 + i}` })).ok).toBe(true);
    const sixth = await anonInsert(validRow({ email }), { 'x-forwarded-for': '203.0.113.150' });
    expect(sixth.ok).toBe(false);
    expect(sixth.stderr).toContain('PGRST');
    expect(sixth.stderr).toContain('LAVRA429');
    expect(sixth.stderr).toContain('"status":429');
    expect(await count(`email = ${literal(email)}`)).toBe(5);
  });

  it('refuse the 6th request from one address, whatever the e-mails', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.200' };
    for (let i = 0; i < 5; i += 1) expect((await anonInsert(validRow(), headers)).ok).toBe(true);
    expect((await anonInsert(validRow(), headers)).ok).toBe(false);
    expect(await count(`ip_address = '203.0.113.200'`)).toBe(5);
  });

  it('refuse the 6th request from one phone, whatever the e-mails and addresses', async () => {
    const phone = '+351912000111';
    for (let i = 0; i < 5; i += 1) expect((await anonInsert(validRow({ phone }), { 'x-forwarded-for': `203.0.113.${30 + i}` })).ok).toBe(true);
    const sixth = await anonInsert(validRow({ phone }), { 'x-forwarded-for': '203.0.113.60' });
    expect(sixth.ok).toBe(false);
    expect(sixth.stderr).toContain('LAVRA429');
    expect(await count(`phone = ${literal(phone)}`)).toBe(5);
  });

  it('neither limit nor store the check:backend probe, even right after five requests from its address and e-mail', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const { email } = probeRow();
    for (let i = 0; i < 5; i += 1) expect((await anonInsert(validRow(i === 0 ? { email } : {}), headers)).ok).toBe(true);
    for (let i = 0; i < 4; i += 1) expect((await anonInsert(validRow({ email }), { 'x-forwarded-for': `203.0.113.${80 + i}` })).ok).toBe(true);
    // The address and the e-mail are both at their limit: a real request from either is refused...
    expect((await anonInsert(validRow(), headers)).stderr).toContain('LAVRA429');
    expect((await anonInsert(validRow({ email }), { 'x-forwarded-for': '203.0.113.90' })).stderr).toContain('LAVRA429');
    // ...and the probe still reaches its last constraint, and is not kept.
    const before = await count();
    for (let i = 0; i < 3; i += 1) {
      const probe = await anonInsert(probeRow(), headers);
      expect(probe.ok).toBe(false);
      expect(probe.stderr).toContain('23514');
      expect(probe.stderr).toContain(PROBE_CONSTRAINT);
      expect(probe.stderr).not.toContain('LAVRA429');
    }
    expect(await count()).toBe(before);
    expect(await count(`id = ${literal(probeRow().id)}`)).toBe(0);
    // The probe's id opens no way around the limits: a row carrying it is never stored.
    expect((await anonInsert({ ...probeRow(), email: 'outro@exemplo.com.br' }, headers)).stderr).toContain(PROBE_CONSTRAINT);
  });

  it('read only the sender’s own entries to apply the limits, however full the window is', async () => {
    // 20,000 requests from other senders within the window, loaded as an import would (triggers off).
    const load = await pg.sql(`
      alter table public.budget_requests disable trigger user;
      insert into public.budget_requests (created_at, name, email, phone, role, environment_type, application_type,
        square_meters, timeline, material_preference, style_preference, has_references, investment_range,
        project_stage, how_found_us, ip_address)
      select now() - (i % 540) * interval '1 second', 'Visitante', 'janela.' || i || '@exemplo.com.br', '2196' || lpad(i::text, 7, '0'),
        'proprietario', 'cozinha', 'bancada', '10 m²', '1-3-meses', 'granito', 'moderno', 'nao', '20k-50k', 'planejamento', 'carga',
        ('10.9.' || (i / 256) % 256 || '.' || i % 256)::inet
      from generate_series(1, 20000) as i;
      alter table public.budget_requests enable trigger user;
      analyze public.budget_requests;`);
    expect(load.ok, load.stderr).toBe(true);
    const row = validRow();
    // The transaction's own statistics: every table read the insert made, the trigger's counts included.
    const reads = await anonInsert(row, { 'x-forwarded-for': '203.0.113.222' }, `
      select pg_stat_get_xact_numscans('public.budget_requests'::regclass), pg_stat_get_xact_tuples_returned('public.budget_requests'::regclass),
        pg_stat_get_xact_tuples_fetched('public.budget_requests'::regclass)`);
    expect(reads.ok, reads.stderr).toBe(true);
    const [seqScans, seqRows, fetched] = reads.stdout.split('\n').at(-1)!.split('|').map(Number);
    expect(seqScans, 'sequential scans').toBe(0);
    expect(seqRows, 'rows read by sequential scans').toBe(0);
    // The limits read at most 5 entries per key (none here: a new sender); the rest are single lookups by
    // primary key. The lead e-mails read nothing here (see the next test).
    expect(fetched, 'rows fetched through indexes').toBeLessThanOrEqual(20);
    expect(await count(`id = ${literal(String(row.id))}`)).toBe(1);
  });

  it('cost a visitor’s insert one row for its e-mails: no read, no lock, the messages written later by the sender', async () => {
    const row = validRow();
    const result = await anonInsert(row, { 'x-forwarded-for': '203.0.113.223' }, `
      select pg_stat_get_xact_tuples_inserted('lead_mail.inbox'::regclass), pg_stat_get_xact_tuples_inserted('lead_mail.notifications'::regclass),
        pg_stat_get_xact_numscans('lead_mail.notifications'::regclass) + pg_stat_get_xact_numscans('lead_mail.inbox'::regclass),
        -- Locks besides the per-sender limits' own three (e-mail, phone, address).
        (select count(*) from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()
          and objid not in (select (hashtext(key)::bigint & 4294967295)::text::oid from unnest(array[
            'budget_requests:email:' || lower(${literal(String(row.email))}), 'budget_requests:phone:' || ${literal(String(row.phone))},
            'budget_requests:ip:203.0.113.223']) as key))`);
    expect(result.ok, result.stderr).toBe(true);
    const [inboxRows, messages, scans, advisoryLocks] = result.stdout.split('\n').at(-1)!.split('|').map(Number);
    expect({ inboxRows, messages, scans, advisoryLocks }).toEqual({ inboxRows: 1, messages: 0, scans: 0, advisoryLocks: 0 });
    // The sender's claim takes it in: both messages, due now.
    const taken = await pg.sql(`
      begin; set local role service_role; select count(*) from lead_mail.claim(100, 60) where (payload->'request'->>'id')::uuid = ${literal(String(row.id))}; rollback;`);
    expect(taken.ok, taken.stderr).toBe(true);
    expect(taken.stdout.split('\n').at(-1)).toBe('2');
  });

  it('refuse the check:backend probe by its last constraint only, storing nothing', async () => {
    const result = await anonInsert(probeRow());
    expect(result.ok).toBe(false);
    expect(result.stderr).toContain('23514');
    expect(result.stderr).toContain(PROBE_CONSTRAINT);
    expect(await count(`id = ${literal(probeRow().id)}`)).toBe(0);
  });
});
