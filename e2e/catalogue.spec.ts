// The stone catalogue chosen by use: real controls narrow it, the count is announced, the address keeps
// the whole choice (and a shared address opens with it), cards lead to the stone pages.
import { expect, test, type Page } from '@playwright/test';
import { catalogueStones } from '../content/catalogue';
import { holdAppCode } from './support/hold-app';
import { layOutWhole } from './support/laid-out';

async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const count = (page: Page) => page.getByRole('status').filter({ hasText: /pedra/ });

test('the header and the footer lead to the whole catalogue', async ({ page }) => {
  await openHydrated(page, '/granitos');
  // On phones the header's links sit behind its menu: read the link itself, shown or not.
  await expect(page.locator('header a[href="/pedras"]')).toHaveText('Catálogo');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Todas as pedras' })).toHaveAttribute('href', '/pedras');
});

test('filters are real checkboxes and radios: the count is announced, the address keeps the choice and a shared address opens with it', async ({ page }) => {
  await openHydrated(page, '/pedras/cozinha');
  await expect(count(page)).toHaveText('19 pedras para bancada de cozinha');
  await expect(count(page)).toHaveAttribute('role', 'status');

  await page.getByText('Refinar a escolha').click();
  const stains = page.getByRole('checkbox', { name: 'Resistir a manchas' });
  await stains.check();
  await expect(stains).toBeChecked();
  await expect(count(page)).toHaveText('10 pedras para bancada de cozinha');
  await expect(page).toHaveURL(/\/pedras\/cozinha\?prioridade=manchas$/);
  await expect(page.getByRole('article', { name: 'Preto Absoluto' })).toContainText('Dureza 7 Mohs e absorção 0,08%: resiste a riscos e ao uso diário');

  // Keyboard: arrows move between the tone radios and pick as they go.
  const anyTone = page.getByRole('radio', { name: 'Todos' });
  await anyTone.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Claras' })).toBeChecked();
  await expect(page).toHaveURL(/\?prioridade=manchas&tom=claro$/);
  await expect(count(page)).toHaveText('3 pedras para bancada de cozinha');

  // The same address, opened afresh, gives the same list once the page is live.
  await openHydrated(page, '/pedras/cozinha?prioridade=manchas&tom=claro');
  await expect(count(page)).toHaveText('3 pedras para bancada de cozinha');
  await expect(page.getByRole('checkbox', { name: 'Resistir a manchas' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Claras' })).toBeChecked();
  // The cards follow too, prerendered for the unrefined page and hydrated with the address's choice.
  await expect(page.getByRole('article', { name: 'Mont Blanc' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Preto Absoluto' })).toHaveCount(0);

  // Another use keeps the rest of the choice.
  await page.getByRole('link', { name: 'Piso', exact: true }).click();
  await expect(page).toHaveURL(/\/pedras\/piso\?prioridade=manchas&tom=claro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedras para piso');
  await expect(page).toHaveTitle(/Pedra para piso/);
  await expect(page.getByRole('link', { name: 'Piso', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('a stone that is a poor fit says why, and every card leads to its stone page', async ({ page }) => {
  await openHydrated(page, '/pedras/cozinha');
  // The cards above it are laid out lazily (content-visibility): as the click scrolls to the summary they take
  // their drawn heights, and a click aimed before that lands on the list (seen 2 in 16 on a busy machine).
  await layOutWhole(page);
  await page.getByText('Ver as 4 pedras que ficaram de fora e por quê').click();
  await expect(page.getByRole('article', { name: 'Carrara' })).toContainText('Pouco indicada · Dureza 3 Mohs: facas riscam e ácidos marcam o polido da bancada');

  const taj = catalogueStones.find((stone) => stone.slug === 'taj-mahal')!;
  await page.getByRole('article', { name: taj.name }).getByRole('link', { name: taj.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${taj.path}$`));
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 1 })).toHaveText(taj.name);
});

test('the catalogue pages carry the list as ItemList structured data', { tag: '@one-width' }, async ({ request }) => {
  const html = await (await request.get('/pedras/cozinha')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const list = blocks.find((block) => block['@type'] === 'ItemList') as { numberOfItems: number; itemListElement: { url: string; position: number }[] };
  expect(list.numberOfItems).toBe(19);
  expect(list.itemListElement[0]).toMatchObject({ position: 1, url: expect.stringMatching(/\/quartizitos\/taj-mahal$/) });
  expect(list.itemListElement.map((item) => item.url)).not.toContainEqual(expect.stringMatching(/\/marmores\/carrara$/));
  const all = await (await request.get('/pedras')).text();
  expect(all).toContain('"numberOfItems":23');
});

test('a chip and "Comparar" tapped before the app has arrived are answered: the chip at once, the press once the page is live', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/pedras/cozinha');
  // The refinements are a native disclosure and the chips native checkboxes: they answer without the app.
  await page.locator('summary', { hasText: 'Refinar a escolha' }).click();
  const stains = page.getByRole('checkbox', { name: 'Resistir a manchas' });
  await page.locator('label', { hasText: 'Resistir a manchas' }).click();
  await expect(stains).toBeChecked();
  // A stone that resists stains, so the refined list keeps it.
  const compare = page.getByRole('button', { name: 'Comparar Preto Absoluto' });
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'false');
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Nothing was lost: the chip is still on and the list and the address follow it; the press is replayed.
  await expect(stains).toBeChecked();
  await expect(page).toHaveURL(/\/pedras\/cozinha\?prioridade=manchas$/);
  await expect(count(page)).toHaveText('10 pedras para bancada de cozinha');
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('complementary', { name: 'Sua comparação' })).toContainText('Preto Absoluto');
});

test.describe('on a 390 px phone', { tag: '@one-width' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every card ends at its last control: no room is kept in the cards for the way to the comparison', async ({ page }) => {
    await openHydrated(page, '/pedras');
    await layOutWhole(page);
    const gaps = await page.locator('main article').evaluateAll((cards) =>
      cards.map((card) => {
        const last = [...card.querySelectorAll('button, a')].at(-1)!;
        const padding = Number.parseFloat(getComputedStyle(card.lastElementChild!).paddingBottom);
        return Math.round(card.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom - padding);
      }),
    );
    expect(gaps.length).toBeGreaterThanOrEqual(23);
    // Below the card's last control there is only the card's own padding (rounding aside).
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(2);
  });
});

