import type { Page } from '@playwright/test';

/**
 * Stops the page's clock (installed with `page.clock.install()`) a moment from now, so whatever the
 * product times from here on (a notice's lifetime, a counter) waits for the test. The clock runs on
 * while the call travels, so aim a little ahead, further each time a busy machine makes it miss.
 */
export async function pauseClock(page: Page) {
  for (let ahead = 250; ; ahead *= 2) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('to the past') || ahead > 60_000) throw error;
    }
  }
}
