// /estimativa end to end on the site's own server (as `npm start` runs it) with a real SMTP server. A visitor draws
// an L-shaped kitchen in two stones and sees the figures the pure calculation gives for it (the same functions the
// unit tests hold, tests/lib/estimate/estimate.test.ts), reloads to the same estimate, and sends it with a budget
// request: the insert carries the estimate, the table takes it (201), the stored row's `estimate` (read through
// the owner's endpoint, as `npm run leads` reads it) is the estimate those functions build, and the team e-mail,
// rendered from the stored row, carries the pieces and the ranges. A second visitor finishes an island's edges one
// by one: the card prices each at its own finish, the address and the plan's text say which has which, and so do
// the stored row and the e-mail. A third chooses the ultracompact surface, with no stone, at 1,2 cm: the range, the
// address, the stored row (1.2 cm, the material, the form's material sinterizado) and the e-mail.
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueStones } from '../content/catalogue';
import { estimateContent } from '../content/estimate';
import { estimatePrices } from '../content/estimate-prices';
import { leadEmails } from '../content/lead-emails';
import { startServer } from '../server/index.mjs';
import { estimateAnswers } from '../src/emails/lead-email-model';
import { fillTemplate } from '../src/lib/budget-steps';
import { defaultValues, type EstimateFormValues } from '../src/lib/estimate/estimate-form';
import { buildEstimateView, edgeLine, estimateHandoff, finishNames, leadEstimateOf, pieceEdgesText, type EstimateView } from '../src/lib/estimate/estimate-view';
import { formatCount, formatDecimal, formatLineRange, formatSpokenRange } from '../content/pt-br-format.mjs';
import type { LeadEstimate } from '../src/lib/lead-estimate';
import { startSmtpSink, type SmtpSink } from '../tests/notifications/smtp-sink';
import { expectLiveForm, FORM, submitAndExpectThankYou } from './support/budget-journey';

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
const spaces = (text: string) => text.replace(/\u00a0/g, ' ');
const stoneInfo = catalogueStones.map(({ slug, name, collection, material }) => ({ slug, name, collection, material }));
/** What the page should show and send for these values, from the same pure functions it runs. */
const viewOf = (values: EstimateFormValues) => buildEstimateView(values, stoneInfo, estimatePrices, estimateContent);
const leadOf = (view: EstimateView) => leadEstimateOf(view, estimatePrices, estimateContent.editor)!;
const run = (length: number, depth: number) => ({ length: String(length), depth: String(depth) });
const noCutouts = { 'cuba-embutida': '0', 'cuba-sobreposta': '0', 'cuba-esculpida': '0', cooktop: '0', furo: '0' };

/** The kitchen: an L of 300 + 180 cm at 60 cm with a cooktop and an undermount sink, in two stones. */
const kitchen: EstimateFormValues = {
  ...defaultValues('cozinha'),
  shape: 'l',
  runs: [run(300, 60), run(180, 60), run(180, 60)],
  cutouts: { ...noCutouts, 'cuba-embutida': '1', cooktop: '1' },
  backsplash: '10',
  edge: 'reto-simples',
  edgeFinishes: {},
  stones: ['taj-mahal', 'branco-polar', ''],
};

/** A kitchen with an island whose front and back are rounded and whose ends are mitred; the wall run stays straight. */
const island: EstimateFormValues = {
  ...defaultValues('cozinha'),
  shape: 'ilha',
  runs: [run(320, 60), run(180, 60), run(180, 60)],
  free: run(220, 90),
  cutouts: { ...noCutouts, 'cuba-embutida': '1', cooktop: '1' },
  backsplash: '10',
  edge: 'reto-simples',
  edgeFinishes: { 'ilha.frente': 'boleado', 'ilha.fundo': 'boleado', 'ilha.esquerda': 'meia-esquadria', 'ilha.direita': 'meia-esquadria' },
  stones: ['calacatta-oro', '', ''],
};

async function drawKitchen(page: Page) {
  await page.getByRole('radio', { name: 'Cozinha' }).check();
  await page.getByRole('radio', { name: 'Em L' }).check();
  const a = page.getByRole('group', { name: 'Lado A (com o canto)', exact: true });
  const b = page.getByRole('group', { name: 'Lado B', exact: true });
  await a.getByRole('textbox', { name: 'Comprimento (cm)' }).fill(kitchen.runs[0].length);
  await a.getByRole('textbox', { name: 'Profundidade (cm)' }).fill(kitchen.runs[0].depth);
  await b.getByRole('textbox', { name: 'Comprimento (cm)' }).fill(kitchen.runs[1].length);
  await b.getByRole('textbox', { name: 'Profundidade (cm)' }).fill(kitchen.runs[1].depth);
  await page.getByRole('textbox', { name: 'Cuba embutida (por baixo)' }).fill(kitchen.cutouts['cuba-embutida']);
  await page.getByRole('textbox', { name: 'Cooktop' }).fill(kitchen.cutouts.cooktop);
  await page.getByRole('textbox', { name: 'Furos (torneira, dispenser)' }).fill(kitchen.cutouts.furo);
  await page.getByRole('textbox', { name: 'Altura do frontão (cm)' }).fill(kitchen.backsplash);
}

/** Every card as the calculation gives it: the total as said, the quantities, and each line's label and range. */
async function expectEstimate(page: Page, view: EstimateView) {
  expect(view.cards.length).toBeGreaterThan(0);
  const names = finishNames(estimateContent.editor);
  const texts = estimateContent.card;
  for (const { title, estimate } of view.cards) {
    const q = estimate.quantities;
    await expect(card(page, title).locator('[data-estimate-total]')).toHaveText(spaces(formatSpokenRange(estimate.spoken)));
    await expect(card(page, title)).toContainText(
      spaces(fillTemplate(texts.quantities, { net: formatDecimal(q.netAreaM2), waste: formatDecimal(q.areaWithWasteM2), edges: formatDecimal(q.edgeM), cutouts: formatCount(q.cutoutCount, texts.counts.cutouts), seams: formatCount(q.seams, texts.counts.seams) })),
    );
    for (const line of estimate.lines) await expect(card(page, title).locator(`[data-line="${line.key}"] td`)).toHaveText(spaces(formatLineRange(line.range)));
    // The edges line names each finish with its metres.
    const edges = edgeLine(q.edgeFinishes, q.edgeM, names, texts.lines);
    await expect(card(page, title).locator('[data-line="edges"] th')).toHaveText(spaces(edges.label));
    if (edges.details.length) await expect(card(page, title).locator('[data-line-detail="edges"]')).toHaveText(spaces(edges.details.join('')));
    else await expect(card(page, title).locator('[data-line-detail]')).toHaveCount(0);
  }
}

/** The budget form opened by "Pedir orçamento com esta estimativa", answered to the end and sent. */
async function sendWithForm(page: Page, name: string, view: EstimateView) {
  const form = page.locator(FORM);
  await expectLiveForm(page);
  await form.getByRole('textbox', { name: /Nome completo/ }).fill(name);
  await form.getByRole('textbox', { name: /E-mail/ }).fill('contato@exemplo.com.br');
  await form.getByRole('textbox', { name: /Telefone/ }).fill('21999998888');
  await form.getByText('Proprietário Final').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  // Pre-answered from the estimate: the room, the application and the area.
  await expect(form.getByRole('radio', { name: 'Cozinha' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Bancada' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: /Metragem/ })).toHaveValue(estimateHandoff(view, leadOf(view)).squareMeters);
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
}

/** The stored row's estimate, read through the owner's endpoint as `npm run leads` reads it while the site runs. */
async function storedEstimate(name: string): Promise<unknown> {
  const reply = await fetch(`${server!.url}/_owner/leads`, { headers: { Authorization: `Bearer ${server!.ownerSecret}` } });
  expect(reply.status).toBe(200);
  const { rows } = (await reply.json()) as { rows: { name: string; estimate: unknown }[] };
  const row = rows.find((item) => item.name === name);
  expect(row, `a stored row named ${name}`).toBeDefined();
  return row!.estimate;
}

/** The team e-mail for this request carries every line of the estimate block, as the e-mail's own model writes it. */
async function expectTeamEmail(name: string, estimate: LeadEstimate) {
  const mine = () => smtp!.arrivals.filter((arrival) => arrival.rcptTo.includes(TEAM) && (arrival.mail.text ?? '').includes(name));
  await expect.poll(() => mine().length, { timeout: 60_000 }).toBe(1);
  const text = mine()[0]!.mail.text ?? '';
  expect(text).toContain('ESTIMATIVA');
  for (const answer of estimateAnswers(estimate, leadEmails)) {
    for (const line of answer.value.split('\n')) expect(text, answer.key).toContain(line);
  }
  return text;
}

async function openContext(browser: import('@playwright/test').Browser, testInfo: import('@playwright/test').TestInfo) {
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
  return { context, page, sent };
}

test('an L-shaped kitchen in two stones: the ranges, the same after a reload, and sent with the request', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const { context, page, sent } = await openContext(browser, testInfo);
  const view = viewOf(kitchen);
  const expected = leadOf(view);
  // The figures, as the unit tests hold them: 3,00 m² with the backsplash, one corner, two stones.
  // Side B's end starts free (an L's leg opens onto the room): 3,6 m of front and 0,6 m of end.
  expect(expected).toMatchObject({ shape: 'l', areaM2: 3, edgeM: 4.2, seams: 1, stones: [{ name: 'Taj Mahal' }, { name: 'Branco Polar' }] });
  expect(view.cards.map((item) => item.estimate.spoken)).toEqual([[14000, 21000], [5000, 8000]]);
  const taj = view.cards[0]!;

  // A bathroom vanity to start from, with the two stones chosen (as a link from the comparison would).
  await page.goto(`${server!.url}/estimativa?ambiente=banheiro&pedras=taj-mahal,branco-polar`);
  // The editor arrives with the page's code: on a busy machine the first visit of a worker can take longer than
  // an assertion's usual 15 s (the actions below wait as long as the test may).
  await expect(page.getByRole('textbox', { name: 'Comprimento (cm)' }).first()).toHaveValue('120', { timeout: 60_000 });
  await drawKitchen(page);
  await expectEstimate(page, view);
  await expect(page.getByRole('status').filter({ hasText: spaces(`${taj.title}: ${formatSpokenRange(taj.estimate.spoken)}`) })).toBeAttached();

  // A refused measure says why beside the field and leaves the estimate as it was.
  const depthA = page.getByRole('group', { name: 'Lado A (com o canto)', exact: true }).getByRole('textbox', { name: 'Profundidade (cm)' });
  await depthA.fill('5');
  await expect(depthA).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Profundidade mínima de 30 cm: menos que isso não recebe uma cuba nem um cooktop.')).toBeVisible();
  await expect(card(page, taj.title).locator('[data-estimate-total]')).toHaveText(spaces(formatSpokenRange(taj.estimate.spoken)));
  await depthA.fill('60');

  // The address is the sketch: a reload shows the same estimate.
  await expect.poll(() => new URL(page.url()).search).toContain('forma=l&a=300x60&b=180x60');
  expect(new URL(page.url()).search).toContain('&pontas=b.ponta&');
  expect(new URL(page.url()).search).toContain('recortes=cuba-embutida,cooktop');
  expect(new URL(page.url()).search).not.toContain('bordas=');
  await page.reload();
  await expectEstimate(page, view);

  await page.getByRole('button', { name: 'Pedir orçamento com esta estimativa' }).click();
  await expect(page).toHaveURL(/\/\?ambiente=cozinha&aplicacao=bancada&pedras=taj-mahal,branco-polar&estimativa=1#budget$/);
  await sendWithForm(page, 'Clara Estimativa', view);

  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]!.status).toBe(201);
  expect(sent[0]!.body).toMatchObject({ environment_type: 'cozinha', application_type: 'bancada', investment_range: estimateHandoff(view, expected).investmentRange, estimate: expected });

  // The stored row holds the pieces and the ranges the calculation gives, and so does the team e-mail.
  const stored = await storedEstimate('Clara Estimativa');
  expect(stored).toEqual(expected);
  const text = await expectTeamEmail('Clara Estimativa', stored as LeadEstimate);
  for (const fact of ['Lado A (com o canto): 300 × 60 cm · frente: reto simples', 'Lado B: 180 × 60 cm · frente e ponta: reto simples', '1 × Cuba embutida (por baixo), 1 × Cooktop', 'Taj Mahal: R$\u00a0', 'Branco Polar: R$\u00a0']) {
    expect(text, fact).toContain(fact);
  }
  await context.close();
});

test('an island finished edge by edge: each edge priced at its own finish, in the address and the plan, stored and e-mailed', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const { context, page, sent } = await openContext(browser, testInfo);
  const view = viewOf(island);
  const expected = leadOf(view);
  const simple = viewOf({ ...island, edgeFinishes: {} });
  // Mitred ends and rounded sides cost more than straight ones all round.
  expect(view.cards[0]!.estimate.lines.find((line) => line.key === 'edges')!.range[0]).toBeGreaterThan(simple.cards[0]!.estimate.lines.find((line) => line.key === 'edges')!.range[0]);

  await page.goto(`${server!.url}/estimativa?ambiente=cozinha&pedras=calacatta-oro`);
  await page.getByRole('radio', { name: 'Com ilha' }).check();
  const wall = page.getByRole('group', { name: 'Bancada de parede', exact: true });
  await wall.getByRole('textbox', { name: 'Comprimento (cm)' }).fill(island.runs[0].length);
  await wall.getByRole('textbox', { name: 'Profundidade (cm)' }).fill(island.runs[0].depth);
  const piece = page.getByRole('group', { name: 'Ilha', exact: true });
  await piece.getByRole('textbox', { name: 'Comprimento (cm)' }).fill(island.free.length);
  await piece.getByRole('textbox', { name: 'Profundidade (cm)' }).fill(island.free.depth);
  await expectEstimate(page, simple);

  // One finish all round is one control; the edges one by one are a disclosure away.
  await expect(page.getByRole('combobox', { name: 'Frente' })).toHaveCount(0);
  await page.getByText('Escolher o acabamento de cada borda').click();
  const edges = page.getByRole('group', { name: 'Ilha: bordas', exact: true });
  await expect(page.getByRole('group', { name: 'Bancada de parede: bordas', exact: true }).getByRole('combobox', { name: 'Frente' })).toHaveValue('reto-simples');
  await edges.getByRole('combobox', { name: 'Frente' }).selectOption({ label: 'Boleado' });
  await edges.getByRole('combobox', { name: 'Fundo' }).selectOption({ label: 'Boleado' });
  await edges.getByRole('combobox', { name: 'Lado esquerdo' }).selectOption({ label: 'Meia-esquadria 45°' });
  await edges.getByRole('combobox', { name: 'Lado direito' }).selectOption({ label: 'Meia-esquadria 45°' });
  await expectEstimate(page, view);
  await expect(card(page, 'Calacatta Oro').locator('[data-line-detail="edges"]')).toContainText('meia-esquadria 45°: 1,80 m');

  // The plan's text says which edge has which finish.
  const ilha = view.pieces.find((item) => item.role === 'island')!;
  const facts = page.getByRole('figure', { name: 'Planta' }).getByRole('listitem');
  await expect(facts.filter({ hasText: 'Ilha: 220 × 90 cm' })).toHaveText(
    spaces(fillTemplate(estimateContent.plan.pieceEdges, { piece: 'Ilha: 220 × 90 cm', edges: pieceEdgesText(ilha, view.sketch, estimateContent.editor, estimateContent.plan.edgeGroup) })),
  );
  await expect(facts.filter({ hasText: 'Ilha: 220 × 90 cm' })).toContainText('frente e fundo em boleado; lado esquerdo e lado direito em meia-esquadria 45°');

  // The address names only the edges set one by one; a reload keeps them, the disclosure open.
  await expect
    .poll(() => new URL(page.url()).search)
    .toContain('borda=reto-simples&bordas=ilha.frente:boleado,ilha.fundo:boleado,ilha.esquerda:meia-esquadria,ilha.direita:meia-esquadria&');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Ilha: bordas', exact: true }).getByRole('combobox', { name: 'Lado direito' })).toHaveValue('meia-esquadria');
  await expectEstimate(page, view);

  await page.getByRole('button', { name: 'Pedir orçamento com esta estimativa' }).click();
  await expect(page).toHaveURL(/\/\?ambiente=cozinha&aplicacao=bancada&pedras=calacatta-oro&estimativa=1#budget$/);
  await sendWithForm(page, 'Ilha Acabada', view);
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]!.status).toBe(201);

  const stored = (await storedEstimate('Ilha Acabada')) as LeadEstimate;
  expect(stored).toEqual(expected);
  expect(stored.pieces.find((item) => item.name === 'Ilha')!.edges).toEqual([
    { name: 'Frente', finish: 'Boleado', m: 2.2 },
    { name: 'Fundo', finish: 'Boleado', m: 2.2 },
    { name: 'Lado esquerdo', finish: 'Meia-esquadria 45°', m: 0.9 },
    { name: 'Lado direito', finish: 'Meia-esquadria 45°', m: 0.9 },
  ]);
  const text = await expectTeamEmail('Ilha Acabada', stored);
  expect(text).toContain('Ilha: 220 × 90 cm · frente e fundo: boleado; lado esquerdo e lado direito: meia-esquadria 45°');
  await context.close();
});

test('the ultracompact surface at 1,2 cm, without a catalogue stone: its range, its address, stored and e-mailed with the material', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const { context, page, sent } = await openContext(browser, testInfo);
  const values: EstimateFormValues = { ...defaultValues('cozinha'), collection: 'ultracompacto', thickness: '1.2' };
  const view = viewOf(values);
  const expected = leadOf(view);
  const title = 'Ultracompacto (superfície sinterizada)';
  expect(expected).toMatchObject({ thicknessCm: 1.2, stones: [{ name: title }] });

  await page.goto(`${server!.url}/estimativa?ambiente=cozinha`);
  await expect(page.getByRole('textbox', { name: 'Comprimento (cm)' }).first()).toHaveValue('300', { timeout: 60_000 });
  const thickness = page.getByRole('group', { name: 'Espessura' });
  await expect(thickness.getByRole('radio', { name: '1,2 cm' })).toHaveCount(0);
  await page.getByRole('combobox', { name: estimateContent.editor.collection.label }).selectOption('ultracompacto');
  await thickness.getByRole('radio', { name: '1,2 cm' }).check();
  await expectEstimate(page, view);
  await expect(card(page, title)).toContainText(estimateContent.card.materialNote);
  await expect(card(page, title).locator('[data-line="stone"] th')).toContainText('1,2 cm');

  await expect.poll(() => new URL(page.url()).search).toContain('&esp=1.2&');
  expect(new URL(page.url()).search).toMatch(/&colecao=ultracompacto$/);
  await page.reload();
  await expect(thickness.getByRole('radio', { name: '1,2 cm' })).toBeChecked({ timeout: 60_000 });
  await expectEstimate(page, view);

  await page.getByRole('button', { name: 'Pedir orçamento com esta estimativa' }).click();
  await expect(page).toHaveURL(/\/\?ambiente=cozinha&aplicacao=bancada&estimativa=1#budget$/);
  await sendWithForm(page, 'Ultra Fina', view);
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]!.status).toBe(201);
  expect(sent[0]!.body).toMatchObject({ material_preference: 'sinterizado', estimate: expected });

  const stored = (await storedEstimate('Ultra Fina')) as LeadEstimate;
  expect(stored).toEqual(expected);
  expect(stored.thicknessCm).toBe(1.2);
  const text = await expectTeamEmail('Ultra Fina', stored);
  expect(text).toContain(`${title}: R$\u00a0`);
  expect(text).toContain('· 1,2 cm');
  await context.close();
});

