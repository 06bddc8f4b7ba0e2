// A real outage: the server (site and lead store) stops while a visitor is on the summary and
// submits, then starts again on the same port over the same database. The request must wait in
// the browser's outbox and arrive on the next visit, exactly once (docs/decisions/003-lead-outbox.md).
import { expect, test, type Browser, type Page, type Request, type TestInfo } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/index.mjs';
import { openStore } from '../server/store/open-store.mjs';
import { expectLiveForm } from './support/budget-journey';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The build under test; another folder (made with scripts/build-variant.mjs) can stand in for dist/. */
const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : path.join(root, 'dist');
const FORM = '#budget-form';
const OUTBOX_KEY = 'lavra:lead-outbox';
/** The chunk of src/lib/leads.ts (the Supabase entry point), which the submit needs. */
const LEADS_CHUNK = /\/assets\/leads-[\w-]+\.js$/;

// A new database (initdb), a journey through five steps and two restarts on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

type Server = Awaited<ReturnType<typeof startServer>>;

interface OutboxEntry {
  id: string;
  row: { name: string; phone: string };
  lastStatus?: number;
  lastError?: { message: string } | null;
}

/** One site-and-store server over a data directory that outlives it, restartable on the same port. */
async function outageLab() {
  const dataRoot = await mkdtemp(path.join(tmpdir(), 'lavra-outage-'));
  const dataDir = path.join(dataRoot, 'leads');
  const start = (port: number) => startServer({ port, host: '127.0.0.1', distDir, dataDir, storeOptions: { rateLimit: false } });
  let server: Server | null = await start(0);
  const url = server.url;
  const port = Number(new URL(url).port);
  return {
    url,
    async stop() {
      await server?.close();
      server = null;
    },
    async restart() {
      server = await start(port);
    },
    /** Rows in budget_requests, read through the store itself while the server is stopped (one owner at a time). */
    async storedRows() {
      const store = await openStore({ dataDir });
      try {
        return await store.listRows();
      } finally {
        await store.close();
      }
    },
    async dispose() {
      await server?.close();
      await rm(dataRoot, { recursive: true, force: true });
    },
  };
}

async function visitor(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, locale } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, locale, reducedMotion: 'reduce' });
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'ok' }));
  // The page's clock is ours: the form guard's minimum fill time passes when the test says so.
  await context.clock.install();
  const page = await context.newPage();
  const inserts: string[] = [];
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    inFlight.add(request);
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/rest/v1/')) inserts.push(request.url());
  });
  page.on('requestfinished', (request) => void inFlight.delete(request));
  page.on('requestfailed', (request) => void inFlight.delete(request));
  // A reload cancels what the page before it still had in flight, and Playwright does not always report those
  // requests as failed: once the new page is committed, only its own requests count.
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    for (const request of inFlight) if (!request.isNavigationRequest()) inFlight.delete(request);
  });
  /** Resolves once the page has no request left in flight (the message names those that are). */
  const quiet = () => expect.poll(() => [...inFlight].map((request) => `${request.resourceType()} ${new URL(request.url()).pathname}`), { timeout: 15_000 }).toEqual([]);
  return { context, page, inserts, quiet };
}

/** Steps 1 to 4, ending on the summary. */
async function fillForm(page: Page, name: string) {
  const form = page.locator(FORM);
  const step = (n: number) => expect(form.getByText(`Etapa ${n} de 5`)).toBeVisible();
  await expectLiveForm(page);
  await form.getByRole('textbox', { name: /Nome completo/ }).fill(name);
  await form.getByRole('textbox', { name: /E-mail/ }).fill('contato@exemplo.com.br');
  await form.getByRole('textbox', { name: /Telefone/ }).fill('21988887777');
  await form.getByText('Construtor/Incorporador').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(2);
  await form.getByText('Banheiro', { exact: true }).click();
  await form.getByText('Revestimento de parede').click();
  await form.getByRole('textbox', { name: /Metragem/ }).fill('22 m²');
  await form.getByText('3 a 6 meses').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(3);
  await form.getByText('Mármore', { exact: true }).click();
  await form.getByText('Clássico', { exact: true }).click();
  await form.getByText('Vamos construir juntos').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(4);
  await form.getByText('Até R$\u00a020.000').click();
  await form.getByText('Obra iniciada').click();
  await form.getByRole('textbox', { name: /Como nos conheceu/ }).fill('Vi a obra de um vizinho.');
}

const outbox = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as OutboxEntry[], OUTBOX_KEY);

/** Submits with the server down; the visitor gets the spec's exception path and the request stays in the browser. */
async function submitDuringOutage(page: Page, name: string) {
  // A person spends more than the form guard's minimum on four steps.
  await page.clock.fastForward(10_000);
  const popup = page.waitForEvent('popup');
  await page.locator(FORM).getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByText('Redirecionando...')).toBeVisible();
  await expect(page.getByText('Abrindo WhatsApp para finalizar sua solicitação.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Solicitação enviada com sucesso!' })).toBeVisible();
  const chat = await popup;
  await expect.poll(() => chat.url()).toMatch(/^https:\/\/wa\.me\/5521999998888\?text=/);
  const text = new URL(chat.url()).searchParams.get('text') ?? '';
  expect(text).toContain(name);
  expect(text).toContain('(21) 98888-7777');
  const waiting = await outbox(page);
  expect(waiting).toHaveLength(1);
  expect(waiting[0]!.row).toMatchObject({ name, phone: '21988887777' });
  expect(waiting[0]!.lastStatus).toBe(0);
  return waiting[0]!;
}

/** The store is back: the next visit delivers the waiting request once, and later visits send nothing. */
async function expectDeliveredOnce(page: Page, lab: Awaited<ReturnType<typeof outageLab>>, waiting: OutboxEntry, inserts: string[], quiet: () => Promise<void>) {
  await lab.restart();
  const insert = page.waitForResponse((r) => new URL(r.url()).pathname === '/rest/v1/budget_requests' && r.request().method() === 'POST');
  inserts.length = 0;
  await page.reload();
  // The page-load check runs when the browser is idle (at the latest 5 s after load).
  await page.clock.fastForward(6_000);
  const response = await insert;
  expect(response.status()).toBe(201);
  expect((response.request().postDataJSON() as { id: string }).id).toBe(waiting.id);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
  await quiet();

  await lab.stop();
  let rows = await lab.storedRows();
  expect(rows.map((row) => [row.id, row.name])).toEqual([[waiting.id, waiting.row.name]]);
  await lab.restart();

  // Two more visits: nothing is left to send, the table still holds one row.
  for (let visit = 0; visit < 2; visit += 1) {
    await page.reload();
    await page.clock.fastForward(6_000);
    await quiet();
  }
  expect(inserts).toHaveLength(1);
  await lab.stop();
  rows = await lab.storedRows();
  expect(rows).toHaveLength(1);
}

test('the store goes down while a visitor submits: the request waits in the browser and arrives once on the next visit', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const lab = await outageLab();
  const { context, page, inserts, quiet } = await visitor(browser, testInfo);
  try {
    await page.goto(`${lab.url}/#budget`);
    // The code that sends the request is fetched while the visitor reads the summary, before anything fails.
    const leadsChunk = page.waitForResponse((r) => LEADS_CHUNK.test(new URL(r.url()).pathname));
    await fillForm(page, 'Marina Queda de Energia');
    await page.locator(FORM).getByRole('button', { name: 'Continuar' }).click();
    await expect(page.locator(FORM).getByText('Etapa 5 de 5')).toBeVisible();
    expect((await leadsChunk).ok()).toBe(true);
    await quiet();

    await lab.stop();
    const waiting = await submitDuringOutage(page, 'Marina Queda de Energia');
    // The code was there: the attempt reached the network and found nobody, it did not fail on a missing chunk.
    expect(waiting.lastError?.message).toMatch(/fetch/i);
    expect(waiting.lastError?.message).not.toMatch(/import|module/i);
    expect(inserts).toHaveLength(1);

    await expectDeliveredOnce(page, lab, waiting, inserts, quiet);
  } finally {
    await context.close();
    await lab.dispose();
  }
});

test('even when the code that sends it never arrived, the request is kept and delivered once the site is back', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const lab = await outageLab();
  const { context, page, inserts, quiet } = await visitor(browser, testInfo);
  try {
    // The connection drops just as the summary asks for the sending code: it never arrives.
    await page.route(LEADS_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto(`${lab.url}/#budget`);
    await fillForm(page, 'Otávio Sem Sinal');
    await page.locator(FORM).getByRole('button', { name: 'Continuar' }).click();
    await expect(page.locator(FORM).getByText('Etapa 5 de 5')).toBeVisible();
    await quiet();

    await lab.stop();
    const waiting = await submitDuringOutage(page, 'Otávio Sem Sinal');
    expect(inserts).toEqual([]);

    await page.unroute(LEADS_CHUNK);
    await expectDeliveredOnce(page, lab, waiting, inserts, quiet);
  } finally {
    await context.close();
    await lab.dispose();
  }
});
