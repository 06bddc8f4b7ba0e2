// The first screen comes first (src/entry-client.tsx): until it is painted, a page runs one script, the
// small entry; the app's few files are announced in the HTML at low priority and run after that paint.
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
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime < painted)
      .map((entry) => ({ path: new URL(entry.name).pathname, type: entry.initiatorType }));
  });
}

for (const path of PAGES) {
  test(`${path}: before its first paint a page runs one script, the entry; the app's few files are only fetched, after the first screen's image`, async ({ page }) => {
    await page.goto(path);
    const started = await requestsBeforeFirstPaint(page);
    // The app's files are announced in the HTML, at low priority (scripts/prerender.mjs): the browser may
    // fetch them while the first screen paints, but only the entry is a script that runs.
    const html = await (await page.request.get(path)).text();
    const announced = (html.match(/<link rel="modulepreload"[^>]*>/g) ?? []).map((tag) => ({
      href: /href="([^"]+)"/.exec(tag)?.[1] ?? '',
      priority: /fetchpriority="([^"]+)"/.exec(tag)?.[1] ?? null,
    }));
    expect(announced.length).toBeGreaterThan(0);
    expect(announced.length).toBeLessThanOrEqual(8);
    for (const { priority } of announced) expect(priority).toBe('low');
    const scripts = started.filter(({ path: file }) => file.endsWith('.js'));
    const run = scripts.filter(({ type }) => type === 'script');
    expect(run.length, JSON.stringify(started)).toBeLessThanOrEqual(1);
    for (const { path: file } of run) expect(file).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    for (const { path: file } of scripts.filter(({ type }) => type !== 'script')) expect(announced.map((a) => a.href)).toContain(file);
    // The first screen's image, where the page has one, is asked for before any of the app's files.
    const firstImage = started.findIndex(({ path: file }) => /\.(avif|webp|jpg)$/.test(file));
    const firstModule = started.findIndex(({ path: file, type }) => file.endsWith('.js') && type !== 'script');
    if (firstImage >= 0 && firstModule >= 0) expect(firstImage).toBeLessThan(firstModule);
    // Everything else is the page's own first-screen material: images, fonts, the event video's metadata.
    for (const { path: file } of started.filter(({ path: f }) => !f.endsWith('.js'))) expect(file).toMatch(/^\/(media|assets)\/[\w./-]+\.(avif|webp|jpg|woff2|mp4)$/);
    // Then the app: it hydrates the page.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  });
}

test('the entry imports nothing: its file is the whole of it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/privacidade');
  const entry = await page.locator('script[type="module"][src]').getAttribute('src');
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const code = await (await page.request.get(entry!)).text();
  expect(code).not.toMatch(/\bimport\s*[{*\w]|\bfrom\s*["']/);
  // The app comes by the URLs the prerender names: the framework's chunk, then the app's entry.
  const app = (await page.locator('meta[name="lavra:app"]').getAttribute('content'))!.split(' ');
  expect(app).toHaveLength(2);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  for (const url of app) expect(scripts).toContain(url);
});
