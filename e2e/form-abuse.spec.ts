// Robots that fill the budget form get the visitor's usual thank-you and store nothing
// (docs/decisions/005-form-abuse.md). Runs against the production build and its own real lead
// store in a temporary folder, so the last test can count what was actually stored.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/index.mjs';
import { openStore } from '../server/store/open-store.mjs';
import { fillForm, FORM, submitAndExpectThankYou, visitor } from './support/budget-journey';
import { pauseClock } from './support/clock';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The build under test; another folder (made with scripts/build-variant.mjs) can stand in for dist/. */
const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : path.join(root, 'dist');
const HONEYPOT = `${FORM} input[name="website"]`;

// One store per browser project, shared by these tests in order: the last one counts the rows.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: Awaited<ReturnType<typeof startServer>> | null = null;
let dataRoot = '';
let dataDir = '';

test.beforeAll(async () => {
  dataRoot = await mkdtemp(path.join(tmpdir(), 'lavra-form-abuse-'));
  dataDir = path.join(dataRoot, 'leads');
  server = await startServer({ port: 0, host: '127.0.0.1', distDir, dataDir, storeOptions: { rateLimit: false } });
});

test.afterAll(async () => {
  await server?.close();
  await rm(dataRoot, { recursive: true, force: true });
});

/** Nothing was posted, nothing waits in the outbox for a later visit, the draft is gone. */
async function expectNothingSent(page: Page, inserts: string[]) {
  // A later delivery would start from the outbox on the next idle moment: give it that moment.
  await page.clock.fastForward(20_000);
  expect(inserts).toEqual([]);
  expect(await page.evaluate(() => [localStorage.getItem('lavra:lead-outbox'), localStorage.getItem('lavra:budget-draft')])).toEqual([null, null]);
}

test('the honeypot is invisible, out of the Tab order, hidden from screen readers, and the form stays axe-clean', async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo, server!.url);
  const honeypot = page.locator(HONEYPOT);
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(page.locator(FORM).getByRole('textbox', { name: 'Deixe este campo em branco' })).toHaveCount(0);
  // Drawn outside the screen, and without widening the page.
  const box = await honeypot.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // From the last answer of step 1, Tab goes straight to Continue.
  await page.locator(FORM).getByText('Proprietário Final').click();
  await page.keyboard.press('Tab');
  await expect(page.locator(FORM).getByRole('button', { name: 'Continuar' })).toBeFocused();

  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  expect((await new AxeBuilder({ page }).include(FORM).withTags(tags).analyze()).violations).toEqual([]);
  await fillForm(page, 'Pessoa Acessível');
  expect((await new AxeBuilder({ page }).include(FORM).withTags(tags).analyze()).violations).toEqual([]);
  await context.close();
});

test('a script that fills the honeypot sees the usual thank-you and stores nothing', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const { context, page, inserts } = await visitor(browser, testInfo, server!.url);
  await page.locator(HONEYPOT).fill('https://promocao.example');
  await fillForm(page, 'Robô do Campo Oculto');
  expect(await page.evaluate(() => localStorage.getItem('lavra:budget-draft'))).not.toContain('promocao');
  // Plenty of time, so only the honeypot gives it away.
  await page.clock.fastForward(30_000);
  const chat = await submitAndExpectThankYou(page);
  expect(new URL(chat).searchParams.get('text')).not.toContain('Robô');
  await expectNothingSent(page, inserts);
  await context.close();
});

test('a script that submits the whole form in an instant sees the usual thank-you and stores nothing', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const { context, page, inserts } = await visitor(browser, testInfo, server!.url);
  // No time passes on the page while the script fills the four steps and submits.
  await pauseClock(page);
  await fillForm(page, 'Robô Apressado');
  const popup = page.waitForEvent('popup');
  await page.locator(FORM).getByRole('button', { name: 'Enviar solicitação' }).click();
  await page.clock.resume();
  await popup;
  await expect(page.getByRole('heading', { name: 'Solicitação enviada com sucesso!' })).toBeVisible();
  await expect(page.getByText('✅ Solicitação registrada!')).toBeVisible();
  await expectNothingSent(page, inserts);
  await context.close();
});

test('a person who takes their time is stored as before', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const { context, page, inserts } = await visitor(browser, testInfo, server!.url);
  await fillForm(page, 'Pessoa Atenta');
  await page.clock.fastForward(5_000);
  const insert = page.waitForResponse((r) => new URL(r.url()).pathname === '/rest/v1/budget_requests' && r.request().method() === 'POST');
  await submitAndExpectThankYou(page);
  expect((await insert).status()).toBe(201);
  expect(inserts).toHaveLength(1);
  await context.close();
});

test('the store holds the person’s request and nothing from the scripts', { tag: '@one-width' }, async () => {
  await server!.close();
  server = null;
  const store = await openStore({ dataDir });
  try {
    const rows = await store.listRows();
    expect(rows.map((row) => row.name)).toEqual(['Pessoa Atenta']);
  } finally {
    await store.close();
  }
});
