// The one outbox's sender, shared by the site server (Node, built with Vite) and the Supabase Edge Function
// (Deno): claim the due messages of lead_mail.notifications, render and send each outside any transaction, record
// the outcome. Every message the site sends is a row there (the team's notice and the receipt of a budget request;
// the team's and the visitor's e-mail of a visit booked, moved or cancelled), each with one subject, and the claim
// gives each its payload. The visitor's insert records in its own transaction that the request owes its e-mails
// (lead_mail.inbox) and the claim turns that into the messages (lead_mail.take_in); a booking, a move or a
// cancellation writes its two messages itself. See docs/decisions/016-lead-notifications.md and
// docs/decisions/032-one-outbox.md.
// Imports carry their extension so Deno resolves them as Vite and Vitest do; nothing here is Node- or Deno-only.
import { sendableAddress } from '../../src/lib/email-address.ts';
import type { EmailAddress, LeadEmailContext, LeadEmailKind, LeadEmailRequest, ReceiptStatus, RenderedLeadEmail } from '../../src/emails/render-lead-email.tsx';
import type { RenderedVisitEmail, VisitEmailContext, VisitEmailMessage, VisitEmailVisit } from '../../src/emails/visit-email.tsx';
import type { VisitEmailEvent } from '../../content/visit-emails.ts';
import type { RenderedWarrantyEmail, WarrantyEmailContext, WarrantyEmailKind, WarrantyPayload } from '../../src/emails/warranty-email.tsx';

export type { WarrantyPayload } from '../../src/emails/warranty-email.tsx';

/** Runs one statement with the database's sender role (never the public key) and gives its rows (PGlite through the local store, postgres.js in the function). */
export type SqlQuery = (sql: string, params?: readonly unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * The templates, one per subject (src/emails/): given to the sender, because the site server runs them on a
 * worker thread (render-worker.ts) and the Edge Function in place (templates.ts lists them).
 */
export interface Renderers {
  lead(kind: LeadEmailKind, request: LeadEmailRequest, context: LeadEmailContext): Promise<RenderedLeadEmail>;
  visit(message: VisitEmailMessage, context: VisitEmailContext): Promise<RenderedVisitEmail>;
  warranty(kind: WarrantyEmailKind, payload: WarrantyPayload, context: WarrantyEmailContext): Promise<RenderedWarrantyEmail>;
}

/** What lead_mail.claim gives for a budget request's message (lead_mail.request_payload). */
export interface RequestPayload {
  request: LeadEmailRequest;
  /** The request's receipt as the claim found it: null when none was written. */
  receipt: { status: 'pending' | 'sent' | 'skipped' | 'failed'; skip_reason: string | null; retry_at: string } | null;
  /** The visit booked after the request, if any. */
  visit: { title: string; starts_at: string; ends_at: string } | null;
}

/** What lead_mail.claim gives for a visit's message (lead_mail.visit_payload). */
export interface VisitPayload {
  event: VisitEmailEvent;
  sequence: number;
  visit: VisitEmailVisit;
}

/**
 * The kinds of lead_mail.notifications (its check notifications_kind_value), each with the subject it is about,
 * who reads it and the header naming its subject. A new kind of message is one more line here and its branch in
 * `renderMessage` below, beside its subject column and payload function in the database.
 */
export const MESSAGE_KINDS = {
  team: { audience: 'team', subjectHeader: 'X-Lavra-Request' },
  receipt: { audience: 'visitor', subjectHeader: 'X-Lavra-Request' },
  visit_team: { audience: 'team', subjectHeader: 'X-Lavra-Visit' },
  visit_visitor: { audience: 'visitor', subjectHeader: 'X-Lavra-Visit' },
  warranty_confirm: { audience: 'visitor', subjectHeader: 'X-Lavra-Warranty' },
  warranty_certificate: { audience: 'visitor', subjectHeader: 'X-Lavra-Warranty' },
  warranty_team: { audience: 'team', subjectHeader: 'X-Lavra-Warranty' },
  warranty_sealing: { audience: 'visitor', subjectHeader: 'X-Lavra-Warranty' },
  warranty_notice: { audience: 'visitor', subjectHeader: 'X-Lavra-Warranty' },
} as const satisfies Record<string, { audience: 'team' | 'visitor'; subjectHeader: string }>;

export type MessageKind = keyof typeof MESSAGE_KINDS;

/** One claimed message: its kind decides its payload's shape (null when its subject is gone). */
export type ClaimedMessage = { id: string; attempts: number } & (
  | { kind: 'team' | 'receipt'; payload: RequestPayload | null }
  | { kind: 'visit_team' | 'visit_visitor'; payload: VisitPayload | null }
  | { kind: WarrantyEmailKind; payload: WarrantyPayload | null }
);

/** A template's result, whatever the subject: the visit e-mails add a calendar invitation. */
export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
  to: EmailAddress[];
  replyTo?: EmailAddress;
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** A reminder's one-click unsubscribe (RFC 8058): the HTTPS URL that takes the POST, and a mailto. */
  unsubscribe?: { url: string; mailto: string };
}

/** What a transport sends: every header value already one safe line. */
export interface OutgoingMessage {
  /** The notification's id, also the Message-ID's local part and an idempotency key. */
  id: string;
  kind: MessageKind;
  /** The id of the record the message is about (the request, the visit). */
  subjectId: string;
  messageId: string;
  date: Date;
  from: EmailAddress;
  to: EmailAddress[];
  replyTo?: EmailAddress;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines: fixed names, values made here (uuids and constants), never a visitor's text. */
  headers: Record<string, string>;
  /** A calendar invitation (the visit e-mails): a text/calendar alternative and the same as an .ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /**
   * The List-Unsubscribe addresses of a reminder (the HTTPS URL first, then the mailto), without angle brackets;
   * `headers` then carries `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
   */
  listUnsubscribe?: string[];
}

export interface MailTransport {
  /** For logs and `npm run check:backend`: "smtp://host:port", "resend", "eml:/path". */
  describe: string;
  /** Resolves once the server accepted the message; throws otherwise. */
  send(message: OutgoingMessage): Promise<void>;
  close?(): void | Promise<void>;
}

export interface LeadMailConfig {
  from: EmailAddress;
  /** The team's addresses; empty: the company's e-mail (the renderer's default). */
  teamRecipients: readonly string[];
  siteOrigin: string;
  /** Where a reminder's one-click unsubscribe is POSTed (RFC 8058): the site server's /descadastrar, or the Edge Function's. */
  unsubscribeUrl?: string;
}

export interface SenderOptions {
  query: SqlQuery;
  transport: MailTransport;
  render: Renderers;
  config: LeadMailConfig;
  /** Reasons the team reads when no receipt went out (the renderer's receiptReasons). */
  reasons: { dailyLimit: string; invalidAddress: string; sendFailed: string };
  /** First retry after this many seconds, doubling each time up to maxRetrySeconds. */
  retryBaseSeconds?: number;
  maxRetrySeconds?: number;
  /** After this many attempts a message is marked failed and tried no more. */
  maxAttempts?: number;
  /** How long a claim keeps other senders off a message; longer than any one send can take. */
  leaseSeconds?: number;
  batchSize?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

export const DEFAULTS = {
  retryBaseSeconds: 30,
  maxRetrySeconds: 3600,
  // 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: about 14 hours of trying.
  maxAttempts: 20,
  leaseSeconds: 300,
  batchSize: 10,
} as const;

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** One header line whatever it is given: control characters and line breaks become a space. */
export function oneLine(value: string): string {
  return value.replace(CONTROLS, ' ').trim();
}

/**
 * An address as it goes on the wire: the one rule of src/lib/email-address.ts (an ASCII dot-atom, a domain in its
 * ASCII form, nothing a header could be bent with: no spaces, quotes, brackets or commas).
 */
function isSendable(address: string): boolean {
  return sendableAddress(address) === address;
}

/** "Lavra <contato@lavra.example>" or "contato@lavra.example"; throws on anything else. */
export function parseMailbox(value: string): EmailAddress {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  const address = sendableAddress(match?.[2] ?? match?.[3] ?? '');
  if (address === null || HAS_CONTROL.test(value)) {
    throw new TypeError(`Not a mailbox: ${JSON.stringify(value)} (expected "Name <address@domain>" or "address@domain")`);
  }
  return { name: oneLine(match?.[1] ?? ''), address };
}

/** The comma-separated team list of LEADS_NOTIFY_TO, each in its ASCII form; throws on one that is not an address. */
export function parseRecipients(value: string | undefined): string[] {
  const list = (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return list.map((entry) => {
    const address = sendableAddress(entry);
    if (address === null) throw new TypeError(`Not an e-mail address: ${JSON.stringify(entry)} (LEADS_NOTIFY_TO)`);
    return address;
  });
}

/** Seconds until the next try after `attempts` failed ones, or null to give up. */
export function retryDelay(attempts: number, options: Pick<SenderOptions, 'retryBaseSeconds' | 'maxRetrySeconds' | 'maxAttempts'> = {}): number | null {
  const base = options.retryBaseSeconds ?? DEFAULTS.retryBaseSeconds;
  const max = options.maxRetrySeconds ?? DEFAULTS.maxRetrySeconds;
  if (attempts >= (options.maxAttempts ?? DEFAULTS.maxAttempts)) return null;
  return Math.min(base * 2 ** Math.max(0, attempts - 1), max);
}

/**
 * The message for one claimed notification, from what its template made. Throws only when a recipient is not an
 * address (the team's configuration, or a visitor's): a Reply-To that is not one is left out, never a reason to
 * fail the team's e-mail (the renderer already leaves it out, and the e-mail says so).
 */
export function buildMessage(row: { id: string; kind: MessageKind; subjectId: string }, rendered: RenderedMessage, config: LeadMailConfig, date: Date): OutgoingMessage {
  const domain = config.from.address.slice(config.from.address.lastIndexOf('@') + 1);
  const safe = (mailbox: EmailAddress): EmailAddress => ({ name: oneLine(mailbox.name), address: mailbox.address });
  for (const mailbox of rendered.to) {
    if (!isSendable(mailbox.address)) throw new TypeError(`Not an address a message can go to: ${JSON.stringify(mailbox.address)}`);
  }
  const replyTo = rendered.replyTo && isSendable(rendered.replyTo.address) ? rendered.replyTo : undefined;
  const kind = MESSAGE_KINDS[row.kind];
  // RFC 8058: an HTTPS URL (or the local server's http one) and a mailto, both made here from a hex key.
  const unsubscribe = rendered.unsubscribe && /^https?:\/\/[^\s<>,]+$/.test(rendered.unsubscribe.url) && /^mailto:[^\s<>,]+$/.test(rendered.unsubscribe.mailto) ? rendered.unsubscribe : null;
  return {
    id: row.id,
    kind: row.kind,
    subjectId: row.subjectId,
    messageId: `<${row.id}@${domain}>`,
    date,
    from: safe(config.from),
    to: rendered.to.map(safe),
    // The team's replies go to the visitor; the visitor's replies go to the company.
    ...(replyTo ? { replyTo: safe(replyTo) } : {}),
    subject: oneLine(rendered.subject),
    text: rendered.text,
    html: rendered.html,
    headers: {
      // Automatic mail (RFC 3834), so vacation responders and list servers leave it alone: a visitor's message
      // answers what they did (auto-replied); the team's notice is made by the site (auto-generated).
      'Auto-Submitted': kind.audience === 'visitor' ? 'auto-replied' : 'auto-generated',
      [kind.subjectHeader]: row.subjectId,
      ...(unsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
    },
    ...(rendered.calendar ? { calendar: rendered.calendar } : {}),
    ...(unsubscribe ? { listUnsubscribe: [unsubscribe.url, unsubscribe.mailto] } : {}),
  };
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const response = (error as { response?: unknown }).response;
    const detail = typeof response === 'string' && response !== '' && !error.message.includes(response) ? ` (${response})` : '';
    return oneLine(`${error.message}${detail}`).slice(0, 1000);
  }
  return oneLine(String(error)).slice(0, 1000);
}

/** The record a claimed message is about, or null when it is gone. */
function subjectIdOf(row: ClaimedMessage): string | null {
  if (!row.payload) return null;
  if ('registration' in row.payload) return row.payload.registration.id;
  return 'request' in row.payload ? String(row.payload.request.id) : row.payload.visit.id;
}

/**
 * The loop itself. `drain()` sends everything due now and resolves with what happened; calling it again while
 * it runs is safe (claims never overlap), and a sender that dies mid-way leaves its claims to expire.
 */
export function createLeadMailSender(options: SenderOptions) {
  const { query, transport, render, config, reasons } = options;
  const leaseSeconds = options.leaseSeconds ?? DEFAULTS.leaseSeconds;
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});

  async function claim(): Promise<ClaimedMessage[]> {
    return (await query('select * from lead_mail.claim($1, $2)', [batchSize, leaseSeconds])) as unknown as ClaimedMessage[];
  }

  async function fail(row: ClaimedMessage, error: unknown, permanent: boolean): Promise<'retrying' | 'failed'> {
    const delay = permanent ? null : retryDelay(row.attempts, options);
    const text = errorText(error);
    await query('select lead_mail.record_failure($1, $2, $3, $4)', [row.id, row.attempts, text, delay]);
    log(`e-mail ${row.kind} ${row.id}: ${delay === null ? 'gave up' : `retry in ${delay} s`} (${text})`);
    return delay === null ? 'failed' : 'retrying';
  }

  /**
   * What the team reads about the receipt of the same request: sent only when recorded as sent (in this drain, or
   * before); pending with the time of its next try; otherwise why it was skipped or failed.
   */
  function receiptFor(payload: RequestPayload, outcomes: Map<string, ReceiptStatus>): ReceiptStatus {
    const known = outcomes.get(String(payload.request.id));
    if (known) return known;
    const receipt = payload.receipt;
    if (receipt?.status === 'sent') return { state: 'sent' };
    if (receipt?.status === 'skipped') return { state: 'not-sent', reason: reasons.dailyLimit };
    if (receipt?.status === 'failed') {
      return { state: 'not-sent', reason: sendableAddress(String(payload.request.email ?? '').trim()) === null ? reasons.invalidAddress : reasons.sendFailed };
    }
    // Pending: claimed by another sender right now, or waiting for its next try.
    return { state: 'pending', retryAt: new Date(receipt?.retry_at ?? now().toISOString()).toISOString() };
  }

  /** The one branch per subject: the template and what it is given from the payload. */
  async function renderMessage(row: ClaimedMessage, outcomes: Map<string, ReceiptStatus>): Promise<RenderedMessage> {
    const { siteOrigin, teamRecipients } = config;
    if (row.kind === 'team' || row.kind === 'receipt') {
      const payload = row.payload as RequestPayload;
      return render.lead(row.kind, payload.request, {
        siteOrigin,
        ...(row.kind === 'team' ? { receipt: receiptFor(payload, outcomes), teamRecipients, visit: payload.visit } : {}),
      });
    }
    if (row.kind.startsWith('warranty_')) {
      return render.warranty(row.kind as WarrantyEmailKind, row.payload as WarrantyPayload, { siteOrigin, teamRecipients, unsubscribeUrl: config.unsubscribeUrl });
    }
    const { event, sequence, visit } = row.payload as VisitPayload;
    const rendered = await render.visit({ kind: row.kind === 'visit_team' ? 'team' : 'visitor', event, sequence, visit }, { siteOrigin, teamRecipients });
    return { ...rendered, calendar: rendered.ics };
  }

  async function sendOne(row: ClaimedMessage, outcomes: Map<string, ReceiptStatus>): Promise<'sent' | 'retrying' | 'failed'> {
    const subjectId = subjectIdOf(row);
    // A request or visit deleted by hand since: nothing left to tell.
    if (subjectId === null) return fail(row, new Error('the message’s subject no longer exists'), true);
    const receiptOutcome = (status: ReceiptStatus) => {
      if (row.kind === 'receipt') outcomes.set(subjectId, status);
    };
    const toVisitor = MESSAGE_KINDS[row.kind].audience === 'visitor';
    let rendered: RenderedMessage;
    try {
      rendered = await renderMessage(row, outcomes);
    } catch (error) {
      // A renderer that stopped under the message (a worker thread that died) is not the message's fault.
      if ((error as { transient?: unknown } | null)?.transient === true) return fail(row, error, false);
      // A template refuses a visitor's address no message can go to: trying again cannot help.
      receiptOutcome({ state: 'not-sent', reason: reasons.invalidAddress });
      return fail(row, error, toVisitor);
    }
    let message: OutgoingMessage;
    try {
      message = buildMessage({ id: row.id, kind: row.kind, subjectId }, rendered, config, now());
    } catch (error) {
      receiptOutcome({ state: 'not-sent', reason: reasons.invalidAddress });
      return fail(row, error, true);
    }
    try {
      await transport.send(message);
    } catch (error) {
      const outcome = await fail(row, error, false);
      const delay = retryDelay(row.attempts, options);
      receiptOutcome(
        outcome === 'failed' || delay === null
          ? { state: 'not-sent', reason: reasons.sendFailed }
          : { state: 'pending', retryAt: new Date(now().getTime() + delay * 1000).toISOString() },
      );
      return outcome;
    }
    await query('select lead_mail.record_sent($1)', [row.id]);
    receiptOutcome({ state: 'sent' });
    return 'sent';
  }

  async function drain(deadline = Number.POSITIVE_INFINITY): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
    const outcomes = new Map<string, ReceiptStatus>();
    while (Date.now() < deadline) {
      const rows = await claim();
      if (rows.length === 0) break;
      // Receipts first: a team e-mail of the same batch then says what became of its request's receipt.
      rows.sort((a, b) => Number(b.kind === 'receipt') - Number(a.kind === 'receipt'));
      for (const row of rows) result[await sendOne(row, outcomes)] += 1;
    }
    return result;
  }

  /** Seconds until the next pending message is due (0: now), or null when nothing is pending. */
  async function nextDueIn(): Promise<number | null> {
    const rows = await query(
      // A request not yet taken in (lead_mail.inbox) is due now. A message claimed by a sender is due again only
      // when its lease ends.
      `select case when exists (select from lead_mail.inbox) then 0::float8
                   else (select extract(epoch from (min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) - now()))::float8
                           from lead_mail.notifications where status = 'pending') end as due_in`,
    );
    const dueIn = rows[0]?.due_in;
    return dueIn === null || dueIn === undefined ? null : Math.max(0, Number(dueIn));
  }

  return { drain, nextDueIn };
}
