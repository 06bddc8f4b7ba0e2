// @vitest-environment node
// The shared claim/send/record loop on its own (src/notifications/lead-mail.ts) over the local store: the
// configuration it accepts, its backoff, giving up after the last attempt, and what the team then reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptReasons, renderLeadEmail } from '../../src/emails/render-lead-email';
import { createLeadMailSender, parseMailbox, parseRecipients, retryDelay, type OutgoingMessage } from '../../src/notifications/lead-mail';
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
      render: renderLeadEmail,
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
    expect(await store.asServiceRole(`select status, skip_reason from lead_mail.notifications where request_id = $1 and kind = 'receipt'`, [again.id])).toEqual([{ status: 'pending', skip_reason: null }]);
  });

  it('writes both messages with the request and forgets them with it', async () => {
    const row = validRow();
    await store.insertRows([row], { requestsPerWindow: 0 });
    const kinds = async () => (await store.asServiceRole('select kind from lead_mail.notifications where request_id = $1 order by kind', [row.id])).map((entry) => entry.kind);
    expect(await kinds()).toEqual(['receipt', 'team']);
    await store.asServiceRole('delete from public.budget_requests where id = $1', [row.id]);
    expect(await kinds()).toEqual([]);
    // A request refused by the table brings none.
    await expect(store.insertRows([validRow({ role: 'admin' })], { requestsPerWindow: 0 })).rejects.toThrow(/budget_requests_role_value/);
  });

  it('retries with backoff until the server takes the message', async () => {
    const row = validRow();
    await store.insertRows([row], { requestsPerWindow: 0 });
    let refusals = 3;
    const sender = createLeadMailSender({
      query: store.asServiceRole,
      render: renderLeadEmail,
      config,
      reasons: receiptReasons,
      retryBaseSeconds: 0.05,
      transport: {
        describe: 'test',
        async send(message) {
          if (message.requestId === row.id && refusals > 0) {
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
