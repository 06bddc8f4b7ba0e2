// @vitest-environment node
// The real client against the local store, as the booking page calls it: `.rpc()` for slots, a booking, a slot
// just taken (the refusal the page shows) and the manage link's calls, typed by src/lib/database.types.ts.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitTexts } from '../../content/visits';
import type { LeadStore } from '../../server/store/open-store.mjs';
import type { Database } from '../../src/lib/database.types';
import { openMemoryStore, serve, type RunningServer } from './store-harness';
import { booking, rio, setClock } from './visits-harness';

let store: LeadStore;
let api: RunningServer;
let supabase: SupabaseClient<Database>;

beforeAll(async () => {
  store = await openMemoryStore();
  await setClock(store);
  api = await serve(store);
  supabase = createClient<Database>(api.url, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}, 60_000);

afterAll(async () => {
  await api?.stop();
  await store?.close();
});

type BookArgs = Database['public']['Functions']['book_visit']['Args'];

describe('supabase-js .rpc() against the local store', { timeout: 60_000 }, () => {
  it('reads free times, books one, and gets the Portuguese refusal once both consultants are taken', async () => {
    const slots = await supabase.rpc('visit_slots', { p_kind: 'showroom', p_from: '2027-04-13', p_days: 1 });
    expect(slots.error).toBeNull();
    const first = slots.data?.[0];
    expect(first).toMatchObject({ starts_at: rio('2027-04-13', '09:00').replace('.000Z', 'Z'), free: 2 });

    for (let i = 0; i < 2; i += 1) {
      const made = await supabase.rpc('book_visit', booking({ p_starts_at: first?.starts_at }) as BookArgs);
      expect(made.error).toBeNull();
      expect(made.data).toMatchObject({ status: 'booked', starts_at: first?.starts_at });
    }
    const taken = await supabase.rpc('book_visit', booking({ p_starts_at: first?.starts_at }) as BookArgs);
    expect(taken.status).toBe(400);
    expect(taken.error).toMatchObject({ code: 'P0001', hint: 'slot_taken', message: visitTexts.refusals.slot_taken });
    const after = await supabase.rpc('visit_slots', { p_kind: 'showroom', p_from: '2027-04-13', p_days: 1 });
    expect(after.data?.[0]?.free).toBe(0);
  });

  it('finds, moves and cancels a visit with the token of its e-mail', async () => {
    const made = await supabase.rpc('book_visit', booking({ p_starts_at: rio('2027-04-14', '09:00') }) as BookArgs);
    const token = made.data?.manage_token ?? '';
    expect((await supabase.rpc('visit_by_token', { p_token: token })).data).toMatchObject({ status: 'booked', name: 'Ana Souza' });
    const moved = await supabase.rpc('move_visit', { p_token: token, p_starts_at: rio('2027-04-14', '11:00') });
    expect(moved.data).toMatchObject({ status: 'booked', starts_at: '2027-04-14T14:00:00Z' });
    const cancelled = await supabase.rpc('cancel_visit', { p_token: token });
    expect(cancelled.data).toMatchObject({ status: 'cancelled' });
    const unknown = await supabase.rpc('visit_by_token', { p_token: 'f'.repeat(64) });
    expect(unknown.error).toMatchObject({ hint: 'not_found' });
  });
});
