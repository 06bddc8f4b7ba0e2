// LGPD consent, end to end. The default build has no analytics IDs: nothing loads and no banner
// shows. A second build with IDs (made once per run by scripts/build-variant.mjs) checks that the
// Google tag, the Meta pixel and the field vitals (web-vitals, reported as GA4 events) load only after 'Aceitar'. Outside hosts are never reached: their
// scripts are answered by stubs, and anything else leaving the machine is aborted and recorded.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { company } from '../content/company';
import { startTaggedServer } from './support/tag-build';

const routes = ['/', '/quartizitos', '/marmores', '/granitos', '/sinterizados', '/evento-conhecimento-arquitetos', '/privacidade', '/pagina-inexistente'];
const GTAG_URL = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';
const PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/** What the page's window holds for these checks (cast, so no global type is redeclared). */
interface PageGlobals {
  dataLayer?: unknown[];
  gtag?: unknown;
  fbq?: unknown;
  __gtagLoaded?: boolean;
  __pixelLoaded?: boolean;
  __layoutShifts?: number[];
}
const tags = (page: Page) => page.evaluate(() => [typeof (window as PageGlobals).gtag, typeof (window as PageGlobals).fbq]);
const loaded = (page: Page) => page.evaluate(() => [(window as PageGlobals).__gtagLoaded, (window as PageGlobals).__pixelLoaded]);
const dataLayer = (page: Page) => page.evaluate(() => ((window as PageGlobals).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));

/** Answers the two tag scripts locally and aborts every other request that would leave the machine. */
async function stubOutsideHosts(context: BrowserContext) {
  const outside: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const url = route.request().url();
      outside.push(url);
      if (url.startsWith('https://www.googletagmanager.com/gtag/js')) {
        return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
      }
      if (url === PIXEL_URL) return route.fulfill({ contentType: 'text/javascript', body: 'window.__pixelLoaded = true;' });
      return route.abort();
    },
  );
  return outside;
}

/** Resolves once the browser has been idle twice: the consent check runs on the first idle period. */
const afterIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 4000 }), { timeout: 4000 });
      }),
  );

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies e privacidade' });

/** The field vitals' chunk (src/lib/field-vitals.ts with the web-vitals library): requested only after consent, with a GA ID. */
const isVitalsChunk = (url: string) => /\/field-vitals-[\w-]+\.js$/.test(url);
/** Every script the page requests, from the first one. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  return scripts;
}

test.describe('default build: no analytics configured', { tag: '@one-width' }, () => {
  for (const route of routes) {
    test(`${route} requests nothing from Google or Meta and shows no banner`, async ({ page, context }) => {
      const outside = await stubOutsideHosts(context);
      const chunks: string[] = [];
      page.on('request', (request) => chunks.push(request.url()));
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await afterIdle(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(outside).toEqual([]);
      await expect(banner(page)).toHaveCount(0);
      // Nothing to ask: the banner's code is not even downloaded.
      expect(chunks.filter((url) => url.includes('consent-banner'))).toEqual([]);
      // Nor are the field vitals: without a GA ID there is nowhere to send them.
      expect(chunks.filter(isVitalsChunk)).toEqual([]);
      expect(await tags(page)).toEqual(['undefined', 'undefined']);
      expect(await page.evaluate(() => typeof (window as PageGlobals).dataLayer)).toBe('undefined');
    });
  }

  test('the footer button still opens the banner, which says nothing is active and loads nothing', async ({ page, context }) => {
    const outside = await stubOutsideHosts(context);
    const scripts = scriptsOf(page);
    await page.goto('/privacidade');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('não usa cookies de medição');
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    // Accepted, but without a GA ID: the field vitals are not loaded.
    expect(scripts.filter(isVitalsChunk)).toEqual([]);
  });
});

test('the privacy notice is prerendered, in the sitemap, and reopens the cookie choice', { tag: '@one-width' }, async ({ page, request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>[^<]+\/privacidade<\/loc>/);
  const response = await page.goto('/privacidade');
  expect(await response!.text()).toContain('Política de privacidade');
  await expect(page).toHaveTitle('Política de privacidade | Lavra');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seus direitos' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: company.email }).first()).toHaveAttribute('href', `mailto:${company.email}`);
  await page.getByRole('button', { name: 'Alterar preferências de cookies' }).click();
  await expect(banner(page)).toBeVisible();
  expect(await banner(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);
});

test.describe('build with a GA ID and a Meta pixel ID', { tag: '@one-width' }, () => {
  let server: Awaited<ReturnType<typeof startTaggedServer>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startTaggedServer({ port: 0, withStore: false });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  async function open(page: Page, context: BrowserContext, route = '/') {
    const outside = await stubOutsideHosts(context);
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    // Layout shifts from the moment the banner enters the page (earlier ones, like a font swap, are not its doing).
    await page.addInitScript(() => {
      const globals = window as PageGlobals;
      const shifts: number[] = [];
      globals.__layoutShifts = shifts;
      let bannerAt = Infinity;
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-consent-banner]')) return;
        bannerAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput && entry.startTime >= bannerAt) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(server.url + route);
    return { outside, violations };
  }

  test('before the choice: the banner asks, nothing is requested, consent defaults to denied', async ({ page, context }) => {
    const scripts = scriptsOf(page);
    const { outside, violations } = await open(page, context);
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    expect(scripts.filter(isVitalsChunk)).toEqual([]);
    expect(await tags(page)).toEqual(['undefined', 'undefined']);
    expect(await dataLayer(page)).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }],
    ]);
    // A fixed overlay: the page does not move when it appears.
    expect(await banner(page).evaluate((region) => getComputedStyle(region).position)).toBe('fixed');
    // Once its entrance is over and two frames have been drawn, any shift it caused has been reported.
    await banner(page).evaluate((region) => Promise.all(region.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as PageGlobals).__layoutShifts)).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('the banner stays small and clear of the mobile budget button', async ({ page, context }) => {
    await open(page, context);
    // Measure where it rests, not mid-way through its entrance.
    await banner(page).evaluate((region) => Promise.all(region.getAnimations().map((animation) => animation.finished)));
    const box = (await banner(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.height).toBeLessThan(viewport.height * 0.4);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    const accept = (await banner(page).getByRole('button', { name: 'Aceitar' }).boundingBox())!;
    const reject = (await banner(page).getByRole('button', { name: 'Rejeitar' }).boundingBox())!;
    expect([accept.width, accept.height]).toEqual([reject.width, reject.height]);
    const bar = page.locator('[data-mobile-budget-bar]');
    if (await bar.isVisible()) {
      const barBox = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(barBox.y);
    }
  });

  test("after 'Aceitar': gtag.js and the pixel load, and dataLayer holds the consent update", async ({ page, context }) => {
    const { outside, violations } = await open(page, context);
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => loaded(page)).toEqual([true, true]);
    expect(outside.sort()).toEqual([GTAG_URL, PIXEL_URL].sort());
    const layer = await dataLayer(page);
    expect(layer).toContainEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ]);
    expect(layer).toContainEqual(['config', 'G-TEST123']);
    expect(await tags(page)).toEqual(['function', 'function']);
    expect(violations).toEqual([]);

    // The choice survives a reload: the tags load again without asking.
    outside.length = 0;
    await page.reload();
    await expect.poll(() => loaded(page)).toEqual([true, true]);
    await expect(banner(page)).toHaveCount(0);
    expect(outside.sort()).toEqual([GTAG_URL, PIXEL_URL].sort());
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('lavra:consent') ?? 'null') as { decidedAt: string });
    expect(stored).toMatchObject({ version: 1, choice: 'accepted', services: ['google-analytics', 'meta-pixel'] });
    expect(Number.isNaN(Date.parse(stored.decidedAt))).toBe(false);
  });

  test("after 'Aceitar': the field vitals load and the page's LCP reaches Google Analytics as an event", async ({ page, context }) => {
    const scripts = scriptsOf(page);
    // Every outside host is answered or aborted here (stubOutsideHosts): the events wait in dataLayer, which
    // Google's tag (a stub here) would send to its collection endpoint.
    const { outside, violations } = await open(page, context);
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(isVitalsChunk)).toEqual([]);
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect.poll(() => scripts.filter(isVitalsChunk).length).toBe(1);
    // The LCP is final at the visitor's first input; then web-vitals reports it through gtag('event', 'LCP', …).
    const lcp = async () => {
      await page.keyboard.press('Shift');
      return (await dataLayer(page)).find((entry) => entry[0] === 'event' && entry[1] === 'LCP') ?? null;
    };
    await expect.poll(lcp).not.toBeNull();
    const [, , params] = (await lcp()) as [string, string, Record<string, unknown>];
    expect(params).toMatchObject({ metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/), metric_id: expect.stringMatching(/^v\d+-/) });
    expect(params.value).toBeGreaterThan(0);
    expect(params.metric_value).toBeGreaterThan(0);
    expect(typeof params.debug_target).toBe('string');
    expect(outside.filter((url) => !url.startsWith('https://www.googletagmanager.com/gtag/js') && url !== PIXEL_URL)).toEqual([]);
    expect(violations).toEqual([]);
  });

  test("after 'Rejeitar': nothing loads, now or after a reload", async ({ page, context }) => {
    const scripts = scriptsOf(page);
    const { outside } = await open(page, context);
    await banner(page).getByRole('button', { name: 'Rejeitar' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await afterIdle(page);
    await expect(banner(page)).toHaveCount(0);
    expect(outside).toEqual([]);
    expect(scripts.filter(isVitalsChunk)).toEqual([]);
    expect(JSON.stringify(await dataLayer(page))).not.toContain('granted');
    expect(await tags(page)).toEqual(['undefined', 'undefined']);
  });

  test('the footer button reopens the banner with focus inside, and a new choice applies', async ({ page, context }) => {
    const { outside } = await open(page, context);
    await banner(page).getByRole('button', { name: 'Rejeitar' }).click();
    await expect(banner(page)).toHaveCount(0);
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' });
    await footerButton.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Sua escolha atual: rejeitou em');
    expect(await banner(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect.poll(() => loaded(page)).toEqual([true, true]);
    expect(outside.sort()).toEqual([GTAG_URL, PIXEL_URL].sort());
    await expect(footerButton).toBeFocused();
  });
});
