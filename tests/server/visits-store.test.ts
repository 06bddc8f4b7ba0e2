// @vitest-environment node
// Visit booking on the local store (PGlite), through its data API as the page and any script would call it:
// the database refuses what the rules refuse, never gives one slot twice, and shows anonymous callers no one's
// contact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitTexts } from '../../content/visits';
import { mockSlots } from '../../mocks/visits';
import type { LeadStore } from '../../server/store/open-store.mjs';
import { openMemoryStore, postRows, request, serve, SUPABASE_HEADERS, validRow, type RunningServer } from './store-harness';
import { booking, rio, rpc, setClock } from './visits-harness';

let store: LeadStore;
let server: RunningServer;

beforeAll(async () => {
  store = await openMemoryStore();
  await setClock(store);
  server = await serve(store);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await store?.close();
});

type Slot = { starts_at: string; ends_at: string; free: number };

async function slots(kind: string, from: string, days: number): Promise<Slot[]> {
  const reply = await rpc(server.url, 'visit_slots', { p_kind: kind, p_from: from, p_days: days });
  expect(reply.status).toBe(200);
  return reply.json as Slot[];
}

async function freeAt(kind: string, startsAt: string): Promise<number | undefined> {
  const day = new Date(new Date(startsAt).getTime() - 3 * 3600_000).toISOString().slice(0, 10);
  return (await slots(kind, day, 1)).find((slot) => slot.starts_at === new Date(startsAt).toISOString().replace('.000Z', 'Z'))?.free;
}

describe('visit slots', () => {
  it('offers the open days only, from the next working day, in the company hours', async () => {
    const week = await slots('showroom', '2027-04-12', 7);
    const days = [...new Set(week.map((slot) => rio(slot.starts_at.slice(0, 10), '00:00') && new Date(new Date(slot.starts_at).getTime() - 3 * 3600_000).toISOString().slice(0, 10)))];
    // Today (12th) is never offered; Saturday 17th and Sunday 18th are closed.
    expect(days).toEqual(['2027-04-13', '2027-04-14', '2027-04-15', '2027-04-16']);
    const tuesday = week.filter((slot) => slot.starts_at.startsWith('2027-04-13'));
    expect(tuesday.map((slot) => slot.starts_at)).toEqual(
      ['09', '10', '11', '12', '13', '14', '15', '16', '17'].map((hour) => new Date(`2027-04-13T${hour}:00:00-03:00`).toISOString().replace('.000Z', 'Z')),
    );
    expect(tuesday[0]).toMatchObject({ ends_at: '2027-04-13T12:45:00Z', free: 2 });
    const holidays = await slots('showroom', '2027-04-19', 5);
    expect(holidays.some((slot) => slot.starts_at.startsWith('2027-04-21') || slot.starts_at.startsWith('2027-04-23'))).toBe(false);
    expect(holidays.some((slot) => slot.starts_at.startsWith('2027-04-22'))).toBe(true);
  });

  it('are the very slots the workbench’s mocked agenda offers (mocks/visits.ts), 17h included', async () => {
    const asTimes = (list: { starts_at: string; ends_at: string; free: number }[]) =>
      list.map((slot) => [new Date(slot.starts_at).toISOString(), new Date(slot.ends_at).toISOString(), slot.free]);
    for (const kind of ['showroom', 'measurement'] as const) {
      // FIXED_NOW is 12 April 2027: two weeks with Tiradentes (21st) and São Jorge (23rd).
      const fromDatabase = await slots(kind, '2027-04-12', 14);
      expect(asTimes(mockSlots(kind, '2027-04-12', 14))).toEqual(asTimes(fromDatabase));
    }
    expect(mockSlots('showroom', '2027-04-12', 2).map((slot) => slot.starts_at)).toContain('2027-04-13T20:00:00.000Z');
  });

  it('never names anyone: slots carry times and counts only', async () => {
    const [first] = await slots('measurement', '2027-04-13', 1);
    expect(Object.keys(first ?? {}).sort()).toEqual(['ends_at', 'free', 'starts_at']);
  });
});

describe('book_visit through the data API', () => {
  it('books a free slot, answers the visit with its manage token, and a retry with the same key gets the same visit', async () => {
    const sent = booking({ p_starts_at: rio('2027-04-14', '10:00') });
    const first = await rpc(server.url, 'book_visit', sent);
    expect(first.status).toBe(200);
    const visit = first.json as Record<string, string>;
    expect(visit).toMatchObject({ kind: 'showroom', status: 'booked', starts_at: '2027-04-14T13:00:00Z', ends_at: '2027-04-14T13:45:00Z' });
    expect(visit.manage_token).toMatch(/^[0-9a-f]{64}$/);
    const again = await rpc(server.url, 'book_visit', sent);
    expect(again.json).toEqual(visit);
    const [{ count, hashed }] = (await store.asServiceRole(
      `select count(*)::int as count, bool_and(manage_token_hash <> $1) as hashed from public.visits where client_key = $2`,
      [visit.manage_token, sent.p_client_key],
    )) as [{ count: number; hashed: boolean }];
    expect(count).toBe(1);
    expect(hashed).toBe(true);
    expect(await freeAt('showroom', rio('2027-04-14', '10:00'))).toBe(1);
  });

  it('stores exactly as many of 50 simultaneous bookings of one time as there are consultants, and none after', async () => {
    const startsAt = rio('2027-04-15', '11:00');
    const replies = await Promise.all(Array.from({ length: 50 }, () => rpc(server.url, 'book_visit', booking({ p_starts_at: startsAt }))));
    const booked = replies.filter((reply) => reply.status === 200);
    expect(booked).toHaveLength(2);
    for (const refused of replies.filter((reply) => reply.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: 'P0001', hint: 'slot_taken', message: visitTexts.refusals.slot_taken });
    }
    const late = await rpc(server.url, 'book_visit', booking({ p_starts_at: startsAt }));
    expect(late.json).toMatchObject({ hint: 'slot_taken' });
    const [{ count }] = (await store.asServiceRole(
      `select count(*)::int as count from public.visits where starts_at = $1 and status = 'booked'`,
      [startsAt],
    )) as [{ count: number }];
    expect(count).toBe(2);
    expect(await freeAt('showroom', startsAt)).toBe(0);
  });

  it.each([
    ['a holiday (São Jorge)', { p_starts_at: rio('2027-04-23', '10:00') }, 'closed_day'],
    ['a holiday (Tiradentes)', { p_starts_at: rio('2027-04-21', '10:00') }, 'closed_day'],
    ['a Sunday', { p_starts_at: rio('2027-04-18', '10:00') }, 'closed_day'],
    ['before opening', { p_starts_at: rio('2027-04-13', '08:00') }, 'outside_hours'],
    ['at closing', { p_starts_at: rio('2027-04-13', '18:00') }, 'outside_hours'],
    ['off the grid', { p_starts_at: rio('2027-04-13', '10:30') }, 'outside_hours'],
    ['late at night', { p_starts_at: rio('2027-04-13', '23:00') }, 'outside_hours'],
    ['today', { p_starts_at: rio('2027-04-12', '15:00') }, 'lead_time'],
    ['beyond 45 days', { p_starts_at: rio('2027-05-28', '10:00') }, 'lead_time'],
    ['a neighbourhood not served', { p_kind: 'measurement', p_starts_at: rio('2027-04-13', '09:00'), p_address: 'Estrada do Monteiro, 100', p_neighbourhood: 'Campo Grande' }, 'not_served'],
    ['a measurement without an address', { p_kind: 'measurement', p_starts_at: rio('2027-04-13', '09:00'), p_neighbourhood: 'Leblon' }, 'address_invalid'],
    ['an unknown kind', { p_kind: 'jantar' }, 'invalid'],
    ['a phone that is not one', { p_phone: '123' }, 'phone_invalid'],
    ['a web address in the name', { p_name: 'Ana https://golpe.example/pix' }, 'name_web_address'],
    ['a bare domain in the name', { p_name: 'Ganhe prêmio em premio-facil.com.br' }, 'name_web_address'],
    ['a www address in the name', { p_name: 'Ana WWW.Golpe.net' }, 'name_web_address'],
    ['a web address in the address', { p_kind: 'measurement', p_starts_at: rio('2027-04-13', '09:00'), p_address: 'Rua A, 1 - veja bit.ly/abc', p_neighbourhood: 'Leblon' }, 'address_web_address'],
    ['a name of 101 characters', { p_name: 'A'.repeat(101) }, 'name_invalid'],
    ['a name of 5000 characters', { p_name: 'A'.repeat(5000) }, 'invalid'],
    ['an address of 201 characters', { p_kind: 'measurement', p_starts_at: rio('2027-04-13', '09:00'), p_address: `Rua ${'A'.repeat(197)}`, p_neighbourhood: 'Leblon' }, 'address_invalid'],
    ['an e-mail that is not one', { p_email: 'ana@localhost' }, 'email_invalid'],
    ['a stone that is not in the catalogue', { p_stones: ['pedra-inventada'] }, 'stones_invalid'],
    ['four stones', { p_stones: ['taj-mahal', 'carrara', 'branco-dallas', 'dolomite'] }, 'stones_invalid'],
    ['a stone of 5000 characters', { p_stones: ['x'.repeat(5000)] }, 'stones_invalid'],
    ['a hundred and one stones', { p_stones: Array.from({ length: 101 }, () => 'carrara') }, 'invalid'],
    ['a time that is not one', { p_starts_at: 'amanhã às 10' }, 'invalid'],
    ['a time without its offset', { p_starts_at: '2027-04-13T10:00:00' }, 'invalid'],
    ['a client key that is not a uuid', { p_client_key: 'abc' }, 'invalid'],
    ['a request id that is not a uuid', { p_request_id: '42' }, 'invalid'],
  ])('refuses a booking on %s with a Portuguese sentence and stores nothing', async (_case, overrides, hint) => {
    const before = (await store.asServiceRole('select count(*)::int as count from public.visits'))[0]?.count;
    const reply = await rpc(server.url, 'book_visit', booking(overrides));
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ hint, message: visitTexts.refusals[hint as keyof typeof visitTexts.refusals] });
    expect((await store.asServiceRole('select count(*)::int as count from public.visits'))[0]?.count).toBe(before);
  });

  it('books a measurement in a served neighbourhood, whatever the case of its name', async () => {
    const reply = await rpc(server.url, 'book_visit', booking({ p_kind: 'measurement', p_starts_at: rio('2027-04-13', '13:00'), p_address: 'Rua Dias Ferreira, 100, ap. 301', p_neighbourhood: 'leblon' }));
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ kind: 'measurement', starts_at: '2027-04-13T16:00:00Z', ends_at: '2027-04-13T17:30:00Z' });
  });

  it('takes a neighbourhood typed without its accents, in any case and spacing, and stores its proper name', async () => {
    const reply = await rpc(server.url, 'book_visit', booking({ p_kind: 'measurement', p_starts_at: rio('2027-04-15', '15:00'), p_address: 'Rua Jardim Botânico, 600', p_neighbourhood: '  JARDIM   botanico ' }));
    expect(reply.status).toBe(200);
    const [row] = await store.asServiceRole('select neighbourhood from public.visits where id = $1', [(reply.json as { id: string }).id]);
    expect(row?.neighbourhood).toBe('Jardim Botânico');
  });

  it('gives a replayed client key its booking back only with the same name, e-mail and phone', async () => {
    const sent = booking({ p_starts_at: rio('2027-04-14', '15:00') });
    const first = (await rpc(server.url, 'book_visit', sent)).json as Record<string, string>;
    const sameAgain = await rpc(server.url, 'book_visit', { ...sent, p_email: String(sent.p_email).toUpperCase(), p_phone: `(${String(sent.p_phone).slice(0, 2)}) ${String(sent.p_phone).slice(2)}` });
    expect(sameAgain.json).toEqual(first);
    for (const other of [{ p_name: 'Outra Pessoa' }, { p_email: 'outra@exemplo.com.br' }, { p_phone: '21900000000' }]) {
      const replay = await rpc(server.url, 'book_visit', { ...sent, ...other });
      expect(replay.status).toBe(400);
      expect(replay.json).toMatchObject({ hint: 'client_key_reused', message: visitTexts.refusals.client_key_reused });
      expect(replay.text).not.toContain(first.manage_token);
    }
  });

  it('links a budget request only when it has the e-mail or the phone of the one booking', async () => {
    const request = validRow();
    expect((await postRows(server.url, [request])).status).toBe(201);
    const stranger = await rpc(server.url, 'book_visit', booking({ p_starts_at: rio('2027-04-16', '14:00'), p_request_id: request.id }));
    const owner = await rpc(server.url, 'book_visit', booking({ p_starts_at: rio('2027-04-16', '15:00'), p_request_id: request.id, p_email: request.email }));
    const byPhone = await rpc(server.url, 'book_visit', booking({ p_starts_at: rio('2027-04-16', '16:00'), p_request_id: request.id, p_phone: request.phone }));
    expect([stranger.status, owner.status, byPhone.status]).toEqual([200, 200, 200]);
    const linked = async (reply: typeof owner) =>
      (await store.asServiceRole('select request_id from public.visits where id = $1', [(reply.json as { id: string }).id]))[0]?.request_id;
    expect(await linked(stranger)).toBeNull();
    expect(await linked(owner)).toBe(request.id);
    expect(await linked(byPhone)).toBe(request.id);
  });

  it('holds the table to the same limits when a row is written around the functions', async () => {
    const [template] = await store.asServiceRole(`select * from public.visits where status = 'booked' limit 1`);
    expect(template).toBeDefined();
    for (const change of [`name = 'Ana www.golpe.com'`, `stones = array['pedra-inventada']`, `name = repeat('a', 101)`]) {
      await expect(store.asServiceRole(`update public.visits set ${change} where id = $1`, [template?.id])).rejects.toThrow(/check constraint/);
    }
  });

  it('holds the per-sender limit of the budget requests (LEADS_REQUESTS_PER_WINDOW)', async () => {
    const limited = await serve(store, { requestsPerWindow: 2 });
    try {
      const email = `limite+${crypto.randomUUID()}@exemplo.com.br`;
      // Every test books from 127.0.0.1: this one counts by e-mail alone.
      await store.asServiceRole('update public.visits set ip_address = null');
      const times = ['09:00', '10:00', '11:00'].map((time) => rio('2027-04-16', time));
      const replies = [];
      for (const startsAt of times) replies.push(await rpc(limited.url, 'book_visit', booking({ p_email: email, p_starts_at: startsAt })));
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 400]);
      expect(replies[2]?.json).toMatchObject({ hint: 'rate_limited', message: visitTexts.refusals.rate_limited });
    } finally {
      await limited.stop();
    }
  });
});

describe('the e-mail sender’s wake-up', () => {
  it('comes after a booking, which owes e-mails, and not after a read of the free times', async () => {
    let wakes = 0;
    const watched = await serve(store, { onInserted: () => (wakes += 1) });
    try {
      await rpc(watched.url, 'visit_slots', { p_kind: 'showroom', p_from: '2027-04-13', p_days: 3 });
      await new Promise((resolve) => setImmediate(resolve));
      expect(wakes).toBe(0);
      expect((await rpc(watched.url, 'book_visit', booking({ p_starts_at: rio('2027-04-13', '16:00') }))).status).toBe(200);
      await expect.poll(() => wakes).toBe(1);
    } finally {
      await watched.stop();
    }
  });
});

describe('the manage token', () => {
  it('finds the visit, cancels it (freeing the slot), refuses to move it afterwards, and knows no other token', async () => {
    const startsAt = rio('2027-04-20', '14:00');
    const booked = (await rpc(server.url, 'book_visit', booking({ p_starts_at: startsAt, p_name: 'Bruno Lima' }))).json as Record<string, string>;
    expect(await freeAt('showroom', startsAt)).toBe(1);
    const found = await rpc(server.url, 'visit_by_token', { p_token: booked.manage_token });
    expect(found.json).toMatchObject({ id: booked.id, status: 'booked', name: 'Bruno Lima' });
    expect(found.json).not.toHaveProperty('manage_token');
    const cancelled = await rpc(server.url, 'cancel_visit', { p_token: booked.manage_token });
    expect(cancelled.json).toMatchObject({ id: booked.id, status: 'cancelled' });
    expect(await freeAt('showroom', startsAt)).toBe(2);
    const moved = await rpc(server.url, 'move_visit', { p_token: booked.manage_token, p_starts_at: rio('2027-04-20', '15:00') });
    expect(moved.json).toMatchObject({ hint: 'visit_cancelled', message: visitTexts.refusals.visit_cancelled });
    for (const token of ['0'.repeat(64), 'x', booked.id]) {
      expect((await rpc(server.url, 'visit_by_token', { p_token: token })).json).toMatchObject({ hint: 'not_found', message: visitTexts.refusals.not_found });
    }
  });

  it('moves a visit to a free time, keeping its id, freeing the old slot and counting the sequence up', async () => {
    const from = rio('2027-04-22', '09:00');
    const to = rio('2027-04-22', '16:00');
    const booked = (await rpc(server.url, 'book_visit', booking({ p_starts_at: from }))).json as Record<string, string>;
    const moved = await rpc(server.url, 'move_visit', { p_token: booked.manage_token, p_starts_at: to });
    expect(moved.json).toMatchObject({ id: booked.id, status: 'booked', starts_at: '2027-04-22T19:00:00Z' });
    expect(await freeAt('showroom', from)).toBe(2);
    expect(await freeAt('showroom', to)).toBe(1);
    const refused = await rpc(server.url, 'move_visit', { p_token: booked.manage_token, p_starts_at: rio('2027-04-23', '10:00') });
    expect(refused.json).toMatchObject({ hint: 'closed_day' });
    const [row] = await store.asServiceRole('select sequence from public.visits where id = $1', [booked.id]);
    expect(row?.sequence).toBe(1);
  });
});

describe('moving a visit', () => {
  it('moves a visit three times at most: the fourth move is refused and the visit stays where the third put it', async () => {
    const booked = (await rpc(server.url, 'book_visit', booking({ p_starts_at: rio('2027-04-26', '09:00') }))).json as Record<string, string>;
    for (const hour of ['10:00', '11:00', '12:00']) {
      const moved = await rpc(server.url, 'move_visit', { p_token: booked.manage_token, p_starts_at: rio('2027-04-26', hour) });
      expect(moved.status).toBe(200);
    }
    const fourth = await rpc(server.url, 'move_visit', { p_token: booked.manage_token, p_starts_at: rio('2027-04-26', '13:00') });
    expect(fourth.status).toBe(400);
    expect(fourth.json).toMatchObject({ hint: 'move_limit', message: visitTexts.refusals.move_limit });
    expect(visitTexts.refusals.move_limit).toContain('3 vezes');
    expect((await rpc(server.url, 'visit_by_token', { p_token: booked.manage_token })).json).toMatchObject({ starts_at: '2027-04-26T15:00:00Z', status: 'booked' });
  });

  it('refuses to move or cancel a visit once it has begun, in words that say so', async () => {
    const booked = (await rpc(server.url, 'book_visit', booking({ p_starts_at: rio('2027-04-27', '09:00') }))).json as Record<string, string>;
    try {
      await setClock(store, rio('2027-04-27', '09:10'));
      for (const [name, args] of [['move_visit', { p_starts_at: rio('2027-04-28', '10:00') }], ['cancel_visit', {}]] as const) {
        const refused = await rpc(server.url, name, { p_token: booked.manage_token, ...args });
        expect(refused.status).toBe(400);
        expect(refused.json).toMatchObject({ hint: 'visit_started', message: visitTexts.refusals.visit_started });
      }
    } finally {
      await setClock(store);
    }
    expect((await rpc(server.url, 'visit_by_token', { p_token: booked.manage_token })).json).toMatchObject({ status: 'booked', starts_at: '2027-04-27T12:00:00Z' });
  });

  it('counts moves with the bookings toward the per-sender limit, with the same switch (LEADS_REQUESTS_PER_WINDOW)', async () => {
    const email = `mover+${crypto.randomUUID()}@exemplo.com.br`;
    // A sender address of its own (behind a proxy), so the other tests' calls from 127.0.0.1 count for nothing here.
    const from = { 'x-forwarded-for': '203.0.113.56' };
    const open = await serve(store, { requestsPerWindow: 0, trustProxy: true });
    const limited = await serve(store, { requestsPerWindow: 3, trustProxy: true });
    try {
      const booked = (await rpc(limited.url, 'book_visit', booking({ p_email: email, p_starts_at: rio('2027-04-29', '09:00') }), from)).json as Record<string, string>;
      const moves = [];
      for (const hour of ['10:00', '11:00', '12:00']) moves.push(await rpc(limited.url, 'move_visit', { p_token: booked.manage_token, p_starts_at: rio('2027-04-29', hour) }, from));
      // One booking and two moves fill the window of three; the third move is refused as the fourth message would be.
      expect(moves.map((reply) => reply.status)).toEqual([200, 200, 400]);
      expect(moves[2]?.json).toMatchObject({ hint: 'rate_limited', message: visitTexts.refusals.rate_limited });
      // With the limits off, the same move goes through.
      expect((await rpc(open.url, 'move_visit', { p_token: booked.manage_token, p_starts_at: rio('2027-04-29', '12:00') }, from)).status).toBe(200);
    } finally {
      await limited.stop();
      await open.stop();
    }
  });
});

describe('anonymous access', () => {
  it('reads no visit through the table and cannot write one around the functions', async () => {
    await rpc(server.url, 'book_visit', booking({ p_starts_at: rio('2027-04-19', '09:00') }));
    const read = await request(`${server.url}/rest/v1/visits?select=*`, { headers: SUPABASE_HEADERS });
    expect(read.status).toBe(401);
    expect(read.text).not.toMatch(/Ana Souza|exemplo\.com\.br|2198/);
    const insert = await request(`${server.url}/rest/v1/visits`, {
      method: 'POST',
      headers: SUPABASE_HEADERS,
      body: JSON.stringify({ kind: 'showroom', resource: 'Consultor 1', name: 'X', phone: '21999999999', email: 'x@y.zz' }),
    });
    expect(insert.status).toBe(401);
    for (const privilege of ['SELECT', 'INSERT', 'UPDATE', 'DELETE'] as const) expect(await store.anonHas('visits', privilege)).toBe(false);
    const helper = await rpc(server.url, 'agenda.refuse', { code: 'x' });
    expect(helper.status).toBe(404);
  });
});
