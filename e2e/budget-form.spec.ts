// The budget form against the production build and the real local store (PGlite behind
// /rest/v1). WhatsApp is never reached: wa.me is answered locally and only the popup's URL is checked.
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { expectLiveForm } from './support/budget-journey';

const FORM = '#budget-form';

// Journeys through five steps on a shared two-core machine: give them room.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'ok' }));
});

/** Resolves with the insert request and its answer. */
function leadInsert(page: Page) {
  return page.waitForResponse((r) => new URL(r.url()).pathname === '/rest/v1/budget_requests' && r.request().method() === 'POST');
}

/** True once the Supabase entry point and the outbox's replay code have been fetched. */
function sendingCodeLoaded(page: Page) {
  return page.evaluate(() => {
    const names = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    return ['/assets/leads-', '/assets/outbox-replay-'].every((prefix) => names.some((name) => name.startsWith(prefix)));
  });
}

function expectExactRow(request: Request) {
  expect(new URL(request.url()).search).toBe('');
  expect(request.headers()['prefer']).toBeUndefined();
  const row = request.postDataJSON() as Record<string, unknown>;
  expect(Object.keys(row).sort()).toEqual(
    [
      'application_type', 'email', 'environment_type', 'has_references', 'how_found_us', 'id', 'investment_range', 'ip_address',
      'material_preference', 'name', 'phone', 'project_stage', 'role', 'sent_to_whatsapp', 'square_meters', 'style_preference',
      'timeline', 'user_agent',
    ].sort(),
  );
  expect(row).toMatchObject({ sent_to_whatsapp: true, ip_address: null, phone: '21999998888' });
  expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  return row;
}

test('a visitor fills the five steps, the request is stored and WhatsApp opens', async ({ browser }, testInfo) => {
  // Smooth scrolling (the site's default) moves targets while Playwright clicks them; visitors who ask for
  // reduced motion get instant scrolling, which keeps this journey about the form.
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, locale } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, locale, reducedMotion: 'reduce' });
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'ok' }));
  // The test owns the page's clock, to step past the form guard's minimum fill time before the submit.
  await context.clock.install();
  const page = await context.newPage();
  await page.goto('/');
  const form = page.locator(FORM);
  await form.scrollIntoViewIfNeeded();
  const step = (n: number) => expect(form.getByText(`Etapa ${n} de 5`)).toBeVisible();

  await form.getByRole('textbox', { name: /Nome completo/ }).fill('Helena Vasconcellos');
  await form.getByRole('textbox', { name: /E-mail/ }).fill('helena@estudio.com.br');
  await form.getByRole('textbox', { name: /Telefone/ }).pressSequentially('21999998888');
  await expect(form.getByRole('textbox', { name: /Telefone/ })).toHaveValue('(21) 99999-8888');
  await form.getByText('Arquiteto/Designer').click();
  await form.getByRole('button', { name: 'Continuar' }).click();

  await step(2);
  await expect(form.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  await form.getByText('Área gourmet', { exact: true }).click();
  await form.getByText('Bancada', { exact: true }).click();
  await form.getByRole('textbox', { name: /Metragem/ }).fill('8 m²');
  await form.getByText('1 a 3 meses').click();
  await form.getByRole('button', { name: 'Continuar' }).click();

  await step(3);
  await form.getByText('Quartzito', { exact: true }).click();
  await form.getByText('Luxuoso', { exact: true }).click();
  await form.getByText('Plantas, fotos ou moodboard').click();
  await form.getByRole('button', { name: 'Continuar' }).click();

  await step(4);
  await form.getByText(/^R\$\s50\.000 a R\$\s100\.000$/).click();
  await form.getByText('Projeto aprovado').click();
  await form.getByRole('textbox', { name: /Como nos conheceu/ }).fill('Indicação de um colega.');
  await form.getByRole('button', { name: 'Continuar' }).click();

  await step(5);
  await expect(form.getByText('(21) 99999-8888')).toBeVisible();
  await expect(form.getByText('Área gourmet')).toBeVisible();

  // A person spends more than the form guard's 4 s on four steps; this script does not (docs/decisions/005-form-abuse.md).
  await page.clock.fastForward(5_000);
  const insert = leadInsert(page);
  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Enviar solicitação' }).click();
  const response = await insert;
  expect(response.status()).toBe(201);
  const row = expectExactRow(response.request());
  expect(row).toMatchObject({ name: 'Helena Vasconcellos', role: 'arquiteto', environment_type: 'area-gourmet', investment_range: '50k-100k' });

  const chat = await popup;
  await expect.poll(() => chat.url()).toMatch(/^https:\/\/wa\.me\/5521999998888\?text=/);
  expect(new URL(chat.url()).searchParams.get('text')).not.toContain('Helena');

  await expect(page.getByRole('heading', { name: 'Solicitação enviada com sucesso!' })).toBeVisible();
  await expect(page.getByText('✅ Solicitação registrada!')).toBeVisible();
  await expect(page.getByRole('link', { name: /Abrir WhatsApp/ })).toHaveAttribute('href', chat.url());
  expect(await page.evaluate(() => [localStorage.getItem('lavra:budget-draft'), localStorage.getItem('lavra:lead-outbox')])).toEqual([null, null]);

  // The same id again is a duplicate for the store: what the outbox counts as delivered.
  const again = await page.request.post('/rest/v1/budget_requests', {
    headers: { apikey: 'lavra-local-anon-key', 'content-type': 'application/json' },
    data: row,
  });
  expect(again.status()).toBe(409);
  await context.close();
});

/** Presses Tab until the focused element has this accessible text; keyboard only. */
async function tabTo(page: Page, name: RegExp, max = 12) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''} ${(el as HTMLInputElement).labels?.[0]?.textContent ?? ''}` : '';
    });
    if (name.test(label)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('the whole form works with the keyboard alone', async ({ page }) => {
  await page.clock.install();
  await page.goto('/#budget');
  const form = page.locator(FORM);
  await expect(form.getByRole('heading', { level: 2 })).toBeFocused();
  await expectLiveForm(page);

  // The section's introduction offers the estimate first ("Quanto custa?"), then the form begins.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Quanto custa? Estime a sua bancada' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: /Nome completo/ })).toBeFocused();
  await page.keyboard.type('Bruno Lima');
  await page.keyboard.press('Tab');
  await page.keyboard.type('bruno@obra.com.br');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2133334444');
  // An edit in the middle: the mask reflows and the caret stays right after the new digit.
  const phone = form.getByRole('textbox', { name: /Telefone/ });
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('9');
  await expect(phone).toHaveValue('(21) 33334-9444');
  expect(await phone.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(12);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radio', { name: /Arquiteto/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: /Construtor/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Continuar' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(form.getByRole('heading', { level: 3, name: 'Sobre o projeto' })).toBeFocused();
  // Continue with nothing chosen: focus goes to the first question, its message is there.
  await tabTo(page, /Continuar/);
  await page.keyboard.press('Enter');
  await expect(form.getByText('Selecione o tipo de ambiente')).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Cozinha' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Revestimento de parede' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('20 m²');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: /Urgente/ })).toBeChecked();
  await tabTo(page, /Continuar/);
  await page.keyboard.press('Enter');

  await expect(form.getByRole('heading', { level: 3, name: 'Preferências e estilo' })).toBeFocused();
  for (let group = 0; group < 3; group += 1) {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
  }
  await tabTo(page, /Continuar/);
  await page.keyboard.press('Enter');

  await expect(form.getByRole('heading', { level: 3, name: 'Investimento e urgência' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Vi uma obra de vocês no Leblon.');
  await tabTo(page, /Continuar/);
  await page.keyboard.press('Enter');

  await expect(form.getByRole('heading', { level: 3, name: 'Resumo' })).toBeFocused();
  await expect(form.getByText('Construtor/Incorporador')).toBeVisible();
  await expect(form.getByText('(21) 33334-9444')).toBeVisible();
  await page.clock.fastForward(5_000);
  const insert = leadInsert(page);
  const popup = page.waitForEvent('popup');
  await tabTo(page, /Enviar solicitação/, 20);
  await page.keyboard.press('Enter');
  expect((await insert).status()).toBe(201);
  await popup;

  await page.bringToFront();
  await expect(page.getByRole('heading', { name: 'Solicitação enviada com sucesso!' })).toBeFocused();
  await tabTo(page, /Fazer nova solicitação/);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('heading', { level: 3, name: 'Identificação' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('');
});

test('the prerendered form and the loaded wizard have the same size: no layout shift', async ({ browser, page }, testInfo) => {
  const measure = async (target: Page) => {
    await target.evaluate(() => document.fonts.ready);
    return target.locator(`${FORM} [data-budget-card]`).evaluate((el) => Math.round(el.getBoundingClientRect().height));
  };
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile, hasTouch, deviceScaleFactor, baseURL });
  const staticPage = await noScript.newPage();
  await staticPage.goto('/');
  await expect(staticPage.locator(`${FORM} [data-budget-shell]`)).toBeAttached();
  const before = await measure(staticPage);
  await noScript.close();

  await page.goto('/#budget');
  await expectLiveForm(page);
  await expect(page.locator(`${FORM} [data-budget-shell]`)).toHaveCount(0);
  expect(await measure(page)).toBe(before);
});

test('Formik, yup and supabase-js load only when needed', { tag: '@one-width' }, async ({ page }) => {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) urls.add(request.url());
  });
  /**
   * Which of Formik, yup and supabase-js the scripts requested so far contain. The names of the chunks a script
   * may import later (its preload list: "assets/formik.esm-….js") are not their code, and are left out.
   */
  const loaded = async () => {
    const bodies = await Promise.all([...urls].map(async (url) => (await page.request.get(url)).text().then((body) => body.replace(/"assets\/[^"]+"/g, '""'))));
    return ['formik', 'ValidationError', 'supabase-js'].map((marker) => bodies.some((body) => body.includes(marker)));
  };
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(urls.size).toBeGreaterThan(0);
  expect(await loaded()).toEqual([false, false, false]);

  await page.locator(FORM).scrollIntoViewIfNeeded();
  await expectLiveForm(page);
  await page.waitForLoadState('networkidle');
  expect(await loaded()).toEqual([true, true, false]);
});

const CARLA = {
  name: 'Carla Mendes', email: 'carla@exemplo.com.br', phone: '21988887777', role: 'proprietario', environmentType: 'banheiro',
  applicationType: 'revestimento', squareMeters: '14 m²', timeline: '3-6-meses', materialPreference: 'marmore',
  stylePreference: 'classico', hasReferences: 'nao', investmentRange: 'ate-20k', projectStage: 'planejamento', howFoundUs: 'Instagram',
};

/** Opens the form on a draft Carla saved at `step`, every answer given. */
async function openDraft(page: Page, step: number) {
  await page.goto('/');
  await page.evaluate((draft) => localStorage.setItem('lavra:budget-draft', JSON.stringify(draft)), { step, values: CARLA });
  await page.goto('/#budget');
}

/** Sends offline, checks the chat carries Carla's contact, then comes back online: the outbox delivers the same request. */
async function sendOfflineThenReconnect(page: Page, context: BrowserContext) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByText('Redirecionando...')).toBeVisible();
  await expect(page.getByText('Solicitação enviada com sucesso!')).toBeVisible();
  const chat = await popup;
  await expect.poll(() => chat.url()).toMatch(/^https:\/\/wa\.me\//);
  const text = new URL(chat.url()).searchParams.get('text') ?? '';
  expect(text).toContain('Carla Mendes');
  expect(text).toContain('(21) 98888-7777');
  const waiting = await page.evaluate(() => JSON.parse(localStorage.getItem('lavra:lead-outbox') ?? '[]') as { id: string }[]);
  expect(waiting).toHaveLength(1);

  // Back online: the 'online' event (or the in-page retry, 15 s later) re-sends it with the same id.
  // Under emulation Chromium already announced 'online' when the chat window opened (the page then
  // checked that the site did not answer and asked for no code), so it has no change left to
  // announce: the test sends the event a real reconnection sends.
  const insert = leadInsert(page);
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const response = await insert;
  expect(response.status()).toBe(201);
  expect((response.request().postDataJSON() as { id: string }).id).toBe(waiting[0]!.id);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lavra:lead-outbox'))).toBeNull();
}

test('a request sent offline waits in the outbox and is delivered once the connection is back', { tag: '@one-width' }, async ({ page, context }) => {
  await openDraft(page, 5);
  await expect(page.getByRole('button', { name: 'Enviar solicitação' })).toBeVisible();
  // The visitor read the summary online: the code that sends (and re-sends) has arrived.
  await expect.poll(() => sendingCodeLoaded(page)).toBe(true);

  await context.setOffline(true);
  await sendOfflineThenReconnect(page, context);
});

test('a visitor who reaches the summary offline still gets the request delivered once the connection is back', { tag: '@one-width' }, async ({ page, context }) => {
  // The sending code is not asked for while offline: a chunk that failed once would stay failed in this page.
  await openDraft(page, 4);
  await expect(page.locator(FORM).getByText('Etapa 4 de 5')).toBeVisible();
  const next = page.getByRole('button', { name: 'Continuar' });
  await context.setOffline(true);
  await next.click();
  await expect(page.getByRole('button', { name: 'Enviar solicitação' })).toBeVisible();
  expect(await sendingCodeLoaded(page)).toBe(false);
  await sendOfflineThenReconnect(page, context);
});

test('a request whose sending code broke off mid-download is still delivered in the same visit', { tag: '@one-width' }, async ({ page }) => {
  // The connection drops while the summary fetches the sending code: the browser keeps that file failed
  // under its URL for the page's life, so the submit asks for it again under a new one.
  const asked: string[] = [];
  let brokeOff!: () => void;
  const broken = new Promise<void>((resolve) => (brokeOff = resolve));
  await page.route(/\/assets\/leads-[^/]+\.js(\?.*)?$/, async (route) => {
    asked.push(new URL(route.request().url()).search);
    if (asked.length > 1) return route.continue();
    await route.abort('connectionreset');
    brokeOff();
  });
  await openDraft(page, 5);
  await expect(page.getByRole('button', { name: 'Enviar solicitação' })).toBeVisible();
  await broken;

  const insert = leadInsert(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  const response = await insert;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ name: 'Carla Mendes', phone: '21988887777' });
  await expect(page.getByText('Solicitação enviada com sucesso!')).toBeVisible();
  await popup;
  expect(asked).toEqual(['', '?retry=1']);
  // Nothing left waiting: the request went out in this visit.
  expect(await page.evaluate(() => localStorage.getItem('lavra:lead-outbox'))).toBeNull();
});
