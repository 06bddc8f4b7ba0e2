// @vitest-environment node
// The Supabase Edge Function (supabase/functions/lead-notifications) run by Deno, as the platform runs it,
// against Debian's PostgreSQL with every migration applied (the scheduling one skips itself there: no
// pg_net): the same claim/send/record code and templates as the site server, so the same result — one team
// e-mail and one receipt per request, one receipt a day per address, a visit's e-mails from the same queue,
// retries while the mail server is down, and nothing reachable with the public key.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEmails } from '../../content/lead-emails';
import postgres from 'postgres';
import { receiptReasons, renderLeadEmail, type LeadEmailRequest } from '../../src/emails/render-lead-email';
import { createLeadMailSender, type SqlQuery } from '../../server/lead-mail/lead-mail';
import { templates } from '../../server/lead-mail/templates';
import { smtpTransport } from '../../server/lead-mail/smtp-transport';
import { literal, startRealPostgres, type RealPostgres } from '../support/real-postgres';
import { validRow } from '../server/store-harness';
import { duplicates, header, startSmtpSink, type SmtpSink } from './smtp-sink';
import { waitFor } from './wait';
import { checkNotifications, judgeHosted } from '../../scripts/check-notifications.mjs';

const root = path.resolve(__dirname, '../..');
const SECRET = 'segredo-de-teste-1234567890';
const TEAM = 'equipe@lavra.example';
let pg: RealPostgres;
let smtp: SmtpSink;
let deno: ChildProcess;
let functionUrl: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  [pg, smtp] = await Promise.all([startRealPostgres(), startSmtpSink()]);
  const port = await freePort();
  functionUrl = `http://127.0.0.1:${port}`;
  deno = spawn(
    path.join(root, 'node_modules/.bin/deno'),
    // The function's own deno.json (its import map and compiler options), as the Supabase CLI deploys it;
    // npm: imports resolve from node_modules, so nothing is downloaded.
    ['run', '--config', 'supabase/functions/lead-notifications/deno.json', '--node-modules-dir=manual', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', 'supabase/functions/lead-notifications/index.ts'],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DENO_DIR: path.join(root, 'node_modules/.cache/deno'),
        SUPABASE_DB_URL: `postgres://postgres@127.0.0.1:${pg.port}/postgres`,
        SMTP_URL: smtp.url,
        LEAD_NOTIFICATIONS_SECRET: SECRET,
        LEAD_NOTIFICATIONS_PORT: String(port),
        LEADS_NOTIFY_TO: TEAM,
        LEADS_MAIL_RETRY_SECONDS: '0.2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  deno.stdout?.on('data', (chunk) => (output += chunk));
  deno.stderr?.on('data', (chunk) => (output += chunk));
  await waitFor(async () => {
    if (deno.exitCode !== null) throw Object.assign(new Error(`deno exited: ${output}`), { name: 'Fatal' });
    return (await fetch(functionUrl).then((response) => response.status, () => 0)) === 200 ? true : undefined;
  }, 90_000);
}, 180_000);

afterAll(async () => {
  if (deno && deno.exitCode === null) {
    const exited = new Promise((resolve) => deno.once('exit', resolve));
    deno.kill('SIGTERM');
    await exited;
  }
  await smtp?.stop();
  await pg?.stop();
});

/** An anonymous insert as PostgREST runs it. */
async function anonInsert(row: Record<string, unknown>) {
  const columns = Object.keys(row).join(', ');
  const result = await pg.sql(`
    begin;
    set local role anon;
    select set_config('request.headers', ${literal(JSON.stringify({ 'x-forwarded-for': '203.0.113.7' }))}, true);
    set local lavra.requests_per_window = '0';
    insert into public.budget_requests (${columns})
      select ${columns} from json_populate_record(null::public.budget_requests, ${literal(JSON.stringify(row))}::json);
    commit;`);
  expect(result.ok, result.stderr).toBe(true);
}

/** The free showroom times the agenda offers from today, as the booking page reads them. */
async function freeTimes(): Promise<string[]> {
  const result = await pg.sql(`begin; set local role anon; select public.visit_slots('showroom', null, 30); commit;`);
  expect(result.ok, result.stderr).toBe(true);
  return (JSON.parse(result.stdout) as { starts_at: string; free: number }[]).filter((slot) => slot.free > 0).map((slot) => slot.starts_at);
}

let visitors = 0;

/** A booking as PostgREST runs book_visit for the public key; its visit's id and manage token. */
async function anonBook(startsAt: string): Promise<{ id: string; manage_token: string; email: string }> {
  visitors += 1;
  const email = `visita.${visitors}.${Date.now()}@exemplo.com.br`;
  const result = await pg.sql(`
    begin;
    set local role anon;
    set local lavra.requests_per_window = '0';
    select public.book_visit(p_kind => 'showroom', p_starts_at => ${literal(startsAt)}, p_name => 'Ana Souza',
      p_phone => ${literal(`2197${String(visitors).padStart(7, '0')}`)}, p_email => ${literal(email)}, p_client_key => ${literal(crypto.randomUUID())});
    commit;`);
  expect(result.ok, result.stderr).toBe(true);
  return { ...(JSON.parse(result.stdout) as { id: string; manage_token: string }), email };
}

const wake = (secret: string | null = SECRET) =>
  fetch(functionUrl, { method: 'POST', headers: secret === null ? {} : { 'X-Lead-Notifications-Secret': secret } });
const forRequest = (id: unknown) => smtp.arrivals.filter((arrival) => header(arrival, 'x-lavra-request') === id);
const forVisit = (id: unknown) => smtp.arrivals.filter((arrival) => header(arrival, 'x-lavra-visit') === id);

describe('the lead-notifications Edge Function under Deno on PostgreSQL', () => {
  it('says "ok" and no more to anyone, whether it is configured to the secret’s holder, and sends nothing for a caller without the secret', async () => {
    for (const headers of [{}, { 'X-Lead-Notifications-Secret': 'errado' }] as Record<string, string>[]) {
      const answer = await fetch(functionUrl, { headers });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('ok');
    }
    expect(await (await fetch(functionUrl, { headers: { 'X-Lead-Notifications-Secret': SECRET } })).json()).toEqual({ configured: true, secret: true, database: true, transport: true });
    // What npm run check:backend reads from a hosted project's function (its URL there ends in /functions/v1/…).
    const hosted = (url: string | URL | Request, init?: RequestInit) => ((url instanceof Request ? url.url : String(url)).endsWith('/functions/v1/lead-notifications') ? fetch(functionUrl, init) : Promise.resolve(new Response('{}', { status: 404 })));
    const verdict = await checkNotifications({ url: 'https://projeto.supabase.co', fetch: hosted, functionSecret: SECRET });
    expect(verdict.ok).toBe(true);
    const unseen = await checkNotifications({ url: 'https://projeto.supabase.co', fetch: hosted });
    expect(unseen.ok).toBeNull();
    expect(unseen.lines.join(' ')).toContain('a função lead-notifications responde');
    const row = validRow();
    await anonInsert(row);
    expect((await wake(null)).status).toBe(401);
    expect((await wake('errado')).status).toBe(401);
    expect(forRequest(row.id)).toHaveLength(0);
    // Still waiting to be taken in: nobody without the secret made the function claim anything.
    expect((await pg.sql(`select count(*) from lead_mail.inbox where request_id = ${literal(String(row.id))}`)).stdout).toBe('1');
    expect((await pg.sql(`select count(*) from lead_mail.notifications where request_id = ${literal(String(row.id))}`)).stdout).toBe('0');
  });

  it('sends one team e-mail and one receipt per request, and one receipt a day per address, as the site server does', async () => {
    const email = `mesma.${Date.now()}@exemplo.com.br`;
    const rows = [validRow({ email, how_found_us: 'Vi no <b>Instagram</b> & gostei' }), validRow({ email: email.toUpperCase() })];
    for (const row of rows) await anonInsert(row);
    const answer = await wake();
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { failed: number }).failed).toBe(0);
    expect(rows.map((row) => forRequest(row.id).length)).toEqual([2, 1]);

    const [first, second] = rows.map((row) => forRequest(row.id).find((arrival) => arrival.rcptTo.includes(TEAM))!);
    expect(first!.mail.replyTo?.value[0]?.address).toBe(rows[0]!.email);
    expect(second!.mail.text).toContain(leadEmails.receiptReasons.dailyLimit);
    // The very text the site server's renderer makes for the stored row.
    const stored = JSON.parse((await pg.sql(`select to_jsonb(r) from public.budget_requests r where id = ${literal(String(rows[0]!.id))}`)).stdout) as LeadEmailRequest;
    const expected = await renderLeadEmail('team', stored, { siteOrigin: 'https://www.lavra.example', receipt: { state: 'sent' }, teamRecipients: [TEAM] });
    expect(first!.mail.subject).toBe(expected.subject);
    expect(first!.mail.text?.trim()).toBe(expected.text.trim());
    expect(first!.mail.html).toContain('Vi no &lt;b&gt;Instagram&lt;/b&gt; &amp; gostei');
    const ids = (await pg.sql(`select id from lead_mail.notifications where request_id = ${literal(String(rows[0]!.id))} and kind = 'team'`)).stdout;
    expect(first!.mail.messageId).toBe(`<${ids}@lavra.example>`);
  });

  it('sends a visit’s e-mails from the same queue: the team and the visitor one each, with the invitation and the visitor’s link, then the cancellation', async () => {
    const [time] = await freeTimes();
    const visit = await anonBook(time!);
    expect(await (await wake()).json()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const booked = forVisit(visit.id);
    expect(booked.map((arrival) => arrival.rcptTo[0]).sort()).toEqual([TEAM, visit.email].sort());
    const toVisitor = booked.find((arrival) => arrival.rcptTo[0] === visit.email)!;
    expect(toVisitor.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(toVisitor.mail.text).toContain(visit.manage_token);
    expect(header(toVisitor, 'auto-submitted')).toBe('auto-replied');
    // The team's copy has no link to the visitor's booking.
    expect(booked.find((arrival) => arrival.rcptTo[0] === TEAM)!.raw).not.toContain(visit.manage_token);
    const ids = (await pg.sql(`select id from lead_mail.notifications where visit_id = ${literal(visit.id)} and kind = 'visit_visitor'`)).stdout;
    expect(toVisitor.mail.messageId).toBe(`<${ids}@lavra.example>`);

    const cancelled = await pg.sql(`begin; set local role anon; select public.cancel_visit(${literal(visit.manage_token)}); commit;`);
    expect(cancelled.ok, cancelled.stderr).toBe(true);
    expect(await (await wake()).json()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const cancels = forVisit(visit.id).slice(2);
    expect(cancels).toHaveLength(2);
    for (const arrival of cancels) expect(arrival.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
  });

  it('retries while the mail server is down and announces each request exactly once when it is back', async () => {
    await smtp.stop();
    const rows = [validRow(), validRow()];
    for (const row of rows) await anonInsert(row);
    expect(await (await wake()).json()).toMatchObject({ sent: 0, failed: 0 });
    const waiting = async () => (await pg.sql(`select count(*) from lead_mail.notifications where status = 'pending' and attempts > 0 and last_error is not null and request_id in (${rows.map((row) => literal(String(row.id))).join(', ')})`)).stdout;
    expect(await waiting()).toBe('4');
    await smtp.start();
    // pg_cron's minute, here: wake the function until nothing is left.
    await expect.poll(async () => (await (await wake()).json(), rows.map((row) => forRequest(row.id).length)), { timeout: 60_000, interval: 300 }).toEqual([2, 2]);
    expect(await (await wake()).json()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(duplicates(smtp.arrivals)).toEqual([]);
  });

  it('never lets senders working at once send the same message, lead or visit', async () => {
    const rows = Array.from({ length: 30 }, () => validRow());
    for (const row of rows) await anonInsert(row);
    const visits = [];
    for (const time of (await freeTimes()).slice(0, 4)) visits.push(await anonBook(time));
    const senders = Array.from({ length: 3 }, () => {
      const sql = postgres(`postgres://postgres@127.0.0.1:${pg.port}/postgres`, { max: 1, prepare: false, onnotice: () => {} });
      const query: SqlQuery = async (text, params = []) =>
        sql.begin<Record<string, unknown>[]>(async (tx) => {
          await tx.unsafe('set local role service_role');
          return [...(await tx.unsafe(text, params as never[]))] as Record<string, unknown>[];
        });
      const transport = smtpTransport(smtp.url);
      const sender = createLeadMailSender({ query, transport, render: templates, reasons: receiptReasons, batchSize: 3, config: { from: { name: 'Lavra', address: 'contato@lavra.example' }, teamRecipients: [TEAM], siteOrigin: 'https://www.lavra.example' } });
      return { sql, transport, sender };
    });
    try {
      const results = await Promise.all(senders.map(({ sender }) => sender.drain()));
      // Two e-mails per request and two per visit.
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(60 + 8);
    } finally {
      for (const { sql, transport } of senders) {
        await transport.close?.();
        await sql.end();
      }
    }
    expect(rows.map((row) => forRequest(row.id).length)).toEqual(rows.map(() => 2));
    expect(visits.map((visit) => forVisit(visit.id).length)).toEqual([2, 2, 2, 2]);
    expect(duplicates(smtp.arrivals)).toEqual([]);
  });

  it('tells npm run check:backend what is missing on a project', () => {
    expect(judgeHosted({ status: 404, body: null }).ok).toBe(false);
    expect(judgeHosted({ status: 401, body: null }).lines.join(' ')).toContain('--no-verify-jwt');
    const missing = judgeHosted({ status: 200, body: { configured: false, secret: true, database: true, transport: false } });
    expect(missing.ok).toBe(false);
    expect(missing.lines.join(' ')).toContain('RESEND_API_KEY ou SMTP_URL');
  });

  it('keeps the messages and the sender functions out of reach of the public key', async () => {
    for (const role of ['anon', 'authenticated']) {
      for (const statement of [
        'select * from lead_mail.notifications',
        'select * from lead_mail.inbox',
        'insert into lead_mail.inbox values (gen_random_uuid())',
        'select * from lead_mail.claim(10, 60)',
        'select lead_mail.payload(n) from lead_mail.notifications n',
        'select lead_mail.take_in()',
        'select lead_mail.record_sent(gen_random_uuid())',
        `update lead_mail.notifications set status = 'sent'`,
      ]) {
        const result = await pg.sql(`begin; set local role ${role}; ${statement}; commit;`);
        expect(result.ok, `${role}: ${statement}`).toBe(false);
        expect(result.stderr).toContain('42501');
      }
    }
  });
});

describe('the warranty reminders’ one-click unsubscribe on the Edge Function', () => {
  it('takes a POST with no secret, no apikey and no cookie, stops every reminder, and a GET shows one button', async () => {
    const email = `garantia.${Date.now()}@exemplo.com.br`;
    const registered = await pg.sql(`
      begin;
      set local role anon;
      set local lavra.requests_per_window = '0';
      select public.register_warranty(p_name => 'Ana Souza', p_email => ${literal(email)}, p_installed_month => to_char(now() at time zone 'America/Sao_Paulo', 'YYYY-MM'),
        p_pieces => '[{"room":"cozinha","surface":"bancada","stone":"carrara","finish":"polido"}]'::jsonb, p_client_key => ${literal(crypto.randomUUID())}, p_reminders => true);
      commit;`);
    expect(registered.ok, registered.stderr).toBe(true);
    expect(await (await wake()).json()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const confirmation = smtp.arrivals.find((arrival) => arrival.rcptTo.includes(email))!;
    const key = /certificado#t=([0-9a-f]{64})/.exec(confirmation.mail.text ?? '')![1]!;
    const confirmed = await pg.sql(`begin; set local role anon; select public.confirm_warranty(${literal(key)}); commit;`);
    expect(confirmed.ok, confirmed.stderr).toBe(true);
    expect(await (await wake()).json()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const id = (await pg.sql(`select id from public.warranty_registrations where email = ${literal(email)}`)).stdout;
    const pending = async () => Number((await pg.sql(`select count(*) from lead_mail.notifications where warranty_id = ${literal(id)} and status = 'pending' and kind in ('warranty_sealing', 'warranty_notice')`)).stdout);
    expect(await pending()).toBeGreaterThan(0);
    // The key a reminder carries (its payload's), computed here as the database's owner.
    const unsubscribeKey = (await pg.sql(`select warranty.key_for(${literal(id)}, 'unsubscribe')`)).stdout;
    const url = `${functionUrl}/functions/v1/lead-notifications/descadastrar?k=${unsubscribeKey}`;

    const shown = await fetch(url);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script/);
    expect(await pending()).toBeGreaterThan(0);

    const posted = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('set-cookie')).toBeNull();
    expect(await pending()).toBe(0);
    expect((await fetch(`${functionUrl}/descadastrar?k=${'0'.repeat(64)}`, { method: 'POST' })).status).toBe(404);
  });
});
