// The booking functions of the data API (PostgREST rpc: visit_slots, book_visit, visit_by_token,
// cancel_visit, move_visit) as named scenarios shared by stories and unit tests. Free times are made
// from the asked range like the database's: working days, 9h to 17h in São Paulo, two of each resource.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { visitTexts, type VisitKindId, type VisitRefusal } from '../content/visits';

export const visitRpcPath = (fn: string) => `*/rest/v1/rpc/${fn}`;
export const MOCK_MANAGE_TOKEN = 'mock-token-8f3a2c1d9e7b6a5f4c3d2e1f';

export interface MockSlot {
  starts_at: string;
  ends_at: string;
  free: number;
}

const STEP: Record<VisitKindId, number> = { showroom: 60, measurement: 120 };
const LENGTH: Record<VisitKindId, number> = { showroom: 45, measurement: 90 };

/** Slots for `days` days after `from` (the lead time: never `from` itself), Monday to Friday, 9h-17h at UTC-3. */
export function mockSlots(kind: VisitKindId, from: string, days: number, taken: ReadonlySet<string> = new Set()): MockSlot[] {
  const slots: MockSlot[] = [];
  for (let offset = 1; offset <= days; offset += 1) {
    const day = new Date(`${from}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + offset);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const date = day.toISOString().slice(0, 10);
    for (let minutes = 9 * 60; minutes + LENGTH[kind] <= 17 * 60; minutes += STEP[kind]) {
      const start = new Date(`${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00-03:00`);
      const startsAt = start.toISOString();
      slots.push({ starts_at: startsAt, ends_at: new Date(start.getTime() + LENGTH[kind] * 60_000).toISOString(), free: taken.has(startsAt) ? 0 : 2 });
    }
  }
  return slots;
}

/** PostgREST's answer to a refusal raised by the function: 400 with the Portuguese message and the hint. */
export function refusalBody(hint: VisitRefusal) {
  return { code: 'P0001', message: visitTexts.refusals[hint], details: null, hint };
}

const refusal = (hint: VisitRefusal) => HttpResponse.json(refusalBody(hint), { status: 400 });

interface Body {
  p_kind?: VisitKindId;
  p_from?: string;
  p_days?: number;
  p_starts_at?: string;
  p_token?: string;
  p_client_key?: string;
}

const read = async (request: Request) => (await request.clone().json()) as Body;

function booked(kind: VisitKindId, startsAt: string) {
  return {
    id: '5b1f0c7e-2d4a-4c8e-9a61-3f2b7d9e0a11',
    kind,
    starts_at: startsAt,
    ends_at: new Date(Date.parse(startsAt) + LENGTH[kind] * 60_000).toISOString(),
    status: 'booked' as const,
    manage_token: MOCK_MANAGE_TOKEN,
  };
}

export const slotsHandler = (taken: ReadonlySet<string> = new Set()): HttpHandler =>
  http.post(visitRpcPath('visit_slots'), async ({ request }) => {
    const body = await read(request);
    return HttpResponse.json(mockSlots(body.p_kind ?? 'showroom', body.p_from ?? '2026-12-01', Math.min(body.p_days ?? 14, 45), taken));
  });

const bookedHandler = http.post(visitRpcPath('book_visit'), async ({ request }) => {
  const body = await read(request);
  return HttpResponse.json(booked(body.p_kind ?? 'showroom', body.p_starts_at ?? new Date().toISOString()));
});

/** The visit behind MOCK_MANAGE_TOKEN: a showroom visit, kept in memory so cancel and move change it. */
export function manageHandlers(start: { kind: VisitKindId; startsAt: string; status?: 'booked' | 'cancelled' }): HttpHandler[] {
  let visit = { ...booked(start.kind, start.startsAt), status: start.status ?? 'booked', name: 'Ana Souza' } as Record<string, unknown>;
  delete visit.manage_token;
  const known = (token: string | undefined) => token === MOCK_MANAGE_TOKEN;
  return [
    http.post(visitRpcPath('visit_by_token'), async ({ request }) => ((known((await read(request)).p_token) ? HttpResponse.json(visit) : refusal('not_found')))),
    http.post(visitRpcPath('cancel_visit'), async ({ request }) => {
      if (!known((await read(request)).p_token)) return refusal('not_found');
      visit = { ...visit, status: 'cancelled' };
      return HttpResponse.json(visit);
    }),
    http.post(visitRpcPath('move_visit'), async ({ request }) => {
      const body = await read(request);
      if (!known(body.p_token)) return refusal('not_found');
      const startsAt = body.p_starts_at ?? String(visit.starts_at);
      visit = { ...visit, starts_at: startsAt, ends_at: new Date(Date.parse(startsAt) + LENGTH[start.kind] * 60_000).toISOString() };
      return HttpResponse.json(visit);
    }),
  ];
}

/**
 * The time is taken between the page's reading and the visitor's click: the first booking is refused
 * with `slot_taken` and, from then on, that time is no longer free.
 */
export function slotTakenHandlers(): HttpHandler[] {
  const taken = new Set<string>();
  let refused = false;
  return [
    slotsHandler(taken),
    http.post(visitRpcPath('book_visit'), async ({ request }) => {
      const body = await read(request);
      if (!refused && body.p_starts_at) {
        refused = true;
        taken.add(body.p_starts_at);
        return refusal('slot_taken');
      }
      return HttpResponse.json(booked(body.p_kind ?? 'showroom', body.p_starts_at ?? ''));
    }),
  ];
}

/** No answer to the first `failures` bookings (a dropped connection), then the booking. Keys are kept in `keys`. */
export function flakyBookingHandlers(failures: number, keys: string[] = []): HttpHandler[] {
  let calls = 0;
  return [
    slotsHandler(),
    http.post(visitRpcPath('book_visit'), async ({ request }) => {
      const body = await read(request);
      keys.push(body.p_client_key ?? '');
      calls += 1;
      if (calls <= failures) return HttpResponse.error();
      return HttpResponse.json(booked(body.p_kind ?? 'showroom', body.p_starts_at ?? ''));
    }),
  ];
}

export const visitScenarios = {
  success: [slotsHandler(), bookedHandler],
  /** A field the database refuses (400, hint invalid). */
  insertError: [slotsHandler(), http.post(visitRpcPath('book_visit'), () => refusal('invalid'))],
  /** The booking never gets an answer (network error), however often it is sent. */
  exception: [slotsHandler(), http.post(visitRpcPath('book_visit'), () => HttpResponse.error())],
  notServed: [slotsHandler(), http.post(visitRpcPath('book_visit'), () => refusal('not_served'))],
  slotsUnavailable: [http.post(visitRpcPath('visit_slots'), () => HttpResponse.error())],
} satisfies Record<string, HttpHandler[]>;

export type VisitScenario = keyof typeof visitScenarios;
