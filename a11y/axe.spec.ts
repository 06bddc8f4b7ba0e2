// axe (WCAG 2.0/2.1/2.2 A and AA) on every page and in the states a visitor reaches, at the phone
// and desktop widths of the Playwright projects: no violation, and no contrast left uncomputable.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { closeChatTab, seedFinishedDraft } from '../e2e/support/budget-journey';
import { pauseClock } from '../e2e/support/clock';
import { NOT_FOUND_PATH, ROUTES, open, settle, stubWhatsApp } from './support/page';

// Full-page scans of a long home page on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

for (const route of ROUTES) {
  test(`${route} has no accessibility violation`, async ({ page }) => {
    const response = await open(page, route);
    expect(response?.status()).toBe(200);
    await expectAccessible(page, route);
  });
}

// One stone page per collection, on the light hero too: the stone's page layout and its link tabs.
for (const route of ['/quartizitos/azul-macaubas', '/marmores/nero-marquina', '/granitos/branco-polar', '/sinterizados/branco-parana']) {
  test(`the stone page ${route} has no accessibility violation`, async ({ page }) => {
    const response = await open(page, route);
    expect(response?.status()).toBe(200);
    await expectAccessible(page, route);
  });
}

// The comparison with stones in it (the bare /comparar, empty, is among ROUTES), and "Comparar" pressed on a stone's page.
for (const route of ['/comparar?pedras=taj-mahal,carrara,branco-polar', '/comparar?pedras=titanium-black']) {
  test(`the comparison ${route} has no accessibility violation`, async ({ page }) => {
    await open(page, route);
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page, route);
  });
}

// The visualizer's other rooms (the kitchen, its first, is among ROUTES), with a poor fit chosen (its reason
// shown) in the kitchen.
for (const route of ['/visualizar?ambiente=cozinha&bancada=carrara', '/visualizar?ambiente=banheiro', '/visualizar?ambiente=area-gourmet', '/visualizar?ambiente=sala']) {
  test(`the visualizer ${route} has no accessibility violation`, async ({ page }) => {
    await open(page, route);
    await expect(page.getByRole('img', { name: /^(Cozinha|Banheiro|Área gourmet|Sala) com / })).toBeVisible();
    await expectAccessible(page, route);
  });
}

// The estimate with a sketch drawn (the bare /estimativa is among ROUTES): the stone's texture inside the pieces,
// the measures laid over the drawing, cutouts, an island and a loose piece, the island's ends finished otherwise
// (the edges' selects shown), a straight run with both ends free (each end's choice, one end finished otherwise).
for (const route of [
  '/estimativa?forma=l&a=300x60&b=180x60&recortes=cuba-embutida,cooktop&pedras=taj-mahal,branco-polar',
  '/estimativa?forma=ilha&a=360x60&ilha=200x90&extras=120x50&bordas=ilha.esquerda:meia-esquadria,ilha.direita:meia-esquadria&pedras=nero-marquina',
  '/estimativa?forma=reta&a=280x60&pontas=a.esquerda,a.direita&bordas=a.direita:meia-esquadria&pedras=branco-polar',
  // The ultracompact surface at 1,2 cm, with no stone: the 1,2 cm chip and the card's note on the material.
  '/estimativa?forma=reta&a=280x60&esp=1.2&colecao=ultracompacto',
]) {
  test(`the estimate ${route} has no accessibility violation`, async ({ page }) => {
    await open(page, route);
    await expect(page.getByRole('figure', { name: 'Planta' })).toBeVisible();
    await expectAccessible(page, route);
  });
}

test('a stone page with "Comparar" pressed (announced, with the link to the comparison) has no accessibility violation', async ({ page }) => {
  await open(page, '/granitos/verde-alpi');
  const button = page.getByRole('button', { name: 'Comparar Verde Alpi' });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /Ver comparação \(1\)/ })).toBeVisible();
  await expectAccessible(page, 'compare pressed');
});

test('the catalogue with its comparison tray shown has no accessibility violation', async ({ page }) => {
  await open(page, '/pedras/cozinha');
  const button = page.getByRole('button', { name: 'Comparar Taj Mahal' });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('complementary', { name: 'Sua comparação' }).getByRole('link', { name: /Ver comparação \(1\)/ })).toBeVisible();
  await expectAccessible(page, 'catalogue with the tray');
});

test('the 404 page has no accessibility violation', async ({ page }) => {
  const response = await open(page, NOT_FOUND_PATH);
  expect(response?.status()).toBe(404);
  await expectAccessible(page, '404');
});

test('the site navigation, opened or not, has no accessibility violation', async ({ page }) => {
  await open(page, '/granitos');
  // Phones show the navigation behind the menu's summary (a native disclosure); large screens show it in the bar.
  const menu = page.locator('header summary');
  if (await menu.isVisible()) {
    await expect(menu).toHaveAccessibleName('Menu');
    await menu.click();
    await expect(menu).toHaveAccessibleName('Fechar');
  }
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Mármores' })).toBeVisible();
  await expectAccessible(page, 'navigation open');
});

test('a process step with its detail popover open has no accessibility violation', async ({ page }) => {
  await open(page, '/');
  const trigger = page.getByRole('button', { name: /Briefing & Curadoria/ });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Briefing & Curadoria' })).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'process popover open');
});

test('the testimonials with their videos playing (pause and sound controls shown) have no accessibility violation', async ({ page }) => {
  await open(page, '/');
  const card = page.locator('#depoimentos article').first();
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => card.locator('video').evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 15_000 }).toBe(true);
  await expect(card.getByRole('button', { name: 'Tocar com som' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pausar vídeo' })).toBeVisible();
  await expectAccessible(page, 'testimonial videos playing');
});

test('the FAQ with an answer open has no accessibility violation', async ({ page }) => {
  await open(page, '/');
  const question = page.locator('#perguntas-frequentes details', { has: page.locator('summary', { hasText: /Qual é a garantia/ }) });
  await question.locator('summary').click();
  await expect(question).toHaveAttribute('open', '');
  await expect(question.getByText(/2 anos de garantia/)).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'FAQ answer open');
});

test('the consent banner opened from the footer has no accessibility violation', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('button', { name: 'Preferências de cookies' }).click();
  await expect(page.getByRole('region', { name: 'Cookies e privacidade' })).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'consent banner');
});

/** Clicks 'Continuar' with nothing answered and checks the step's first message is shown. */
async function showErrors(page: Page, step: number, message: string) {
  const form = page.locator('#budget-form');
  await expect(form.getByText(`Etapa ${step} de 5`)).toBeVisible();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText(message)).toBeVisible();
  await settle(page);
  await expectAccessible(page, `budget step ${step} with errors`, '#budget-form');
}

test('each budget step with its errors shown, and the summary, has no accessibility violation', async ({ page }) => {
  await open(page, '/');
  const form = page.locator('#budget-form');
  await form.scrollIntoViewIfNeeded();

  await showErrors(page, 1, 'Nome deve ter pelo menos 2 caracteres');
  await form.getByRole('textbox', { name: /Nome completo/ }).fill('Helena Vasconcellos');
  await form.getByRole('textbox', { name: /E-mail/ }).fill('helena@estudio.com.br');
  await form.getByRole('textbox', { name: /Telefone/ }).pressSequentially('21999998888');
  await form.getByText('Arquiteto/Designer').click();
  await form.getByRole('button', { name: 'Continuar' }).click();

  await showErrors(page, 2, 'Selecione o tipo de ambiente');
  await form.getByText('Área gourmet', { exact: true }).click();
  await form.getByText('Bancada', { exact: true }).click();
  await form.getByRole('textbox', { name: /Metragem/ }).fill('8 m²');
  await form.getByText('1 a 3 meses').click();
  await form.getByRole('button', { name: 'Continuar' }).click();

  await showErrors(page, 3, 'Selecione o material preferido');
  await form.getByText('Quartzito', { exact: true }).click();
  await form.getByText('Luxuoso', { exact: true }).click();
  await form.getByText('Plantas, fotos ou moodboard').click();
  await form.getByRole('button', { name: 'Continuar' }).click();

  await showErrors(page, 4, 'Selecione a faixa de investimento');
  await form.getByText('Projeto aprovado').click();
  await form.getByText(/^R\$\s50\.000 a R\$\s100\.000$/).click();
  await form.getByRole('textbox', { name: /Como nos conheceu/ }).fill('Indicação de um colega.');
  await form.getByRole('button', { name: 'Continuar' }).click();

  await expect(form.getByText('Etapa 5 de 5')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Enviar solicitação' })).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'budget summary', '#budget-form');
});

test('the budget form while sending and its success card have no accessibility violation', async ({ page, context }) => {
  await stubWhatsApp(context);
  // A visitor coming back to a finished draft: the form opens on the summary.
  await seedFinishedDraft(page);
  // The backend holds the insert until the processing state has been checked.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/**', async (route) => {
    await held;
    await route.fulfill({ status: 201, body: '' });
  });

  // The test owns the page's clock: paused once the request is on its way, it keeps the held request
  // within the form's time limit and the notice that follows on the page while axe (on the browser's own
  // timers) reads it, however long that takes.
  await page.clock.install();
  await open(page, '/');
  const form = page.locator('#budget-form');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByText('Etapa 5 de 5')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(form.getByRole('button', { name: 'Processando...' })).toBeDisabled();
  await pauseClock(page);
  await settle(page);
  await expectAccessible(page, 'budget form processing', '#budget-form');

  release();
  await closeChatTab(await popup);
  // The success card and the notice under it, both read by axe.
  await expect(page.getByRole('button', { name: 'Fazer nova solicitação' })).toBeVisible();
  await expect(page.locator('[data-toast-region] li')).toContainText('Solicitação registrada!');
  await settle(page);
  await expectAccessible(page, 'budget success card', '#budget-form');
});

test('the catalogue with its refinements and the stones set aside open has no accessibility violation', async ({ page }) => {
  await open(page, '/pedras/cozinha?prioridade=manchas&tom=claro');
  await expect(page.getByRole('checkbox', { name: 'Resistir a manchas' })).toBeChecked();
  await page.getByText(/^Ver as \d+ pedras que ficaram de fora/).click();
  await expect(page.getByRole('article', { name: 'Carrara' })).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'catalogue refined');
});
