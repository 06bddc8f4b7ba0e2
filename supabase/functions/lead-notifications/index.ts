// Supabase Edge Function: sends the one outbox's e-mails on hosted Supabase, lead and visit alike. The database
// calls it (pg_net when a request is stored or a visit booked, moved or cancelled, pg_cron every minute:
// supabase/migrations/20261126000210_* and 20261129000200_*) with the shared secret; it claims the due messages,
// sends them and records the outcome with the same code as the site server (server/lead-mail/lead-mail.ts) and
// the same templates (src/emails/, listed in server/lead-mail/templates.ts), which `npm run build:edge-function`
// copies into ../_shared/ (never edit them there). See docs/lead-emails.md.
//
// Secrets (supabase secrets set …): LEAD_NOTIFICATIONS_SECRET (also in Vault, see the migration),
// RESEND_API_KEY or SMTP_URL (SMTP on 465 or 2525: the platform closes 25 and 587), LEADS_MAIL_FROM,
// LEADS_NOTIFY_TO, SITE_URL. SUPABASE_DB_URL is provided by the platform.
//
// GET answers "ok" and nothing more; with the secret it says which of its secrets are set (for npm run
// check:backend). POST with the secret sends. …/descadastrar?k=… is the warranty reminders' one-click unsubscribe
// (RFC 8058: a POST with no cookie and no secret; a GET shows one button), which is why the function is deployed
// with --no-verify-jwt: mail providers send no apikey.
import postgres from 'postgres';
import { company } from '../_shared/content/company.ts';
import { receiptReasons } from '../_shared/src/emails/render-lead-email.tsx';
import { createLeadMailSender, parseMailbox, parseRecipients, type MailTransport, type SqlQuery } from '../_shared/server/lead-mail/lead-mail.ts';
import { templates } from '../_shared/server/lead-mail/templates.ts';
import { resendTransport } from '../_shared/server/lead-mail/resend-transport.ts';
import { smtpTransport } from '../_shared/server/lead-mail/smtp-transport.ts';
import { answerUnsubscribe, isNotFound } from '../_shared/server/lead-mail/unsubscribe.ts';

const env = (name: string) => Deno.env.get(name)?.trim() || undefined;

const secret = env('LEAD_NOTIFICATIONS_SECRET');
const dbUrl = env('SUPABASE_DB_URL');
const resendKey = env('RESEND_API_KEY');
const smtpUrl = env('SMTP_URL');

function transportFromEnv(): MailTransport | null {
  if (resendKey) return resendTransport(resendKey, { url: env('RESEND_API_URL') });
  if (smtpUrl) return smtpTransport(smtpUrl);
  return null;
}

const transport = transportFromEnv();
const sql = dbUrl ? postgres(dbUrl, { max: 1, prepare: false, idle_timeout: 20, connect_timeout: 10 }) : null;

/** Each statement in a transaction of its own as service_role, as on the local store: only what that role may do. */
const query: SqlQuery = async (text, params = []) => {
  if (!sql) throw new Error('SUPABASE_DB_URL is not set');
  return sql.begin(async (tx) => {
    await tx.unsafe('set local role service_role');
    return [...(await tx.unsafe(text, params as never[]))] as Record<string, unknown>[];
  }) as Promise<Record<string, unknown>[]>;
};

function sameSecret(given: string | null): boolean {
  if (!secret || given === null) return false;
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(secret);
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

// One drain at a time in this instance; the claims keep parallel instances off each other's messages.
let draining: Promise<unknown> | null = null;

async function unsubscribe(request: Request): Promise<Response> {
  await request.body?.cancel().catch(() => {});
  const answer = await answerUnsubscribe(request.method, new URL(request.url).search, (key) =>
    query('select public.unsubscribe_warranty($1) as value', [key]).then(
      () => true,
      (error) => {
        if (isNotFound(error)) return false;
        throw error;
      },
    ),
  );
  return new Response(request.method === 'HEAD' ? null : answer.body, { status: answer.status, headers: answer.headers });
}

async function handle(request: Request): Promise<Response> {
  if (new URL(request.url).pathname.endsWith('/descadastrar')) return unsubscribe(request);
  if (request.method === 'GET') {
    // Whether it is configured is for the secret's holder; anyone else learns only that the function runs.
    if (!sameSecret(request.headers.get('x-lead-notifications-secret'))) {
      return new Response('ok', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
    }
    return json(200, { configured: Boolean(secret && dbUrl && transport), secret: Boolean(secret), database: Boolean(dbUrl), transport: Boolean(transport) });
  }
  if (request.method !== 'POST') return json(405, { error: 'method not allowed' });
  if (!sameSecret(request.headers.get('x-lead-notifications-secret'))) return json(401, { error: 'unauthorized' });
  if (!transport || !sql) return json(503, { error: 'not configured: set RESEND_API_KEY or SMTP_URL' });

  const config = {
    from: parseMailbox(env('LEADS_MAIL_FROM') ?? `${company.name} <${company.email}>`),
    teamRecipients: parseRecipients(env('LEADS_NOTIFY_TO')),
    siteOrigin: env('SITE_URL') ?? company.siteUrl,
    // The reminders' one-click unsubscribe: this function's own /descadastrar.
    unsubscribeUrl: env('WARRANTY_UNSUBSCRIBE_URL') ?? `${env('SUPABASE_URL') ?? ''}/functions/v1/lead-notifications/descadastrar`,
  };
  const retry = env('LEADS_MAIL_RETRY_SECONDS') ? { retryBaseSeconds: Number(env('LEADS_MAIL_RETRY_SECONDS')) } : {};
  const sender = createLeadMailSender({
    query,
    transport,
    render: templates,
    config,
    reasons: receiptReasons,
    ...retry,
    log: (line) => console.error(`e-mails: ${line}`),
  });
  while (draining) await draining.catch(() => {});
  // Stop claiming well inside the platform's wall-clock limit; what is left goes on the next call. The answer says
  // how many messages went, wait for another try, or were given up.
  const run = sender.drain(Date.now() + 60_000);
  draining = run;
  try {
    return json(200, await run);
  } finally {
    draining = null;
  }
}

const port = env('LEAD_NOTIFICATIONS_PORT');
if (port) Deno.serve({ port: Number(port), hostname: '127.0.0.1', onListen: () => console.log(`lead-notifications listening on ${port}`) }, handle);
else Deno.serve(handle);
