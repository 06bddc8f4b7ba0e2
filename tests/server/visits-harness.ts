// Shared set-up for the visit booking tests: a fixed "now" (the session parameter lavra.fixed_now, which only tests
// set: agenda.now() reads it), bookings as the page sends them, and the data API's function calls.
import type { LeadStore } from '../../server/store/open-store.mjs';
import { SUPABASE_HEADERS, request, type Reply } from './store-harness';

/** Monday 12 April 2027, 10:00 in Rio: Tiradentes (21st) and São Jorge (23rd) are in the bookable weeks. */
export const FIXED_NOW = '2027-04-12T13:00:00Z';

/** A wall-clock time in Rio (UTC-3) as the ISO instant the page sends. */
export const rio = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`).toISOString();

/** Fixes "now" for the local store's one connection (a session setting: it outlives the transaction). */
export async function setClock(store: LeadStore, now: string | null = FIXED_NOW): Promise<void> {
  await store.asServiceRole(`select set_config('lavra.fixed_now', $1, false)`, [now ?? '']);
}

/** The same on a real PostgreSQL, for every later connection to its database `postgres` (run as its owner). */
export const clockSql = (now: string = FIXED_NOW) => `alter database postgres set lavra.fixed_now = '${now}'`;

let visitor = 0;

/** What /agendar sends to book_visit, from a visitor of its own (e-mail, phone) unless overridden. */
export function booking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  visitor += 1;
  return {
    p_kind: 'showroom',
    p_starts_at: rio('2027-04-13', '09:00'),
    p_name: 'Ana Souza',
    p_phone: `2198${String(visitor).padStart(7, '0')}`,
    p_email: `ana.visita+${visitor}@exemplo.com.br`,
    p_address: null,
    p_neighbourhood: null,
    p_request_id: null,
    p_stones: ['branco-dallas'],
    p_room: 'cozinha',
    p_client_key: crypto.randomUUID(),
    ...overrides,
  };
}

export function rpc(baseUrl: string, name: string, args: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Reply> {
  return request(`${baseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { ...SUPABASE_HEADERS, ...headers },
    body: JSON.stringify(args),
  });
}
