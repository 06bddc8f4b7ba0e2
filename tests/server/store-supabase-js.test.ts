// @vitest-environment node
// The real client against the local store: what the budget form gets back.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStore } from '../../server/store/open-store.mjs';
import type { Database } from '../../src/lib/database.types';
import { openMemoryStore, postRows, serve, validRow, type RunningServer } from './store-harness';

let store: LeadStore;
let api: RunningServer;
let supabase: SupabaseClient<Database>;

// Generous: on a busy machine the first run also builds the database template.
beforeAll(async () => {
  store = await openMemoryStore();
  api = await serve(store);
  // Warm up: PGlite plans its first insert slowly, which would eat into a test's time limit.
  await postRows(api.url, validRow());
  supabase = createClient<Database>(api.url, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}, 60_000);

afterAll(async () => {
  await api?.stop();
  await store?.close();
});

type Insert = Database['public']['Tables']['budget_requests']['Insert'];
const row = (overrides: Partial<Insert> = {}) => validRow(overrides) as Insert;

// The first insert warms PGlite up, which can take seconds on a busy machine.
describe('supabase-js against the local store', { timeout: 120_000 }, () => {
  it('inserts a request: no error, status 201, row stored', async () => {
    const lead = row();

    const result = await supabase.from('budget_requests').insert(lead);

    expect(result.error).toBeNull();
    expect(result.status).toBe(201);
    const stored = await store.listRows({ limit: 10 });
    expect(stored.some((candidate) => candidate.id === lead.id && candidate.sent_to_whatsapp === true)).toBe(true);
  });

  it('returns the CHECK violation as an error with code 23514', async () => {
    const before = await store.countRows();

    const result = await supabase.from('budget_requests').insert(row({ phone: '123' }));

    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({ code: '23514' });
    expect(result.error?.message).toContain('budget_requests_phone_length');
    expect(await store.countRows()).toBe(before);
  });

  it('treats a repeated id as a 409 conflict the outbox can recognise', async () => {
    const lead = row();
    await supabase.from('budget_requests').insert(lead);

    const again = await supabase.from('budget_requests').insert(lead);

    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ code: '23505' });
  });

  it('inserts an array sent with the ?columns= list the client adds', async () => {
    const before = await store.countRows();

    const result = await supabase.from('budget_requests').insert([row(), row({ role: 'proprietario' })]);

    expect(result.error).toBeNull();
    expect(result.status).toBe(201);
    expect(await store.countRows()).toBe(before + 2);
  });

  it('cannot read requests back, neither by select nor by insert().select()', async () => {
    const before = await store.countRows();

    const read = await supabase.from('budget_requests').select('*');
    const insertAndRead = await supabase.from('budget_requests').insert(row()).select();

    expect(read.status).toBe(401);
    expect(read.error).toMatchObject({ code: '42501' });
    expect(read.data).toBeNull();
    expect(insertAndRead.status).toBe(401);
    expect(insertAndRead.error).toMatchObject({ code: '42501' });
    expect(await store.countRows()).toBe(before);
  });
});
