// The one Supabase entry point. Loaded with import() only when a request is submitted or the
// outbox is flushed, so supabase-js never weighs on the first page load.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import type { BudgetRequestRow } from './lead-row';
import type { LeadSendResult } from './lead-result';

export const LEADS_TABLE = 'budget_requests';
export const REQUEST_TIMEOUT_MS = 10_000;
/** The local store accepts any key; a hosted project is configured through VITE_SUPABASE_* at build time. */
export const LOCAL_ANON_KEY = 'lavra-local-anon-key';

export function leadsEndpoint(env: Readonly<Record<string, unknown>> = import.meta.env) {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    url: text(env.VITE_SUPABASE_URL) ?? window.location.origin,
    key: text(env.VITE_SUPABASE_ANON_KEY) ?? LOCAL_ANON_KEY,
  };
}

/** fetch with a deadline: supabase-js never times out by itself, and a hung request would hold the visitor. */
export function createTimedFetch(timeoutMs: number, baseFetch: typeof fetch = (...args) => globalThis.fetch(...args)): typeof fetch {
  return (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal;
    const abort = () => controller.abort(outer?.reason);
    if (outer?.aborted) abort();
    else outer?.addEventListener('abort', abort, { once: true });
    const timer = setTimeout(() => controller.abort(new DOMException('Tempo esgotado', 'TimeoutError')), timeoutMs);
    return baseFetch(input, { ...init, signal: controller.signal }).finally(() => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    });
  };
}

type LeadInsert = Database['public']['Tables']['budget_requests']['Insert'];
// The row is checked against the generated table types: a wrong type fails the assignment in
// submitLead, a column the table does not have fails here.
type OnlyTableColumns<T extends keyof LeadInsert> = T;
export type SentColumns = OnlyTableColumns<keyof BudgetRequestRow>;

let client: SupabaseClient<Database> | undefined;

function getClient(): SupabaseClient<Database> {
  if (!client) {
    const { url, key } = leadsEndpoint();
    client = createClient<Database>(url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: createTimedFetch(REQUEST_TIMEOUT_MS) },
    });
  }
  return client;
}

/**
 * The same client for the data API's functions (the visit booking, src/lib/visit-booking.ts, which loads this
 * module as the form does, so supabase-js stays in this one chunk that imports none; see network.ts).
 */
export function dataApiClient(): SupabaseClient<Database> {
  return getClient();
}

/**
 * Inserts one budget request. Never chains .select() (anon may insert but not read back) and
 * never upserts; the id is made on the client. Never throws: a failure is a result.
 */
export async function submitLead(row: BudgetRequestRow): Promise<LeadSendResult> {
  const insert: LeadInsert = row;
  try {
    const { error, status } = await getClient().from(LEADS_TABLE).insert(insert);
    if (!error) return { status, error: null };
    return { status, error: { code: error.code, message: error.message, details: error.details, hint: error.hint } };
  } catch (error) {
    return { status: 0, error: { message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) } };
  }
}
