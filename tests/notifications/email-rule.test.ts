// @vitest-environment node
// One rule for what an e-mail address is (src/lib/email-address.ts), held by four parts that must agree: the form's
// schema, the table's CHECK (supabase/migrations/20261127000100_email_address_rule.sql), the e-mail model and the
// sender. One table of good and bad addresses (tests/support/email-addresses.ts) goes through all four; then every
// address the table accepts is stored and announced to the team on a real SMTP server, and a row stored under the
// older rule still is, with its unusable Reply-To left out and the e-mail saying so.
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetForm } from '../../content/budget-form';
import { leadEmails } from '../../content/lead-emails';
import { type LeadEmailRequest } from '../../src/emails/lead-email-model';
import { receiptAddress, renderLeadEmail } from '../../src/emails/render-lead-email';
import { createStepSchemas, stepErrors } from '../../src/lib/budget-schema';
import { choiceOptions } from '../../src/lib/budget-summary';
import { EMAIL_PATTERN_SOURCE } from '../../src/lib/email-address';
import { buildMessage, parseRecipients } from '../../server/lead-mail/lead-mail';
import { startLeadMailSender, type RunningSender } from '../../server/lead-mail/node-sender';
import { DEFAULT_MIGRATIONS_DIR } from '../../server/store/migrations.mjs';
import { openStore, type LeadStore } from '../../server/store/open-store.mjs';
import { validValues } from '../lib/budget-fixtures';
import { openMemoryStore, postRows, serve, validRow, type RunningServer } from '../server/store-harness';
import { BAD_ADDRESSES, GOOD_ADDRESSES } from '../support/email-addresses';
import { header, startSmtpSink, type SmtpSink } from './smtp-sink';

const schemas = createStepSchemas({ messages: budgetForm.messages, options: choiceOptions(budgetForm) });
const formAccepts = (email: string) => stepErrors(schemas, 1, { ...validValues, email }).email === undefined;
const config = { from: { name: 'Lavra', address: 'contato@lavra.example' }, teamRecipients: ['equipe@lavra.example'], siteOrigin: 'https://www.lavra.example' };
const TEAM = 'equipe@lavra.example';
/** The message's header lines as sent, each unfolded onto one line. */
const headerBlock = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
const RULE_MIGRATION = '20261127000100_email_address_rule.sql';

let store: LeadStore;
let api: RunningServer;

beforeAll(async () => {
  store = await openMemoryStore();
  api = await serve(store);
});
afterAll(async () => {
  await api?.stop();
  await store?.close();
});

async function tableAccepts(email: string): Promise<boolean> {
  const reply = await postRows(api.url, validRow({ email }));
  if (reply.status === 201) return true;
  expect(reply.text, email).toContain('budget_requests_email_format');
  return false;
}

async function teamMessage(email: string) {
  const request = { ...(validRow({ email }) as unknown as LeadEmailRequest), created_at: new Date().toISOString() };
  const rendered = await renderLeadEmail('team', request, { siteOrigin: config.siteOrigin, receipt: { state: 'sent' }, teamRecipients: config.teamRecipients });
  return buildMessage({ id: crypto.randomUUID(), kind: 'team', subjectId: String(request.id) }, rendered, config, new Date());
}

describe('the one e-mail address rule', () => {
  it('is the very pattern the table’s check holds', async () => {
    const sql = await readFile(path.join(DEFAULT_MIGRATIONS_DIR, RULE_MIGRATION), 'utf8');
    const literal = /email ~ '((?:[^']|'')*)'/.exec(sql)?.[1]?.replaceAll("''", "'");
    expect(literal).toBe(EMAIL_PATTERN_SOURCE);
  });

  it.each(GOOD_ADDRESSES.map((entry) => [entry.typed, entry.sent ?? entry.typed]))('accepts %j in all four parts, sent as %j', async (typed, sent) => {
    expect(formAccepts(typed), 'form').toBe(true);
    expect(await tableAccepts(typed), 'table').toBe(true);
    expect(receiptAddress({ name: 'Ana', email: typed }), 'model').toEqual({ name: '', address: sent });
    const message = await teamMessage(typed);
    expect(message.replyTo?.address, 'sender').toBe(sent);
    expect(parseRecipients(typed), 'team list').toEqual([sent]);
  });

  it.each(BAD_ADDRESSES.map((address) => [address]))('refuses %j in all four parts, and the team e-mail still goes without Reply-To', async (typed) => {
    expect(formAccepts(typed), 'form').toBe(false);
    expect(await tableAccepts(typed), 'table').toBe(false);
    expect(receiptAddress({ name: 'Ana', email: typed }), 'model').toBeNull();
    const message = await teamMessage(typed);
    expect(message.replyTo, 'sender').toBeUndefined();
    expect(message.to.map((to) => to.address)).toEqual([TEAM]);
    if (typed !== '') expect(() => parseRecipients(typed.replaceAll(',', ' ')), 'team list').toThrow(TypeError);
  });
});

describe('every address the table accepts, on a real SMTP server', () => {
  let smtp: SmtpSink;
  let sender: RunningSender;
  let mailApi: RunningServer;
  let mailStore: LeadStore;

  beforeAll(async () => {
    mailStore = await openMemoryStore();
    smtp = await startSmtpSink();
    const started = await startLeadMailSender({ store: { dataDir: mailStore.dataDir, asServiceRole: mailStore.asServiceRole }, env: { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: TEAM, LEADS_MAIL_POLL_SECONDS: '1' }, log: () => {} });
    if (!started) throw new Error('the sender did not start');
    sender = started;
    mailApi = await serve(mailStore, { onInserted: () => sender.wake() });
  });
  afterAll(async () => {
    await mailApi?.stop();
    await sender?.stop();
    await smtp?.stop();
    await mailStore?.close();
  });

  it('announces each to the team with Reply-To the address in its ASCII form, and sends each its receipt', async () => {
    const rows = GOOD_ADDRESSES.map((entry) => ({ row: validRow({ email: entry.typed }), sent: entry.sent ?? entry.typed }));
    for (const { row } of rows) expect((await postRows(mailApi.url, row)).status).toBe(201);
    // One receipt per address in 24 hours, addresses compared without case: the second spelling of one gets none.
    const firstOfAddress = rows.map(({ row }, index) => rows.findIndex((other) => String(other.row.email).toLowerCase() === String(row.email).toLowerCase()) === index);
    const arrivalsOf = (id: unknown) => smtp.arrivals.filter((arrival) => header(arrival, 'x-lavra-request') === id);
    await expect.poll(() => rows.map(({ row }) => arrivalsOf(row.id).length), { timeout: 60_000 }).toEqual(firstOfAddress.map((first) => (first ? 2 : 1)));
    for (const [index, { row, sent }] of rows.entries()) {
      const team = arrivalsOf(row.id).find((arrival) => arrival.rcptTo.includes(TEAM))!;
      // As it went on the wire (mailparser shows an ASCII domain back in Unicode).
      const replyTo = /^Reply-To: (.*)$/im.exec(headerBlock(team.raw))?.[1];
      expect(replyTo, String(row.email)).toMatch(new RegExp(`<${sent.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}>$`));
      if (!firstOfAddress[index]) continue;
      const receipt = arrivalsOf(row.id).find((arrival) => !arrival.rcptTo.includes(TEAM))!;
      // The To line carries the ASCII form: no hop needs SMTPUTF8 (smtp-server shows the envelope back in Unicode).
      expect(/^To: (.*)$/im.exec(headerBlock(receipt.raw))?.[1], String(row.email)).toBe(sent);
      expect(receipt.rcptTo).toHaveLength(1);
    }
  });
});

describe('a request stored under the older rule', () => {
  let dataRoot = '';
  afterAll(async () => {
    if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
  });

  it('stays readable after the new rule, and its team e-mail goes out without Reply-To, saying why', async () => {
    dataRoot = await mkdtemp(path.join(tmpdir(), 'lavra-email-rule-'));
    const before = path.join(dataRoot, 'migrations-before');
    await cp(DEFAULT_MIGRATIONS_DIR, before, { recursive: true });
    for (const file of await readdir(before)) if (file >= RULE_MIGRATION) await rm(path.join(before, file));
    const dataDir = path.join(dataRoot, 'leads');
    const old = validRow({ email: 'cliente@localhost', name: 'Cliente Antigo' });

    const older = await openStore({ dataDir, migrationsDir: before });
    await older.insertRows([old], { requestsPerWindow: 0 });
    await older.close();

    const current = await openStore({ dataDir });
    const smtp = await startSmtpSink();
    try {
      // The rule holds for new rows; the old one is still there.
      await expect(current.insertRows([validRow({ email: 'cliente@localhost' })], { requestsPerWindow: 0 })).rejects.toThrow(/budget_requests_email_format/);
      expect((await current.listRows({ withEmails: true })).map((row) => row.email)).toEqual(['cliente@localhost']);

      const sender = await startLeadMailSender({ store: { dataDir: 'memory://', asServiceRole: current.asServiceRole }, env: { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: TEAM }, log: () => {} });
      try {
        await expect.poll(() => smtp.arrivals.length, { timeout: 60_000 }).toBe(1);
        await sender!.idle();
      } finally {
        await sender?.stop();
      }
      const [team] = smtp.arrivals;
      expect(team!.rcptTo).toEqual([TEAM]);
      expect(team!.mail.replyTo).toBeUndefined();
      expect(team!.mail.text).toContain(`E-mail: cliente@localhost (não incluído no “Responder”: o endereço não é válido para envio)`);
      expect(team!.mail.text).toContain(`Não enviado: ${leadEmails.receiptReasons.invalidAddress}.`);
      const states = await current.asServiceRole('select kind, status from lead_mail.notifications where request_id = $1 order by kind', [old.id]);
      expect(states).toEqual([
        { kind: 'receipt', status: 'failed' },
        { kind: 'team', status: 'sent' },
      ]);
    } finally {
      await smtp.stop();
      await current.close();
    }
  }, 60_000);
});
