// Shared set-up for the visit booking tests: a fixed "now" (agenda.clock, tests only), bookings as the page sends
// them, and the data API's function calls.
import type { LeadStore } from '../../server/store/open-store.mjs';
import { SUPABASE_HEADERS, request, type Reply } from './store-harness';

/** Monday 12 April 2027, 10:00 in Rio: Tiradentes (21st) and São Jorge (23rd) are in the bookable weeks. */
export const FIXED_NOW = '2027-04-12T13:00:00Z';

/** A wall-clock time in Rio (UTC-3) as the ISO instant the page sends. */
export const rio = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`).toISOString();

export async function setClock(store: LeadStore, now: string | null = FIXED_NOW): Promise<void> {
  await store.asServiceRole('delete from agenda.clock');
  if (now) await store.asServiceRole('insert into agenda.clock (fixed_now) values ($1)', [now]);
}

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
