// The visualizer with scripts off: the radios alone change the picture (the stylesheet follows them).
import { expect, test, type Page } from '@playwright/test';

const slabOf = (page: Page, room: string, surface: string) =>
  page.locator(`[data-room-picture="${room}"] [data-surface="${surface}"]`).evaluate((layer) => getComputedStyle(layer).backgroundImage);

test('without JavaScript, choosing a stone changes the picture, and so does choosing a room', async ({ page }) => {
  await page.goto('/visualizar');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', /.*/);
  await expect(page.locator('[data-room-picture="cozinha"]')).toBeVisible();
  expect(await slabOf(page, 'cozinha', 'bancada')).toContain('/cozinha/bancada/mont-blanc.');

  await page.getByRole('group', { name: 'Pedra para bancada' }).getByRole('radio', { name: /^Taj Mahal/ }).check();
  await expect.poll(() => slabOf(page, 'cozinha', 'bancada')).toContain('/cozinha/bancada/taj-mahal.');

  await page.getByRole('radio', { name: 'Parede da bancada', exact: true }).check();
  await page.getByRole('group', { name: 'Pedra para parede da bancada' }).getByRole('radio', { name: /^Carrara/ }).check();
  await expect.poll(() => slabOf(page, 'cozinha', 'parede')).toContain('/cozinha/parede/carrara.');

  await page.getByRole('radio', { name: 'Sala', exact: true }).check();
  await expect(page.locator('[data-room-picture="sala"]')).toBeVisible();
  await expect(page.locator('[data-room-picture="cozinha"]')).toBeHidden();
  await expect.poll(() => slabOf(page, 'sala', 'piso')).toContain('/sala/piso/crema-marfil.');
});
