// What the two lead e-mails say, as plain data: every answer under its label, the links, the subject and the
// header values. Pure functions, shared by the HTML components and the plain-text part, so both say the same.
// Whatever the visitor typed passes through here first: it can never add a header line or a control character.
// Imports carry their extension so Deno (the Edge Function) resolves them as Vite and Vitest do.
import { budgetForm, type BudgetFieldName } from '../../content/budget-form.ts';
import type { LeadEmailsContent } from '../../content/lead-emails.ts';
import { formatPhone, isInternationalPhone } from '../lib/phone-mask.ts';
import { toWellFormed } from '../lib/well-formed.ts';
import type { Database } from '../lib/database.types.ts';
import { sendableAddress } from '../lib/email-address.ts';
import { stoneAddresses } from '../../content/stone-slugs.ts';
import { formatCentimetres, formatCount, formatDateTime, formatDecimal, formatList, formatMonthYear, formatSpokenRange, graphemes } from '../../content/pt-br-format.mjs';

type BudgetRequestTableRow = Database['public']['Tables']['budget_requests']['Row'];

/**
 * The budget_requests row the e-mails are about: the table's row as generated from the migrations
 * (src/lib/database.types.ts). `created_at` is a Date where the driver parses it; `stone` may be absent.
 */
export type LeadEmailRequest = Omit<BudgetRequestTableRow, 'created_at' | 'stone' | 'estimate' | 'sent_to_whatsapp' | 'ip_address' | 'user_agent'> & {
  created_at: string | Date;
  /** Up to three stones' names, comma-separated; null or absent when the request came from no stone's page. */
  stone?: string | null;
  /** The estimate sent from /estimativa (src/lib/lead-estimate.ts), bounded by the table's check; null otherwise. */
  estimate?: unknown;
};

export interface LeadAnswer {
  /** The column, for tests and for anyone mapping answers back. */
  key: string;
  label: string;
  value: string;
}

/** A mailbox for the sender: the name is one safe line, the address an ASCII addr-spec (src/lib/email-address.ts). */
export interface EmailAddress {
  name: string;
  address: string;
}

/** The text columns the form's answers are stored in. */
type AnswerColumn = Exclude<keyof LeadEmailRequest, 'id' | 'created_at' | 'stone' | 'estimate'>;
const COLUMNS: Readonly<Record<BudgetFieldName, AnswerColumn>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  role: 'role',
  environmentType: 'environment_type',
  applicationType: 'application_type',
  squareMeters: 'square_meters',
  timeline: 'timeline',
  materialPreference: 'material_preference',
  stylePreference: 'style_preference',
  hasReferences: 'has_references',
  investmentRange: 'investment_range',
  projectStage: 'project_stage',
  howFoundUs: 'how_found_us',
};

export const MAX_SUBJECT_LENGTH = 160;
const MAX_SUBJECT_NAME = 40;
const MAX_SUBJECT_STONES = 48;
const MAX_GREETING_NAME = 40;
const MAX_DISPLAY_NAME = 64;
const ELLIPSIS = '…';

// Embeddings, overrides and isolates: an unclosed one reorders what follows it on the reader's screen.
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Cuts at whole characters as the reader sees them, so an emoji or an accented letter is never split. */
export function truncateGraphemes(value: string, maxLength: number): string {
  const characters = graphemes(value);
  if (characters.length <= maxLength) return value;
  return `${characters.slice(0, maxLength - 1).join('').trimEnd()}${ELLIPSIS}`;
}

/** One line: no control character, no line break, whitespace collapsed, capped with an ellipsis. */
export function singleLine(value: string, maxLength = Number.POSITIVE_INFINITY): string {
  const flat = toWellFormed(value).replace(DIRECTION_CONTROLS, '').replace(LINE_BREAKING, ' ').replace(/\s+/g, ' ').trim();
  return Number.isFinite(maxLength) ? truncateGraphemes(flat, maxLength) : flat;
}

/** Free text that may keep its line breaks (the "how did you find us" answer): every other control goes. */
export function multiLine(value: string): string {
  return toWellFormed(value)
    .replace(DIRECTION_CONTROLS, '')
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The label the visitor chose for a stored option code; an unknown code is shown as stored, on one line. */
export function optionLabel(field: BudgetFieldName, code: string): string {
  for (const step of budgetForm.steps) {
    for (const item of step.fields) {
      if (item.name === field && item.kind === 'choice') {
        return item.options.find((option) => option.value === code)?.label ?? singleLine(code, 200);
      }
    }
  }
  return singleLine(code, 200);
}

/** The stones a request names (the column holds up to three, comma-separated). */
export function stoneNames(stone: string | null | undefined): string[] {
  if (!stone) return [];
  return stone
    .split(',')
    .map((name) => singleLine(name, 80))
    .filter((name) => name.length > 0);
}

/** The phone as the form showed it: "(21) 99999-8888", or "+351912345678" from abroad. */
export function displayPhone(phone: string): string {
  return singleLine(formatPhone(singleLine(phone)), 30);
}

/** Every answer under its Portuguese label, in the form's order; the stone last, when there is one. */
export function leadAnswers(request: LeadEmailRequest, content: Pick<LeadEmailsContent, 'stoneLabel'>): LeadAnswer[] {
  const answers = budgetForm.steps.flatMap((step) =>
    step.fields.map((field): LeadAnswer => {
      const key = COLUMNS[field.name];
      const raw = String(request[key] ?? '');
      const value =
        field.kind === 'choice'
          ? optionLabel(field.name, raw)
          : field.kind === 'tel'
            ? displayPhone(raw)
            : field.kind === 'textarea'
              ? multiLine(raw)
              : singleLine(raw);
      return { key, label: field.label, value };
    }),
  );
  const stones = stoneNames(request.stone);
  if (stones.length > 0) answers.push({ key: 'stone', label: content.stoneLabel, value: formatList(stones) });
  return answers;
}

// What the receipt may repeat. It goes to whatever address was typed, signed by the company's domain, so it
// repeats nothing a stranger could have written there (a link, a sentence, a lookalike name): the choices by their
// labels, the stones that are in the catalogue, the area when it is a number, and no other answer.
// See docs/decisions/024-email-addresses-and-the-receipt.md.

/** The area as typed when it reads as a number with an optional unit ("12", "12,5 m²", "40m2"); else null. */
export function receiptArea(value: string): string | null {
  const area = singleLine(value);
  return /^\d{1,6}(?:[.,]\d{1,2})?(?: ?(?:m²|m2|m))?$/i.test(area) ? area : null;
}

/** The catalogue's own names of the stones a request names; any name not in the catalogue is left out. */
export function catalogueStoneNames(stone: string | null | undefined): string[] {
  const known = new Map(stoneAddresses.map((entry) => [entry.name.toLocaleLowerCase('pt-BR'), entry.name]));
  return [...new Set(stoneNames(stone).flatMap((name) => known.get(name.toLocaleLowerCase('pt-BR')) ?? []))];
}

/** The label of a stored choice when it is one of the form's options; null for anything else. */
function knownOptionLabel(field: BudgetFieldName, code: string): string | null {
  for (const step of budgetForm.steps) {
    for (const item of step.fields) {
      if (item.name === field && item.kind === 'choice') return item.options.find((option) => option.value === code)?.label ?? null;
    }
  }
  return null;
}

/** The receipt's answers: the choices (their labels), the area when numeric, the catalogue's stones; nothing free-typed. */
export function receiptAnswers(request: LeadEmailRequest, content: Pick<LeadEmailsContent, 'stoneLabel'>): LeadAnswer[] {
  const answers = budgetForm.steps.flatMap((step) =>
    step.fields.flatMap((field): LeadAnswer[] => {
      const key = COLUMNS[field.name];
      const raw = String(request[key] ?? '');
      const value = field.kind === 'choice' ? knownOptionLabel(field.name, raw) : field.name === 'squareMeters' ? receiptArea(raw) : null;
      return value ? [{ key, label: field.label, value }] : [];
    }),
  );
  const stones = catalogueStoneNames(request.stone);
  if (stones.length > 0) answers.push({ key: 'stone', label: content.stoneLabel, value: formatList(stones) });
  return answers;
}

// A name as people write theirs: Latin letters (accents included, composed), spaces, apostrophes and hyphens. Other
// scripts, full-width and mathematical letters are left out with digits, symbols and emoji: a lookalike letter is
// how a link or a brand passes for a name.
const NAME_LIKE = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF'’ -]+$/;
const LINK_WORD = /^(?:https?|www|ftp|mailto)$|^www/i;

/**
 * The first name the receipt may greet ("Marina" of "Marina Albuquerque"), or null when the name does not look
 * like a name (see NAME_LIKE; no word such as "www" or "http"; a first name of at most 40 characters).
 */
export function greetingName(name: string): string | null {
  const flat = toWellFormed(name).normalize('NFC').replace(/[ \t]+/g, ' ').trim();
  if (!NAME_LIKE.test(flat)) return null;
  const words = flat.split(' ');
  if (words.some((word) => LINK_WORD.test(word))) return null;
  const first = words[0]!.replace(/^['’-]+|['’-]+$/g, '');
  if (!/\p{L}/u.test(first) || graphemes(first).length > MAX_GREETING_NAME) return null;
  return first;
}

/** Fills `{key}` placeholders of a content template. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * The team's subject: one line that tells leads apart in an inbox (name, environment, investment, stones),
 * never longer than MAX_SUBJECT_LENGTH characters; emoji and any script stay as typed (the sender encodes them).
 */
export function teamSubject(request: LeadEmailRequest, content: Pick<LeadEmailsContent, 'team'>): string {
  const stones = stoneNames(request.stone);
  const subject = fill(content.team.subject, {
    name: singleLine(request.name, MAX_SUBJECT_NAME),
    environment: optionLabel('environmentType', request.environment_type),
    investment: optionLabel('investmentRange', request.investment_range),
    stone: stones.length > 0 ? ` · ${truncateGraphemes(formatList(stones), MAX_SUBJECT_STONES)}` : '',
  });
  return singleLine(subject, MAX_SUBJECT_LENGTH);
}

/**
 * The address a message can go to, in its ASCII form (an accented domain in punycode), if the visitor's address
 * meets the one rule of src/lib/email-address.ts (the form's and the table's); else null. The team e-mail then
 * has no Reply-To and says why; the receipt is not sent.
 */
export function safeAddress(value: string): string | null {
  return sendableAddress(value.trim());
}

/**
 * A display name for From, To or Reply-To: one line, without the characters that end a name or start an
 * address in a header (quotes, angle brackets, commas, semicolons, colons, @, backslash, brackets), so even a
 * sender that writes `Name <address>` by hand cannot be bent. Non-Latin letters and emoji stay.
 */
export function safeDisplayName(value: string): string {
  return singleLine(value.replace(/["<>,;:@\\()[\]]/g, ' '), MAX_DISPLAY_NAME);
}

export function mailbox(name: string, address: string): EmailAddress | undefined {
  const safe = safeAddress(address);
  return safe ? { name: safeDisplayName(name), address: safe } : undefined;
}

/** The number WhatsApp and tel: links dial: Brazilian digits get 55; a number from abroad keeps its own code. */
export function dialDigits(phone: string): string {
  const stored = singleLine(phone);
  const digits = stored.replace(/\D/g, '');
  if (isInternationalPhone(stored)) return digits;
  // A stored Brazilian number is area code + number (10 or 11 digits); one with 55 already in front stays.
  return digits.length > 11 && digits.startsWith('55') ? digits : `55${digits}`;
}

export function whatsAppUrl(digits: string, text: string): string {
  return `https://wa.me/${digits.replace(/\D/g, '')}?text=${encodeURIComponent(toWellFormed(text))}`;
}

/** The name a greeting uses: the first one ("Marina" of "Marina Albuquerque"), as people are greeted in Brazil. */
export function firstName(name: string): string {
  const [first = ''] = singleLine(name).split(' ');
  return truncateGraphemes(first, MAX_GREETING_NAME);
}

/** A chat with the visitor's own number, opened with a greeting that names them. */
export function prospectWhatsAppUrl(request: LeadEmailRequest, content: Pick<LeadEmailsContent, 'team'>, company: string): string {
  const greeting = fill(content.team.whatsappGreeting, { name: firstName(request.name), company });
  return whatsAppUrl(dialDigits(request.phone), greeting);
}

export function telUrl(phone: string): string {
  return `tel:+${dialDigits(phone)}`;
}

export function mailtoUrl(address: string): string {
  return `mailto:${address}`;
}

/** A Date, an ISO timestamp, or PostgreSQL's text form ("2026-11-26 17:24:00.123+00"). */
function toDate(value: string | Date): Date | null {
  const iso = String(value).trim().replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  const date = value instanceof Date ? value : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "quinta-feira, 26 de novembro de 2026 às 14:24" in the zone the content names (São Paulo). */
export function receivedAt(value: string | Date, content: Pick<LeadEmailsContent, 'timeZone' | 'timeZoneLabel'>): string {
  const date = toDate(value);
  if (!date) return singleLine(String(value), 60);
  return `${formatDateTime(date, { timeZone: content.timeZone, dateStyle: 'full', timeStyle: 'short' })} ${content.timeZoneLabel}`;
}

/** An absolute origin ("https://www.lavra.example"), or an error: e-mails carry no relative link. */
export function siteOriginOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`siteOrigin must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`siteOrigin must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  return url.origin;
}

/** The origin as readers see it in a sentence: host name only. */
export function originLabel(origin: string): string {
  return new URL(origin).host;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const textOf = (value: unknown) => singleLine(typeof value === 'string' ? value : '', 60);

/** The reference table's date as a person dates it, 'novembro de 2026'; anything but a date is shown as stored. */
function tableDate(value: unknown): string {
  const text = textOf(value);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? formatMonthYear(date) : text;
}

/** Each finish with the edges that have it, in order of first appearance: [['Boleado', ['Frente', 'Fundo']], …]. */
function byFinish(edges: readonly Record<string, unknown>[]): [string, Record<string, unknown>[]][] {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const edge of edges) groups.set(textOf(edge.finish), [...(groups.get(textOf(edge.finish)) ?? []), edge]);
  return [...groups];
}

/** A piece's edges by finish: 'frente e fundo: boleado; lado esquerdo e lado direito: meia-esquadria 45°'. */
function pieceEdges(edges: readonly Record<string, unknown>[]): string {
  return byFinish(edges)
    .map(([finish, group]) => `${formatList(group.map((edge) => textOf(edge.name).toLowerCase()))}: ${finish.toLowerCase()}`)
    .join('; ');
}

/** The "Estimativa" block: the pieces with their measures and each edge's finish, cutouts, edges, area and each stone's range. */
export function estimateAnswers(estimate: unknown, content: Pick<LeadEmailsContent, 'estimate'>): LeadAnswer[] {
  if (!isRecord(estimate)) return [];
  const t = content.estimate;
  const pieces = list(estimate.pieces).map((piece) => {
    const edges = list(piece.edges);
    return `${textOf(piece.name)}: ${numberOf(piece.lengthCm)} × ${numberOf(piece.depthCm)} cm${edges.length ? ` · ${pieceEdges(edges)}` : ''}`;
  });
  // With each edge's finish stored, the metres of each finish; an estimate without them had one finish all round.
  const allEdges = list(estimate.pieces).flatMap((piece) => list(piece.edges));
  const finishes = allEdges.length
    ? byFinish(allEdges)
        .map(([finish, group]) => `${finish} ${formatDecimal(group.reduce((sum, edge) => sum + numberOf(edge.m), 0))} m`)
        .join(', ')
    : textOf(estimate.edge);
  const cutouts = list(estimate.cutouts).map((cutout) => `${numberOf(cutout.count)} × ${textOf(cutout.name)}`);
  const stones = list(estimate.stones).map((stone) => `${textOf(stone.name)}: ${formatSpokenRange([numberOf(stone.min), numberOf(stone.max)])}`);
  const shape = t.shapes[String(estimate.shape)] ?? textOf(estimate.shape);
  return [
    { key: 'estimate.shape', label: t.shape, value: `${shape} · ${formatCentimetres(numberOf(estimate.thicknessCm))} cm` },
    { key: 'estimate.pieces', label: t.pieces, value: pieces.join('\n') },
    { key: 'estimate.cutouts', label: t.cutouts, value: cutouts.length ? cutouts.join(', ') : t.noCutouts },
    { key: 'estimate.edges', label: t.edges, value: `${formatDecimal(numberOf(estimate.edgeM))} m · ${finishes} · frontão ${numberOf(estimate.backsplashCm)} cm` },
    {
      key: 'estimate.area',
      label: t.area,
      value: `${formatDecimal(numberOf(estimate.areaM2))} m² (${formatDecimal(numberOf(estimate.areaWithWasteM2))} m² com a perda) · ${formatCount(numberOf(estimate.seams), t.seams)} · ${estimate.installation === true ? t.installation.yes : t.installation.no}`,
    },
    { key: 'estimate.stones', label: t.table.replace('{date}', tableDate(estimate.table)), value: stones.join('\n') },
  ];
}
