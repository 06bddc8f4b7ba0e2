import type { BrowserContext, Page } from '@playwright/test';
import { layOutWhole } from '../../e2e/support/laid-out';

/** Every page of the route table, plus an unknown path (the 404 page). */
export const ROUTES = ['/', '/quartizitos', '/marmores', '/granitos', '/sinterizados', '/pedras', '/pedras/cozinha', '/evento-conhecimento-arquitetos', '/privacidade', '/comparar', '/estimativa', '/visualizar', '/cuidados', '/cuidados/marmores/carrara', '/cuidados/quartizitos/taj-mahal', '/garantia'] as const;
export const NOT_FOUND_PATH = '/pagina-que-nao-existe';

/** Resolves once every finite CSS animation and transition on the page has ended (fades, zooms, panel swaps). */
export async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Opens a route and waits until it is hydrated, laid out whole (src/lib/lazy-layout.ts: axe reads colours
 * from what is drawn), its lazy chunks have arrived and its entrance motion is over.
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await layOutWhole(page);
  await page.waitForLoadState('networkidle');
  await settle(page);
  return response;
}

/** WhatsApp is never reached: the chat the form opens is answered locally. */
export async function stubWhatsApp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'ok' }));
}
