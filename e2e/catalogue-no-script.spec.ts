// Without JavaScript (the `no-script` project) the catalogue still does its job: each use page lists its
// stones with the reason each fits, every card links to its stone page, the use links work and the stones
// set aside open in a native disclosure with why.
import { expect, test } from '@playwright/test';
import { catalogueStones } from '../content/catalogue';

test('with no script, /pedras/cozinha lists its stones with their reasons and links', async ({ page }) => {
  await page.goto('/pedras/cozinha');
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedras para bancada de cozinha');
  await expect(page.getByRole('status')).toHaveText('19 pedras para bancada de cozinha');
  const cards = page.locator('main article');
  await expect(cards.filter({ visible: true })).toHaveCount(19);
  await expect(page.getByRole('article', { name: 'Preto Absoluto' })).toContainText('Dureza 7 Mohs e absorção 0,08%: resiste a riscos e ao uso diário');
  // Every stone, listed or set aside (behind the closed disclosure), links to its own page.
  for (const stone of catalogueStones) {
    await expect(page.locator(`main article a[href="${stone.path}"]`)).toHaveText(stone.name);
  }
  // The refinements need the app: they are not drawn at all rather than drawn and dead.
  await expect(page.getByText('Refinar a escolha')).toBeHidden();

  await page.getByText('Ver as 4 pedras que ficaram de fora e por quê').click();
  await expect(page.getByRole('article', { name: 'Carrara' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Carrara' })).toContainText('Dureza 3 Mohs: facas riscam');

  await page.getByRole('link', { name: 'Área externa e gourmet' }).click();
  await expect(page).toHaveURL(/\/pedras\/area-externa$/);
  await expect(page.getByRole('status')).toHaveText('12 pedras para área externa e gourmet');
});
