// The booking functions of the data API (PostgREST rpc: visit_slots, book_visit, visit_by_token,
// cancel_visit, move_visit) as named scenarios shared by stories and unit tests. Free times are made from the asked
// range by the database's own rules (content/visits.ts: the company's hours, each kind's step, length and buffer,
// the lead time, the closed days of content/visit-closed-days.ts), two of each resource; a booking is refused by the
// field limits the database holds (content/field-limits.ts).
import { http, HttpResponse, type HttpHandler } from 'msw';
import { hasWebAddress, visitFieldLimits as limits } from '../content/field-limits';
import { stoneAddresses } from '../content/stone-slugs';
import { isClosedDay } from '../content/visit-closed-days';
import { visitKind, visitRules, visitTexts, type VisitKindId, type VisitRefusal } from '../content/visits';

export const visitRpcPath = (fn: string) => `*/rest/v1/rpc/${fn}`;
export const MOCK_MANAGE_TOKEN = 'mock-token-8f3a2c1d9e7b6a5f4c3d2e1f';

export interface MockSlot {
  starts_at: string;
  ends_at: string;
  free: number;
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Slots as public.visit_slots gives them, with `from` taken as today: from the first bookable day (today +
 * minDaysAhead) to `from` + `days` − 1, never beyond today + maxDaysAhead; start times are opening time + n × the
 * kind's step while the visit and its buffer end by closing time.
 */
export function mockSlots(kindId: VisitKindId, from: string, days: number, taken: ReadonlySet<string> = new Set()): MockSlot[] {
  const kind = visitKind(kindId);
  const opens = minutesOf(visitRules.opens);
  const closes = minutesOf(visitRules.closes);
  const last = Math.min(days - 1, visitRules.maxDaysAhead);
  const slots: MockSlot[] = [];
  for (let offset = visitRules.minDaysAhead; offset <= last; offset += 1) {
    const day = new Date(`${from}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + offset);
    const date = day.toISOString().slice(0, 10);
    if (isClosedDay(date)) continue;
    for (let minutes = opens; minutes + kind.durationMinutes + kind.bufferMinutes <= closes; minutes += kind.stepMinutes) {
      const start = new Date(`${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00${visitRules.utcOffset}`);
      const startsAt = start.toISOString();
      slots.push({ starts_at: startsAt, ends_at: new Date(start.getTime() + kind.durationMinutes * 60_000).toISOString(), free: taken.has(startsAt) ? 0 : kind.resources.length });
    }
  }
  return slots;
}

/** What book_visit refuses about the fields, by the same limits as the database (the first problem, or null). */
export function fieldRefusal(body: Body): VisitRefusal | null {
  const within = (value: string, { min, max }: { min: number; max: number }) => value.length >= min && value.length <= max;
  const name = (body.p_name ?? '').trim();
  if (!within(name, limits.name)) return 'name_invalid';
  if (hasWebAddress(name)) return 'name_web_address';
  if (!within((body.p_phone ?? '').replace(/\D/g, ''), limits.phoneDigits)) return 'phone_invalid';
  if (!within((body.p_email ?? '').trim(), limits.email)) return 'email_invalid';
  const stones = body.p_stones ?? [];
  if (stones.length > limits.stones.max || stones.some((slug) => !stoneAddresses.some((stone) => stone.slug === slug))) return 'stones_invalid';
  if (body.p_kind && visitKind(body.p_kind).needsAddress) {
    const address = (body.p_address ?? '').trim();
    if (!within(address, limits.address)) return 'address_invalid';
    if (hasWebAddress(address)) return 'address_web_address';
  }
  return null;
}

/** PostgREST's answer to a refusal raised by the function: 400 with the Portuguese message and the hint. */
export function refusalBody(hint: VisitRefusal) {
  return { code: 'P0001', message: visitTexts.refusals[hint], details: null, hint };
}

const refusal = (hint: VisitRefusal) => HttpResponse.json(refusalBody(hint), { status: 400 });

interface Body {
  p_kind?: VisitKindId;
  p_name?: string;
  p_phone?: string;
  p_email?: string;
  p_address?: string | null;
  p_stones?: string[];
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
    ends_at: new Date(Date.parse(startsAt) + visitKind(kind).durationMinutes * 60_000).toISOString(),
    status: 'booked' as const,
    manage_token: MOCK_MANAGE_TOKEN,
  };
}

export const slotsHandler = (taken: ReadonlySet<string> = new Set()): HttpHandler =>
  http.post(visitRpcPath('visit_slots'), async ({ request }) => {
    const body = await read(request);
    return HttpResponse.json(mockSlots(body.p_kind ?? 'showroom', body.p_from ?? '2026-12-01', Math.min(body.p_days ?? 14, visitRules.maxDaysAhead + 1), taken));
  });

const bookedHandler = http.post(visitRpcPath('book_visit'), async ({ request }) => {
  const body = await read(request);
  const refused = fieldRefusal(body);
  if (refused) return refusal(refused);
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
      visit = { ...visit, starts_at: startsAt, ends_at: new Date(Date.parse(startsAt) + visitKind(start.kind).durationMinutes * 60_000).toISOString() };
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
