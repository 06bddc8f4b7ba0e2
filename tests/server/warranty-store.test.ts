// @vitest-environment node
// The warranty registration as an attacker tries it, straight through the data API of the local store (PGlite with
// every migration): the tables hidden from the anon key, another person's key, a replayed client key, oversized
// and malformed inputs, a web address in a name; and what deletion and one-click unsubscribe leave in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStore } from '../../server/store/open-store.mjs';
import { openMemoryStore, request, serve, SUPABASE_HEADERS, type RunningServer } from './store-harness';
import { rpc, setClock } from './visits-harness';

let store: LeadStore;
let server: RunningServer;
let sender = 0;
const kitchen = [{ room: 'cozinha', surface: 'bancada', stone: 'carrara', finish: 'polido' }];

beforeAll(async () => {
  store = await openMemoryStore();
  await setClock(store, '2026-11-29T13:00:00Z');
  server = await serve(store);
});

afterAll(async () => {
  await server?.stop();
  await store?.close();
});

function registration(overrides: Record<string, unknown> = {}) {
  sender += 1;
  return {
    p_name: 'Ana Souza',
    p_email: `ana.garantia+${sender}@exemplo.com.br`,
    p_phone: '(21) 98765-4321',
    p_installed_month: '2026-10',
    p_order_number: null,
    p_pieces: kitchen,
    p_reminders: true,
    p_client_key: crypto.randomUUID(),
    ...overrides,
  };
}

/** Registers and follows the link: the key as only the address's owner has it (from the confirmation's payload). */
async function confirmed(overrides: Record<string, unknown> = {}): Promise<{ key: string; email: string; id: string }> {
  const args = registration(overrides);
  const reply = await rpc(server.url, 'register_warranty', args);
  expect(reply.status, reply.text).toBe(200);
  const [row] = await store.asServiceRole(
    `select c.payload from lead_mail.claim(100, 60) c where c.kind = 'warranty_confirm' and c.payload -> 'registration' ->> 'email' = $1`,
    [args.p_email],
  );
  const payload = row!.payload as { key: string; registration: { id: string } };
  const confirm = await rpc(server.url, 'confirm_warranty', { p_key: payload.key });
  expect(confirm.status, confirm.text).toBe(200);
  return { key: payload.key, email: String(args.p_email), id: payload.registration.id };
}

const refusal = (reply: { status: number; text: string }) => ({ status: reply.status, hint: (JSON.parse(reply.text) as { hint?: string }).hint });

describe('the registrations behind the anon key', () => {
  it('reads and writes no registration or piece through the tables', async () => {
    await confirmed();
    for (const table of ['warranty_registrations', 'warranty_pieces']) {
      const read = await request(`${server.url}/rest/v1/${table}?select=*`, { headers: SUPABASE_HEADERS });
      expect(read.status, table).toBe(401);
      expect(read.text).not.toMatch(/Ana Souza|exemplo\.com\.br|carrara/);
      for (const privilege of ['SELECT', 'INSERT', 'UPDATE', 'DELETE'] as const) expect(await store.anonHas(table, privilege)).toBe(false);
    }
    const insert = await request(`${server.url}/rest/v1/warranty_registrations`, { method: 'POST', headers: SUPABASE_HEADERS, body: JSON.stringify({ name: 'X', email: 'x@y.zz', installed_on: '2026-11-01' }) });
    expect(insert.status).toBe(401);
    // The helpers are not reachable.
    expect((await rpc(server.url, 'warranty.key_for', { registration_id: crypto.randomUUID(), purpose: 'link' })).status).toBe(404);
  });
});

describe('the outbox clock', () => {
  it('queues the confirmation due at once by the clock the claim reads, even a year behind the real time', async () => {
    await setClock(store, '2025-11-28T13:00:00Z');
    try {
      const args = registration({ p_installed_month: '2025-10' });
      const reply = await rpc(server.url, 'register_warranty', args);
      expect(reply.status, reply.text).toBe(200);
      const claimed = await store.asServiceRole(
        `select c.kind from lead_mail.claim(100, 60) c where c.kind = 'warranty_confirm' and c.payload -> 'registration' ->> 'email' = $1`,
        [args.p_email],
      );
      expect(claimed).toHaveLength(1);
    } finally {
      await setClock(store, '2026-11-29T13:00:00Z');
    }
  });
});

describe('what the functions refuse', () => {
  it('a web address in the name, oversized fields, a future month, unknown pieces, thirteen pieces, an order number with a link', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ p_name: 'Ganhe já www.golpe.com.br' }, 'name_web_address'],
      [{ p_name: 'Ana https://x.io' }, 'name_web_address'],
      [{ p_name: 'A'.repeat(101) }, 'name_invalid'],
      [{ p_name: 'A'.repeat(5000) }, 'invalid'],
      [{ p_email: 'sem-arroba' }, 'email_invalid'],
      [{ p_phone: '123' }, 'phone_invalid'],
      [{ p_installed_month: '2026-12' }, 'month_invalid'],
      [{ p_installed_month: '2023-10' }, 'month_invalid'],
      [{ p_installed_month: '2026-13' }, 'month_invalid'],
      [{ p_order_number: 'golpe.com.br/x?y' }, 'order_invalid'],
      [{ p_pieces: [] }, 'pieces_invalid'],
      [{ p_pieces: [{ room: 'cozinha', surface: 'bancada', stone: 'pedra-inventada', finish: 'polido' }] }, 'pieces_invalid'],
      [{ p_pieces: [{ room: 'cozinha', surface: 'bancada', stone: 'carrara', finish: 'polido', note: 'www.golpe.com.br' }] }, 'pieces_invalid'],
      [{ p_pieces: [{ room: '<script>', surface: 'bancada', stone: 'carrara', finish: 'polido' }] }, 'pieces_invalid'],
      [{ p_pieces: Array.from({ length: 13 }, () => kitchen[0]) }, 'pieces_invalid'],
      [{ p_pieces: Array.from({ length: 400 }, () => kitchen[0]) }, 'invalid'],
      [{ p_client_key: 'not-a-uuid' }, 'invalid'],
    ];
    for (const [overrides, hint] of cases) {
      const reply = await rpc(server.url, 'register_warranty', registration(overrides));
      expect(refusal(reply), JSON.stringify(overrides).slice(0, 80)).toEqual({ status: 400, hint });
    }
    const [{ count }] = (await store.asServiceRole(`select count(*)::int as count from public.warranty_registrations where name like '%golpe%' or length(name) > 100`)) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('a replayed client key with other details stores nothing and answers nothing of the first', async () => {
    const first = registration();
    expect((await rpc(server.url, 'register_warranty', first)).status).toBe(200);
    const replay = await rpc(server.url, 'register_warranty', { ...registration(), p_client_key: first.p_client_key, p_name: 'Outra Pessoa' });
    expect(refusal(replay)).toEqual({ status: 400, hint: 'client_key_reused' });
    expect(replay.text).not.toContain(String(first.p_email));
    // The same one sent again (the browser's outbox): the same answer, no second row or e-mail.
    const again = await rpc(server.url, 'register_warranty', first);
    expect(again.status).toBe(200);
    const rows = await store.asServiceRole(`select n.kind from lead_mail.notifications n join public.warranty_registrations r on r.id = n.warranty_id where r.email = $1`, [first.p_email]);
    expect(rows).toHaveLength(1);
  });

  it("another person's key, a forged key and a replayed deletion find nothing", async () => {
    const mine = await confirmed();
    const theirs = await confirmed();
    const forged = mine.key.slice(0, -1) + (mine.key.endsWith('0') ? '1' : '0');
    for (const key of [forged, 'a'.repeat(64), mine.key.toUpperCase(), `${mine.key}00`, 'x'.repeat(5000)]) {
      expect(refusal(await rpc(server.url, 'confirm_warranty', { p_key: key })).hint).toBe('not_found');
      expect(refusal(await rpc(server.url, 'delete_warranty', { p_key: key })).hint).toBe('not_found');
      expect(refusal(await rpc(server.url, 'update_warranty_pieces', { p_key: key, p_pieces: kitchen })).status).toBe(400);
    }
    // The link key does not unsubscribe, and the unsubscribe key does not open the certificate.
    expect(refusal(await rpc(server.url, 'unsubscribe_warranty', { p_key: mine.key })).hint).toBe('not_found');
    const certificate = await rpc(server.url, 'confirm_warranty', { p_key: mine.key });
    expect(certificate.text).toContain(mine.email);
    expect(certificate.text).not.toContain(theirs.email);
    expect((await rpc(server.url, 'delete_warranty', { p_key: mine.key })).status).toBe(200);
    expect(refusal(await rpc(server.url, 'delete_warranty', { p_key: mine.key })).hint).toBe('not_found');
    expect(refusal(await rpc(server.url, 'confirm_warranty', { p_key: mine.key })).hint).toBe('not_found');
    // The other registration is untouched.
    expect((await rpc(server.url, 'confirm_warranty', { p_key: theirs.key })).status).toBe(200);
  });

  it('per-sender limits hold with the switch on (lavra.requests_per_window)', async () => {
    const limited = await serve(store, { requestsPerWindow: 2 });
    // An hour later than the other tests' registrations (all from this loopback address), so the window holds these alone.
    await setClock(store, '2026-11-29T14:00:00Z');
    try {
      const from = { 'X-Forwarded-For': '203.0.113.77' };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const reply = await rpc(limited.url, 'register_warranty', registration(), from);
        if (i < 2) expect(reply.status, reply.text).toBe(200);
        statuses.push(reply.status);
      }
      expect(statuses.slice(0, 2)).toEqual([200, 200]);
      expect(statuses[2]).not.toBe(200);
    } finally {
      await setClock(store, '2026-11-29T13:00:00Z');
      await limited.stop();
    }
  });
});

describe('leaving and deleting', () => {
  it('after unsubscribing no reminder is queued, even when the pieces change; the database refuses one written by hand', async () => {
    const { id, key } = await confirmed();
    const reminders = () => store.asServiceRole(`select kind, status from lead_mail.notifications where warranty_id = $1 and kind in ('warranty_sealing', 'warranty_notice') and status = 'pending'`, [id]);
    expect((await reminders()).length).toBeGreaterThan(0);
    // The unsubscribe key, as the reminder carries it: move the clock to the first one and claim it.
    const [{ due }] = (await store.asServiceRole(`select min(next_attempt_at) as due from lead_mail.notifications where warranty_id = $1 and status = 'pending' and kind in ('warranty_sealing', 'warranty_notice')`, [id])) as [{ due: string }];
    await setClock(store, new Date(due).toISOString());
    const [claimed] = (await store.asServiceRole(`select c.id, c.payload from lead_mail.claim(100, 60) c where c.kind in ('warranty_sealing', 'warranty_notice') and c.payload -> 'registration' ->> 'id' = $1`, [id])) as [{ id: string; payload: { unsubscribe_key: string } }];
    await store.asServiceRole('select lead_mail.record_sent($1)', [claimed.id]);
    await setClock(store, '2026-11-29T13:00:00Z');
    const left = await rpc(server.url, 'unsubscribe_warranty', { p_key: claimed.payload.unsubscribe_key });
    expect(left.status, left.text).toBe(200);
    expect(await reminders()).toEqual([]);
    // The pieces corrected afterwards: still none.
    const corrected = await rpc(server.url, 'update_warranty_pieces', { p_key: key, p_pieces: [...kitchen, { room: 'banheiro', surface: 'lavatorio', stone: 'calacatta-oro', finish: 'levigado' }] });
    expect(corrected.status, corrected.text).toBe(200);
    expect(await reminders()).toEqual([]);
    expect((JSON.parse(corrected.text) as { reminders: boolean }).reminders).toBe(false);
    // Written by hand, even by the queue's owner: refused by the trigger (the service role may not insert at all).
    await expect(store.asServiceRole(`insert into lead_mail.notifications (warranty_id, kind, due_on) values ($1, 'warranty_sealing', '2031-01-01')`, [id])).rejects.toThrow();
    const guard = await store.asServiceRole(`select pg_get_triggerdef(t.oid) as def from pg_trigger t where t.tgname = 'notifications_warranty_guard'`);
    expect(guard).toHaveLength(1);
  });

  it('deletion leaves no contact data: only that a warranty existed', async () => {
    const { key, email, id } = await confirmed({ p_phone: '21955554444', p_order_number: 'PED-77' });
    expect((await rpc(server.url, 'delete_warranty', { p_key: key })).status).toBe(200);
    const [row] = await store.asServiceRole(`select * from public.warranty_registrations where id = $1`, [id]);
    expect(row).toBeDefined();
    const text = JSON.stringify(row);
    for (const contact of [email, 'Ana Souza', '21955554444', 'PED-77']) expect(text).not.toContain(contact);
    expect(row!.status).toBe('deleted');
    expect(row!.installed_on).toBeTruthy();
    expect(await store.asServiceRole(`select * from public.warranty_pieces where registration_id = $1`, [id])).toEqual([]);
    expect(await store.asServiceRole(`select kind from lead_mail.notifications where warranty_id = $1 and status = 'pending'`, [id])).toEqual([]);
    // No message already sent keeps an address either (only the receipt kind stores one).
    const anywhere = await store.asServiceRole(`select count(*)::int as count from lead_mail.notifications where warranty_id = $1 and recipient is not null`, [id]);
    expect(anywhere[0]!.count).toBe(0);
  });
});
