import type { Page } from '@playwright/test';

/**
 * Holds back the app's code (src/hydrate-app.tsx's file), so the page stays what the prerender sent
 * for as long as the test needs. Returns the function that lets it through.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
