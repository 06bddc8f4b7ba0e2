// @vitest-environment node
// The shared claim/send/record loop on its own (server/lead-mail/lead-mail.ts) over the local store: the
// configuration it accepts, its backoff, giving up after the last attempt, and what the team then reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptReasons } from '../../src/emails/render-lead-email';
import { createLeadMailSender, parseMailbox, parseRecipients, retryDelay, type OutgoingMessage } from '../../server/lead-mail/lead-mail';
import { templates } from '../../server/lead-mail/templates';
import type { LeadStore } from '../../server/store/open-store.mjs';
import { openMemoryStore, validRow } from '../server/store-harness';

let store: LeadStore;
beforeAll(async () => {
  store = await openMemoryStore();
});
afterAll(async () => {
  await store?.close();
});

const config = { from: { name: 'Lavra', address: 'contato@lavra.example' }, teamRecipients: ['equipe@lavra.example'], siteOrigin: 'https://www.lavra.example' };

describe('the lead e-mail loop', () => {
  it('reads its addresses strictly: nothing that could bend a header gets in', () => {
    expect(parseMailbox('Lavra <contato@lavra.example>')).toEqual({ name: 'Lavra', address: 'contato@lavra.example' });
    expect(parseMailbox('contato@lavra.example')).toEqual({ name: '', address: 'contato@lavra.example' });
    expect(() => parseMailbox('Lavra <contato@lavra.example>\r\nBcc: x@y.z')).toThrow(TypeError);
    expect(() => parseMailbox('a@b.c, d@e.f')).toThrow(TypeError);
    expect(parseRecipients(' equipe@lavra.example, vendas@lavra.example ')).toEqual(['equipe@lavra.example', 'vendas@lavra.example']);
    expect(parseRecipients(undefined)).toEqual([]);
    expect(() => parseRecipients('equipe@lavra.example\nBcc: x@y.z')).toThrow(TypeError);
  });

  it('backs off from 30 s doubling to an hour, and gives up after 20 attempts', () => {
    expect([1, 2, 3, 7, 8, 19].map((attempts) => retryDelay(attempts))).toEqual([30, 60, 120, 1920, 3600, 3600]);
    expect(retryDelay(20)).toBeNull();
  });

  it('marks a message failed after its last attempt, and tells the team its receipt did not go', async () => {
    const row = validRow();
    await store.insertRows([row], { requestsPerWindow: 0 });
    const sent: OutgoingMessage[] = [];
    const sender = createLeadMailSender({
      query: store.asServiceRole,
      render: templates,
      config,
      reasons: receiptReasons,
      // One try: the receipt, claimed before the team's message, gives up at once.
      maxAttempts: 1,
      transport: {
        describe: 'test',
        async send(message) {
          if (message.kind === 'receipt') throw new Error('550 mailbox unavailable');
          sent.push(message);
        },
      },
    });
    expect(await sender.drain()).toEqual({ sent: 1, retrying: 0, failed: 1 });
    const rows = await store.asServiceRole(`select kind, status, attempts, last_error from lead_mail.notifications where request_id = $1 order by kind`, [row.id]);
    expect(rows).toEqual([
      { kind: 'receipt', status: 'failed', attempts: 1, last_error: '550 mailbox unavailable' },
      { kind: 'team', status: 'sent', attempts: 1, last_error: null },
    ]);
    expect(sent.map((message) => message.kind)).toEqual(['team']);
    expect(sent[0]!.text).toContain(receiptReasons.sendFailed);
    expect(await sender.nextDueIn()).toBeNull();
    expect(await sender.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // A receipt that failed for good does not count against the address: the next request tries again.
    const again = validRow({ email: row.email });
    await store.insertRows([again], { requestsPerWindow: 0 });
    await store.asServiceRole('select lead_mail.take_in()');
    expect(await store.asServiceRole(`select status, skip_reason from lead_mail.notifications where request_id = $1 and kind = 'receipt'`, [again.id])).toEqual([{ status: 'pending', skip_reason: null }]);
  });

  it('tells the team a receipt is sent only once it is recorded as sent: pending with its next try, then sent, as npm run leads shows', async () => {
    const row = validRow();
    await store.insertRows([row], { requestsPerWindow: 0 });
    const sent: OutgoingMessage[] = [];
    let receiptsRefused = true;
    const sender = createLeadMailSender({
      query: store.asServiceRole,
      render: templates,
      config,
      reasons: receiptReasons,
      // The receipt's first try fails for now; its next one is due 10 minutes later (17:35 UTC is 14:35 in São Paulo).
      retryBaseSeconds: 600,
      now: () => new Date('2026-11-26T17:25:00.000Z'),
      transport: {
        describe: 'test',
        async send(message) {
          if (message.kind === 'receipt' && receiptsRefused) throw new Error('451 tente mais tarde');
          sent.push(message);
        },
      },
    });
    await sender.drain();
    const [teamMessage] = sent.filter((message) => message.kind === 'team' && message.subjectId === row.id);
    expect(teamMessage!.text).toContain(`Ainda não enviado para ${String(row.email)} (nova tentativa às 14:35).`);
    expect(teamMessage!.text).not.toMatch(/^Enviado para/m);
    const listed = (await store.listRows({ withEmails: true })).find((entry) => entry.id === row.id)!;
    expect(listed).toMatchObject({ team_email: 'sent', receipt_email: 'pending' });
    expect(listed.receipt_email_at).toBeTruthy();

    // Another request whose receipt is already recorded as sent reads "Enviado".
    receiptsRefused = false;
    const later = validRow();
    await store.insertRows([later], { requestsPerWindow: 0 });
    await sender.drain();
    const [laterTeam] = sent.filter((message) => message.kind === 'team' && message.subjectId === later.id);
    expect(laterTeam!.text).toContain(`Enviado para ${String(later.email)}.`);
  });

  it('records with the request that it owes its e-mails, turns that into both messages when the sender takes it in, and forgets them with it', async () => {
    const row = validRow();
    await store.insertRows([row], { requestsPerWindow: 0 });
    const waiting = async (id: unknown) => (await store.asServiceRole('select count(*)::int as n from lead_mail.inbox where request_id = $1', [id]))[0]!.n;
    const kinds = async () => (await store.asServiceRole('select kind from lead_mail.notifications where request_id = $1 order by kind', [row.id])).map((entry) => entry.kind);
    expect(await waiting(row.id)).toBe(1);
    expect(await kinds()).toEqual([]);
    expect((await store.listRows({ withEmails: true })).find((entry) => entry.id === row.id)?.team_email).toBe('pending');
    expect((await store.asServiceRole('select lead_mail.take_in() as n'))[0]!.n).toBeGreaterThanOrEqual(1);
    expect(await waiting(row.id)).toBe(0);
    expect(await kinds()).toEqual(['receipt', 'team']);
    await store.asServiceRole('delete from public.budget_requests where id = $1', [row.id]);
    expect(await kinds()).toEqual([]);
    // A request deleted before it was taken in brings nothing.
    const gone = validRow();
    await store.insertRows([gone], { requestsPerWindow: 0 });
    await store.asServiceRole('delete from public.budget_requests where id = $1', [gone.id]);
    await store.asServiceRole('select lead_mail.take_in()');
    expect(await waiting(gone.id)).toBe(0);
    expect(await store.asServiceRole('select kind from lead_mail.notifications where request_id = $1', [gone.id])).toEqual([]);
    // A request refused by the table brings none.
    const refused = validRow({ role: 'admin' });
    await expect(store.insertRows([refused], { requestsPerWindow: 0 })).rejects.toThrow(/budget_requests_role_value/);
    expect(await waiting(refused.id)).toBe(0);
  });

  it('sends one receipt per address within any 24 hours by the requests’ own times, however late they are taken in', async () => {
    const email = `ordem.${Date.now()}@exemplo.com.br`;
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const receipt = async (id: unknown) =>
      (await store.asServiceRole(`select status, skip_reason from lead_mail.notifications where request_id = $1 and kind = 'receipt'`, [id]))[0];
    // Stored as the owner would restore them, each with its own time.
    const insertAt = async (row: Record<string, unknown>, hours: number) =>
      store.asServiceRole(`insert into public.budget_requests select * from json_populate_record(null::public.budget_requests, $1::json)`, [
        JSON.stringify({ ...row, created_at: at(hours), ip_address: null, user_agent: null, sent_to_whatsapp: false }),
      ]);
    // Taken in first, though stored later than the next one.
    const later = validRow({ email });
    await insertAt(later, -1);
    await store.asServiceRole('select lead_mail.take_in()');
    // Committed after it, with an earlier time: within 24 hours of a receipt either way.
    const earlier = validRow({ email: email.toUpperCase() });
    await insertAt(earlier, -2);
    // More than 24 hours before both: its own receipt. Two at once in one batch: the older one's receipt only.
    const longBefore = validRow({ email });
    await insertAt(longBefore, -30);
    const sameBatch = validRow({ email });
    await insertAt(sameBatch, -29);
    await store.asServiceRole('select lead_mail.take_in()');
    expect(await receipt(later.id)).toEqual({ status: 'pending', skip_reason: null });
    expect(await receipt(earlier.id)).toEqual({ status: 'skipped', skip_reason: 'receipt-sent-in-last-24h' });
    expect(await receipt(longBefore.id)).toEqual({ status: 'pending', skip_reason: null });
    expect(await receipt(sameBatch.id)).toEqual({ status: 'skipped', skip_reason: 'receipt-sent-in-last-24h' });
    await store.asServiceRole('delete from public.budget_requests where id = any($1::uuid[])', [[later.id, earlier.id, longBefore.id, sameBatch.id]]);
  });

  it('tries a receipt again when the renderer stopped under it, instead of giving it up as a bad address', async () => {
    const row = validRow();
    await store.insertRows([row], { requestsPerWindow: 0 });
    let lost = true;
    const sender = createLeadMailSender({
      query: store.asServiceRole,
      config,
      reasons: receiptReasons,
      retryBaseSeconds: 0.05,
      render: {
        ...templates,
        async lead(kind, request, context) {
          if (kind === 'receipt' && request.id === row.id && lost) {
            lost = false;
            throw Object.assign(new Error('the e-mail renderer stopped: exit code 1'), { transient: true });
          }
          return templates.lead(kind, request, context);
        },
      },
      transport: { describe: 'test', async send() {} },
    });
    await expect.poll(async () => (await sender.drain(), (await store.asServiceRole(`select kind, status, attempts from lead_mail.notifications where request_id = $1 order by kind`, [row.id]))), { timeout: 20_000 })
      .toEqual([{ kind: 'receipt', status: 'sent', attempts: 2 }, { kind: 'team', status: 'sent', attempts: 1 }]);
  });

  it('retries with backoff until the server takes the message', async () => {
    const row = validRow();
    await store.insertRows([row], { requestsPerWindow: 0 });
    let refusals = 3;
    const sender = createLeadMailSender({
      query: store.asServiceRole,
      render: templates,
      config,
      reasons: receiptReasons,
      retryBaseSeconds: 0.05,
      transport: {
        describe: 'test',
        async send(message) {
          if (message.subjectId === row.id && refusals > 0) {
            refusals -= 1;
            throw new Error('421 try later');
          }
        },
      },
    });
    await expect.poll(async () => (await sender.drain(), (await store.asServiceRole(`select count(*)::int as n from lead_mail.notifications where request_id = $1 and status = 'sent'`, [row.id]))[0]!.n), { timeout: 20_000 }).toBe(2);
    const attempts = await store.asServiceRole(`select sum(attempts)::int as n from lead_mail.notifications where request_id = $1`, [row.id]);
    expect(attempts[0]!.n).toBe(5);
  });
});
