// The visit link's key never reaches a tag. A build with a GA ID and a Meta pixel ID, consent given: the stand-ins
// for gtag.js and fbevents.js send their hits with the page's address as the real tags do (dl=location.href), and
// every request to Google or Meta is recorded (none leaves the machine). Whether the link carries the key in the
// fragment (#t=…) or in an older ?token=, no recorded request holds it, the address bar no longer shows it, and a
// reload still finds the visit.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startTaggedServer } from './support/tag-build';

const TAG_HOSTS = /(^|\.)(googletagmanager\.com|google-analytics\.com|google\.com|doubleclick\.net|facebook\.net|facebook\.com)$/;
// Each stand-in reports the page's address as its hit, the way gtag.js (dl) and the pixel (dl) do.
const HIT = (url: string) => `(function(){var i=new Image();i.src=${JSON.stringify(url)}+encodeURIComponent(location.href)+'&dr='+encodeURIComponent(document.referrer);})();`;
const GTAG_STUB = HIT('https://www.google-analytics.com/g/collect?v=2&tid=G-TEST123&en=page_view&dl=');
const PIXEL_STUB = HIT('https://www.facebook.com/tr?id=123456&ev=PageView&dl=');

/** Answers the tags with the stand-ins, records every request to a tag host, aborts anything else leaving the machine. */
async function recordTags(context: BrowserContext) {
  const tagRequests: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (!TAG_HOSTS.test(url.hostname)) return route.abort();
      tagRequests.push(`${request.url()}\n${request.postData() ?? ''}\n${JSON.stringify(await request.allHeaders())}`);
      if (url.hostname === 'www.googletagmanager.com') return route.fulfill({ contentType: 'text/javascript', body: GTAG_STUB });
      if (url.hostname === 'connect.facebook.net') return route.fulfill({ contentType: 'text/javascript', body: PIXEL_STUB });
      return route.fulfill({ status: 204, body: '' });
    },
  );
  return tagRequests;
}

test.describe('the visit link with the tags configured', { tag: '@one-width' }, () => {
  test.describe.configure({ timeout: 180_000 });
  let server: Awaited<ReturnType<typeof startTaggedServer>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startTaggedServer({ port: 0, host: '127.0.0.1', dataDir: 'memory://', storeOptions: { rateLimit: false, requestsPerWindow: 0 } });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  /** A visit booked through the data API as the page books it; its token is what the e-mail's link carries. */
  async function bookVisit(name: string): Promise<string> {
    const slots = (await (await fetch(`${server.url}/rest/v1/rpc/visit_slots`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: 'lavra-local-anon-key', authorization: 'Bearer lavra-local-anon-key' },
      body: JSON.stringify({ p_kind: 'showroom', p_days: 14 }),
    })).json()) as { starts_at: string; free: number }[];
    const slot = slots.find((candidate) => candidate.free > 0)!;
    const response = await fetch(`${server.url}/rest/v1/rpc/book_visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: 'lavra-local-anon-key', authorization: 'Bearer lavra-local-anon-key' },
      body: JSON.stringify({
        p_kind: 'showroom',
        p_starts_at: slot.starts_at,
        p_name: name,
        p_phone: '21988887777',
        p_email: `${crypto.randomUUID()}@exemplo.com.br`,
        p_client_key: crypto.randomUUID(),
      }),
    });
    const visit = (await response.json()) as { manage_token: string };
    expect(visit.manage_token).toMatch(/^[0-9a-f]{64}$/);
    return visit.manage_token;
  }

  async function acceptTags(page: Page, tagRequests: string[]) {
    await page.getByRole('region', { name: 'Cookies e privacidade' }).getByRole('button', { name: 'Aceitar' }).click();
    // Both stand-ins loaded and sent their hit.
    await expect.poll(() => tagRequests.filter((entry) => /\/g\/collect|\/tr\?/.test(entry)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  }

  for (const [label, link] of [
    ['the fragment (#t=)', (token: string) => `/agendar/visita#t=${token}`],
    ['an older ?token= link', (token: string) => `/agendar/visita?token=${token}`],
  ] as const) {
    test(`with the key in ${label}, no request to Google or Meta carries it, and the visit opens after a reload`, async ({ page, context }) => {
      const name = `Helena ${label.length}`;
      const token = await bookVisit(name);
      const tagRequests = await recordTags(context);
      await page.goto(`${server.url}${link(token)}`);
      await expect(page.getByText(`Olá, ${name}.`)).toBeVisible({ timeout: 40_000 });
      expect(page.url()).toBe(`${server.url}/agendar/visita`);
      await acceptTags(page, tagRequests);
      // gtag's own queue and the page's address: no key either.
      const seen = await page.evaluate(() => JSON.stringify({ href: location.href, layer: (window as { dataLayer?: unknown[] }).dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>)) }));
      expect(seen).not.toContain(token);

      await page.reload();
      await expect(page.getByText(`Olá, ${name}.`)).toBeVisible({ timeout: 40_000 });
      await expect.poll(() => tagRequests.filter((entry) => /\/g\/collect/.test(entry)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      for (const entry of tagRequests) expect(entry).not.toContain(token);
    });
  }
});
