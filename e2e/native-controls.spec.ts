// The controls a visitor reaches before the app arrives are the platform's own: with JavaScript off
// (the `no-script` project), the header's menu and the FAQ still open and close, exactly as they do
// with the app. What the app adds on top (Escape, closing on navigation) is in e2e/keyboard.spec.ts.
import { expect, test, type Page } from '@playwright/test';

async function openWithoutScript(page: Page, path: string) {
  await page.goto(path);
  // Really no script: the entry never ran, so the page never hydrates.
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
}

test('on a phone, the header menu opens and closes with no script', async ({ page }) => {
  await openWithoutScript(page, '/granitos');
  const menu = page.locator('header details');
  const summary = menu.locator('summary');
  const link = page.getByRole('navigation').getByRole('link', { name: 'Mármores' });
  await expect(summary).toHaveAccessibleName('Menu');
  await expect(link).toBeHidden();

  await summary.click();
  await expect(menu).toHaveAttribute('open', '');
  await expect(summary).toHaveAccessibleName('Fechar');
  await expect(link).toBeVisible();
  // The open menu pushes the page down inside the bar; it covers nothing.
  const bar = await page.getByRole('banner').boundingBox();
  const linkBox = await link.boundingBox();
  expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(bar!.y + bar!.height);

  await summary.click();
  await expect(menu).not.toHaveAttribute('open');
  await expect(summary).toHaveAccessibleName('Menu');
  await expect(link).toBeHidden();

  // From the keyboard too: the summary is focusable and Enter toggles it.
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/marmores$/);
});

test.describe('on a large screen', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('the navigation shows in the bar with no script, and no menu button', async ({ page }) => {
    await openWithoutScript(page, '/granitos');
    await expect(page.locator('header summary')).toBeHidden();
    for (const name of ['Quartzitos', 'Mármores', 'Granitos', 'Evento']) {
      await expect(page.getByRole('navigation').getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: /Orçamento|Orçar/ })).toBeVisible();
  });
});

test('the FAQ opens one answer at a time and the open one closes, with no script', async ({ page }) => {
  await openWithoutScript(page, '/');
  const item = (question: RegExp) => page.locator('#perguntas-frequentes details', { has: page.locator('summary', { hasText: question }) });
  const first = item(/prazo de um projeto/);
  const second = item(/Em quais regiões/);
  const firstAnswer = first.getByText(/30 a 45 dias úteis/);
  const secondAnswer = second.getByText(/todo o estado do Rio de Janeiro/);
  await expect(firstAnswer).toBeHidden();

  await first.locator('summary').click();
  await expect(firstAnswer).toBeVisible();
  await second.locator('summary').click();
  await expect(secondAnswer).toBeVisible();
  await expect(firstAnswer).toBeHidden();
  await expect(page.locator('#perguntas-frequentes details[open]')).toHaveCount(1);
  await second.locator('summary').click();
  await expect(secondAnswer).toBeHidden();
  await expect(page.locator('#perguntas-frequentes details[open]')).toHaveCount(0);
});
