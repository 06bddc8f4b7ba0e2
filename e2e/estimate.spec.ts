// /estimativa end to end on the site's own server (as `npm start` runs it) with a real SMTP server: a visitor draws
// an L-shaped kitchen, sees the ranges the unit tests compute (tests/lib/estimate/estimate.test.ts), reloads to the
// same estimate, and sends it with a budget request; the insert carries the estimate, the table takes it (201),
// and the team e-mail, rendered from the stored row, carries the pieces and the ranges.
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/index.mjs';
import { startSmtpSink, type SmtpSink } from '../tests/notifications/smtp-sink';
import { FORM, submitAndExpectThankYou } from './support/budget-journey';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : path.join(root, 'dist');
const TEAM = 'orcamentos@lavra.example';

test.describe.configure({ timeout: 120_000 });

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

const card = (page: Page, name: string) => page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });

async function drawKitchen(page: Page) {
  await page.getByRole('radio', { name: 'Cozinha' }).check();
  await page.getByRole('radio', { name: 'Em L' }).check();
  const a = page.getByRole('group', { name: 'Lado A (com o canto)' });
  const b = page.getByRole('group', { name: 'Lado B' });
  await a.getByRole('textbox', { name: 'Comprimento (cm)' }).fill('300');
  await a.getByRole('textbox', { name: 'Profundidade (cm)' }).fill('60');
  await b.getByRole('textbox', { name: 'Comprimento (cm)' }).fill('180');
  await b.getByRole('textbox', { name: 'Profundidade (cm)' }).fill('60');
  await page.getByRole('textbox', { name: 'Cuba embutida (por baixo)' }).fill('1');
  await page.getByRole('textbox', { name: 'Cooktop' }).fill('1');
  await page.getByRole('textbox', { name: 'Furos (torneira, dispenser)' }).fill('0');
  await page.getByRole('textbox', { name: 'Altura do frontão (cm)' }).fill('10');
}

async function expectKitchenEstimate(page: Page) {
  // Figures from tests/lib/estimate/estimate.test.ts: 3,00 m² (3,60 with waste), 3,60 m of edge, one corner.
  await expect(card(page, 'Taj Mahal').locator('[data-estimate-total]')).toHaveText('R$ 14 mil a R$ 21 mil');
  await expect(card(page, 'Branco Polar').locator('[data-estimate-total]')).toHaveText('R$ 5 mil a R$ 8 mil');
  await expect(card(page, 'Taj Mahal')).toContainText('3,00 m² de peças (3,60 m² com a perda do corte) · 3,60 m de borda · 2 recorte(s) · 1 emenda(s)');
  await expect(card(page, 'Taj Mahal').locator('[data-line="stone"] td')).toHaveText('R$ 12.240 – R$ 17.640');
}

test('an L-shaped kitchen in two stones: the ranges, the same after a reload, and sent with the request', async ({ browser }, testInfo) => {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, locale } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, locale, reducedMotion: 'reduce' });
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'ok' }));
  await context.clock.install();
  const page = await context.newPage();
  const sent: { body: Record<string, unknown>; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/rest/v1/budget_requests') {
      sent.push({ body: request.postDataJSON() as Record<string, unknown>, status: response.status() });
    }
  });

  // A bathroom vanity to start from, with the two stones chosen (as a link from the comparison would).
  await page.goto(`${server!.url}/estimativa?ambiente=banheiro&pedras=taj-mahal,branco-polar`);
  await expect(page.getByRole('textbox', { name: 'Comprimento (cm)' }).first()).toHaveValue('120');
  await drawKitchen(page);
  await expectKitchenEstimate(page);
  await expect(page.getByRole('status').filter({ hasText: 'Taj Mahal: R$ 14 mil a R$ 21 mil' })).toBeAttached();

  // A refused measure says why beside the field and leaves the estimate as it was.
  const depthA = page.getByRole('group', { name: 'Lado A (com o canto)' }).getByRole('textbox', { name: 'Profundidade (cm)' });
  await depthA.fill('5');
  await expect(depthA).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Profundidade mínima de 30 cm: menos que isso não recebe uma cuba nem um cooktop.')).toBeVisible();
  await expect(card(page, 'Taj Mahal').locator('[data-estimate-total]')).toHaveText('R$ 14 mil a R$ 21 mil');
  await depthA.fill('60');

  // The address is the sketch: a reload shows the same estimate.
  await expect.poll(() => new URL(page.url()).search).toContain('forma=l&a=300x60&b=180x60');
  expect(new URL(page.url()).search).toContain('recortes=cuba-embutida,cooktop');
  await page.reload();
  await expectKitchenEstimate(page);

  await page.getByRole('button', { name: 'Pedir orçamento com esta estimativa' }).click();
  await expect(page).toHaveURL(/\/\?ambiente=cozinha&aplicacao=bancada&pedras=taj-mahal,branco-polar&estimativa=1#budget$/);
  const form = page.locator(FORM);
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  await form.getByRole('textbox', { name: /Nome completo/ }).fill('Clara Estimativa');
  await form.getByRole('textbox', { name: /E-mail/ }).fill('contato@exemplo.com.br');
  await form.getByRole('textbox', { name: /Telefone/ }).fill('21999998888');
  await form.getByText('Proprietário Final').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  // Pre-answered from the estimate: the room, the application and the area.
  await expect(form.getByRole('radio', { name: 'Cozinha' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Bancada' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: /Metragem/ })).toHaveValue('3,00 m² (estimativa)');
  await form.getByText('1 a 3 meses').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await form.getByText('Moderno', { exact: true }).click();
  await form.getByText('Plantas, fotos ou moodboard').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Etapa 4 de 5')).toBeVisible();
  await form.getByText('Planejamento', { exact: true }).click();
  await form.getByRole('textbox', { name: /Como nos conheceu/ }).fill('Pela estimativa do site.');
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Etapa 5 de 5')).toBeVisible();
  await page.clock.fastForward(10_000);
  await submitAndExpectThankYou(page);

  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]!.status).toBe(201);
  expect(sent[0]!.body).toMatchObject({
    environment_type: 'cozinha',
    application_type: 'bancada',
    investment_range: 'ate-20k',
    estimate: {
      shape: 'l',
      pieces: [{ name: 'Lado A (com o canto)', lengthCm: 300, depthCm: 60 }, { name: 'Lado B', lengthCm: 180, depthCm: 60 }],
      areaM2: 3,
      stones: [{ name: 'Taj Mahal', min: 14000, max: 21000 }, { name: 'Branco Polar', min: 5000, max: 8000 }],
    },
  });

  await expect.poll(() => smtp!.arrivals.filter((arrival) => arrival.rcptTo.includes(TEAM)).length, { timeout: 60_000 }).toBe(1);
  const team = smtp!.arrivals.find((arrival) => arrival.rcptTo.includes(TEAM))!;
  for (const fact of ['ESTIMATIVA', 'Lado A (com o canto): 300 × 60 cm', 'Lado B: 180 × 60 cm', '1 × Cuba embutida (por baixo), 1 × Cooktop', 'Taj Mahal: R$ 14.000 a R$ 21.000', 'Branco Polar: R$ 5.000 a R$ 8.000']) {
    expect(team.mail.text, fact).toContain(fact);
  }
  await context.close();
});
