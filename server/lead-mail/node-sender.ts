// The site server's sender of the one outbox (`npm start`), lead and visit e-mails alike: built by Vite
// (`npm run build` writes dist-server/) and started by server/index.mjs beside the local store. It sends through SMTP_URL with nodemailer, or, with no
// mail server configured, writes each message as an .eml file beside the store's data and prints where.
// Woken right after each stored request and each booking, move or cancellation (never in its path: the visitor's
// answer does not wait) and by a timer for retries. The store has one connection: claiming and recording are short statements, and the
// SMTP conversation happens between them, outside any transaction.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { company } from '../../content/company.ts';
import { leadEmails } from '../../content/lead-emails.ts';
import { WARRANTY_UNSUBSCRIBE_PATH } from '../../content/warranty-registration.ts';
import { createLeadMailSender, MESSAGE_KINDS, parseMailbox, parseRecipients, type MailTransport, type MessageKind, type SqlQuery } from './lead-mail.ts';
import { isRenderWorker, loadRenderers, serveRenderRequests, workerRender } from './render-worker.ts';
import { describeSmtpUrl, messageSource, smtpTransport } from './smtp-transport.ts';

// This same file, started on a worker thread by workerRender below, renders the e-mails there.
if (isRenderWorker()) await serveRenderRequests();

export interface SenderStore {
  dataDir: string;
  asServiceRole: SqlQuery;
}

export interface NodeSenderOptions {
  store: SenderStore;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  /**
   * Where the e-mails are rendered: on a worker thread (the default for the built file, dist-server/), or on
   * this thread (the default for the TypeScript source, which a worker thread cannot load).
   */
  renderIn?: 'worker' | 'thread';
}

export interface RunningSender {
  /** How it sends ("smtp://host:587" or "eml:/path/to/mail"), and where it renders. */
  mode: { kind: 'smtp' | 'eml'; target: string; render: 'worker' | 'thread' };
  /** Starts sending what is due, soon; returns at once. */
  wake(): void;
  /** Resolves when nothing is being sent; for tests and shutdown. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Where the .eml files go when no mail server is configured, or null (memory store, nothing set: no sender). */
export function mailDirFor(dataDir: string, env: Record<string, string | undefined>): string | null {
  if (env.LEADS_MAIL_DIR) return path.resolve(env.LEADS_MAIL_DIR);
  if (dataDir.startsWith('memory://')) return null;
  return path.join(path.dirname(dataDir), 'mail');
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** The .eml file's word for each kind of message. */
const EML_LABELS: Record<MessageKind, string> = {
  team: 'equipe',
  receipt: 'comprovante',
  visit_team: 'visita-equipe',
  visit_visitor: 'visita',
  warranty_confirm: 'garantia-confirmacao',
  warranty_certificate: 'garantia-certificado',
  warranty_team: 'garantia-equipe',
  warranty_sealing: 'garantia-impermeabilizar',
  warranty_notice: 'garantia-aviso',
};

/** Each message as `<dir>/<date>-<kind>-<id>.eml`, written aside then renamed so no reader sees half a file. */
export function emlTransport(dir: string, log: (line: string) => void): MailTransport {
  return {
    describe: `eml:${dir}`,
    async send(message) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${stamp(message.date)}-${EML_LABELS[message.kind]}-${message.id}.eml`);
      await writeFile(`${file}.partial`, await messageSource(message));
      await rename(`${file}.partial`, file);
      log(`E-mail (${MESSAGE_KINDS[message.kind].audience === 'team' ? 'para a equipe' : 'para o visitante'}) gravado em ${file}`);
    },
  };
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!(parsed > 0)) throw new RangeError(`${name} must be a positive number of seconds, got "${value}"`);
  return parsed;
}

/** Starts the sender for `store`, or returns null when there is nowhere to send (memory store, no SMTP_URL, no LEADS_MAIL_DIR). */
export async function startLeadMailSender(options: NodeSenderOptions): Promise<RunningSender | null> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.log(line));
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const mailDir = smtpUrl ? null : mailDirFor(options.store.dataDir, env);
  if (!smtpUrl && !mailDir) return null;

  const pollSeconds = positive(env.LEADS_MAIL_POLL_SECONDS, 20, 'LEADS_MAIL_POLL_SECONDS');
  const transport = smtpUrl ? smtpTransport(smtpUrl) : emlTransport(mailDir as string, log);
  const config = {
    from: parseMailbox(env.LEADS_MAIL_FROM?.trim() || `${company.name} <${company.email}>`),
    teamRecipients: parseRecipients(env.LEADS_NOTIFY_TO),
    siteOrigin: env.VITE_SITE_URL?.trim() || company.siteUrl,
    // The reminders' one-click unsubscribe: this server's own route unless another is named.
    unsubscribeUrl: env.WARRANTY_UNSUBSCRIBE_URL?.trim() || `${env.VITE_SITE_URL?.trim() || company.siteUrl}${WARRANTY_UNSUBSCRIBE_PATH}`,
  };
  const query = options.store.asServiceRole;
  const renderIn = options.renderIn ?? (import.meta.url.endsWith('.js') ? 'worker' : 'thread');
  const renderer = renderIn === 'worker' ? workerRender(new URL(import.meta.url)) : { renderers: await loadRenderers(), close: async () => {} };
  const sender = createLeadMailSender({
    query,
    transport,
    render: renderer.renderers,
    config,
    reasons: leadEmails.receiptReasons,
    retryBaseSeconds: positive(env.LEADS_MAIL_RETRY_SECONDS, 30, 'LEADS_MAIL_RETRY_SECONDS'),
    log: (line) => console.error(`e-mails: ${line}`),
  });

  // One process owns the store's directory (its lock file), so a claim left from before this start belongs to
  // a process that is gone: take it back now instead of waiting out its lease.
  await query(`update lead_mail.notifications set claimed_until = null where status = 'pending' and claimed_until is not null`);

  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function schedule() {
    if (stopped) return;
    let dueIn: number | null = null;
    try {
      dueIn = await sender.nextDueIn();
    } catch {
      // The store closing under us: the next start picks everything up.
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(wake, Math.min(dueIn ?? pollSeconds, pollSeconds) * 1000 + 50);
    timer.unref();
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sender.drain();
        } catch (error) {
          if (!stopped) console.error('e-mails: sending stopped for now', error);
        }
      } while (again && !stopped);
      await schedule();
    })().finally(() => {
      running = null;
    });
  }

  setImmediate(wake);
  return {
    mode: smtpUrl ? { kind: 'smtp', target: describeSmtpUrl(smtpUrl), render: renderIn } : { kind: 'eml', target: mailDir as string, render: renderIn },
    wake: () => setImmediate(wake),
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A send in flight gets a moment to finish and be recorded; one that hangs is left unrecorded and goes
      // again (same Message-ID) at the next start, rather than holding the server's shutdown.
      const settled = running ? Promise.race([running, new Promise((resolve) => setTimeout(resolve, 3000).unref())]) : null;
      await settled;
      await renderer.close();
      await transport.close?.();
    },
  };
}

// The one-click unsubscribe's answer, for server/index.mjs's /descadastrar (it loads this built file).
export { answerUnsubscribe, isNotFound } from './unsubscribe.ts';
