import type { Page } from '@playwright/test';

/** Holds back the script files matching `file` for as long as the test needs. Returns the function that lets them through. */
export async function holdScript(page: Page, file: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(file, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds back the app's code (src/hydrate-app.tsx's file), so the page stays what the prerender sent
 * for as long as the test needs. Returns the function that lets it through.
 */
export function holdAppCode(page: Page): Promise<() => void> {
  return holdScript(page, /\/assets\/hydrate-app-[\w-]+\.js$/);
}
