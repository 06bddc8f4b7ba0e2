import { expect, test, type Page } from '@playwright/test';
import { layOutWhole } from './support/laid-out';

// The home page's second half against the production build: FAQ accordion, brand counters and
// video panel, and the phone's fixed budget button.

async function openHome(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  // Hydrated: the page's own effects are attached (src/app-shell.tsx marks it).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return errors;
}

test('the FAQ opens one answer at a time and the open one can be closed', async ({ page }) => {
  const errors = await openHome(page);
  const faq = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Perguntas frequentes' }) });
  const item = (question: RegExp) => faq.locator('details', { has: page.locator('summary', { hasText: question }) });
  const first = item(/prazo de um projeto/);
  const second = item(/Em quais regiões/);
  await first.scrollIntoViewIfNeeded();

  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(faq.getByText(/30 a 45 dias úteis/)).toBeVisible();

  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
  await expect(faq.getByText(/30 a 45 dias úteis/)).toBeHidden();
  await expect(faq.getByText(/todo o estado do Rio de Janeiro/)).toBeVisible();

  await second.locator('summary').click();
  await expect(second).not.toHaveAttribute('open');
  await expect(faq.getByText(/todo o estado do Rio de Janeiro/)).toBeHidden();
  expect(errors).toEqual([]);
});

test.describe('on a phone', { tag: '@one-width' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the fixed "Orçar projeto" button scrolls to the budget form, then steps aside', async ({ page }) => {
    await openHome(page);
    const bar = page.locator('[data-mobile-budget-bar]');
    const button = bar.getByRole('link', { name: 'Orçar projeto' });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.locator('#budget-form')).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(bar).toBeHidden();
  });

  test('the fixed button never covers the last lines of the footer', async ({ page }) => {
    await openHome(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = page.locator('[data-mobile-budget-bar]');
    await expect(bar).toBeVisible();
    const barBox = (await bar.boundingBox())!;
    const cookies = page.getByRole('button', { name: 'Preferências de cookies' });
    await expect(cookies).toBeInViewport();
    const lastLine = (await cookies.boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barBox.y);
  });
});

test.describe('on a desktop', { tag: '@one-width' }, () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('the counters start at zero and reach 2000, 500 and 98 once in view', async ({ page }) => {
    // The counters tick on the page's clock, which the test drives: a busy machine slows no tick.
    await page.clock.install();
    await openHome(page);
    // The page laid out whole (its far parts are drawn only near the viewport), the counters still far out of view.
    await layOutWhole(page);
    // innerText: what is painted, without the invisible copy that reserves the final width.
    const figures = page.locator('[data-counter]');
    await expect(figures.first()).toHaveText(/^\+\s*0\s*m²$/, { useInnerText: true });
    await figures.first().scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        await page.clock.runFor(250);
        return figures.nth(0).innerText();
      })
      .toMatch(/^\+\s*2000\s*m²$/);
    await expect(figures.nth(1)).toHaveText(/^\+\s*500$/, { useInnerText: true });
    await expect(figures.nth(2)).toHaveText(/^98\s*%$/, { useInnerText: true });
  });

  test('hovering a feature card swaps the video panel, leaving brings the default back', async ({ page }) => {
    await openHome(page);
    const panel = page.getByTestId('brand-panel');
    await panel.scrollIntoViewIfNeeded();
    await expect(panel).toContainText('Nossa estrutura garante seu prazo');

    await page.getByRole('button', { name: 'Rede de fábricas parceiras' }).hover();
    await expect(panel).toContainText('Capacidade de quem tem várias fábricas');
    await expect(panel.locator('video')).toHaveAttribute('src', '/media/video/feature-fabricas.mp4');

    await page.mouse.move(5, 5);
    await expect(panel).toContainText('Nossa estrutura garante seu prazo');
  });
});
