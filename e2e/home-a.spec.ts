import { expect, test, type Page } from '@playwright/test';

// The home page's first half against the production build: budget CTA, process popover,
// stone carousel, portfolio filter, scroll memory, and no horizontal scrolling.

async function openHome(page: Page, path = '/') {
  const errors: string[] = [];
  // Media and other sections' logs are the route checks' business; here: script errors and React's
  // hydration errors (minified in production as #418/#423/#425).
  page.on('console', (m) => m.type() === 'error' && /react|hydrat|#4(18|23|25)/i.test(m.text()) && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  // Hydrated: the page's own effects are attached (src/app-shell.tsx marks it).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return errors;
}

test('the hero call to action scrolls to the budget form without leaving the page', async ({ page }) => {
  const errors = await openHome(page);
  const hero = page.locator('main section').first();
  await hero.getByRole('link', { name: 'Quero orçar meu projeto' }).click();
  await expect(page.locator('#budget-form')).toBeInViewport();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(errors).toEqual([]);
});

test('/#budget lands on the budget form', async ({ page }) => {
  await openHome(page, '/#budget');
  await expect(page.locator('#budget-form')).toBeInViewport();
});

test.describe('on a touch phone', { tag: '@one-width' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('a tap on a process step opens its details, whole on screen, and a second tap closes them', async ({ page }) => {
  await openHome(page);
  const trigger = page.getByRole('button', { name: /Medição no local/ });
  await trigger.scrollIntoViewIfNeeded();
  await trigger.tap();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const popover = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('Medição a laser');
  const box = (await popover.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  await trigger.tap();
  await expect(popover).toBeHidden();
  });
});

test.describe('with a mouse', { tag: '@one-width' }, () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });
  test('the process popover follows the mouse and Escape', async ({ page }) => {
  await openHome(page);
  const trigger = page.getByRole('button', { name: /Orçamento fechado/ });
  const card = trigger.locator('xpath=ancestor::li[1]');
  await card.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(0, 0);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await card.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the hero neither zooms nor fades', async ({ page }) => {
    await openHome(page);
    const animations = await page.evaluate(() =>
      [...document.querySelectorAll('main section:first-of-type *')]
        .map((el) => getComputedStyle(el).animationName)
        .filter((name) => name !== 'none'),
    );
    expect(animations).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the hero, its figures and its call to action are already on screen', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('heading', { level: 2 })).toContainText('assinatura');
    await expect(hero.getByText('1000+')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Quero orçar meu projeto' })).toBeInViewport();
  });
});

test('the stone carousel wraps around in both directions', { tag: '@one-width' }, async ({ page }) => {
  await openHome(page);
  const carousel = page.locator('[aria-roledescription="carrossel"]');
  const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"] h3');
  await carousel.scrollIntoViewIfNeeded();
  await expect(current).toHaveText('Taj Mahal');
  const next = carousel.getByRole('button', { name: 'Próxima pedra' });
  for (const name of ['Michelangelo Calacatta', 'Antartic White', 'Ijen Blue', 'Taj Mahal']) {
    await next.click();
    await expect(current).toHaveText(name);
  }
  await carousel.getByRole('button', { name: 'Pedra anterior' }).click();
  await expect(current).toHaveText('Ijen Blue');
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Ijen Blue, 4 de 4');
});

test('the portfolio escada filter shows the empty state', { tag: '@one-width' }, async ({ page }) => {
  await openHome(page);
  const escadas = page.getByRole('button', { name: 'Escadas (0)' });
  await escadas.scrollIntoViewIfNeeded();
  await escadas.click();
  await expect(escadas).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Ainda não publicamos projetos desta categoria')).toBeVisible();
  await page.getByRole('button', { name: 'Cozinhas (4)' }).click();
  await expect(page.locator('[data-filter="cozinha"] > li')).toHaveCount(4);
});

test('coming back to the home page restores the scroll position', { tag: '@one-width' }, async ({ page }) => {
  await openHome(page);
  // Resolves once the page has heard of the scroll, which is what it remembers.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.addEventListener('scroll', resolve, { once: true });
        window.scrollTo({ top: 2400, behavior: 'instant' });
      }),
  );
  // A click that does not scroll first (the header is at the top of the page, and on phones behind the menu).
  await page.locator('header nav a[href="/granitos"]').dispatchEvent('click');
  await expect(page).toHaveURL(/\/granitos$/);
  // The visitor reads the collection (which opens at its top) before coming back.
  await expect(page.getByRole('heading', { level: 1, name: 'Granitos' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // A link, not the back button: the browser restores nothing itself on a new navigation.
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(2400);
  expect(await page.evaluate(() => sessionStorage.getItem('lavra:home-scroll-y'))).toBeNull();
});

for (const width of [360, 390, 768, 1024, 1440]) {
  test(`no horizontal scrolling at ${width} px`, { tag: '@one-width' }, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHome(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
