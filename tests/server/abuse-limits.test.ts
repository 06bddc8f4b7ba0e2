// @vitest-environment node
// The abuse limits live in the table (supabase/migrations/20261124000200_abuse_limits.sql), so a script
// posting straight to /rest/v1 with the public key meets them on hosted Supabase as on the local store:
// who sent a row is read from the request, and a sender past 5 requests in 10 minutes gets 429 and
// stores nothing. The same checks run against a real PostgreSQL in tests/server/real-postgres.test.ts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStore } from '../../server/store/open-store.mjs';
import { openMemoryStore, postRows, serve, validRow, type RunningServer } from './store-harness';

let store: LeadStore;
let api: RunningServer;
/** The same store behind a proxy the server trusts, which appends each caller's own address. */
let proxied: RunningServer;

beforeAll(async () => {
  store = await openMemoryStore();
  // The table's own limits, as a deployment has them.
  api = await serve(store, { requestsPerWindow: undefined });
  proxied = await serve(store, { requestsPerWindow: undefined, trustProxy: true });
});

afterAll(async () => {
  await api.stop();
  await proxied.stop();
  await store.close();
});

let caller = 0;
/** Posts as a caller at an address of its own, so only the e-mail and phone limits are in play. */
const post = (row: Record<string, unknown>) => {
  caller += 1;
  return postRows(proxied.url, row, { 'X-Forwarded-For': `198.51.${Math.floor(caller / 250)}.${(caller % 250) + 1}` });
};

const storedById = async (id: unknown) => (await store.listRows({ limit: 100_000 })).find((row) => row.id === id);

describe('who sent a request', () => {
  it('is read from the request: an address or browser written in the row, or prepended to X-Forwarded-For, is ignored', async () => {
    const row = validRow({ ip_address: '203.0.113.9', user_agent: 'Robô que se diz iPhone' });
    const reply = await postRows(api.url, row, { 'User-Agent': 'Mozilla/5.0 (Linux; Android 15)', 'X-Forwarded-For': '198.51.100.7', 'CF-Connecting-IP': '198.51.100.8' });
    expect(reply.status).toBe(201);
    expect(await storedById(row.id)).toMatchObject({ ip_address: '127.0.0.1', user_agent: 'Mozilla/5.0 (Linux; Android 15)' });
  });
});

describe('per-sender limits', () => {
  it('refuses the 6th request from one e-mail inside 10 minutes with 429, in Portuguese, and stores nothing of it', async () => {
    const email = 'repetida@exemplo.com.br';
    for (let i = 0; i < 5; i += 1) expect((await post(validRow({ email: i % 2 ? email.toUpperCase() : email }))).status).toBe(201);
    const before = await store.countRows();
    const sixth = validRow({ email });
    const reply = await post(sixth);
    expect(reply.status).toBe(429);
    expect(reply.headers.get('retry-after')).toBe('600');
    expect(reply.json).toMatchObject({ code: 'LAVRA429', message: expect.stringContaining('Muitas solicitações') as string });
    expect(await store.countRows()).toBe(before);
    expect(await storedById(sixth.id)).toBeUndefined();
  });

  it('refuses the 6th from one phone, whatever the e-mails', async () => {
    const phone = '+351912000111';
    for (let i = 0; i < 5; i += 1) expect((await post(validRow({ phone }))).status).toBe(201);
    expect((await post(validRow({ phone }))).status).toBe(429);
  });

  it('lets a visitor send two different requests within a minute', async () => {
    const visitor = { email: 'arquiteta@estudio.com.br', phone: '21987650000' };
    const address = { 'X-Forwarded-For': '198.51.100.200' };
    expect((await postRows(proxied.url, validRow({ ...visitor, environment_type: 'cozinha' }), address)).status).toBe(201);
    expect((await postRows(proxied.url, validRow({ ...visitor, environment_type: 'banheiro' }), address)).status).toBe(201);
  });
});

describe('per-address limit and interleaved senders', () => {
  const EMAILS = ['a@exemplo.com.br', 'b@exemplo.com.br', 'c@exemplo.com.br'];
  const LIMIT = 5;
  let runs = 0;

  it('never stores more than 5 per e-mail, phone or address in the window, and refuses only what is over', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(2), fc.nat(2), fc.nat(2)), { minLength: 1, maxLength: 30 }),
        async (senders) => {
          // Senders of their own per run (shrinking replays runs): an earlier run's window must not count.
          runs += 1;
          const counts = new Map<string, number>();
          const key = (kind: string, value: string) => `${kind}:${value}`;
          for (const [e, p, a] of senders) {
            const email = EMAILS[e]!.replace('@', `+run${runs}@`);
            // 218…: no phone validRow() makes (219…), so rows of other tests never count here.
            const phone = `218${String(runs * 3 + p).padStart(8, '0')}`;
            const address = a === 2 ? `2001:db8::${runs.toString(16)}` : `100.${64 + a}.${Math.floor(runs / 250) % 250}.${(runs % 250) + 1}`;
            const keys = [key('email', email), key('phone', phone), key('ip', address)];
            const expectRefusal = keys.some((k) => (counts.get(k) ?? 0) >= LIMIT);
            let refused = false;
            try {
              await store.insertRows([validRow({ email, phone })], { requestHeaders: { 'x-forwarded-for': `10.0.0.9, ${address}`, 'user-agent': 'prop' } });
            } catch (error) {
              expect((error as { code?: string }).code).toBe('PGRST');
              refused = true;
            }
            expect(refused).toBe(expectRefusal);
            if (!refused) for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
          }
        },
      ),
      { numRuns: 25 },
    );
    // Whatever the interleaving, the table holds no sender past the limit.
    const rows = await store.listRows({ limit: 100_000 });
    const tally = new Map<string, number>();
    for (const row of rows) {
      for (const k of [`email:${String(row.email).toLowerCase()}`, `phone:${String(row.phone)}`, `ip:${String(row.ip_address)}`]) tally.set(k, (tally.get(k) ?? 0) + 1);
    }
    const over = [...tally].filter(([k, n]) => !k.startsWith('ip:127.0.0.1') && n > LIMIT);
    expect(over).toEqual([]);
  });

  it('can be turned off by the server that runs the API, never by a client', async () => {
    const email = 'teste-de-carga@exemplo.com.br';
    for (let i = 0; i < 7; i += 1) {
      await store.insertRows([validRow({ email })], { requestHeaders: { 'x-forwarded-for': '203.0.113.77' }, requestsPerWindow: 0 });
    }
    await expect(store.insertRows([validRow({ email })], { requestHeaders: { 'x-forwarded-for': '203.0.113.77' } })).rejects.toMatchObject({ code: 'PGRST' });
  });
});
