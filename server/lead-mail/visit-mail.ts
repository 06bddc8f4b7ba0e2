// The visit e-mails' sender, beside the lead e-mails' (lead-mail.ts) and with the same rules: claim the due
// messages of lead_mail.visit_messages (written by book_visit, move_visit and cancel_visit in the visitor's own
// transaction), render and send each outside any transaction, record the outcome; a failure waits and tries again,
// a claim that its sender never recorded expires and goes again with the same Message-ID. Shared by the site
// server and the Edge Function. See docs/decisions/030-visits.md.
// Imports carry their extension so Deno resolves them as Vite and Vitest do.
import type { RenderedVisitEmail, VisitEmailContext, VisitEmailMessage, VisitEmailVisit } from '../../src/emails/visit-email.tsx';
import type { VisitEmailEvent } from '../../content/visit-emails.ts';
import { DEFAULTS, oneLine, retryDelay, type DrainResult, type LeadMailConfig, type MailTransport, type OutgoingMessage, type SqlQuery } from './lead-mail.ts';

export type RenderVisitEmail = (message: VisitEmailMessage, context: VisitEmailContext) => Promise<RenderedVisitEmail>;

export interface VisitSenderOptions {
  query: SqlQuery;
  transport: MailTransport;
  render: RenderVisitEmail;
  config: LeadMailConfig;
  retryBaseSeconds?: number;
  maxRetrySeconds?: number;
  maxAttempts?: number;
  leaseSeconds?: number;
  batchSize?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

interface ClaimedVisitRow {
  id: string;
  kind: 'team' | 'visitor';
  event: VisitEmailEvent;
  sequence: number;
  attempts: number;
  visit: VisitEmailVisit;
}

/** The message for one claimed visit e-mail; throws when a recipient is not an address. */
export function buildVisitMessage(row: ClaimedVisitRow, rendered: RenderedVisitEmail, config: LeadMailConfig, date: Date): OutgoingMessage {
  const domain = config.from.address.slice(config.from.address.lastIndexOf('@') + 1);
  const safe = (mailbox: { name: string; address: string }) => ({ name: oneLine(mailbox.name), address: mailbox.address });
  return {
    id: row.id,
    // The transports name files and headers by these two kinds: the team's notice, the visitor's own message.
    kind: row.kind === 'team' ? 'team' : 'receipt',
    requestId: row.visit.id,
    messageId: `<${row.id}@${domain}>`,
    date,
    from: safe(config.from),
    to: rendered.to.map(safe),
    ...(rendered.replyTo ? { replyTo: safe(rendered.replyTo) } : {}),
    subject: oneLine(rendered.subject),
    text: rendered.text,
    html: rendered.html,
    headers: {
      'Auto-Submitted': row.kind === 'visitor' ? 'auto-replied' : 'auto-generated',
      'X-Lavra-Visit': row.visit.id,
    },
    calendar: rendered.ics,
  };
}

function errorText(error: unknown): string {
  return oneLine(error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

export function createVisitMailSender(options: VisitSenderOptions) {
  const { query, transport, render, config } = options;
  const leaseSeconds = options.leaseSeconds ?? DEFAULTS.leaseSeconds;
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});

  async function fail(row: ClaimedVisitRow, error: unknown, permanent: boolean): Promise<'retrying' | 'failed'> {
    const delay = permanent ? null : retryDelay(row.attempts, options);
    const text = errorText(error);
    await query('select lead_mail.record_visit_failure($1, $2, $3, $4)', [row.id, row.attempts, text, delay]);
    log(`visit e-mail ${row.kind} ${row.id}: ${delay === null ? 'gave up' : `retry in ${delay} s`} (${text})`);
    return delay === null ? 'failed' : 'retrying';
  }

  async function sendOne(row: ClaimedVisitRow): Promise<'sent' | 'retrying' | 'failed'> {
    let message: OutgoingMessage;
    try {
      const rendered = await render({ kind: row.kind, event: row.event, sequence: row.sequence, visit: row.visit }, {
        siteOrigin: config.siteOrigin,
        teamRecipients: config.teamRecipients,
      });
      message = buildVisitMessage(row, rendered, config, now());
    } catch (error) {
      // A visitor's address no message can go to, or a bad team address: trying again cannot help.
      return fail(row, error, true);
    }
    try {
      await transport.send(message);
    } catch (error) {
      return fail(row, error, false);
    }
    await query('select lead_mail.record_visit_sent($1)', [row.id]);
    return 'sent';
  }

  async function drain(deadline = Number.POSITIVE_INFINITY): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
    while (Date.now() < deadline) {
      const rows = (await query('select * from lead_mail.visit_claim($1, $2)', [batchSize, leaseSeconds])) as unknown as ClaimedVisitRow[];
      if (rows.length === 0) break;
      for (const row of rows) result[await sendOne(row)] += 1;
    }
    return result;
  }

  /** Seconds until the next pending visit e-mail is due (0: now), or null when none is pending. */
  async function nextDueIn(): Promise<number | null> {
    const rows = await query(
      `select extract(epoch from (min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) - now()))::float8 as due_in
         from lead_mail.visit_messages where status = 'pending'`,
    );
    const dueIn = rows[0]?.due_in;
    return dueIn === null || dueIn === undefined ? null : Math.max(0, Number(dueIn));
  }

  return { drain, nextDueIn };
}
