// Comparing stones: "Comparar" on a stone's page, /comparar?pedras=a,b,c side by side (a shared link opens
// the same comparison), readable on a 360 px phone, clean on paper, a plain list without JavaScript, and
// "Orçar com estas pedras" leading to a budget request that names every stone, stored and in the chat.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { catalogueStones } from '../content/catalogue';
import { budgetForm } from '../content/budget-form';
import { expectLiveForm, fillForm, FORM, visitor as journeyVisitor, type VisitorOptions } from './support/budget-journey';

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/** A fresh visitor on the page's own clock, opening nothing yet (e2e/support/budget-journey.ts). */
function visitor(browser: Browser, testInfo: TestInfo, options: VisitorOptions = {}) {
  return journeyVisitor(browser, testInfo, testInfo.project.use.baseURL!, { path: null, clock: false, ...options });
}

/** Presses "Comparar" in the stone's panel once the page is hydrated (React hydrates the panel first if it has not yet). */
async function addFromStonePage(page: Page, path: string, name: string) {
  await page.goto(path);
  await hydrated(page);
  const button = page.getByRole('button', { name: `Comparar ${name}` });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

const columnNames = (page: Page) => page.getByRole('table').getByRole('columnheader').getByRole('link');

test('stones added from their pages are compared side by side, and a shared link opens the same comparison', async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo);
  await addFromStonePage(page, '/quartizitos/taj-mahal', 'Taj Mahal');
  await expect(page.locator('[data-compare-announcer]').filter({ hasText: 'Taj Mahal entrou na comparação: 1 de 3 pedras.' })).toHaveCount(1);
  await addFromStonePage(page, '/granitos/branco-polar', 'Branco Polar');
  await expect(page.locator('[data-compare-announcer]').filter({ hasText: 'Branco Polar entrou na comparação: 2 de 3 pedras.' })).toHaveCount(1);

  await page.getByRole('link', { name: /Ver comparação \(2\)/ }).first().click();
  await expect(page).toHaveURL(/\/comparar\?pedras=taj-mahal,branco-polar$/);
  await expect(page).toHaveTitle('Comparar pedras lado a lado | Lavra');
  await expect(columnNames(page)).toHaveText(['Taj Mahal', 'Branco Polar']);
  // Each figure's best is named in words: Taj Mahal absorbs less; both hold 7 Mohs, so hardness names no winner.
  const absorption = page.getByRole('rowheader', { name: /^Absorção/ }).locator('..');
  await expect(absorption.getByRole('cell')).toHaveText(['0,15%Melhor', '0,20%']);
  const hardness = page.getByRole('rowheader', { name: /^Dureza/ }).locator('..');
  await expect(hardness.getByRole('cell')).toHaveText(['7 Mohs', '7 Mohs']);

  // Someone else opens the link: the same stones, in the same order.
  const shared = await visitor(browser, testInfo);
  await shared.page.goto(page.url());
  await expect(columnNames(shared.page)).toHaveText(['Taj Mahal', 'Branco Polar']);
  // And it is their selection now: the stone's page shows it pressed.
  await shared.page.goto('/quartizitos/taj-mahal');
  await hydrated(shared.page);
  await expect(shared.page.getByRole('button', { name: 'Comparar Taj Mahal' })).toHaveAttribute('aria-pressed', 'true');
  await shared.context.close();

  // Taking a stone out here changes the address and the stored selection.
  await page.getByRole('button', { name: 'Retirar Branco Polar da comparação' }).click();
  await expect(page).toHaveURL(/\/comparar\?pedras=taj-mahal$/);
  await expect(columnNames(page)).toHaveText(['Taj Mahal']);
  await context.close();
});

test('the keyboard works "Comparar" like any button, and the change is said', async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo);
  await page.goto('/marmores/carrara');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Comparar Carrara' });
  await button.scrollIntoViewIfNeeded();
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toBeFocused();
  await expect(page.locator('[data-compare-announcer]')).toHaveText(/^Carrara entrou na comparação: 1 de 3 pedras\.\s?$/);
  // The way to the comparison is shown, and is the next stop in the tab order after the button.
  const view = page.getByRole('link', { name: /Ver comparação \(1\)/ });
  await expect(view).toBeVisible();
  const nextStop = await button.evaluate((element) => {
    const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')].filter(
      (candidate) => candidate.tabIndex >= 0 && !candidate.closest('[inert], [aria-hidden="true"]') && candidate.checkVisibility({ visibilityProperty: true }),
    );
    return tabbable[tabbable.indexOf(element as HTMLElement) + 1]?.textContent?.trim() ?? null;
  });
  expect(nextStop).toMatch(/^Ver comparação \(1\)/);
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-compare-announcer]')).toHaveText(/^Carrara saiu da comparação: 0 de 3 pedras\.\s?$/);
  await context.close();
});

test('a fourth stone is refused and the visitor is told how to make room', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo);
  await page.goto('/comparar?pedras=carrara,verde-alpi,super-white');
  await expect(columnNames(page)).toHaveCount(3);
  await page.goto('/quartizitos/mont-blanc');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Comparar Mont Blanc' });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(page.locator('[data-compare-announcer]').filter({ hasText: 'A comparação já tem 3 pedras. Retire uma para incluir Mont Blanc.' })).toHaveCount(1);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await context.close();
});

// The longest names, and the longest badges (OBRA-PRIMA, EXCLUSIVO) with the longest formations.
for (const stones of ['titanium-black,marinace-black,infinity-white', 'nero-marquina,azul-macaubas,carrara']) {
  test(`three stones stay readable on a 360 px phone, one row per figure, with no sideways scrolling: ${stones}`, { tag: '@one-width' }, async ({ browser }, testInfo) => {
    const { context, page } = await visitor(browser, testInfo, { width: 360 });
    await page.goto(`/comparar?pedras=${stones}`);
    await expect(columnNames(page)).toHaveCount(3);
    // The page's own code replaces the prerendered table when it arrives: measure the one the visitor keeps.
    await hydrated(page);
    const dureza = page.locator('tbody tr[data-figure="dureza"] td');
    await expect(dureza).toHaveCount(3);
    await expect.poll(async () => Math.min(...(await dureza.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width))))).toBeGreaterThanOrEqual(95);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const layout = await page.getByRole('table').evaluate((table) => {
      const cells = [...table.querySelectorAll('td, th, td li > span')] as HTMLElement[];
      return {
        // Nothing is cut or spills: no cell's (or badge's) content is wider than its box.
        clipped: cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
        columns: [...table.querySelectorAll('tbody tr[data-figure="dureza"] td')].map((cell) => Math.round(cell.getBoundingClientRect().width)),
        fontSizes: [...table.querySelectorAll('tbody td')].map((cell) => parseFloat(getComputedStyle(cell).fontSize)),
      };
    });
    expect(layout.clipped).toEqual([]);
    expect(layout.columns).toHaveLength(3);
    for (const width of layout.columns) expect(width).toBeGreaterThanOrEqual(95);
    expect(Math.min(...layout.fontSizes)).toBeGreaterThanOrEqual(14);
    // The figure's name sits on its own line above the three values.
    const row = page.locator('tbody tr[data-figure="absorcao"]');
    const [label, first] = await Promise.all([row.getByRole('rowheader').boundingBox(), row.getByRole('cell').first().boundingBox()]);
    expect(first!.y).toBeGreaterThanOrEqual(label!.y + label!.height - 1);
    await context.close();
  });
}

test('printed, the comparison is the table alone', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo);
  await page.goto('/comparar?pedras=carrara,nero-marquina');
  await expect(columnNames(page)).toHaveCount(2);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.getByRole('link', { name: 'Orçar com estas pedras' })).toBeHidden();
  await expect(page.getByRole('button', { name: /Retirar/ }).first()).toBeHidden();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /^Absorção/ }).locator('..').getByText('Melhor', { exact: true })).toBeVisible();
  // No tinted ground on paper: the word says which is best.
  const best = page.locator('td[data-best]').first();
  await expect.poll(() => best.evaluate((cell) => getComputedStyle(cell).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  await context.close();
});

test('without JavaScript the page lists every stone’s figures, the chosen ones among them', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo, { javaScriptEnabled: false });
  await page.goto('/comparar?pedras=taj-mahal,carrara');
  await expect(page.getByRole('heading', { name: 'Dados técnicos de todas as pedras' })).toBeVisible();
  const tajMahal = page.locator('#pedra-taj-mahal');
  await expect(tajMahal.getByRole('link', { name: 'Taj Mahal' })).toHaveAttribute('href', '/quartizitos/taj-mahal');
  await expect(tajMahal).toContainText('Absorção');
  await expect(tajMahal).toContainText('0,15%');
  await expect(page.locator('#pedra-carrara')).toContainText('3 Mohs');
  // No empty placeholder standing in for a table that will never come.
  await expect(page.locator('[data-compare-pending]')).toBeHidden();
  await context.close();
});

test('“Orçar com estas pedras” sends a request that names both stones, stored and in the WhatsApp message', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo, { clock: true });
  await page.goto('/comparar?pedras=taj-mahal,carrara');
  await hydrated(page);
  await page.getByRole('link', { name: 'Orçar com estas pedras' }).click();
  await expect(page).toHaveURL(/\/\?pedras=taj-mahal,carrara#budget$/);
  await fillForm(page, 'Lúcia Andrade', '21977776666', { chosenMaterial: 'Ainda não sei' });
  const { row, chatText } = await submitted(page);
  expect(row).toMatchObject({ stone: 'Taj Mahal, Carrara', material_preference: 'nao-sei', name: 'Lúcia Andrade' });
  expect(chatText).toContain('Estou comparando as pedras Taj Mahal e Carrara.');
  await context.close();
});

test('from the catalogue: kitchen and stains, two stones of the results compared, and the budget request names both', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo, { clock: true });
  await page.goto('/pedras');
  await hydrated(page);
  await page.getByRole('link', { name: 'Cozinha', exact: true }).click();
  await expect(page).toHaveURL(/\/pedras\/cozinha$/);
  await page.locator('summary', { hasText: 'Refinar a escolha' }).click();
  await page.locator('label', { hasText: 'Resistir a manchas' }).click();
  await expect(page).toHaveURL(/\/pedras\/cozinha\?prioridade=manchas$/);

  // The first two stones the filter keeps, whatever they are.
  const toggles = page.getByRole('button', { name: /^Comparar / });
  const names: string[] = [];
  for (const index of [0, 1]) {
    const toggle = toggles.nth(index);
    names.push((await toggle.getAttribute('aria-label'))!.replace(/^Comparar /, ''));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.locator('[data-compare-announcer]').filter({ hasText: `${names[1]} entrou na comparação: 2 de 3 pedras.` })).toHaveCount(1);
  // The cards keep no link of their own: the page's one tray leads to the comparison.
  await expect(page.getByRole('article').getByRole('link', { name: /Ver comparação/ })).toHaveCount(0);
  const tray = page.getByRole('complementary', { name: 'Sua comparação' });
  await expect(tray).toContainText(`2 de 3 pedras${names.join(', ')}`);
  await tray.getByRole('link', { name: 'Ver comparação (2)' }).click();
  await expect(columnNames(page)).toHaveText(names);

  await page.getByRole('link', { name: 'Orçar com estas pedras' }).click();
  await expect(page).toHaveURL(/\/\?pedras=[a-z-]+,[a-z-]+#budget$/);
  const materials = new Set(names.map((name) => catalogueStones.find((stone) => stone.name === name)!.material));
  const material = materials.size === 1 ? [...materials][0]! : 'nao-sei';
  const options = budgetForm.steps[2].fields.find((field) => field.name === 'materialPreference');
  const label = options && 'options' in options ? options.options.find((option) => option.value === material)!.label : '';
  await fillForm(page, 'Renata Queiroz', '21977776666', { chosenMaterial: label });
  const { row, chatText } = await submitted(page);
  expect(row).toMatchObject({ stone: names.join(', '), material_preference: material, name: 'Renata Queiroz' });
  expect(chatText).toContain(`Estou comparando as pedras ${names[0]} e ${names[1]}.`);
  await context.close();
});

test('a budget draft started from a comparison survives a reload, with the stones still asked about', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo);
  await page.goto('/?pedras=carrara,nero-marquina#budget');
  const form = page.locator(FORM);
  await expectLiveForm(page);
  await form.getByRole('textbox', { name: /Nome completo/ }).fill('Otávio Prado');
  await form.getByRole('textbox', { name: /E-mail/ }).fill('otavio@estudio.com.br');
  await form.getByRole('textbox', { name: /Telefone/ }).fill('21966665555');
  await form.getByText('Proprietário Final').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Etapa 2 de 5')).toBeVisible();
  await page.reload();
  await expectLiveForm(page);
  // Back on the step the visitor reached, with what they typed; the comparison's family still chosen.
  await expect(form.getByText('Etapa 2 de 5')).toBeVisible();
  await form.getByText('Cozinha', { exact: true }).click();
  await form.getByText('Bancada', { exact: true }).click();
  await form.getByRole('textbox', { name: /Metragem/ }).fill('6 m²');
  await form.getByText('1 a 3 meses').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Etapa 3 de 5')).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Mármore', exact: true })).toBeChecked();
  await form.getByRole('button', { name: /Voltar/ }).click();
  await form.getByRole('button', { name: /Voltar/ }).click();
  await expect(form.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Otávio Prado');
  await context.close();
});

test('a stored selection shows the way to the comparison on the catalogue and stone pages without moving anything', async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo, { width: 360 });
  await context.addInitScript(() => {
    localStorage.setItem('lavra:comparar', JSON.stringify(['carrara', 'verde-alpi']));
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Each opened at a card or the panel itself, so the control is on screen while the page starts. The
  // catalogue shows its tray (fixed at the foot of the screen), the stone's page the link beside its button.
  for (const path of ['/pedras/cozinha#pedra-taj-mahal', '/granitos/verde-alpi#granitos-detalhes']) {
    await page.goto(path);
    await hydrated(page);
    const link = page.getByRole('link', { name: /Ver comparação \(2\)/ });
    await expect(link).toHaveCount(1);
    await expect(link).toBeInViewport();
    await expect(link).toHaveAttribute('href', '/comparar?pedras=carrara,verde-alpi');
    const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    expect(total, path).toBeLessThanOrEqual(0.01);
  }
  await context.close();
});

test('the catalogue’s tray: it rises with the first stone, sits over the "Orçar projeto" bar, is reached with the keyboard and never hides the focused control', async ({ browser }, testInfo) => {
  const { context, page } = await visitor(browser, testInfo, { width: 390 });
  await page.goto('/pedras');
  await hydrated(page);
  const tray = page.getByRole('complementary', { name: 'Sua comparação' });
  await expect(tray).toHaveCount(0);
  const first = page.getByRole('button', { name: 'Comparar Taj Mahal' });
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(tray).toBeVisible();
  await expect(tray).toContainText('1 de 3 pedrasTaj Mahal');
  // Said once, by the page's one announcer; the tray itself is no live region.
  await expect(page.locator('[data-compare-announcer]')).toHaveText(/^Taj Mahal entrou na comparação: 1 de 3 pedras\.\s?$/);
  await expect(tray.locator('[aria-live]')).toHaveCount(0);
  await expect(tray).not.toHaveAttribute('aria-live');
  // Above the fixed bar, not over it.
  const bar = await page.locator('[data-mobile-budget-bar]').boundingBox();
  const trayBox = (await tray.boundingBox())!;
  expect(trayBox.y + trayBox.height).toBeLessThanOrEqual(bar!.y);

  // Keyboard: the tray's link is a stop of the tab order, right after the cards.
  const link = tray.getByRole('link', { name: 'Ver comparação (1)' });
  const reachable = await link.evaluate((element) => element.tabIndex >= 0 && element.checkVisibility({ visibilityProperty: true }));
  expect(reachable).toBe(true);
  await link.focus();
  await expect(link).toBeFocused();

  // Focus moving to a control behind the tray scrolls it clear of the tray (WCAG 2.4.11).
  const next = page.getByRole('button', { name: /^Comparar / }).nth(3);
  // The card's last link before its Comparar is "Estimar com esta pedra".
  const before = page.getByRole('article').nth(3).getByRole('link', { name: 'Estimar com esta pedra' });
  await before.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await before.focus();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  const top = (await tray.boundingBox())!.y;
  const control = (await next.boundingBox())!;
  expect(control.y + control.height).toBeLessThanOrEqual(top);

  // Taken out again, the selection is empty and the tray goes.
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await expect(tray).toHaveCount(0);
  await context.close();
});

test('the home page loads none of the comparison’s code first', { tag: '@one-width' }, async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  const modules = /<meta name="lavra:modules" content="([^"]+)"/.exec(html)![1]!.split(' ');
  expect(modules.length).toBeGreaterThan(0);
  for (const file of [...entry, ...modules]) {
    const code = await (await request.get(file)).text();
    // The selection's storage key and the comparison's texts live only in its own chunks.
    expect(code, file).not.toContain('lavra:comparar');
    expect(code, file).not.toContain('Orçar com estas pedras');
  }
});

/** Sends the summary; returns the stored row as the insert carried it and the chat's text. */
async function submitted(page: Page) {
  await page.clock.fastForward(5_000);
  const insert = page.waitForResponse((r) => new URL(r.url()).pathname === '/rest/v1/budget_requests' && r.request().method() === 'POST');
  const popup = page.waitForEvent('popup');
  await page.locator(FORM).getByRole('button', { name: 'Enviar solicitação' }).click();
  const response = await insert;
  expect(response.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Solicitação enviada com sucesso!' })).toBeVisible();
  const chat = await popup;
  await expect.poll(() => chat.url()).toMatch(/^https:\/\/wa\.me\//);
  return { row: response.request().postDataJSON() as Record<string, unknown>, chatText: new URL(chat.url()).searchParams.get('text') ?? '' };
}
