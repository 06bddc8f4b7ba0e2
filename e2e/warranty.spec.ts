// The warranty registration on the site's own server with the local store (PGlite) and a real SMTP server: from
// /garantia to the form, a refusal shown at its field, the one confirmation e-mail, its link opening the certificate
// (the key gone from the address before anything reads it), the pieces with their next sealing and the coverages
// with their end, a correction, and the deletion. Without JavaScript the page says how to register otherwise.
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/index.mjs';
import { startSmtpSink, type SmtpSink } from '../tests/notifications/smtp-sink';
import { expectAccessible } from '../a11y/support/axe';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : path.join(root, 'dist');
const CLIENT = 'joana.garantia@exemplo.com.br';

test.describe.configure({ timeout: 120_000 });

// This month in Rio, as the month input takes it.
const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);

async function fillPiece(page: Page, index: number, choice: { room: string; surface: string; stone: string; finish: string }) {
  const piece = page.getByRole('group', { name: `Peça ${index}` });
  await piece.getByLabel('Ambiente').selectOption({ label: choice.room });
  await piece.getByLabel('Superfície').selectOption({ label: choice.surface });
  await piece.getByLabel('Pedra').selectOption({ label: choice.stone });
  await piece.getByLabel('Acabamento').selectOption({ label: choice.finish });
}

test.describe('with the e-mails', () => {
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
      mailEnv: { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'garantia@lavra.example', VITE_SUPABASE_URL: '', VITE_SITE_URL: '' },
    });
  });

  test.afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  test('registers, confirms by the one e-mail, reads, corrects and deletes the certificate', async ({ page }) => {
    const origin = server!.url;
    await page.goto(`${origin}/garantia`);
    await page.getByRole('link', { name: 'Registrar a garantia das suas peças' }).click();
    await expect(page).toHaveURL(/\/garantia\/registrar$/);

    await page.getByLabel('Seu nome').fill('Joana www.golpe.com.br');
    await page.getByLabel('E-mail', { exact: true }).fill(CLIENT);
    await page.getByLabel('Mês da instalação').fill(thisMonth);
    await fillPiece(page, 1, { room: 'Cozinha', surface: 'Bancada', stone: 'Carrara', finish: 'Polido' });
    await page.getByRole('button', { name: 'Adicionar peça' }).click();
    await fillPiece(page, 2, { room: 'Cozinha', surface: 'Ilha', stone: 'Preto Absoluto', finish: 'Polido' });
    await page.getByRole('button', { name: 'Registrar a garantia' }).click();
    // The web address is refused at the name, and nothing typed is lost.
    await expect(page.getByText('O nome não pode ter endereço de site.')).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(CLIENT);
    await page.getByLabel('Seu nome').fill('Joana Prado');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Registrar a garantia' }).click();
    await expect(page.getByRole('heading', { name: 'Confira o seu e-mail' })).toBeVisible();

    await expect.poll(() => smtp!.arrivals.filter((arrival) => arrival.rcptTo.includes(CLIENT)).length, { timeout: 60_000 }).toBe(1);
    const confirmation = smtp!.arrivals.find((arrival) => arrival.rcptTo.includes(CLIENT))!;
    expect(confirmation.mail.text).not.toContain('Joana');
    const link = /https?:\/\/\S+\/garantia\/certificado#t=[0-9a-f]{64}/.exec(confirmation.mail.text ?? '')![0];
    const key = link.slice(link.indexOf('#t=') + 3);

    // The link opened on this server: the key leaves the address before the page's code reads anything.
    await page.goto(`${origin}/garantia/certificado#t=${key}`);
    await expect(page.getByRole('heading', { name: 'Joana Prado' })).toBeVisible();
    expect(page.url()).not.toContain(key);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText('Cozinha · Bancada · Carrara, polido')).toBeVisible();
    await expect(page.getByText(/Próximo teste da gota: \d\d\/\d\d\/\d{4}/)).toBeVisible();
    await expect(page.getByText('Cozinha · Ilha · Preto Absoluto, polido')).toBeVisible();
    await expect(page.getByText('Sem lembrete: impermeabilizar só se o teste da gota pedir (veja a ficha da pedra)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Como cuidar: Carrara' })).toHaveAttribute('href', '/cuidados/marmores/carrara');
    await expectAccessible(page, '/garantia/certificado');

    // A reload finds the key in the tab's history entry, not in the address.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Joana Prado' })).toBeVisible();

    await page.getByRole('button', { name: 'Corrigir as peças' }).click();
    await page.getByRole('button', { name: 'Remover a peça 2' }).click();
    await page.getByRole('button', { name: 'Salvar as peças' }).click();
    await expect(page.getByText('Peças corrigidas. Os lembretes seguem as peças novas.')).toBeVisible();
    await expect(page.getByText('Cozinha · Ilha · Preto Absoluto, polido')).toHaveCount(0);

    await page.getByRole('button', { name: 'Excluir o registro' }).click();
    await expectAccessible(page, '/garantia/certificado (excluir?)');
    await page.getByRole('button', { name: 'Sim, excluir' }).click();
    await expect(page.getByText(/Registro excluído/)).toBeVisible();
    // The certificate and the team's notice came after the confirmation; nothing more goes to the client.
    await expect.poll(() => smtp!.arrivals.filter((arrival) => arrival.rcptTo.includes(CLIENT)).length, { timeout: 60_000 }).toBe(2);
  });
});

test('without JavaScript the page says how to register by WhatsApp or e-mail', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/garantia/registrar`);
  await expect(page.getByRole('heading', { name: 'Registre pelo WhatsApp ou por e-mail' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrar pelo WhatsApp' })).toHaveAttribute('href', /wa\.me/);
  await expect(page.getByRole('link', { name: 'Registrar por e-mail' })).toHaveAttribute('href', /^mailto:/);
  await context.close();
});
