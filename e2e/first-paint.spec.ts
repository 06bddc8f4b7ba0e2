// The first screen comes first (src/entry-client.tsx): until it is painted, a page fetches its HTML,
// its images and fonts, and one script file, the small entry; the app's modules follow.
import { expect, test, type Page } from '@playwright/test';

const PAGES = ['/', '/granitos', '/evento-conhecimento-arquitetos', '/privacidade'];

/** Every resource the page started before its first contentful paint. */
async function requestsBeforeFirstPaint(page: Page) {
  return page.evaluate(async () => {
    const painted = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        const fcp = list.getEntriesByName('first-contentful-paint')[0];
        if (fcp) resolve(fcp.startTime);
      }).observe({ type: 'paint', buffered: true });
    });
    return performance.getEntriesByType('resource')
      .filter((entry) => entry.startTime < painted)
      .map((entry) => ({ path: new URL(entry.name).pathname, type: entry.initiatorType }));
  });
}

for (const path of PAGES) {
  test(`${path}: before its first paint a page asks for one script file, the entry, and nothing of the app`, { tag: '@one-width' }, async ({ page }) => {
    await page.goto(path);
    const started = await requestsBeforeFirstPaint(page);
    const scripts = started.filter(({ path: file }) => file.endsWith('.js'));
    expect(scripts.length, JSON.stringify(started)).toBeLessThanOrEqual(1);
    for (const { path: file } of scripts) expect(file).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // Everything else is the page's own first-screen material: images, fonts, the event video's metadata.
    for (const { path: file } of started.filter(({ path: f }) => !f.endsWith('.js'))) expect(file).toMatch(/^\/(media|assets)\/[\w./-]+\.(avif|webp|jpg|woff2|mp4)$/);
    // Then the app: it hydrates the page.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  });
}

test('the entry imports nothing: its file is the whole of it', { tag: '@one-width' }, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/privacidade');
  const entry = await page.locator('script[type="module"][src]').getAttribute('src');
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const code = await (await page.request.get(entry!)).text();
  expect(code).not.toMatch(/\bimport\s*[{*\w]|\bfrom\s*["']/);
  // The app comes by the URL the prerender names: the app's entry, which imports the framework's chunk.
  const app = await page.locator('meta[name="lavra:app"]').getAttribute('content');
  expect(app).toMatch(/^\/assets\/hydrate-app-[\w-]+\.js$/);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(scripts).toContain(app);
  expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/framework-[\w-]+\.js$/));
});

test("the framework's chunk carries React Router's production build, not its development warnings", { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/privacidade');
  const framework = (await page.locator('meta[name="lavra:modules"]').getAttribute('content'))!.split(' ').find((url) => /\/framework-[\w-]+\.js$/.test(url));
  const code = await (await page.request.get(framework!)).text();
  // The router is in it (its own error for a <Link> outside a router), and none of its development warnings:
  // the package names only its development build, so the build takes the production one (vite.config.ts).
  const has = (text: string) => code.includes(text);
  expect(has('useHref() may be used only in the context of a <Router> component.'), "the router's own error").toBe(true);
  expect(has('You rendered descendant <Routes>'), 'a development warning').toBe(false);
  expect(has('No routes matched location'), 'a development warning').toBe(false);
});
