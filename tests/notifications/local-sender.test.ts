// @vitest-environment node
// The site server's lead e-mails, end to end below the browser: requests posted to the local store's REST API
// (PGlite with every migration), the sender of `npm start` (server/lead-mail/node-sender.ts) woken by each
// insert, and a real SMTP server whose arrivals are parsed with mailparser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { leadEmails } from '../../content/lead-emails';
import { leadAnswers, type LeadEmailRequest } from '../../src/emails/lead-email-model';
import { startLeadMailSender, type RunningSender } from '../../server/lead-mail/node-sender';
import type { LeadStore } from '../../server/store/open-store.mjs';
import { openMemoryStore, postRows, serve, validRow, type RunningServer } from '../server/store-harness';
import { booking, rpc } from '../server/visits-harness';
import { startRealPostgres, type RealPostgres } from '../support/real-postgres';
import { duplicates, header, startSmtpSink, type Arrival, type SmtpSink } from './smtp-sink';

let store: LeadStore;
let api: RunningServer;
let smtp: SmtpSink;
let sender: RunningSender;
const TEAM = ['equipe@lavra.example', 'vendas@lavra.example'];

beforeAll(async () => {
  store = await openMemoryStore();
  smtp = await startSmtpSink();
  const started = await startLeadMailSender({
    store,
    env: { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: TEAM.join(', '), LEADS_MAIL_RETRY_SECONDS: '0.2', LEADS_MAIL_POLL_SECONDS: '1' },
    log: () => {},
  });
  if (!started) throw new Error('the sender did not start');
  sender = started;
  api = await serve(store, { onInserted: () => sender.wake() });
});

afterAll(async () => {
  await api?.stop();
  await sender?.stop();
  await smtp?.stop();
  await store?.close();
});

const forRequest = (id: unknown) => smtp.arrivals.filter((arrival) => header(arrival, 'x-lavra-request') === id);
const team = (arrivals: Arrival[]) => arrivals.filter((arrival) => arrival.rcptTo.includes(TEAM[0]!));
const receipts = (arrivals: Arrival[]) => arrivals.filter((arrival) => !arrival.rcptTo.includes(TEAM[0]!));
const statuses = async (requestId: unknown) =>
  store.asServiceRole('select kind, status, skip_reason, attempts, last_error from lead_mail.notifications where request_id = $1 order by kind', [requestId]);

async function post(row: Record<string, unknown>) {
  const reply = await postRows(api.url, row);
  expect(reply.status, reply.text).toBe(201);
}

describe('the lead e-mails of the local store', () => {
  it('send one team e-mail and one receipt per request, every answer in both parts, escaped, with no header added by any field', async () => {
    const row = validRow({
      name: 'Ana "Bia" <b>Souza</b>\r\nBcc: intruso@exemplo.com',
      phone: '21987654321',
      square_meters: '18 m² <img src=x onerror=alert(1)>',
      how_found_us: 'Indicação & <script>alert("x")</script>\r\nX-Injetado: sim\r\n\r\nCorpo falso',
      stone: 'Branco Polar',
    });
    await post(row);
    await expect.poll(() => forRequest(row.id).length, { timeout: 60_000 }).toBe(2);

    const [teamMail] = team(forRequest(row.id));
    const [receipt] = receipts(forRequest(row.id));
    expect(teamMail && receipt).toBeTruthy();
    for (const arrival of [teamMail!, receipt!]) {
      // Nothing a visitor typed became a header or a recipient.
      expect(arrival.mail.headers.has('bcc')).toBe(false);
      expect(arrival.mail.headers.has('x-injetado')).toBe(false);
      const headerBlock = arrival.raw.slice(0, arrival.raw.indexOf('\r\n\r\n'));
      expect(headerBlock).not.toMatch(/^(Bcc|X-Injetado|Corpo)/im);
      expect(arrival.rcptTo.join(',')).not.toContain('intruso');
      expect(arrival.mail.subject).not.toMatch(/[\r\n]/);
      // Both parts, the HTML free of anything the visitor could make run.
      expect(arrival.mail.text).toBeTruthy();
      expect(arrival.mail.html).toBeTruthy();
      expect(arrival.mail.html).not.toContain('<script>alert');
      expect(arrival.mail.html).not.toContain('<img src=x');
    }
    // The team reads every answer, escaped; the receipt repeats none of those typed freely.
    expect(teamMail!.mail.html).toContain('&lt;script&gt;');
    expect(receipt!.mail.html).not.toContain('script');
    expect(receipt!.mail.text).not.toContain('Bia');
    // RFC 3834: the receipt answers the visitor's request; the team's notice is generated.
    expect(header(receipt!, 'auto-submitted')).toBe('auto-replied');
    expect(header(teamMail!, 'auto-submitted')).toBe('auto-generated');

    // The team: its configured addresses, a reply goes to the prospect, every answer present.
    expect(teamMail!.rcptTo.sort()).toEqual([...TEAM].sort());
    expect(teamMail!.mail.from?.value[0]?.address).toBe(company.email);
    expect(teamMail!.mail.replyTo?.value.map((entry) => entry.address)).toEqual([row.email]);
    const answers = leadAnswers(row as unknown as LeadEmailRequest, leadEmails);
    expect(answers.length).toBeGreaterThanOrEqual(14);
    const plain = teamMail!.mail.text ?? '';
    const html = teamMail!.mail.html || '';
    const decoded = html.replace(/<[^>]*>/g, ' ').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&amp;', '&').replace(/\s+/g, ' ');
    for (const answer of answers) {
      expect(plain, answer.label).toContain(answer.label);
      expect(decoded, answer.label).toContain(answer.label);
      // Values as one line each (the renderer folds line breaks); check a stretch of each.
      const start = answer.value.replace(/\s+/g, ' ').slice(0, 12);
      expect(plain.replace(/\s+/g, ' '), answer.label).toContain(start);
      expect(decoded, answer.label).toContain(start);
    }
    // A WhatsApp chat with the prospect's own number.
    expect(html).toMatch(/href="https:\/\/wa\.me\/5521987654321\?text=/);

    // The receipt: to the prospect alone.
    expect(receipt!.rcptTo).toEqual([row.email]);
    // A reply to the receipt reaches the company, whichever address the mail is sent from.
    expect(receipt!.mail.replyTo?.value.map((entry) => entry.address)).toEqual([company.email]);
    expect(receipt!.mail.to && 'value' in receipt!.mail.to ? receipt!.mail.to.value.map((entry) => entry.address) : []).toEqual([row.email]);

    // Each Message-ID is the notification's own id, and the table says both went out.
    const rows = await store.asServiceRole('select id, kind, status from lead_mail.notifications where request_id = $1', [row.id]);
    expect(rows.map((entry) => entry.status)).toEqual(['sent', 'sent']);
    const byKind = Object.fromEntries(rows.map((entry) => [String(entry.kind), `<${String(entry.id)}@lavra.example>`]));
    expect(teamMail!.mail.messageId).toBe(byKind.team);
    expect(receipt!.mail.messageId).toBe(byKind.receipt);
  });

  it('announce every request naming one address to the team, and send that address one receipt in all', async () => {
    const email = `repete.${Date.now()}@exemplo.com.br`;
    const rows = [validRow({ email }), validRow({ email: email.toUpperCase() }), validRow({ email })];
    for (const row of rows) await post(row);
    await expect.poll(() => rows.reduce((sum, row) => sum + forRequest(row.id).length, 0), { timeout: 60_000 }).toBe(4);
    expect(rows.map((row) => team(forRequest(row.id)).length)).toEqual([1, 1, 1]);
    expect(rows.map((row) => receipts(forRequest(row.id)).length)).toEqual([1, 0, 0]);
    // The team reads why the later ones got no receipt.
    for (const row of rows.slice(1)) {
      expect(team(forRequest(row.id))[0]!.mail.text).toContain(leadEmails.receiptReasons.dailyLimit);
      expect(await statuses(row.id)).toEqual([
        { kind: 'receipt', status: 'skipped', skip_reason: 'receipt-sent-in-last-24h', attempts: 0, last_error: null },
        { kind: 'team', status: 'sent', skip_reason: null, attempts: 1, last_error: null },
      ]);
    }
  });

  it('keep what was sent while the mail server was down and send each message of the one queue, lead and visit, exactly once when it is back', async () => {
    await smtp.stop();
    const rows = [validRow(), validRow(), validRow()];
    for (const row of rows) await post(row);
    // A visit booked meanwhile: its two e-mails wait in the same queue, under the same rule.
    const slots = (await rpc(api.url, 'visit_slots', { p_kind: 'showroom', p_days: 30 })).json as { starts_at: string; free: number }[];
    const booked = await rpc(api.url, 'book_visit', booking({ p_starts_at: slots.find((slot) => slot.free > 0)!.starts_at }));
    expect(booked.status, booked.text).toBe(200);
    const visitId = (booked.json as { id: string }).id;
    const ours = `(request_id = any($1::uuid[]) or visit_id = $2)`;
    const params = [rows.map((row) => row.id), visitId];
    // Every message was tried and failed, and waits for its next attempt.
    await expect
      .poll(async () => (await store.asServiceRole(`select count(*)::int as n from lead_mail.notifications where ${ours} and status = 'pending' and attempts >= 2 and last_error is not null`, params))[0]!.n, { timeout: 60_000 })
      .toBe(8);
    // A server that answers but refuses for now (451) is retried the same way.
    smtp.mode = 'refuse';
    await smtp.start();
    await expect
      .poll(async () => (await store.asServiceRole(`select count(*)::int as n from lead_mail.notifications where ${ours} and last_error like '%451%'`, params))[0]!.n, { timeout: 60_000 })
      .toBeGreaterThan(0);
    smtp.mode = 'accept';
    const forVisit = () => smtp.arrivals.filter((arrival) => header(arrival, 'x-lavra-visit') === visitId);
    await expect.poll(() => [...rows.map((row) => forRequest(row.id).length), forVisit().length], { timeout: 60_000 }).toEqual([2, 2, 2, 2]);
    for (const row of rows) expect((await statuses(row.id)).map((entry) => entry.status)).toEqual(['sent', 'sent']);
    expect((await store.asServiceRole('select status from lead_mail.notifications where visit_id = $1', [visitId])).map((entry) => entry.status)).toEqual(['sent', 'sent']);
    expect(duplicates(smtp.arrivals)).toEqual([]);
  });

  it('send a receipt that repeats none of the text a spammer would type: links in any spelling, long lines, lookalike letters, direction overrides, emoji', async () => {
    const hostile = [
      { name: 'Visite http://oferta.example/ganhe', how_found_us: 'https://bit.ly/3xYz e www.oferta.example' },
      { name: 'hxxps://oferta[.]example', how_found_us: 'oferta(ponto)example barra ganhe' },
      { name: 'Ana oferta.example', how_found_us: 'OFERTA . EXAMPLE / ganhe' },
      { name: 'ｈｔｔｐｓ Ｏｆｅｒｔａ', how_found_us: 'ｗｗｗ．ｏｆｅｒｔａ．ｅｘａｍｐｌｅ' },
      { name: 'Рауреаl Suporte', how_found_us: 'Acesse раураl-suporte agora' },
      { name: 'Ana \u202Eelpmaxe.atrefo', how_found_us: '\u202Eelpmaxe.atrefo//:sptth' },
      { name: '💰💰 Ganhe 💰💰', how_found_us: '🔥🔥 PROMOÇÃO 🔥🔥' },
      { name: 'www Oferta', how_found_us: `${'Compre agora '.repeat(76)}fim` },
      { name: `${'A'.repeat(41)} Souza`, how_found_us: 'mailto:golpe@oferta.example' },
    ].map((text) => validRow({ ...text, square_meters: '12 m² em http://oferta.example', stone: 'Oferta Especial, Branco Polar' }));
    for (const row of hostile) await post(row);
    await expect.poll(() => hostile.map((row) => forRequest(row.id).length), { timeout: 60_000 }).toEqual(hostile.map(() => 2));
    // What the visitors typed, never the company's own links (which are https://www.… of its site).
    const tokens = ['bit.ly', 'oferta', 'Oferta', 'OFERTA', 'ｈｔｔｐｓ', 'ｗｗｗ', 'Рау', 'раур', '\u202E', 'elpmaxe', '💰', '🔥', 'Ganhe', 'ganhe', 'PROMOÇÃO', 'Compre', 'golpe', 'AAAAAAAAAA', 'Visite', 'hxxps', 'ponto', 'Suporte', 'Acesse'];
    for (const row of hostile) {
      const [receipt] = receipts(forRequest(row.id));
      const html = receipt!.mail.html || '';
      const shown = `${receipt!.mail.subject}\n${receipt!.mail.text}\n${html}\n${JSON.stringify(receipt!.mail.to)}`;
      for (const token of tokens) expect(shown, `${String(row.name)}: ${token}`).not.toContain(token);
      // Greeted without a name; the catalogue's stone stays, the unknown one and the area with a link do not.
      expect(receipt!.mail.text).toMatch(/^Olá,$/m);
      expect(receipt!.mail.text).toContain('Pedra de interesse\n   Branco Polar\n');
      expect(receipt!.mail.text).not.toContain('Metragem');
      // The team still reads every word.
      const [teamMail] = team(forRequest(row.id));
      expect(teamMail!.mail.text).toContain(String(row.how_found_us).replace(/\u202E/g, '').slice(0, 20));
    }
  });

  it('announce a burst of 200 requests, every one once', async () => {
    const rows = Array.from({ length: 200 }, () => validRow());
    const before = smtp.arrivals.length;
    // 20 visitors at a time.
    for (let i = 0; i < rows.length; i += 20) {
      const replies = await Promise.all(rows.slice(i, i + 20).map((row) => postRows(api.url, row)));
      expect(replies.map((reply) => reply.status)).toEqual(Array(replies.length).fill(201));
    }
    // 400 e-mails rendered and sent: about 25 s on a two-core machine, near 120 s when it is shared with other
    // heavy work. The bound only decides how long a real failure takes to be reported.
    await expect.poll(() => smtp.arrivals.length - before, { timeout: 270_000, interval: 500 }).toBe(400);
    const ids = new Set(rows.map((row) => row.id));
    const teamArrivals = team(smtp.arrivals.slice(before));
    expect(new Set(teamArrivals.map((arrival) => header(arrival, 'x-lavra-request'))).size).toBe(200);
    expect(teamArrivals.every((arrival) => ids.has(header(arrival, 'x-lavra-request') as string))).toBe(true);
    expect(duplicates(smtp.arrivals)).toEqual([]);
    const pending = await store.asServiceRole(`select count(*)::int as n from lead_mail.notifications where status <> 'sent'  and request_id = any($1::uuid[])`, [[...ids]]);
    expect(pending[0]!.n).toBe(0);
  }, 300_000);

});

describe('the lead e-mails’ privileges on Debian’s PostgreSQL with the migrations', () => {
  let pg: RealPostgres;
  beforeAll(async () => {
    pg = await startRealPostgres();
  }, 120_000);
  afterAll(async () => {
    await pg?.stop();
  });

  const READS = [
    'select * from lead_mail.notifications',
    'select * from lead_mail.inbox',
    'select * from lead_mail.claim(10, 60)',
    'select lead_mail.take_in()',
    'select lead_mail.record_sent(gen_random_uuid())',
  ];

  it('refuse the public key (anon, authenticated) every message and every sender function', async () => {
    for (const role of ['anon', 'authenticated']) {
      for (const statement of READS) {
        const result = await pg.sql(`begin; set local role ${role}; ${statement}; rollback;`);
        expect(result.ok, `${role}: ${statement}`).toBe(false);
        expect(result.stderr, `${role}: ${statement}`).toMatch(/42501|permission denied/);
      }
    }
  });

  it('would let the public key in if a migration granted it: the check above reads the privileges, not a missing path', async () => {
    // The same statements, in a transaction that grants what the migrations revoke and then rolls back.
    const grants = [
      'grant usage on schema lead_mail to anon',
      'grant select on lead_mail.notifications, lead_mail.inbox to anon',
      'grant execute on function lead_mail.claim(integer, integer), lead_mail.take_in(integer), lead_mail.record_sent(uuid) to anon',
      'grant update on lead_mail.notifications to anon',
    ].join('; ');
    for (const statement of READS.slice(0, 2)) {
      const result = await pg.sql(`begin; ${grants}; set local role anon; ${statement}; rollback;`);
      expect(result.ok, `${statement}: ${result.stderr}`).toBe(true);
    }
    const revoked = await pg.sql(`begin; set local role anon; ${READS[0]}; rollback;`);
    expect(revoked.ok).toBe(false);
  });
});
