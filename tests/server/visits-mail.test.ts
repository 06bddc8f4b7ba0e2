// @vitest-environment node
// The visit e-mails: a booking sends the team and the visitor one e-mail each, through the site server's sender and
// a real SMTP server, with an invitation calendars read (ical.js: the start in America/Sao_Paulo, METHOD, UID,
// SEQUENCE), a Google Calendar link and the visitor's link to cancel or move; cancelling sends METHOD:CANCEL; a
// failed send goes again and every message arrives once.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeadMailSender, type RunningSender } from '../../server/lead-mail/node-sender';
import { createLeadMailSender, type MailTransport, type OutgoingMessage } from '../../server/lead-mail/lead-mail';
import { templates } from '../../server/lead-mail/templates';
import type { LeadStore } from '../../server/store/open-store.mjs';
import { receiptReasons } from '../../src/emails/render-lead-email';
import { startSmtpSink, type SmtpSink } from '../notifications/smtp-sink';
import { openMemoryStore, validRow } from './store-harness';
import { booking, rio, setClock } from './visits-harness';

let store: LeadStore;
let sink: SmtpSink;
let sender: RunningSender | null;

const SITE = 'https://www.lavra.example';

beforeAll(async () => {
  store = await openMemoryStore();
  await setClock(store);
  sink = await startSmtpSink();
  sender = await startLeadMailSender({
    store: { dataDir: 'memory://visits-mail', asServiceRole: store.asServiceRole },
    // No timer of its own during the tests: each check wakes it, so nothing is sent between two steps of a test.
    env: { SMTP_URL: sink.url, LEADS_NOTIFY_TO: 'equipe@lavra.example', VITE_SITE_URL: SITE, LEADS_MAIL_POLL_SECONDS: '3600' },
    renderIn: 'thread',
    log: () => {},
  });
}, 60_000);

afterAll(async () => {
  await sender?.stop();
  await sink?.stop();
  await store?.close();
});

async function call(name: string, args: Record<string, unknown>) {
  const result = await store.callFunction(name, args, { requestsPerWindow: 0 });
  if (!result.found) throw new Error(`no function ${name}`);
  return result.value as Record<string, string>;
}

/** Waits until `count` messages arrived (the sender is woken for each check), never for a fixed time. */
async function arrivals(count: number) {
  while (sink.arrivals.length < count) {
    sender?.wake();
    await sender?.idle();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return sink.arrivals;
}

function calendarOf(raw: string) {
  const text = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(raw.replace(/=\r?\n/g, ''))?.[0];
  if (!text) throw new Error('no invitation in the message');
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return { calendar, event };
}

const rioTime = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(date);

describe('visit e-mails through the site server’s sender', () => {
  it('sends the team and the visitor an invitation, and the visitor a working link to cancel or move', async () => {
    const visit = await call('book_visit', booking({ p_starts_at: rio('2027-04-14', '15:00'), p_email: 'ana.agenda@exemplo.com.br', p_stones: ['branco-dallas'] }));
    const [first, second] = await arrivals(2);
    const byRecipient = new Map([first, second].map((arrival) => [arrival?.rcptTo[0], arrival]));
    const team = byRecipient.get('equipe@lavra.example');
    const visitor = byRecipient.get('ana.agenda@exemplo.com.br');
    expect(team && visitor).toBeTruthy();
    expect(team?.mail.subject).toMatch(/^Visita agendada: Ver as chapas no showroom · 14\/04/);
    expect(visitor?.mail.subject).toMatch(/^Visita confirmada: Ver as chapas no showroom, 14\/04/);

    for (const arrival of [team, visitor]) {
      expect(arrival?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      const { calendar, event } = calendarOf(arrival?.raw ?? '');
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(event.uid).toBe(`${visit.id}@lavra.example`);
      expect(event.sequence).toBe(0);
      expect(rioTime(event.startDate.toJSDate())).toBe('2027-04-14, 15:00');
      expect(rioTime(event.endDate.toJSDate())).toBe('2027-04-14, 15:45');
    }

    const html = visitor?.mail.html || '';
    const link = /href="(https:\/\/www\.lavra\.example\/agendar\/visita#t=([0-9a-f]{64}))"/.exec(html);
    expect(link?.[2]).toBe(visit.manage_token);
    expect(html).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(visitor?.mail.text).toContain('Branco Dallas');
    // The team's e-mail has the visitor's contact; the visitor's has no token of anyone else and no team address.
    expect(team?.mail.text).toContain('ana.agenda@exemplo.com.br');
    expect(team?.raw).not.toContain(visit.manage_token);

    const found = await call('visit_by_token', { p_token: link?.[2] });
    expect(found).toMatchObject({ id: visit.id, status: 'booked' });
  });

  it('sends METHOD:CANCEL with the next SEQUENCE when the visit is cancelled', async () => {
    const start = sink.arrivals.length;
    const visit = await call('book_visit', booking({ p_starts_at: rio('2027-04-15', '16:00'), p_email: 'bruno.agenda@exemplo.com.br' }));
    const before = (await arrivals(start + 2)).length;
    await call('cancel_visit', { p_token: visit.manage_token });
    const all = await arrivals(before + 2);
    const cancels = all.slice(before);
    expect(cancels.map((arrival) => arrival.rcptTo[0]).sort()).toEqual(['bruno.agenda@exemplo.com.br', 'equipe@lavra.example']);
    for (const arrival of cancels) {
      const { calendar, event } = calendarOf(arrival.raw);
      expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
      expect(event.uid).toBe(`${visit.id}@lavra.example`);
      expect(event.sequence).toBe(1);
    }
    expect(cancels.find((arrival) => arrival.rcptTo[0] !== 'equipe@lavra.example')?.mail.subject).toMatch(/^Visita cancelada/);
  });
});

describe('a moved visit', () => {
  it('sends METHOD:REQUEST again with the same UID, SEQUENCE 1 and the new start', async () => {
    const start = sink.arrivals.length;
    const visit = await call('book_visit', booking({ p_starts_at: rio('2027-04-19', '09:00'), p_email: 'carla.agenda@exemplo.com.br' }));
    const before = (await arrivals(start + 2)).length;
    await call('move_visit', { p_token: visit.manage_token, p_starts_at: rio('2027-04-19', '16:00') });
    const moved = (await arrivals(before + 2)).slice(before);
    for (const arrival of moved) {
      const { calendar, event } = calendarOf(arrival.raw);
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(event.uid).toBe(`${visit.id}@lavra.example`);
      expect(event.sequence).toBe(1);
      expect(rioTime(event.startDate.toJSDate())).toBe('2027-04-19, 16:00');
    }
    expect(moved.find((arrival) => arrival.rcptTo[0] === 'carla.agenda@exemplo.com.br')?.mail.subject).toMatch(/^Visita remarcada/);
  });
});

describe('the team e-mail of a budget request', () => {
  it('shows the visit booked after the request', async () => {
    const before = sink.arrivals.length;
    const row = validRow({ name: 'Diana Pedido', email: 'diana.pedido@exemplo.com.br' });
    await store.insertRows([row], { requestsPerWindow: 0 });
    await call('book_visit', booking({ p_starts_at: rio('2027-04-16', '14:00'), p_request_id: row.id, p_email: 'diana.pedido@exemplo.com.br' }));
    const all = await arrivals(before + 4);
    const requestTeam = all.slice(before).find((arrival) => arrival.rcptTo[0] === 'equipe@lavra.example' && arrival.mail.headers.get('x-lavra-request') === row.id);
    expect(requestTeam?.mail.text).toMatch(/Visita marcada: Ver as chapas no showroom, sexta-feira, 16 de abril às 14:00 – 14:45/);
    const visitTeam = all.slice(before).find((arrival) => arrival.rcptTo[0] === 'equipe@lavra.example' && arrival.mail.headers.has('x-lavra-visit'));
    expect(visitTeam?.mail.text).toContain(`(id ${String(row.id)})`);
  });
});

describe('the one sender through faults', () => {
  it('tries a failed visit message again with the lead e-mails’ rule, and delivers each message once', async () => {
    const other = await openMemoryStore();
    try {
      await setClock(other);
      await other.callFunction('book_visit', booking({ p_starts_at: rio('2027-04-13', '10:00') }), { requestsPerWindow: 0 });
      const delivered: OutgoingMessage[] = [];
      let failures = 1;
      const flaky: MailTransport = {
        describe: 'flaky',
        async send(message) {
          if (failures > 0) {
            failures -= 1;
            throw new Error('421 try again later');
          }
          delivered.push(message);
        },
      };
      const sender = createLeadMailSender({
        query: other.asServiceRole,
        transport: flaky,
        render: templates,
        reasons: receiptReasons,
        config: { from: { name: 'Lavra', address: 'contato@lavra.example' }, teamRecipients: [], siteOrigin: SITE },
        retryBaseSeconds: 0,
      });
      const first = await sender.drain();
      expect(first.sent + first.retrying).toBe(3);
      expect(first.retrying).toBe(1);
      const second = await sender.drain();
      expect(second.sent).toBe(0);
      expect(delivered).toHaveLength(2);
      expect(new Set(delivered.map((message) => message.messageId)).size).toBe(2);
      const states = await other.asServiceRole('select kind, status, attempts from lead_mail.notifications where visit_id is not null order by attempts');
      expect(states).toEqual([
        { kind: expect.stringMatching(/^visit_(team|visitor)$/) as string, status: 'sent', attempts: 1 },
        { kind: expect.stringMatching(/^visit_(team|visitor)$/) as string, status: 'sent', attempts: 2 },
      ]);
    } finally {
      await other.close();
    }
  });
});
