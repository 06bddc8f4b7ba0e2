// The budget_requests endpoint of the Supabase REST API (PostgREST), as named scenarios shared by
// stories, unit tests and `npm run dev` with VITE_MSW=1.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

export const BUDGET_REQUESTS_PATH = '*/rest/v1/budget_requests';

/** What PostgREST answers an insert that violates a CHECK constraint. */
export const checkViolationBody = {
  code: '23514',
  details: 'Failing row contains (...).',
  hint: null,
  message: 'new row for relation "budget_requests" violates check constraint "budget_requests_role_check"',
};

export const duplicateKeyBody = {
  code: '23505',
  details: 'Key (id) already exists.',
  hint: null,
  message: 'duplicate key value violates unique constraint "budget_requests_pkey"',
};

export const SLOW_RESPONSE_MS = 3_000;

// PostgREST answers a plain insert (no Prefer: return=representation) with 201 and no body.
const created = () => new HttpResponse(null, { status: 201 });

export const supabaseScenarios = {
  success: [http.post(BUDGET_REQUESTS_PATH, created)],
  insertError: [http.post(BUDGET_REQUESTS_PATH, () => HttpResponse.json(checkViolationBody, { status: 400 }))],
  exception: [http.post(BUDGET_REQUESTS_PATH, () => HttpResponse.error())],
  slow: [
    http.post(BUDGET_REQUESTS_PATH, async () => {
      await delay(SLOW_RESPONSE_MS);
      return created();
    }),
  ],
  duplicate: [http.post(BUDGET_REQUESTS_PATH, () => HttpResponse.json(duplicateKeyBody, { status: 409 }))],
  unavailable: [http.post(BUDGET_REQUESTS_PATH, () => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }))],
  // The table's abuse limit (supabase/migrations/20261124000200_abuse_limits.sql): too many from one contact.
  tooMany: [
    http.post(BUDGET_REQUESTS_PATH, () =>
      HttpResponse.json(
        { code: 'LAVRA429', message: 'Muitas solicitações em pouco tempo. Tente novamente em alguns minutos.', details: null, hint: null },
        { status: 429, headers: { 'Retry-After': '600' } },
      ),
    ),
  ],
} satisfies Record<string, HttpHandler[]>;

export type SupabaseScenario = keyof typeof supabaseScenarios;

export interface RecordedLeadRequest {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A success handler that also keeps every request it answered, for assertions on the exact shape. */
export function recordingHandler(log: RecordedLeadRequest[], respond: () => Response | Promise<Response> = created): HttpHandler {
  return http.post(BUDGET_REQUESTS_PATH, async ({ request }) => {
    log.push({
      url: request.url,
      headers: Object.fromEntries(request.headers.entries()),
      body: await request.clone().json(),
    });
    return respond();
  });
}
