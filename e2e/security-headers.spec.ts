// Every page loads under the production security headers with no policy violation, and the headers
// the server sends are exactly the ones the build wrote to dist/_headers for static hosts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parseHeadersFile } from '../server/security-headers.mjs';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const routes = ['/', '/quartizitos', '/marmores', '/granitos', '/sinterizados', '/evento-conhecimento-arquitetos', '/privacidade', '/pagina-inexistente'];

type WatchedWindow = Window & { __policyViolations?: string[] };

/** Collects CSP violations from the first script on, and console reports about either policy header. */
async function watchPolicies(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy|Permissions Policy/i.test(text)) console.push(text);
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as WatchedWindow).__policyViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return console;
}

/** Scrolls to the bottom in steps, so lazy images, videos and sections load under the policy. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      // Paces the scroll like a reader, so lazy parts start loading; nothing is asserted on it (networkidle below gates).
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForLoadState('networkidle');
}

for (const route of routes) {
  test(`${route} sends the built security headers and loads with no policy violation`, async ({ page }) => {
    const consoleReports = await watchPolicies(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === '/pagina-inexistente' ? 404 : 200);
    const expected = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'));
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    const headers = response!.headers();
    for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], name).toBe(value);

    await scrollThrough(page);
    expect(await page.evaluate(() => (window as WatchedWindow).__policyViolations)).toEqual([]);
    expect(consoleReports).toEqual([]);
  });
}

test('the policies have the values the site relies on', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy']!;
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "font-src 'self' data:", "media-src 'self'"]) {
    expect(csp).toContain(directive);
  }
  // Fonts come from the site or from inside its pages, never from another host.
  expect(csp.match(/font-src [^;]*/)![0]).toBe("font-src 'self' data:");
  expect(csp).toMatch(/script-src 'self'(;| https:)/);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp.match(/script-src [^;]*/)![0]).not.toContain("'unsafe-inline'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  // No opener policy: a visit from a new tab commits in the tab's own renderer process (decision 004).
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
  expect(headers['permissions-policy']).toContain('camera=()');
  // Assets get the same set, as the /* block gives them on a static host.
  expect((await request.get('/favicon.svg')).headers()['content-security-policy']).toBe(csp);
});

test('every Permissions-Policy feature is one the browser knows', async ({ page }) => {
  const response = await page.goto('/');
  const features = response!.headers()['permissions-policy']!.split(',').map((entry) => entry.trim().split('=')[0]!);
  expect(features.length).toBeGreaterThan(5);
  // Chromium lists the features it supports; an unknown name would be ignored with only a DevTools warning.
  const known = await page.evaluate(() => (document as Document & { featurePolicy: { features(): string[] } }).featurePolicy.features());
  expect(features.filter((feature) => !known.includes(feature))).toEqual([]);
});

test('the built pages carry no inline executable script: only JSON-LD data blocks', () => {
  const pages = readdirSync(dist).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThanOrEqual(routes.length);
  for (const file of pages) {
    const html = readFileSync(path.join(dist, file), 'utf8');
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      const external = /\ssrc=/.test(tag);
      const data = /type="application\/ld\+json"/.test(tag);
      expect(external || data, `${file}: ${tag}`).toBe(true);
    }
    expect(html, file).not.toMatch(/\son[a-z]+="/);
  }
});

test('the WhatsApp tab opened blank from a click can still be pointed at the chat', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }));
  await page.goto('/');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => {
      const tab = window.open('', '_blank');
      (window as unknown as { __chatTab: Window | null }).__chatTab = tab;
    }),
  ]);
  // What the form does once the request is stored: cut the opener, then navigate.
  await page.evaluate(() => {
    const tab = (window as unknown as { __chatTab: Window }).__chatTab;
    tab.opener = null;
    tab.location.href = 'https://wa.me/5521999998888?text=Ol%C3%A1';
  });
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  expect(await popup.title()).toBe('WhatsApp');
  // Under an opener policy of 'same-origin' the tab would have been severed from the page; here the handle survives.
  expect(await page.evaluate(() => (window as unknown as { __chatTab: Window }).__chatTab.closed)).toBe(false);
});
