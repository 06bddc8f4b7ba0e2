// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { LeadStore } from '../../server/store/open-store.mjs';
import { createRestHandler, RATE_LIMIT_MESSAGE } from '../../server/store/rest-handler.mjs';
import type { Tables, TablesInsert } from '../../src/lib/database.types';
import type { BudgetRequestRow } from '../../src/lib/lead-row';
import {
  SUPABASE_HEADERS,
  openMemoryStore,
  postRows,
  request,
  serve,
  validRow,
  type RunningServer,
} from './store-harness';

let store: LeadStore;
let api: RunningServer;

// Generous: on a busy machine the first run also builds the database template.
beforeAll(async () => {
  store = await openMemoryStore();
  api = await serve(store);
  // Warm up: PGlite plans its first insert slowly, which would eat into a test's time limit.
  await postRows(api.url, validRow());
}, 60_000);

afterAll(async () => {
  await api?.stop();
  await store?.close();
});

async function storedById(id: unknown) {
  const rows = await store.listRows({ limit: 100_000 });
  return rows.find((row) => row.id === id);
}

describe('inserting a budget request', () => {
  it('answers 201 with an empty body and stores the row as sent, who sent it taken from the request', async () => {
    const row = validRow();
    const reply = await postRows(api.url, row);

    expect(reply.status).toBe(201);
    expect(reply.text).toBe('');
    const stored = await storedById(row.id);
    // The address and the browser come from the request itself (supabase/migrations/*_abuse_limits.sql).
    expect(stored).toMatchObject({ ...row, sent_to_whatsapp: true, ip_address: '127.0.0.1', user_agent: 'node' });
    expect(stored?.created_at).toBeInstanceOf(Date);
  });

  it('fills id, created_at and sent_to_whatsapp when the client leaves them out', async () => {
    const { id: _id, sent_to_whatsapp: _sent, ...row } = validRow({ email: 'sem.id@example.com' });
    const before = await store.countRows();

    expect((await postRows(api.url, row)).status).toBe(201);

    expect(await store.countRows()).toBe(before + 1);
    const stored = (await store.listRows({ limit: 1 }))[0];
    expect(stored).toMatchObject({ email: 'sem.id@example.com', sent_to_whatsapp: true });
    expect(stored?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores the stone a request came from, and none when it came from elsewhere', async () => {
    const fromStone = validRow({ stone: 'Branco Paraná' });
    const elsewhere = validRow();
    expect((await postRows(api.url, fromStone)).status).toBe(201);
    expect((await postRows(api.url, elsewhere)).status).toBe(201);
    expect((await storedById(fromStone.id))?.stone).toBe('Branco Paraná');
    expect((await storedById(elsewhere.id))?.stone).toBeNull();
    expect((await postRows(api.url, validRow({ stone: 'S'.repeat(80) }))).status).toBe(201);
  });

  it('answers 409 with code 23505 for an id that is already stored, keeping one copy', async () => {
    const row = validRow();
    expect((await postRows(api.url, row)).status).toBe(201);
    const before = await store.countRows();

    const again = await postRows(api.url, { ...row, name: 'Outra Pessoa' });

    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: '23505', details: null, hint: null });
    expect(await store.countRows()).toBe(before);
    expect((await storedById(row.id))?.name).toBe(row.name);
  });

  it('accepts the limits themselves', async () => {
    const reply = await postRows(api.url, [
      validRow({ name: 'Jo', phone: '2199999999', square_meters: 'x'.repeat(50), how_found_us: 'y'.repeat(1000) }),
      validRow({
        name: 'N'.repeat(100),
        phone: '+55 (21) 99999-9999',
        // 64 + 1 + 188 = 253 characters: the longest local part and the longest address the rule allows.
        email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(56)}.com`,
        user_agent: 'u'.repeat(512),
      }),
      validRow({ name: '  Zé  ', user_agent: null, role: 'proprietario', timeline: '6-meses' }),
      validRow({ name: '😀😀', square_meters: '🏠', how_found_us: '<b>Instagram</b>' }),
    ]);

    expect(reply.status).toBe(201);
  });

  const violations: [string, Record<string, unknown>, string][] = [
    ['a one-letter name', { name: 'J' }, 'budget_requests_name_length'],
    ['a name of spaces around one letter', { name: ' \t J \u00a0' }, 'budget_requests_name_length'],
    ['a 101-character name', { name: 'N'.repeat(101) }, 'budget_requests_name_length'],
    ['a name padded past 255 characters', { name: `Jo${' '.repeat(254)}` }, 'budget_requests_name_length'],
    ['an e-mail without @', { email: 'helena.example.com' }, 'budget_requests_email_format'],
    ['an e-mail with a space', { email: 'helena duarte@example.com' }, 'budget_requests_email_format'],
    ['a 254-character e-mail', { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com` }, 'budget_requests_email_format'],
    ['a 65-character local part', { email: `${'a'.repeat(65)}@example.com` }, 'budget_requests_email_format'],
    ['an e-mail whose domain has no dot', { email: 'cliente@localhost' }, 'budget_requests_email_format'],
    ['a 9-character phone', { phone: '219876543' }, 'budget_requests_phone_length'],
    ['a 21-character phone', { phone: '2'.repeat(21) }, 'budget_requests_phone_length'],
    ['an unknown role', { role: 'engenheiro' }, 'budget_requests_role_value'],
    ['an unknown environment', { environment_type: 'sala' }, 'budget_requests_environment_type_value'],
    ['an unknown application', { application_type: 'mesa' }, 'budget_requests_application_type_value'],
    ['empty square meters', { square_meters: '   ' }, 'budget_requests_square_meters_length'],
    ['51 characters of square meters', { square_meters: '9'.repeat(51) }, 'budget_requests_square_meters_length'],
    ['an unknown timeline', { timeline: 'ontem' }, 'budget_requests_timeline_value'],
    ['an unknown material', { material_preference: 'madeira' }, 'budget_requests_material_preference_value'],
    ['an unknown style', { style_preference: 'barroco' }, 'budget_requests_style_preference_value'],
    ['an unknown references answer', { has_references: 'talvez' }, 'budget_requests_has_references_value'],
    ['an unknown investment range', { investment_range: '1-milhao' }, 'budget_requests_investment_range_value'],
    ['an unknown project stage', { project_stage: 'concluido' }, 'budget_requests_project_stage_value'],
    ['an empty how-found-us', { how_found_us: '\n' }, 'budget_requests_how_found_us_length'],
    ['1001 characters of how-found-us', { how_found_us: 'h'.repeat(1001) }, 'budget_requests_how_found_us_length'],
    ['an enum value in capitals', { role: 'ARQUITETO' }, 'budget_requests_role_value'],
    ['a one-letter stone', { stone: 'X' }, 'budget_requests_stone_length'],
    ['a stone of spaces', { stone: ' \u00a0 ' }, 'budget_requests_stone_length'],
    ['an 81-character stone', { stone: 'S'.repeat(81) }, 'budget_requests_stone_length'],
  ];

  it.each(violations)('rejects %s with 400 / 23514 and stores nothing', async (_label, change, constraint) => {
    const row = validRow(change);
    const before = await store.countRows();

    const reply = await postRows(api.url, row);

    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ code: '23514' });
    expect(String((reply.json as Record<string, unknown>).message)).toContain(constraint);
    expect(await store.countRows()).toBe(before);
  });

  it.each([
    ['a missing required field', { email: undefined }, '23502'],
    ['a null required field', { phone: null }, '23502'],
    ['a null sent_to_whatsapp', { sent_to_whatsapp: null }, '23502'],
    ['an id that is not a uuid', { id: 'lead-1' }, '22P02'],
    ['an ip address that is not one', { ip_address: 'somewhere' }, '22P02'],
    ['a text with a null character', { how_found_us: 'Google\u0000' }, '22P05'],
  ])('rejects %s with 400 and stores nothing', async (_label, change, code) => {
    const row = JSON.parse(JSON.stringify(validRow(change))) as Record<string, unknown>;
    const before = await store.countRows();

    const reply = await postRows(api.url, row);

    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ code });
    expect(await store.countRows()).toBe(before);
  });

  it('answers 400 PGRST204 for a column the table does not have', async () => {
    const before = await store.countRows();

    const reply = await postRows(api.url, validRow({ budget: 'R$ 50 mil' }));

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'budget' column of 'budget_requests' in the schema cache",
    });
    expect(await store.countRows()).toBe(before);
  });

  it('does not let a client backdate a request through created_at', async () => {
    const before = await store.countRows();

    const reply = await postRows(api.url, validRow({ created_at: '2020-01-01T00:00:00Z' }));

    expect(reply.status).toBe(401);
    expect(reply.json).toMatchObject({ code: '42501' });
    expect(await store.countRows()).toBe(before);
  });
});

describe('what anon may not do', () => {
  it.each(['GET', 'HEAD', 'PATCH', 'DELETE'])('refuses %s on the table with 401 / 42501', async (method) => {
    const reply = await request(`${api.url}/rest/v1/budget_requests?select=*`, {
      method,
      headers: { ...SUPABASE_HEADERS, 'Accept-Profile': 'public' },
      ...(method === 'PATCH' ? { body: JSON.stringify({ name: 'Mudou' }) } : {}),
    });

    expect(reply.status).toBe(401);
    if (method !== 'HEAD') {
      expect(reply.json).toMatchObject({ code: '42501', message: 'permission denied for table budget_requests' });
    }
  });

  it.each([
    ['Prefer: return=representation', { Prefer: 'return=representation' }, ''],
    ['?select=*', {}, '?select=*'],
  ])('fails an insert that asks for the row back (%s) and stores nothing', async (_label, headers, query) => {
    const row = validRow();
    const before = await store.countRows();

    const reply = await postRows(api.url, row, headers, `/rest/v1/budget_requests${query}`);

    expect(reply.status).toBe(401);
    expect(reply.json).toMatchObject({ code: '42501' });
    expect(await store.countRows()).toBe(before);
  });

  it('refuses upserts, which would need UPDATE', async () => {
    const reply = await postRows(api.url, validRow(), { Prefer: 'resolution=merge-duplicates' });

    expect(reply.status).toBe(401);
    expect(reply.json).toMatchObject({ code: '42501' });
  });
});

describe('bulk inserts', () => {
  it('stores every row of a valid array', async () => {
    const rows = [validRow(), validRow({ role: 'construtor' })];
    const before = await store.countRows();

    const reply = await postRows(api.url, rows);

    expect(reply.status).toBe(201);
    expect(await store.countRows()).toBe(before + 2);
    expect(await storedById(rows[1]?.id)).toMatchObject({ role: 'construtor' });
  });

  it('accepts the ?columns= list supabase-js adds to array inserts', async () => {
    const rows = [validRow(), validRow()];
    const columns = Object.keys(rows[0] ?? {})
      .map((column) => `"${column}"`)
      .join(',');
    const before = await store.countRows();

    const reply = await postRows(api.url, rows, {}, `/rest/v1/budget_requests?columns=${encodeURIComponent(columns)}`);

    expect(reply.status).toBe(201);
    expect(await store.countRows()).toBe(before + 2);
  });

  it('stores none of the rows when one of them is invalid', async () => {
    const good = validRow();
    const before = await store.countRows();

    const reply = await postRows(api.url, [good, validRow({ email: 'nope' }), validRow()]);

    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ code: '23514' });
    expect(await store.countRows()).toBe(before);
    expect(await storedById(good.id)).toBeUndefined();
  });

  it('answers 400 PGRST102 when the objects have different keys', async () => {
    const { user_agent: _ua, ...withoutAgent } = validRow();

    const reply = await postRows(api.url, [validRow(), withoutAgent]);

    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
  });

  it('answers 413 for more than 20 rows and stores none', async () => {
    const before = await store.countRows();

    const reply = await postRows(api.url, Array.from({ length: 21 }, () => validRow()));

    expect(reply.status).toBe(413);
    expect(reply.json).toMatchObject({ code: 'PGRST413' });
    expect(await store.countRows()).toBe(before);
  });

  it('answers 201 to an empty array without storing anything', async () => {
    const before = await store.countRows();

    expect((await postRows(api.url, [])).status).toBe(201);
    expect(await store.countRows()).toBe(before);
  });
});

describe('malformed requests', () => {
  it.each([
    ['broken JSON', '{"name": "Helena",'],
    ['an empty body', ''],
    ['a JSON string', '"Helena"'],
    ['null', 'null'],
    ['an array of numbers', '[1, 2]'],
    ['a raw control character', '{"name":"He\u0001lena"}'],
  ])('answers 400 PGRST102 to %s', async (_label, body) => {
    const reply = await postRows(api.url, body);

    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ code: 'PGRST102' });
  });

  it('answers 400 PGRST102 to a body that is not UTF-8', async () => {
    const reply = await rawPost(api.url, Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]));

    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 'PGRST102' });
  });

  it('answers 400 to values nested absurdly deep', async () => {
    const reply = await postRows(api.url, `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`);

    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ code: 'PGRST102' });
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form encoding', 'application/x-www-form-urlencoded'],
    ['a non-UTF-8 charset', 'application/json; charset=latin1'],
  ])('answers 415 PGRST107 to %s', async (_label, contentType) => {
    const reply = await postRows(api.url, validRow(), { 'Content-Type': contentType });

    expect(reply.status).toBe(415);
    expect(reply.json).toMatchObject({ code: 'PGRST107' });
  });

  it('accepts application/json with a UTF-8 charset', async () => {
    const reply = await postRows(api.url, validRow(), { 'Content-Type': 'application/json; charset=utf-8' });

    expect(reply.status).toBe(201);
  });

  it('answers 413 to a body over 32 KiB, declared or streamed, and stores nothing', async () => {
    const before = await store.countRows();
    const huge = JSON.stringify(validRow({ how_found_us: 'x'.repeat(40_000) }));

    const declared = await postRows(api.url, huge);
    const streamed = await rawPost(api.url, Buffer.from(huge), { chunked: true });

    expect(declared.status).toBe(413);
    expect(declared.json).toMatchObject({ code: 'PGRST413' });
    expect(streamed.status).toBe(413);
    expect(streamed.headers.connection).toBe('close');
    expect(await store.countRows()).toBe(before);
  });

  it('answers 404 PGRST205 for a table that does not exist', async () => {
    const reply = await postRows(api.url, validRow(), {}, '/rest/v1/leads');

    expect(reply.status).toBe(404);
    expect(reply.json).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.leads' in the schema cache",
    });
  });

  it('answers 406 PGRST106 for a schema other than public', async () => {
    const reply = await postRows(api.url, validRow(), { 'Content-Profile': 'auth' });

    expect(reply.status).toBe(406);
    expect(reply.json).toMatchObject({ code: 'PGRST106' });
  });

  it('answers 401 when the apikey header is missing', async () => {
    const { apikey: _key, ...headers } = SUPABASE_HEADERS;
    const reply = await request(`${api.url}/rest/v1/budget_requests`, {
      method: 'POST',
      headers,
      body: JSON.stringify(validRow()),
    });

    expect(reply.status).toBe(401);
    expect(reply.json).toMatchObject({ code: 'PGRST401', message: 'No API key found in request' });
  });

  it('checks the key against LOCAL_ANON_KEY when one is configured', async () => {
    const keyed = await serve(store, { anonKey: 'segredo-local' });
    try {
      const wrong = await postRows(keyed.url, validRow());
      const right = await postRows(keyed.url, validRow(), { apikey: 'segredo-local' });

      expect(wrong.status).toBe(401);
      expect(wrong.json).toMatchObject({ message: 'Invalid API key' });
      expect(right.status).toBe(201);
    } finally {
      await keyed.stop();
    }
  });
});

describe('abuse limits', () => {
  it('answers 429 with Retry-After once a client spends its budget, per client', async () => {
    // A stopped clock: no token comes back however slowly the requests run.
    const limited = await serve(store, { rateLimit: { limit: 3, windowMs: 60_000 }, trustProxy: true, now: () => 0 });
    try {
      const from = (address: string) => ({ 'X-Forwarded-For': address });
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await postRows(limited.url, validRow(), from('203.0.113.7'))).status);
      }
      const blocked = await postRows(limited.url, validRow(), from('203.0.113.7'));
      const neighbour = await postRows(limited.url, validRow(), from('198.51.100.20'));

      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(blocked.status).toBe(429);
      expect(blocked.json).toMatchObject({ code: 'PGRST429', message: RATE_LIMIT_MESSAGE });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(neighbour.status).toBe(201);
    } finally {
      await limited.stop();
    }
  });

  it('takes its per-minute limit from LEADS_RATE_LIMIT_PER_MINUTE when the server sets none', async () => {
    const saved = process.env.LEADS_RATE_LIMIT_PER_MINUTE;
    process.env.LEADS_RATE_LIMIT_PER_MINUTE = '1';
    const limited = await serve(store, { rateLimit: undefined, now: () => 0 });
    try {
      expect((await postRows(limited.url, validRow())).status).toBe(201);
      expect((await postRows(limited.url, validRow())).status).toBe(429);
      process.env.LEADS_RATE_LIMIT_PER_MINUTE = 'lots';
      expect(() => createRestHandler(store)).toThrow(/LEADS_RATE_LIMIT_PER_MINUTE/);
    } finally {
      if (saved === undefined) delete process.env.LEADS_RATE_LIMIT_PER_MINUTE;
      else process.env.LEADS_RATE_LIMIT_PER_MINUTE = saved;
      await limited.stop();
    }
  });

  it('counts IPv6 clients by /64, so rotating addresses does not escape the limit', async () => {
    const limited = await serve(store, { rateLimit: { limit: 2, windowMs: 60_000 }, trustProxy: true, now: () => 0 });
    try {
      const statuses = [];
      for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3']) {
        statuses.push((await postRows(limited.url, validRow(), { 'X-Forwarded-For': address })).status);
      }

      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.stop();
    }
  });

  it('answers 408 and closes the connection when the body arrives too slowly', async () => {
    const slow = await serve(store, { bodyTimeoutMs: 150 });
    try {
      const port = Number(new URL(slow.url).port);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /rest/v1/budget_requests HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: k\r\n' +
              'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
          );
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });

      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('PGRST408');
      expect(answer.toLowerCase()).toContain('connection: close');
    } finally {
      await slow.stop();
    }
  });

  it('answers 500 in PostgREST shape, and keeps serving, when the store fails unexpectedly', async () => {
    const logged: unknown[] = [];
    const broken = {
      ...store,
      insertRows: () => Promise.reject(new Error('disk on fire')),
    } as LeadStore;
    const handler = createRestHandler(broken, { rateLimit: false, logError: (_message, error) => logged.push(error) });
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      void handler(req, res).then((handled) => {
        if (!handled) res.end('static');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const failed = await postRows(url, validRow());
      const other = await request(`${url}/granitos`);

      expect(failed.status).toBe(500);
      expect(failed.json).toMatchObject({ code: 'PGRSTX00', message: 'Internal server error' });
      expect(failed.text).not.toContain('disk on fire');
      expect(logged).toHaveLength(1);
      expect(other.text).toBe('static');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('CORS', () => {
  it('answers the preflight with 204 and the headers supabase-js needs', async () => {
    const reply = await request(`${api.url}/rest/v1/budget_requests`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-profile,content-type,x-client-info',
      },
    });

    expect(reply.status).toBe(204);
    expect(reply.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(reply.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (reply.headers.get('access-control-allow-headers') ?? '').split(', ');
    for (const header of ['apikey', 'authorization', 'content-profile', 'content-type', 'x-client-info', 'prefer']) {
      expect(allowed).toContain(header);
    }
  });

  it('lets the same origin and configured origins read answers, and no one else', async () => {
    const host = new URL(api.url).host;
    const sameOrigin = await postRows(api.url, validRow(), { Origin: `http://${host}` });
    const foreign = await postRows(api.url, validRow(), { Origin: 'https://evil.example' });
    const configured = await serve(store, { allowedOrigins: ['https://lavra.example'] });
    try {
      const listed = await postRows(configured.url, validRow(), { Origin: 'https://lavra.example' });

      expect(sameOrigin.headers.get('access-control-allow-origin')).toBe(`http://${host}`);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      expect(listed.headers.get('access-control-allow-origin')).toBe('https://lavra.example');
    } finally {
      await configured.stop();
    }
  });
});

describe('the store itself', () => {
  it('has exactly the columns the generated types describe', () => {
    const described = {
      application_type: true,
      created_at: true,
      email: true,
      environment_type: true,
      estimate: true,
      has_references: true,
      how_found_us: true,
      id: true,
      investment_range: true,
      ip_address: true,
      material_preference: true,
      name: true,
      phone: true,
      project_stage: true,
      role: true,
      sent_to_whatsapp: true,
      square_meters: true,
      stone: true,
      style_preference: true,
      timeline: true,
      user_agent: true,
    } satisfies Record<keyof Tables<'budget_requests'>, true>;

    expect([...(store.tables.get('budget_requests')?.columns ?? [])].sort()).toEqual(Object.keys(described).sort());
    // The row the form builds must be an insert the table accepts (checked by tsc).
    expectTypeOf<BudgetRequestRow>().toExtend<TablesInsert<'budget_requests'>>();
  });

  it('leaves paths outside /rest/v1 to the next handler', async () => {
    const health = await request(`${api.url}/health`);
    const page = await request(`${api.url}/rest/v1x`);

    expect(health.status).toBe(200);
    expect(page.status).toBe(404);
    expect(page.json).toEqual({ message: 'Not found' });
  });
});

/** A POST with a raw body, optionally sent chunked (no Content-Length). */
function rawPost(
  baseUrl: string,
  body: Buffer,
  { chunked = false }: { chunked?: boolean } = {},
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}/rest/v1/budget_requests`, {
      method: 'POST',
      headers: {
        ...SUPABASE_HEADERS,
        ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(body.length) }),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
    });
    // The server may answer and close before the whole body is written.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    if (chunked) {
      for (let offset = 0; offset < body.length; offset += 4096) req.write(body.subarray(offset, offset + 4096));
      req.end();
    } else {
      req.end(body);
    }
  });
}
