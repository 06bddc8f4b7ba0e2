// The two visits a visitor can book on /agendar, and the rules of the team's agenda: opening hours (the
// company's), lead time, closed days. The database refuses what these rules refuse: scripts/visits-calendar.mjs
// turns this file (and the holidays of content/visit-closed-days.ts) into the rows the booking functions read,
// and a test fails when the two drift. Times are wall-clock times in America/Sao_Paulo (UTC-3 all year).
// Imports carry their extension: the e-mails that name a visit also run under Deno (see src/emails/README.md).
import { company } from './company.ts';
import { deepFreeze } from './deep-freeze.ts';
import { visitFieldLimits } from './field-limits.ts';

export type VisitKindId = 'showroom' | 'measurement';

/** The value of `?tipo=` on /agendar for each kind. */
export type VisitKindSlug = 'showroom' | 'medicao';

export interface VisitKind {
  id: VisitKindId;
  slug: VisitKindSlug;
  /** The choice on /agendar and the subject of the e-mails. */
  title: string;
  /** One line under the title. */
  summary: string;
  /** Where the visit happens, as the e-mails and the .ics LOCATION say it (null: the visitor's address). */
  place: string | null;
  /** What the visitor books and sees. */
  durationMinutes: number;
  /** Kept free after each visit (travel between addresses); part of the agenda, never shown as the visit. */
  bufferMinutes: number;
  /** Start times are opening time + n × step, and a visit with its buffer ends by closing time. */
  stepMinutes: number;
  /** The people or teams that can take one visit each at a time; a booking takes the first free one. */
  resources: readonly string[];
  /** True: the visitor gives an address in a served neighbourhood (`servedAreas`). */
  needsAddress: boolean;
}

/** A day of the year the team keeps closed every year. */
export interface RecurringClosedDay {
  month: number;
  day: number;
  name: string;
}

/** One dated day the owner closes (inventory, a fair); YYYY-MM-DD. */
export interface DatedClosedDay {
  date: string;
  name: string;
}

export type CarnivalDay = 'saturday' | 'sunday' | 'monday' | 'tuesday' | 'wednesday';

export interface VisitRules {
  timeZone: 'America/Sao_Paulo';
  /** The zone's offset, fixed since 2019 (no daylight saving time). */
  utcOffset: '-03:00';
  /** ISO weekdays the agenda is open (1 = Monday … 7 = Sunday), from company.hours.days. */
  openWeekdays: readonly number[];
  /** HH:MM, from company.hours. */
  opens: string;
  closes: string;
  /** The first bookable day is at least this many days after today (today itself is never offered). */
  minDaysAhead: number;
  /** The last bookable day is at most this many days after today. */
  maxDaysAhead: number;
  /** How many times the e-mail's link may move one visit (each move sends the visitor an e-mail). */
  maxMoves: number;
  /** date-holidays country, state and the holiday types that close the agenda. */
  holidays: { country: 'BR'; state: 'RJ'; types: readonly ('public' | 'bank' | 'optional')[] };
  /** Holidays date-holidays 3.37 does not list (checked by tests): Rio's city holiday and a national one added in 2024. */
  extraHolidays: readonly RecurringClosedDay[];
  /** The days around Carnival the team closes, counted from Easter (Tuesday = Easter − 47 days). */
  carnival: { closed: readonly CarnivalDay[]; name: string };
  /** Days the owner closes every year. */
  ownerClosedDays: readonly RecurringClosedDay[];
  /** Single days the owner closes. */
  ownerClosedDates: readonly DatedClosedDay[];
  /** Closed days are written into the database for these years; days after the last one are never bookable. */
  years: { first: number; last: number };
}

/** Neighbourhoods of Rio and nearby cities where the measurement team goes. */
export interface ServedArea {
  name: string;
  /** 'bairro' of the city of Rio de Janeiro, or another 'cidade'. */
  type: 'bairro' | 'cidade';
}

/** The refusals of the booking functions: `hint` is the machine code, the text is what the visitor reads. */
export type VisitRefusal =
  | 'slot_taken'
  | 'closed_day'
  | 'outside_hours'
  | 'lead_time'
  | 'not_served'
  | 'invalid'
  | 'rate_limited'
  | 'not_found'
  | 'name_invalid'
  | 'name_web_address'
  | 'phone_invalid'
  | 'email_invalid'
  | 'address_invalid'
  | 'address_web_address'
  | 'stones_invalid'
  | 'client_key_reused'
  | 'move_limit'
  | 'visit_started'
  | 'visit_cancelled';

/** The booking form's fields a refusal can point at. */
export type VisitRefusalField = 'name' | 'email' | 'phone' | 'address' | 'neighbourhood';

const weekdayNumbers: Record<string, number> = { Mo: 1, Tu: 2, We: 3, Th: 4, Fr: 5, Sa: 6, Su: 7 };

/** 'Mo-Fr' or 'Mo-Sa' (schema.org openingHours) -> [1, 2, 3, 4, 5]. */
export function weekdaysOf(days: string): number[] {
  const [from, to = from] = days.split('-');
  const first = weekdayNumbers[from ?? ''];
  const last = weekdayNumbers[to ?? ''];
  if (first === undefined || last === undefined || last < first) throw new Error(`unknown opening days: ${days}`);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export const visitKinds: readonly VisitKind[] = deepFreeze([
  {
    id: 'showroom',
    slug: 'showroom',
    title: 'Ver as chapas no showroom',
    summary: 'Você vê as chapas de perto, com um consultor, e separamos as pedras escolhidas antes de você chegar. Leve um limão: fazemos com você os testes do limão, do risco e da gota num retalho da chapa ou na borda que sai no corte.',
    place: `${company.address.street}, ${company.address.district}, ${company.address.city} - ${company.address.state}`,
    durationMinutes: 45,
    bufferMinutes: 15,
    stepMinutes: 60,
    resources: ['Consultor 1', 'Consultor 2'],
    needsAddress: false,
  },
  {
    id: 'measurement',
    slug: 'medicao',
    title: 'Visita técnica para medição',
    summary: 'Nossa equipe mede o ambiente no seu endereço; o preço se fecha depois da medição.',
    place: null,
    durationMinutes: 90,
    bufferMinutes: 30,
    stepMinutes: 120,
    resources: ['Equipe de medição 1', 'Equipe de medição 2'],
    needsAddress: true,
  },
] satisfies VisitKind[]);

export const visitRules: VisitRules = deepFreeze({
  timeZone: 'America/Sao_Paulo',
  utcOffset: '-03:00',
  openWeekdays: weekdaysOf(company.hours.days),
  opens: company.hours.open,
  closes: company.hours.close,
  minDaysAhead: 1,
  maxDaysAhead: 45,
  maxMoves: 3,
  holidays: { country: 'BR', state: 'RJ', types: ['public'] },
  extraHolidays: [
    { month: 1, day: 20, name: 'Dia de São Sebastião' },
    { month: 11, day: 20, name: 'Dia Nacional de Zumbi e da Consciência Negra' },
  ],
  carnival: { closed: ['monday', 'tuesday'], name: 'Carnaval' },
  ownerClosedDays: [
    { month: 12, day: 24, name: 'Véspera de Natal' },
    { month: 12, day: 31, name: 'Véspera de Ano Novo' },
  ],
  ownerClosedDates: [],
  years: { first: 2026, last: 2030 },
} satisfies VisitRules);

export const servedAreas: readonly ServedArea[] = deepFreeze([
  { name: 'Barra da Tijuca', type: 'bairro' },
  { name: 'Recreio dos Bandeirantes', type: 'bairro' },
  { name: 'Jacarepaguá', type: 'bairro' },
  { name: 'Itanhangá', type: 'bairro' },
  { name: 'Joá', type: 'bairro' },
  { name: 'São Conrado', type: 'bairro' },
  { name: 'Leblon', type: 'bairro' },
  { name: 'Ipanema', type: 'bairro' },
  { name: 'Gávea', type: 'bairro' },
  { name: 'Jardim Botânico', type: 'bairro' },
  { name: 'Lagoa', type: 'bairro' },
  { name: 'Humaitá', type: 'bairro' },
  { name: 'Botafogo', type: 'bairro' },
  { name: 'Urca', type: 'bairro' },
  { name: 'Copacabana', type: 'bairro' },
  { name: 'Leme', type: 'bairro' },
  { name: 'Flamengo', type: 'bairro' },
  { name: 'Laranjeiras', type: 'bairro' },
  { name: 'Cosme Velho', type: 'bairro' },
  { name: 'Catete', type: 'bairro' },
  { name: 'Glória', type: 'bairro' },
  { name: 'Santa Teresa', type: 'bairro' },
  { name: 'Centro', type: 'bairro' },
  { name: 'Tijuca', type: 'bairro' },
  { name: 'Alto da Boa Vista', type: 'bairro' },
  { name: 'Grajaú', type: 'bairro' },
  { name: 'Vila Isabel', type: 'bairro' },
  { name: 'Maracanã', type: 'bairro' },
  { name: 'Niterói', type: 'cidade' },
] satisfies ServedArea[]);

/** 'Segunda a sexta, 9h às 18h' inside a sentence. */
const hoursInSentence = company.hours.label.charAt(0).toLowerCase() + company.hours.label.slice(1);
const limits = visitFieldLimits;

export const visitTexts = deepFreeze({
  /** Refusals of the database, by hint; the database holds the same sentences (generated). */
  refusals: {
    slot_taken: 'Esse horário acabou de ser reservado. Escolha outro horário.',
    closed_day: 'Não atendemos nesse dia (domingo, feriado ou dia sem expediente). Escolha outro dia.',
    outside_hours: `Esse horário está fora do nosso expediente (${hoursInSentence}). Escolha um dos horários oferecidos.`,
    lead_time: `As visitas podem ser marcadas a partir do próximo dia útil e até ${visitRules.maxDaysAhead} dias à frente. Escolha outra data.`,
    not_served:
      'Ainda não fazemos visita técnica nesse bairro. Fale com a gente pelo WhatsApp ou telefone: combinamos a medição por lá.',
    invalid: 'Algum dado da visita não está certo. Confira nome, telefone, e-mail e endereço e tente de novo.',
    rate_limited: 'Recebemos muitos pedidos deste endereço agora há pouco. Tente de novo em alguns minutos.',
    not_found: 'Não encontramos esta visita. Confira se o link do e-mail abriu inteiro, ou marque uma nova visita.',
    name_invalid: `Informe seu nome (${limits.name.min} a ${limits.name.max} caracteres).`,
    name_web_address: 'Escreva só o seu nome, sem endereço de site.',
    phone_invalid: 'Telefone inválido. Informe o DDD e o número.',
    email_invalid: 'E-mail inválido. Confira o endereço, como voce@exemplo.com.br.',
    address_invalid: `Informe o endereço da obra (rua, número e complemento, até ${limits.address.max} caracteres).`,
    address_web_address: 'Escreva só rua, número e complemento, sem endereço de site.',
    stones_invalid: `Escolha até ${limits.stones.max} chapas do nosso catálogo.`,
    client_key_reused: 'Essa reserva já foi feita com outros dados. Recarregue a página e escolha o horário de novo.',
    move_limit: `Esta visita já mudou de horário ${visitRules.maxMoves} vezes, o máximo pelo link. Para mudar de novo, fale com a gente pelo WhatsApp.`,
    visit_started: 'Esta visita já começou ou já passou, e não pode mais ser mudada pelo link. Fale com a gente pelo WhatsApp.',
    visit_cancelled: 'Esta visita foi cancelada. Para vir em outro horário, marque uma nova visita.',
  } satisfies Record<VisitRefusal, string>,
  /** The form field each refusal is about: its sentence shows there, not above the times. */
  refusalFields: {
    name_invalid: 'name',
    name_web_address: 'name',
    phone_invalid: 'phone',
    email_invalid: 'email',
    address_invalid: 'address',
    address_web_address: 'address',
    not_served: 'neighbourhood',
  } satisfies Partial<Record<VisitRefusal, VisitRefusalField>>,
} as const);

export function visitKind(id: VisitKindId): VisitKind {
  const kind = visitKinds.find((candidate) => candidate.id === id);
  if (!kind) throw new Error(`unknown visit kind: ${id}`);
  return kind;
}
