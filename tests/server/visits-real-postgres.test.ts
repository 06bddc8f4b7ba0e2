// @vitest-environment node
// The visit migrations on a real PostgreSQL (Debian's, as hosted Supabase's engine): 50 bookings of one time on
// 50 connections at once store exactly as many as there are resources, the rules refuse in Portuguese, anon reads
// no one's contact, and cancelling frees the slot.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitKind, visitTexts } from '../../content/visits';
import { literal, startRealPostgres, type RealPostgres } from '../support/real-postgres';
import { booking, clockSql, FIXED_NOW, rio } from './visits-harness';

let pg: RealPostgres;

beforeAll(async () => {
  pg = await startRealPostgres();
  const clock = await pg.sql(clockSql(FIXED_NOW));
  if (!clock.ok) throw new Error(clock.stderr);
}, 120_000);

afterAll(async () => {
  await pg?.stop();
});

/** book_visit as PostgREST calls it for the public key: role anon, its own transaction and connection. */
function book(args: Record<string, unknown>) {
  return pg.sql(`
    begin;
    set local role anon;
    select public.book_visit(${Object.entries(args)
      .map(([name, value]) => `${name} => ${value === null ? 'null' : Array.isArray(value) ? `array[${value.map((v) => literal(String(v))).join(',')}]::text[]` : literal(String(value as string))}`)
      .join(', ')});
    commit;`);
}

const asAnon = (statement: string) => pg.sql(`begin; set local role anon; ${statement}; commit;`);
const booked = async (startsAt: string) =>
  Number((await pg.sql(`select count(*) from public.visits where starts_at = ${literal(startsAt)} and status = 'booked'`)).stdout);

describe('visits on a real PostgreSQL', () => {
  it('stores exactly as many of 50 simultaneous bookings of one time as there are consultants, and none after', async () => {
    const startsAt = rio('2027-04-15', '11:00');
    const results = await Promise.all(Array.from({ length: 50 }, () => book(booking({ p_starts_at: startsAt }))));
    const consultants = visitKind('showroom').resources.length;
    expect(results.filter((result) => result.ok)).toHaveLength(consultants);
    for (const refused of results.filter((result) => !result.ok)) {
      expect(refused.stderr).toContain('P0001');
      expect(refused.stderr).toContain(visitTexts.refusals.slot_taken);
      expect(refused.stderr).toMatch(/HINT:\s+slot_taken/);
    }
    expect((await book(booking({ p_starts_at: startsAt }))).stderr).toMatch(/HINT:\s+slot_taken/);
    expect(await booked(startsAt)).toBe(consultants);
  });

  it.each([
    ['São Jorge', { p_starts_at: rio('2027-04-23', '10:00') }, 'closed_day'],
    ['a Sunday', { p_starts_at: rio('2027-04-18', '10:00') }, 'closed_day'],
    ['before opening', { p_starts_at: rio('2027-04-13', '07:00') }, 'outside_hours'],
    ['today', { p_starts_at: rio('2027-04-12', '16:00') }, 'lead_time'],
    ['a neighbourhood not served', { p_kind: 'measurement', p_address: 'Rua Um, 10', p_neighbourhood: 'Bangu' }, 'not_served'],
  ])('refuses %s with the Portuguese sentence', async (_case, overrides, hint) => {
    const result = await book(booking(overrides));
    expect(result.ok).toBe(false);
    expect(result.stderr).toContain(visitTexts.refusals[hint as keyof typeof visitTexts.refusals]);
    expect(result.stderr).toMatch(new RegExp(`HINT:\\s+${hint}`));
  });

  it('answers a retry with the same client key with the same visit', async () => {
    const sent = booking({ p_starts_at: rio('2027-04-14', '09:00') });
    const [first, second] = [await book(sent), await book(sent)];
    expect(first.ok && second.ok).toBe(true);
    expect(JSON.parse(second.stdout)).toEqual(JSON.parse(first.stdout));
    expect(Number((await pg.sql(`select count(*) from public.visits where client_key = ${literal(String(sent.p_client_key))}`)).stdout)).toBe(1);
  });

  it('lets anon read, change or delete no visit, nor call the helpers', async () => {
    for (const statement of [
      'select name, phone, email, address from public.visits',
      'select count(*) from public.visits',
      "update public.visits set status = 'cancelled'",
      'delete from public.visits',
      "insert into public.visits (kind) values ('showroom')",
      'select * from agenda.closed_days',
      "select agenda.token_for(gen_random_uuid())",
      'select * from lead_mail.claim(10, 60)',
    ]) {
      const result = await asAnon(statement);
      expect(result.ok, statement).toBe(false);
      expect(result.stderr).toContain('42501');
    }
  });

  it('frees the slot when the visit is cancelled through its token', async () => {
    const startsAt = rio('2027-04-20', '10:00');
    const visits = [];
    for (let i = 0; i < 2; i += 1) visits.push(JSON.parse((await book(booking({ p_starts_at: startsAt }))).stdout) as { manage_token: string });
    expect((await book(booking({ p_starts_at: startsAt }))).stderr).toMatch(/HINT:\s+slot_taken/);
    const cancelled = await asAnon(`select public.cancel_visit(${literal(visits[0]?.manage_token ?? '')})`);
    expect(JSON.parse(cancelled.stdout)).toMatchObject({ status: 'cancelled' });
    expect((await book(booking({ p_starts_at: startsAt }))).ok).toBe(true);
    expect(await booked(startsAt)).toBe(2);
    // The cancellation and each booking queued one e-mail to the team and one to the visitor.
    const messages = await pg.sql(`select event, count(*) from lead_mail.notifications m join public.visits v on v.id = m.visit_id
      where v.starts_at = ${literal(startsAt)} group by event order by event`);
    expect(messages.stdout.split('\n')).toEqual(['booked|6', 'cancelled|2']);
  });

  it('makes the manage token a keyed MAC of the visit id (hmac-sha256 with the database secret), stored only hashed', async () => {
    const visit = JSON.parse((await book(booking({ p_starts_at: rio('2027-04-22', '10:00') }))).stdout) as { id: string; manage_token: string };
    const secret = (await pg.sql('select value from agenda.secret')).stdout;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(visit.manage_token).toBe(createHmac('sha256', secret).update(visit.id).digest('hex'));
    const stored = (await pg.sql(`select manage_token_hash from public.visits where id = ${literal(visit.id)}`)).stdout;
    expect(stored).not.toBe(visit.manage_token);
  });

  it('reads a visit by its token in a read-only transaction, as the data API runs a stable function', async () => {
    const visit = JSON.parse((await book(booking({ p_starts_at: rio('2027-04-22', '11:00') }))).stdout) as { id: string; manage_token: string };
    const read = await pg.sql(`begin transaction read only; set local role anon; select public.visit_by_token(${literal(visit.manage_token)}); commit;`);
    expect(read.ok, read.stderr).toBe(true);
    expect(JSON.parse(read.stdout)).toMatchObject({ id: visit.id, status: 'booked' });
  });

  it('keeps btree_gist, pgcrypto and unaccent in the schema extensions, and no test clock in the schema', async () => {
    const schemas = await pg.sql(`select e.extname || '|' || n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname in ('btree_gist', 'pgcrypto', 'unaccent') order by 1`);
    expect(schemas.stdout.split('\n')).toEqual(['btree_gist|extensions', 'pgcrypto|extensions', 'unaccent|extensions']);
    expect((await pg.sql(`select to_regclass('agenda.clock') is null`)).stdout).toBe('t');
  });

  it('refuses a name of a megabyte sent straight to the function, before storing anything', async () => {
    const sent = booking({ p_starts_at: rio('2027-04-22', '12:00') });
    const result = await asAnon(`select public.book_visit(p_kind => 'showroom', p_starts_at => ${literal(String(sent.p_starts_at))},
      p_name => repeat('A', 1000000), p_phone => ${literal(String(sent.p_phone))}, p_email => ${literal(String(sent.p_email))},
      p_client_key => ${literal(String(sent.p_client_key))}, p_stones => array[repeat('x', 1000000)])`);
    expect(result.ok).toBe(false);
    expect(await booked(String(sent.p_starts_at))).toBe(0);
    expect(result.stderr).toMatch(/HINT:\s+invalid/);
  });

  it('takes "jardim botanico" as Jardim Botânico, and refuses a web address in the address', async () => {
    const measurement = { p_kind: 'measurement', p_starts_at: rio('2027-04-14', '11:00'), p_address: 'Rua Jardim Botânico, 600' };
    expect((await book(booking({ ...measurement, p_neighbourhood: 'jardim botanico' }))).ok).toBe(true);
    const link = await book(booking({ ...measurement, p_starts_at: rio('2027-04-14', '13:00'), p_neighbourhood: 'Leblon', p_address: 'Rua A, 1, www.golpe.com.br' }));
    expect(link.stderr).toMatch(/HINT:\s+address_web_address/);
  });
});
