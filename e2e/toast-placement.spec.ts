// The notice that follows a budget request never covers what the visitor needs to read or press:
// the success card, the control that has focus, the mobile budget button. Checked geometrically
// (bounding boxes that do not intersect) at the widths visitors use, phones in the mobile project,
// tablets in landscape and desktops in the desktop project.
import { expect, test, type Page } from '@playwright/test';
import { closeChatTab, seedFinishedDraft } from './support/budget-journey';
import { pauseClock } from './support/clock';

const WIDTHS: Record<string, readonly number[]> = { mobile: [360, 390, 768], desktop: [1024, 1440] };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Reads every box in one go: the page may be scrolling, and boxes read apart would not belong together. */
async function expectNothingCovered(page: Page, width: number) {
  const boxes = await page.evaluate(() => {
    const rect = (el: Element | null) => {
      if (!el || getComputedStyle(el).visibility === 'hidden') return null;
      const { x, y, width, height } = el.getBoundingClientRect();
      return width > 0 && height > 0 ? { x, y, width, height } : null;
    };
    const notice = document.querySelector('[data-toast-region] li');
    const focused = document.activeElement;
    return {
      notice: rect(notice),
      card: rect(document.querySelector('[data-budget-card]')),
      // Focus inside the notice (its close button) is the notice itself, not something it covers.
      focused: focused && notice?.contains(focused) ? null : rect(focused),
      bar: rect(document.querySelector('[data-mobile-budget-bar]')),
    };
  });
  const notice = boxes.notice!;
  expect(notice, 'the notice is shown').not.toBeNull();
  expect(intersects(notice, boxes.card!), `notice ${JSON.stringify(notice)} over the card ${JSON.stringify(boxes.card)}`).toBe(false);
  if (boxes.focused) expect(intersects(notice, boxes.focused), 'notice over the focused element').toBe(false);
  if (boxes.bar) expect(intersects(notice, boxes.bar), 'notice over the mobile budget button').toBe(false);
  // Inside the page's width.
  expect(notice.x).toBeGreaterThanOrEqual(0);
  expect(notice.x + notice.width).toBeLessThanOrEqual(width);
}

test('the notice after a request never covers the success card, focus or the budget button, at every width', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  for (const width of WIDTHS[testInfo.project.name] ?? []) {
    await test.step(`${width} px`, async () => {
      const { isMobile, hasTouch, baseURL, locale } = testInfo.project.use;
      const context = await browser.newContext({ viewport: { width, height: width < 1024 ? 800 : 900 }, isMobile, hasTouch, baseURL, locale });
      await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'ok' }));
      await context.route('**/rest/v1/**', (route) => route.fulfill({ status: 201, body: '' }));
      const page = await context.newPage();
      // The notice's lifetime runs on the page's clock, which the test stops once the request is answered.
      await page.clock.install();
      await seedFinishedDraft(page);
      await page.goto('/');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const form = page.locator('#budget-form');
      await form.scrollIntoViewIfNeeded();
      await expect(form.getByText('Etapa 5 de 5')).toBeVisible();

      // From here on the page's time stands still: the notice stays as long as the test looks at it.
      await pauseClock(page);
      const popup = page.waitForEvent('popup');
      await form.getByRole('button', { name: 'Enviar solicitação' }).click();
      await closeChatTab(await popup);

      const notice = page.locator('[data-toast-region] li');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('Solicitação registrada!');
      await expect(page.locator('[data-budget-card]').getByRole('heading', { name: 'Solicitação enviada com sucesso!' })).toBeFocused();
      // Where the notice rests, not mid-way through its entrance.
      await notice.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));

      await expectNothingCovered(page, width);

      // The visitor scrolls on and Tab reaches the notice's close button: still nothing covered.
      await page.mouse.wheel(0, 300);
      await notice.getByRole('button', { name: 'Fechar aviso' }).focus();
      await expectNothingCovered(page, width);
      await context.close();
    });
  }
});
