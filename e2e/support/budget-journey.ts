// A visitor's journey through the budget form, shared by the specs that run their own server and store.
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';

export const FORM = '#budget-form';

/**
 * Waits until the live wizard (not the prerendered shell) is on screen: its notification region exists. The form's
 * code arrives after the page's own and hydrates near view, which on a two-core machine shared with heavy work
 * took over 15 s; the bound only decides how long a real failure takes to be reported.
 */
export async function expectLiveForm(page: Page) {
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached({ timeout: 60_000 });
}

export interface VisitorOptions {
  /** Where the visitor lands (default `/#budget`, waiting for the live form); null opens nothing yet. */
  path?: string | null;
  /** A narrower screen than the project's, e.g. 360 px phones. */
  width?: number;
  javaScriptEnabled?: boolean;
  /** The page's clock is ours (the default), or the page runs on real time. */
  clock?: boolean;
}

/**
 * A visitor's browser (empty storage): reduced motion keeps clicks about the form, the page's clock is ours
 * unless asked otherwise, WhatsApp is answered locally; relative paths open on `origin`.
 */
export async function visitor(browser: Browser, testInfo: TestInfo, origin: string, options: VisitorOptions = {}) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, locale } = testInfo.project.use;
  const context = await browser.newContext({
    viewport: options.width ? { width: options.width, height: 780 } : viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    locale,
    baseURL: origin,
    reducedMotion: 'reduce',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'ok' }));
  if (options.clock ?? true) await context.clock.install();
  const page = await context.newPage();
  const inserts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/rest/v1/')) inserts.push(request.url());
  });
  const path = options.path === undefined ? '/#budget' : options.path;
  if (path !== null) {
    await page.goto(`${origin}${path}`);
    if (path.endsWith('#budget')) await expectLiveForm(page);
  }
  return { context, page, inserts };
}

/**
 * Steps 1 to 4, as fast as a script can click, ending on the summary. `chosenMaterial`: the material the page
 * already chose (a stone's or a comparison's family), checked on step 3 instead of picking one.
 */
export async function fillForm(page: Page, name: string, phone = '21999998888', { chosenMaterial }: { chosenMaterial?: string } = {}) {
  const form = page.locator(FORM);
  await expectLiveForm(page);
  const step = (n: number) => expect(form.getByText(`Etapa ${n} de 5`)).toBeVisible();
  await form.getByRole('textbox', { name: /Nome completo/ }).fill(name);
  await form.getByRole('textbox', { name: /E-mail/ }).fill('contato@exemplo.com.br');
  await form.getByRole('textbox', { name: /Telefone/ }).fill(phone);
  await form.getByText('Proprietário Final').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(2);
  await form.getByText('Cozinha', { exact: true }).click();
  await form.getByText('Bancada', { exact: true }).click();
  await form.getByRole('textbox', { name: /Metragem/ }).fill('10 m²');
  await form.getByText('1 a 3 meses').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(3);
  if (chosenMaterial) await expect(form.getByRole('radio', { name: chosenMaterial, exact: true })).toBeChecked();
  else await form.getByText('Granito', { exact: true }).click();
  await form.getByText('Moderno', { exact: true }).click();
  await form.getByText('Plantas, fotos ou moodboard').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(4);
  await form.getByText('Ainda não sei', { exact: true }).click();
  await form.getByText('Planejamento', { exact: true }).click();
  await form.getByRole('textbox', { name: /Como nos conheceu/ }).fill('Pesquisa no Google.');
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(5);
}

/** Submits and checks what every visitor sees afterwards; returns the chat's URL. */
export async function submitAndExpectThankYou(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.locator(FORM).getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByRole('heading', { name: 'Solicitação enviada com sucesso!' })).toBeVisible();
  await expect(page.getByText('✅ Solicitação registrada!')).toBeVisible();
  const chat = await popup;
  await expect.poll(() => chat.url()).toMatch(/^https:\/\/wa\.me\/5521999998888\?text=/);
  return chat.url();
}

/** A visitor coming back to a finished draft: the form opens on its summary. */
export async function seedFinishedDraft(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('draft-seeded')) return;
    sessionStorage.setItem('draft-seeded', '1');
    localStorage.setItem(
      'lavra:budget-draft',
      JSON.stringify({
        version: 1,
        step: 5,
        values: {
          name: 'Helena Vasconcellos',
          email: 'helena@estudio.com.br',
          phone: '21999998888',
          role: 'arquiteto',
          environmentType: 'area-gourmet',
          applicationType: 'bancada',
          squareMeters: '8 m²',
          timeline: '1-3-meses',
          materialPreference: 'quartzito',
          stylePreference: 'luxuoso',
          hasReferences: 'sim',
          investmentRange: '50k-100k',
          projectStage: 'projeto-aprovado',
          howFoundUs: 'Indicação de um colega.',
        },
      }),
    );
  });
}

/**
 * Closes the chat tab the form opened, once it has reached WhatsApp and loaded. Closing a tab while the page
 * that opened it is still sending it somewhere races the navigation's commit, and then the browser can accept
 * the close and never do it: the call waits forever.
 */
export async function closeChatTab(tab: Page) {
  await expect.poll(() => tab.url()).toMatch(/^https:\/\/wa\.me\//);
  await tab.waitForLoadState('load');
  await tab.close();
}
