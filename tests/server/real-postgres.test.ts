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

/** One anonymous insert as PostgREST runs it: role anon, the request's headers, json_populate_record. */
function anonInsert(row: Record<string, unknown>, headers: Record<string, string> | null = { 'x-forwarded-for': '203.0.113.10', 'user-agent': 'Mozilla/5.0 (iPhone)' }) {
  const { id: _id, ...rest } = row;
  const columns = Object.keys({ id: row.id, ...rest });
  const list = columns.join(', ');
  return pg.sql(`
    begin;
    set local role anon;
    ${headers ? `select set_config('request.headers', ${literal(JSON.stringify(headers))}, true);` : ''}
    insert into public.budget_requests (${list})
      select ${list} from json_populate_record(null::public.budget_requests, ${literal(JSON.stringify(row))}::json);
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

  it('refuse the check:backend probe by its last constraint only, storing nothing', async () => {
    const result = await anonInsert(probeRow());
    expect(result.ok).toBe(false);
    expect(result.stderr).toContain('23514');
    expect(result.stderr).toContain(PROBE_CONSTRAINT);
    expect(await count(`id = ${literal(probeRow().id)}`)).toBe(0);
  });
});
