// The lead e-mails' sender, shared by the site server (Node, built with Vite) and the Supabase Edge Function
// (Deno): claim the due messages, render and send each outside any transaction, record the outcome. The visitor's
// insert records in its own transaction that the request owes its e-mails (lead_mail.inbox); the claim turns that
// into the messages (lead_mail.take_in, supabase/migrations/20261126000300_lead_notifications_inbox.sql) and this
// loop moves them on. See docs/decisions/016-lead-notifications.md.
// Imports carry their extension so Deno resolves them as Vite and Vitest do; nothing here is Node- or Deno-only.
import { sendableAddress } from '../../src/lib/email-address.ts';
import type { EmailAddress, LeadEmailKind, LeadEmailRequest, ReceiptStatus, RenderedLeadEmail } from '../../src/emails/render-lead-email.tsx';

/** Runs one statement with the database's sender role (never the public key) and gives its rows (PGlite through the local store, postgres.js in the function). */
export type SqlQuery = (sql: string, params?: readonly unknown[]) => Promise<Record<string, unknown>[]>;

export type RenderLeadEmail = (
  kind: LeadEmailKind,
  request: LeadEmailRequest,
  context: {
    siteOrigin: string;
    receipt?: ReceiptStatus;
    teamRecipients?: readonly string[];
    visit?: { title: string; starts_at: string; ends_at: string } | null;
  },
) => Promise<RenderedLeadEmail>;

/** What a transport sends: every header value already one safe line. */
export interface OutgoingMessage {
  /** The notification's id, also the Message-ID's local part and an idempotency key. */
  id: string;
  kind: LeadEmailKind;
  requestId: string;
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
}

export interface SenderOptions {
  query: SqlQuery;
  transport: MailTransport;
  render: RenderLeadEmail;
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

interface ClaimedRow {
  id: string;
  kind: LeadEmailKind;
  recipient: string | null;
  attempts: number;
  request: LeadEmailRequest;
  receipt_status: string | null;
  receipt_skip_reason: string | null;
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
 * The message for one claimed notification, from what the renderer made. Throws only when a recipient is not an
 * address (the team's configuration, or a receipt's visitor): a Reply-To that is not one is left out, never a
 * reason to fail the team's e-mail (the renderer already leaves it out, and the e-mail says so).
 */
export function buildMessage(row: Pick<ClaimedRow, 'id' | 'kind' | 'request'>, rendered: RenderedLeadEmail, config: LeadMailConfig, date: Date): OutgoingMessage {
  const domain = config.from.address.slice(config.from.address.lastIndexOf('@') + 1);
  const safe = (mailbox: EmailAddress): EmailAddress => ({ name: oneLine(mailbox.name), address: mailbox.address });
  for (const mailbox of rendered.to) {
    if (!isSendable(mailbox.address)) throw new TypeError(`Not an address a message can go to: ${JSON.stringify(mailbox.address)}`);
  }
  const replyTo = rendered.replyTo && isSendable(rendered.replyTo.address) ? rendered.replyTo : undefined;
  return {
    id: row.id,
    kind: row.kind,
    requestId: row.request.id,
    messageId: `<${row.id}@${domain}>`,
    date,
    from: safe(config.from),
    to: rendered.to.map(safe),
    // The team's replies go to the prospect; the prospect's replies to the receipt go to the company.
    ...(replyTo ? { replyTo: safe(replyTo) } : {}),
    subject: oneLine(rendered.subject),
    text: rendered.text,
    html: rendered.html,
    headers: {
      // Automatic mail (RFC 3834), so vacation responders and list servers leave it alone: the receipt answers
      // the visitor's own request (auto-replied); the team's notice is made by the site (auto-generated).
      'Auto-Submitted': row.kind === 'receipt' ? 'auto-replied' : 'auto-generated',
      'X-Lavra-Request': row.request.id,
    },
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

  async function claim(): Promise<ClaimedRow[]> {
    return (await query('select * from lead_mail.claim($1, $2)', [batchSize, leaseSeconds])) as unknown as ClaimedRow[];
  }

  async function fail(row: ClaimedRow, error: unknown, permanent: boolean): Promise<'retrying' | 'failed'> {
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
  async function receiptFor(row: ClaimedRow, outcomes: Map<string, ReceiptStatus>): Promise<ReceiptStatus> {
    const known = outcomes.get(row.request.id);
    if (known) return known;
    if (row.receipt_status === 'sent') return { state: 'sent' };
    if (row.receipt_status === 'skipped') return { state: 'not-sent', reason: reasons.dailyLimit };
    if (row.receipt_status === 'failed') {
      return { state: 'not-sent', reason: receiptAddressOf(row) === null ? reasons.invalidAddress : reasons.sendFailed };
    }
    // Pending: claimed by another sender right now, or waiting for its next try.
    const [receipt] = await query(
      `select status, greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at), now()) as retry_at
         from lead_mail.notifications where request_id = $1 and kind = 'receipt'`,
      [row.request.id],
    );
    if (receipt?.status === 'sent') return { state: 'sent' };
    return { state: 'pending', retryAt: new Date(String(receipt?.retry_at ?? now().toISOString())).toISOString() };
  }

  /** The visit booked after the request (/agendar?pedido=…), if one is booked by the time its team e-mail goes. */
  async function visitFor(row: ClaimedRow): Promise<{ title: string; starts_at: string; ends_at: string } | null> {
    const [visit] = await query(
      `select k.title, to_char(v.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at,
              to_char(v.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ends_at
         from public.visits v join agenda.kinds k on k.id = v.kind
        where v.request_id = $1 and v.status = 'booked' order by v.starts_at limit 1`,
      [row.request.id],
    );
    return visit ? { title: String(visit.title), starts_at: String(visit.starts_at), ends_at: String(visit.ends_at) } : null;
  }

  function receiptAddressOf(row: ClaimedRow): string | null {
    return sendableAddress(String(row.request.email ?? '').trim());
  }

  async function sendOne(row: ClaimedRow, outcomes: Map<string, ReceiptStatus>): Promise<'sent' | 'retrying' | 'failed'> {
    let rendered: RenderedLeadEmail;
    try {
      rendered = await render(row.kind, row.request, {
        siteOrigin: config.siteOrigin,
        ...(row.kind === 'team' ? { receipt: await receiptFor(row, outcomes), teamRecipients: config.teamRecipients, visit: await visitFor(row) } : {}),
      });
    } catch (error) {
      // A renderer that stopped under the message (a worker thread that died) is not the message's fault.
      if ((error as { transient?: unknown } | null)?.transient === true) return fail(row, error, false);
      // The renderer refuses a receipt address no message can go to: trying again cannot help.
      if (row.kind === 'receipt') outcomes.set(row.request.id, { state: 'not-sent', reason: reasons.invalidAddress });
      return fail(row, error, row.kind === 'receipt');
    }
    let message: OutgoingMessage;
    try {
      message = buildMessage(row, rendered, config, now());
    } catch (error) {
      if (row.kind === 'receipt') outcomes.set(row.request.id, { state: 'not-sent', reason: reasons.invalidAddress });
      return fail(row, error, true);
    }
    try {
      await transport.send(message);
    } catch (error) {
      const outcome = await fail(row, error, false);
      if (row.kind === 'receipt') {
        const delay = retryDelay(row.attempts, options);
        outcomes.set(
          row.request.id,
          outcome === 'failed' || delay === null
            ? { state: 'not-sent', reason: reasons.sendFailed }
            : { state: 'pending', retryAt: new Date(now().getTime() + delay * 1000).toISOString() },
        );
      }
      return outcome;
    }
    await query('select lead_mail.record_sent($1)', [row.id]);
    if (row.kind === 'receipt') outcomes.set(row.request.id, { state: 'sent' });
    return 'sent';
  }

  async function drain(deadline = Number.POSITIVE_INFINITY): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
    const outcomes = new Map<string, ReceiptStatus>();
    while (Date.now() < deadline) {
      const rows = await claim();
      if (rows.length === 0) break;
      // Receipts first: a team e-mail of the same batch then says what became of its request's receipt.
      rows.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'receipt' ? -1 : 1));
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
