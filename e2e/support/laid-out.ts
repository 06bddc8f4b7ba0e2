import type { Page } from '@playwright/test';

/**
 * The page laid out whole, as a visitor finds it once they have started to scroll (src/lib/lazy-layout.ts:
 * the parts below the first screen stay lazily laid out while the first screen is read). Nudges the scroll
 * by a pixel, waits for <html data-laid-out>, and goes back to the top. A page that fits the window has no
 * scroll to nudge and is drawn whole already: every part is in view.
 */
export async function layOutWhole(page: Page) {
  const scrollable = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollHeight <= window.innerHeight) return false;
    window.scrollBy({ top: 1, behavior: 'instant' });
    return true;
  });
  if (!scrollable) return;
  await page.locator('html[data-laid-out]').waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
