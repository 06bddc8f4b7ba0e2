import { expect, test } from '@playwright/test';

const path = '/evento-conhecimento-arquitetos';

test('the event page loads without console errors and shows its facts and topics', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('rochas naturais');
  await expect(page.getByText('arquitetos participantes')).toBeVisible();
  await expect(page.getByText('Rio de Janeiro', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'O que discutimos' }).getByRole('listitem')).toHaveCount(4);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the video waits for the visitor and shows its poster', async ({ page }) => {
  await page.goto(path);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('controls', '');
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  const poster = await video.getAttribute('poster');
  const response = await page.request.get(poster!);
  expect(response.ok()).toBe(true);
  const src = await video.getAttribute('src');
  expect((await page.request.head(src!)).ok()).toBe(true);
});

test('the call to action opens a WhatsApp chat about upcoming events in a new tab', { tag: '@one-width' }, async ({ page }) => {
  await page.goto(path);
  const chat = page.locator('a[href^="https://wa.me/"]');
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', /noopener/);
  const text = new URL((await chat.getAttribute('href'))!).searchParams.get('text');
  expect(text).toMatch(/próximos eventos/);
});

test('the back link returns to the home page', { tag: '@one-width' }, async ({ page }) => {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: /Voltar/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('no horizontal scrolling at 360 px', { tag: '@one-width' }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto(path);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
