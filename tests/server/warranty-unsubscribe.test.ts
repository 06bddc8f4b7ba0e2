// @vitest-environment node
// One-click unsubscribe (RFC 8058) as a mail provider uses it: a POST of `List-Unsubscribe=One-Click` to the HTTPS
// URL of the List-Unsubscribe field, with no cookie, no apikey and no page, answered by the site server's
// /descadastrar (server/index.mjs, which the Edge Function's /descadastrar mirrors with the same code). After it no
// reminder is queued, by the database's own rule. A GET shows the question and one button, with no script or tag.
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerUnsubscribe } from '../../server/index.mjs';
import type { LeadStore } from '../../server/store/open-store.mjs';
import { openMemoryStore, serve, type RunningServer } from './store-harness';
import { rpc, setClock } from './visits-harness';

const root = path.resolve(import.meta.dirname, '../..');
let store: LeadStore;
let api: RunningServer;
let site: http.Server;
let siteUrl: string;

beforeAll(async () => {
  store = await openMemoryStore();
  await setClock(store, '2026-11-29T13:00:00Z');
  api = await serve(store);
  // The route as server/index.mjs serves it, the sender's source standing in for its build (as Vitest loads it).
  site = http.createServer((req, res) => void answerUnsubscribe(store, req, res, { LEADS_MAIL_MODULE: path.join(root, 'server/lead-mail/node-sender.ts') }));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await api?.stop();
  await store?.close();
});

/** A confirmed registration with reminders, and the unsubscribe URL its first reminder carries. */
async function reminderUrl(email: string): Promise<{ url: string; id: string }> {
  const args = { p_name: 'Ana Souza', p_email: email, p_installed_month: '2026-11', p_pieces: [{ room: 'cozinha', surface: 'bancada', stone: 'carrara', finish: 'polido' }], p_reminders: true, p_client_key: crypto.randomUUID() };
  expect((await rpc(api.url, 'register_warranty', args)).status).toBe(200);
  const [confirm] = (await store.asServiceRole(`select c.payload from lead_mail.claim(100, 60) c where c.kind = 'warranty_confirm' and c.payload -> 'registration' ->> 'email' = $1`, [email])) as [{ payload: { key: string; registration: { id: string } } }];
  expect((await rpc(api.url, 'confirm_warranty', { p_key: confirm.payload.key })).status).toBe(200);
  const id = confirm.payload.registration.id;
  await setClock(store, '2027-05-03T12:00:00Z');
  const [reminder] = (await store.asServiceRole(`select c.payload from lead_mail.claim(100, 60) c where c.kind = 'warranty_sealing' and c.payload -> 'registration' ->> 'id' = $1`, [id])) as [{ payload: { unsubscribe_key: string } }];
  await setClock(store, '2026-11-29T13:00:00Z');
  return { url: `${siteUrl}/descadastrar?k=${reminder.payload.unsubscribe_key}`, id };
}

const pendingReminders = (id: string) =>
  store.asServiceRole(`select kind from lead_mail.notifications where warranty_id = $1 and kind in ('warranty_sealing', 'warranty_notice') and status = 'pending'`, [id]);

describe('one-click unsubscribe', () => {
  it('a POST with no cookie stops every reminder and answers without needing a page; nothing is queued after it', async () => {
    const { url, id } = await reminderUrl('um.clique@exemplo.com.br');
    expect((await pendingReminders(id)).length).toBeGreaterThan(0);
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await pendingReminders(id)).toEqual([]);
    // Said twice, the same.
    expect((await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
    const [row] = await store.asServiceRole(`select unsubscribed_at from public.warranty_registrations where id = $1`, [id]);
    expect(row!.unsubscribed_at).not.toBeNull();
  });

  it('a GET shows the question and one button that POSTs, with no script, and unsubscribes nothing by itself', async () => {
    const { url, id } = await reminderUrl('so.olhando@exemplo.com.br');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toMatch(/<form method="post"/);
    expect(html).not.toMatch(/<script|googletagmanager|fbq\(/);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect((await pendingReminders(id)).length).toBeGreaterThan(0);
  });

  it('a key of nothing, or a malformed one, unsubscribes nothing', async () => {
    for (const key of ['0'.repeat(64), 'abc', '']) {
      expect((await fetch(`${siteUrl}/descadastrar?k=${key}`, { method: 'POST' })).status).toBe(404);
    }
  });
});
