// Every lead reaches the team whole: a number from abroad is stored with every digit, and a request
// the backend refuses for good still reaches the team through the chat, with nothing personal left
// in the visitor's browser. Runs against the production build and its own real lead store.
import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startServer } from '../server/index.mjs';
import { openStore } from '../server/store/open-store.mjs';
import { fillForm, FORM, visitor } from './support/budget-journey';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : path.join(root, 'dist');

// One store for the run (the spec runs in one browser project); the last test reads what was stored.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: Awaited<ReturnType<typeof startServer>> | null = null;
let dataRoot = '';
let dataDir = '';

test.beforeAll(async () => {
  dataRoot = await mkdtemp(path.join(tmpdir(), 'lavra-lead-whole-'));
  dataDir = path.join(dataRoot, 'leads');
  server = await startServer({ port: 0, host: '127.0.0.1', distDir, dataDir, storeOptions: { rateLimit: false } });
});

test.afterAll(async () => {
  await server?.close();
  await rm(dataRoot, { recursive: true, force: true });
});

/** `npm run leads` in a second terminal, on this spec's data directory. */
const leadsCommand = async () =>
  (await promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'leads.mjs')], { cwd: root, env: { ...process.env, LEADS_DATA_DIR: dataDir } })).stdout;

/** Sends the filled form once the minimum fill time has passed; resolves with the chat's URL. */
async function send(page: Page) {
  await page.clock.fastForward(5_000);
  const popup = page.waitForEvent('popup');
  await page.locator(FORM).getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByRole('heading', { name: 'Solicitação enviada com sucesso!' })).toBeVisible();
  await expect(page.getByText('✅ Solicitação registrada!')).toBeVisible();
  const chat = await popup;
  await expect.poll(() => chat.url()).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  return new URL(chat.url()).searchParams.get('text') ?? '';
}

/** Every value the page keeps in localStorage, as one string to search. */
const everythingStored = (page: Page) => page.evaluate(() => Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`).join('\n'));

test('a number from abroad, pasted with spaces, is shown as typed and keeps every digit', async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo, server!.url);
  const phone = page.locator(FORM).getByRole('textbox', { name: /Telefone/ });
  // The phone's own keypad, with its + key.
  await expect(phone).toHaveAttribute('inputmode', 'tel');
  await fillForm(page, 'Arquiteta de Lisboa', '+351 912 345 678');
  await expect(page.locator(FORM)).toContainText('+351 912 345 678');
  const insert = page.waitForResponse((r) => new URL(r.url()).pathname === '/rest/v1/budget_requests' && r.request().method() === 'POST');
  await send(page);
  expect((await insert).status()).toBe(201);
  expect((await insert).request().postDataJSON()).toMatchObject({ phone: '+351912345678' });
  // The owner, in a second terminal while the site runs, sees it whole.
  const listed = await leadsCommand();
  expect(listed).toContain('Arquiteta de Lisboa');
  expect(listed).toContain('+351912345678');
  await context.close();
});

for (const [status, body, what] of [
  [401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 'a rejected key'],
  [404, { code: '42P01', message: 'relation "public.budget_requests" does not exist' }, 'a missing table'],
] as const) {
  test(`${what} (${status}): the lead travels in the chat with name and phone, and nothing personal stays behind`, async ({ browser }, testInfo) => {
    const { context, page } = await visitor(browser, testInfo, server!.url);
    await page.route('**/rest/v1/budget_requests', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }) : route.continue(),
    );
    await fillForm(page, 'Helena Refusada', '21 98765-4321');
    const text = await send(page);
    expect(text).toContain('Helena Refusada');
    expect(text).toContain('(21) 98765-4321');
    // The success card, not the exception's "Redirecionando...".
    await expect(page.getByRole('button', { name: 'Fazer nova solicitação' })).toBeVisible();
    await expect(page.getByText('Redirecionando...')).toHaveCount(0);
    // No retry waits, no dead letter, no draft: the browser keeps no name, e-mail or phone.
    await page.clock.fastForward(20_000);
    const stored = await everythingStored(page);
    expect(stored).not.toMatch(/Helena|contato@exemplo|98765/);
    await context.close();
  });
}

test('too many requests from one contact (429): the form says so, keeps every answer through a reload, and the outbox drops it', async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo, server!.url);
  let posts = 0;
  await page.route('**/rest/v1/budget_requests', (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    return route.fulfill({
      status: 429,
      headers: { 'Retry-After': '600' },
      contentType: 'application/json',
      body: JSON.stringify({ code: 'LAVRA429', message: 'Muitas solicitações em pouco tempo.', details: null, hint: null }),
    });
  });
  await fillForm(page, 'Visitante Insistente', '21 97777-6666');
  await page.clock.fastForward(5_000);
  const popup = page.waitForEvent('popup');
  await page.locator(FORM).getByRole('button', { name: 'Enviar solicitação' }).click();
  // The tab opened by the click closes again: no chat follows a refusal.
  const tab = await popup;
  await expect.poll(() => tab.isClosed()).toBe(true);
  const notice = page.getByRole('alert').filter({ hasText: 'Recebemos muitas solicitações suas em pouco tempo.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: /Falar pelo WhatsApp/ })).toHaveAttribute('href', /Visitante(%20|\+)Insistente/);
  await expect(page.locator(FORM).getByRole('button', { name: 'Enviar solicitação' })).toBeEnabled();
  // Retried neither now nor later: a refusal is an answer.
  await page.clock.fastForward(400_000);
  expect(posts).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('lavra:lead-outbox'))).toBeNull();
  // The draft survives a reload, on the summary.
  await page.reload();
  await expect(page.locator(FORM).getByText('Etapa 5 de 5')).toBeVisible();
  await expect(page.locator(FORM)).toContainText('Visitante Insistente');
  await context.close();
});

test('the store holds the number from abroad whole, with its + and country code', async () => {
  await server!.close();
  server = null;
  const store = await openStore({ dataDir });
  try {
    const rows = await store.listRows();
    expect(rows.map((row) => [row.name, row.phone])).toEqual([['Arquiteta de Lisboa', '+351912345678']]);
    expect(String(rows[0]!.phone).replace(/\D/g, '')).toBe('351912345678');
  } finally {
    await store.close();
  }
  // With the site stopped, the command opens the store itself.
  expect(await leadsCommand()).toContain('+351912345678');
});
