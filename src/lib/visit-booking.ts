// The booking functions of the data API (rpc visit_slots, book_visit, visit_by_token, cancel_visit,
// move_visit), through the budget form's supabase-js client (./leads). Loaded with import() only when the booking page first asks for times
// (visit-booking-load.ts). Never throws: a failure is a result.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { VisitKindId } from '../../content/visits';
import { loadLeads } from './load-leads';
import type { VisitSlot } from './visit-booking-time';

export interface VisitBooking {
  id: string;
  kind: VisitKindId;
  starts_at: string;
  ends_at: string;
  status: 'booked' | 'cancelled';
  manage_token?: string;
}

export interface VisitByToken {
  id: string;
  kind: VisitKindId;
  starts_at: string;
  ends_at: string;
  status: 'booked' | 'cancelled';
  name: string;
}

export interface BookVisitInput {
  kind: VisitKindId;
  startsAt: string;
  name: string;
  /** Digits only (with a leading + for a number from abroad), as the budget form sends it. */
  phone: string;
  email: string;
  address: string | null;
  neighbourhood: string | null;
  requestId: string | null;
  stones: readonly string[];
  room: string | null;
  /** One per booking attempt: a retry with the same key returns the same booking. */
  clientKey: string;
}

/** A refusal (status 400 with a hint) or a failure to get any answer (status 0). */
export interface VisitCallFailure {
  ok: false;
  status: number;
  /** A VisitRefusal code when the database refused; null when no answer came. */
  hint: string | null;
  message: string;
}
export type VisitCallResult<T> = { ok: true; data: T } | VisitCallFailure;


// The client comes from the budget form's own chunk, asked for as that form asks for it (load-leads.ts): a
// static import would split supabase-js into a chunk both share, which the sending code must not depend on.
// The functions' names and arguments are checked here, by the result types below.
const getClient = async () => (await loadLeads()).dataApiClient() as unknown as SupabaseClient;

/** One function of the data API; a refusal or no answer is a result (the warranty registration calls through it too). */
export async function call<T>(fn: string, args: Record<string, unknown>): Promise<VisitCallResult<T>> {
  try {
    const response = await (await getClient()).rpc(fn, args);
    const { error, status } = response;
    if (!error) return { ok: true, data: response.data as T };
    return { ok: false, status, hint: error.hint || null, message: error.message };
  } catch (error) {
    return { ok: false, status: 0, hint: null, message: error instanceof Error ? error.message : String(error) };
  }
}

export function fetchVisitSlots(kind: VisitKindId, from: string, days: number): Promise<VisitCallResult<VisitSlot[]>> {
  return call<VisitSlot[]>('visit_slots', { p_kind: kind, p_from: from, p_days: days });
}

export function bookVisit(input: BookVisitInput): Promise<VisitCallResult<VisitBooking>> {
  return call<VisitBooking>('book_visit', {
    p_kind: input.kind,
    p_starts_at: input.startsAt,
    p_name: input.name.trim(),
    p_phone: input.phone,
    p_email: input.email.trim(),
    p_address: input.address,
    p_neighbourhood: input.neighbourhood,
    p_request_id: input.requestId,
    p_stones: [...input.stones],
    p_room: input.room,
    p_client_key: input.clientKey,
  });
}

export function visitByToken(token: string): Promise<VisitCallResult<VisitByToken>> {
  return call<VisitByToken>('visit_by_token', { p_token: token });
}

export function cancelVisit(token: string): Promise<VisitCallResult<VisitByToken>> {
  return call<VisitByToken>('cancel_visit', { p_token: token });
}

export function moveVisit(token: string, startsAt: string): Promise<VisitCallResult<VisitByToken>> {
  return call<VisitByToken>('move_visit', { p_token: token, p_starts_at: startsAt });
}
