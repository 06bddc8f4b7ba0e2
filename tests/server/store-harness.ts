// Shared set-up for the local lead store tests: an in-memory store behind a
// loopback HTTP server, a valid request row, and what supabase-js sends.
import type { Server } from 'node:http';
import { testRequestRow } from '../../mocks/lead-requests';
import { MEMORY_DATA_DIR, openStore, type LeadStore } from '../../server/store/open-store.mjs';
import type { RestHandlerOptions } from '../../server/store/rest-handler.mjs';
import { createStoreServer, listen } from '../../server/store/store-server.mjs';

export type Row = Record<string, unknown>;

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** Serves `store` on a free loopback port; the rate limit is off unless asked for. */
export async function serve(store: LeadStore, options: RestHandlerOptions = {}): Promise<RunningServer> {
  // Limits off unless a test asks for them: these tests send many requests from one address.
  const server: Server = createStoreServer(store, { rateLimit: false, requestsPerWindow: 0, logError: () => {}, ...options });
  const { url } = await listen(server, 0);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function openMemoryStore(): Promise<LeadStore> {
  return openStore({ dataDir: MEMORY_DATA_DIR });
}

/** The headers supabase-js sends for `.from(table).insert(row)`. */
export const SUPABASE_HEADERS: Readonly<Record<string, string>> = {
  apikey: 'lavra-local-anon-key',
  Authorization: 'Bearer lavra-local-anon-key',
  'Content-Profile': 'public',
  'Content-Type': 'application/json',
  'X-Client-Info': 'supabase-js-node/2.109.0',
};

let sender = 0;

/**
 * A request exactly as the budget form sends it, from a sender of its own (e-mail and phone) unless
 * the overrides say otherwise: the table admits 5 requests per e-mail and per phone in 10 minutes.
 */
export function validRow(overrides: Row = {}): Row {
  sender += 1;
  return {
    ...testRequestRow({
      id: crypto.randomUUID(),
      email: `ana.souza+${sender}@exemplo.com.br`,
      phone: `219${String(sender).padStart(8, '0')}`,
      user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    }),
    ...overrides,
  };
}

export interface Reply {
  status: number;
  text: string;
  json: Row | Row[] | null;
  headers: Headers;
}

export async function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  const response = await fetch(url, init);
  const text = await response.text();
  let json: Row | Row[] | null;
  try {
    json = text === '' ? null : (JSON.parse(text) as Row | Row[]);
  } catch {
    json = null;
  }
  return { status: response.status, text, json, headers: response.headers };
}

/** POSTs `body` (serialized unless already a string) to /rest/v1/budget_requests. */
export function postRows(
  baseUrl: string,
  body: unknown,
  headers: Record<string, string> = {},
  path = '/rest/v1/budget_requests',
): Promise<Reply> {
  return request(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...SUPABASE_HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
