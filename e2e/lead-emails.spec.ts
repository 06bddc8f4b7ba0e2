// A visitor sends the budget form on the site's own server (as `npm start` runs it) with SMTP_URL pointing at
// a real SMTP server: the team's e-mail arrives with their answers and a reply goes to them, and they get
// their receipt. The server and the mail server are this spec's own, so the rest of the suite sends nothing.
import { expect, test } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/index.mjs';
import { startSmtpSink, type SmtpSink } from '../tests/notifications/smtp-sink';
import { fillForm, submitAndExpectThankYou, visitor } from './support/budget-journey';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : path.join(root, 'dist');
const TEAM = 'orcamentos@lavra.example';

test.describe.configure({ timeout: 90_000 });

let server: Awaited<ReturnType<typeof startServer>> | null = null;
let smtp: SmtpSink | null = null;

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    distDir,
    dataDir: 'memory://',
    storeOptions: { rateLimit: false, requestsPerWindow: 0 },
    mailEnv: { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: TEAM, VITE_SUPABASE_URL: '' },
  });
});

test.afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

test('the team gets an e-mail with the answers of a request sent from the form, and the visitor a receipt', async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo, server!.url);
  await fillForm(page, 'Marina Albuquerque');
  // The form's minimum fill time runs on the page's clock, which the test owns.
  await page.clock.fastForward(10_000);
  await submitAndExpectThankYou(page);

  await expect.poll(() => smtp!.arrivals.length, { timeout: 30_000 }).toBe(2);
  const team = smtp!.arrivals.find((arrival) => arrival.rcptTo.includes(TEAM));
  const receipt = smtp!.arrivals.find((arrival) => arrival.rcptTo.includes('contato@exemplo.com.br'));
  expect(team, 'the team e-mail').toBeTruthy();
  expect(receipt, 'the receipt').toBeTruthy();
  expect(team!.mail.replyTo?.value[0]?.address).toBe('contato@exemplo.com.br');
  expect(team!.mail.subject).toContain('Marina');
  for (const answer of ['Marina Albuquerque', 'contato@exemplo.com.br', '(21) 99999-8888', 'Proprietário', 'Cozinha', 'Bancada', '10 m²', 'Granito', 'Moderno', 'Planejamento', 'Pesquisa no Google.']) {
    expect(team!.mail.text, answer).toContain(answer);
  }
  expect(team!.mail.html).toContain('https://wa.me/5521999998888');
  expect(receipt!.rcptTo).toEqual(['contato@exemplo.com.br']);
  // Rendered on the sender's worker thread, off the thread that answers visitors.
  const status = await fetch(`${server!.url}/_owner/mail`, { headers: { Authorization: `Bearer ${server!.ownerSecret}` } });
  expect(await status.json()).toMatchObject({ mode: 'smtp', render: 'worker', pending: 0, failed: 0 });
  // Without the owner's secret, a caller on this machine (every visitor, behind a local reverse proxy) learns nothing.
  expect((await fetch(`${server!.url}/_owner/mail`)).status).toBe(401);
  await context.close();
});
