// A page is painted while its HTML is still arriving: on a slow line the browser shows what it has parsed
// so far, and parses the rest in later frames. Nothing shown may move when the rest arrives: a row laid
// out from its end (links spread over the bar, a button pushed to the right) or text anchored to the
// bottom of a full-height hero would jump as each later item is parsed, a layout shift the visitor sees
// and Core Web Vitals count. So the head holds the first paint until the parser has reached the end of
// the first screen (scripts/first-screen-end.mjs: after the hero, or after the whole content where the
// page has no hero section, src/lib/content-end.ts).
//
// Two checks. The browser really holds the paint: a page whose HTML stops mid-header is not painted until
// the rest comes, while the same page without the hold is (the control, so the check can fail). And what
// may still arrive after the first paint never moves the first screen: where the parser stops depends on
// how the network splits the page, so the test tries every split after the element the head waits for. It lays
// out the page whole, then cuts it back node by node from its end (a document cut after any node is
// exactly what the parser has built at that moment) and checks that each element of the first screen
// still shown sits where the whole page puts it. The scripts are held back, as they are while the HTML is
// still being parsed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser } from '@playwright/test';

const routes = ['/', '/quartizitos', '/marmores', '/granitos', '/sinterizados', '/pedras', '/pedras/cozinha', '/evento-conhecimento-arquitetos', '/privacidade', '/comparar?pedras=taj-mahal,carrara,branco-polar', '/visualizar', '/estimativa?forma=l&a=300x60&b=180x60&pedras=taj-mahal,branco-polar', '/pagina-inexistente'];
const widths = [390, 1440];
/** Chromium does not count a move under 3 px as a layout shift. */
const MOVE_PX = 3;

interface Move {
  cut: string;
  element: string;
  from: string;
  to: string;
}

test.describe.configure({ timeout: 120_000 });

async function contextAt(browser: Browser, width: number) {
  const phone = width < 800;
  return browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone, locale: 'pt-BR', serviceWorkers: 'block' });
}

for (const width of widths) {
  for (const route of routes) {
    test(`${route} at ${width} px: the first paint waits for the page's content, and what arrives after it never moves the first screen`, async ({ browser }) => {
      const context = await contextAt(browser, width);
      try {
        const page = await context.newPage();
        // The page as the parser builds it: no module has run yet (they run once the whole HTML is in).
        await page.route(/\/assets\/[^/]+\.js$/, (request) => request.abort());
        await page.goto(route, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        // The head holds the paint for the element that ends the first screen.
        const hold = page.locator('head link[rel="expect"][blocking="render"]');
        await expect(hold).toHaveCount(1);
        const endId = decodeURIComponent(((await hold.getAttribute('href')) ?? '').replace(/^#/, ''));

        const { firstScreen, end, cuts, moves } = await page.evaluate(
          ({ threshold, endId }) => {
            const viewport = window.innerHeight;
            const box = (r: DOMRect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
            const describe = (node: Node) => {
              const element = node instanceof Element ? node : node.parentElement;
              const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
              const kind = element && typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : '';
              return `${element?.tagName.toLowerCase() ?? '?'}${kind} "${text}"`;
            };
            const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0;

            // Every node of the body, in the order the parser adds them.
            const nodes: Node[] = [];
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
            const endIndex = nodes.findIndex((node) => node instanceof Element && node.id === endId);

            // The whole page's first screen: where each element shown in it sits.
            const whole = new Map<Element, DOMRect>();
            let lastInFirstScreen = -1;
            nodes.forEach((node, index) => {
              if (!(node instanceof Element) || !shown(node)) return;
              const rect = node.getBoundingClientRect();
              if (rect.top >= viewport || rect.bottom <= 0 || rect.width === 0 || rect.height === 0) return;
              whole.set(node, rect);
              lastInFirstScreen = index;
            });

            // Cut the page back from its end, down to the element the head waits for; measure at every cut
            // that leaves part of the first screen.
            const found: Array<{ cut: string; element: string; from: string; to: string }> = [];
            let measured = 0;
            for (let index = nodes.length - 1; index > endIndex && endIndex >= 0; index--) {
              const cut = nodes[index];
              const last = nodes[index - 1];
              if (!cut || !last) break;
              cut.parentNode?.removeChild(cut);
              if (index > lastInFirstScreen + 1) continue;
              measured++;
              for (const [element, was] of whole) {
                if (!element.isConnected || !shown(element)) continue;
                const now = element.getBoundingClientRect();
                if (Math.abs(now.x - was.x) < threshold && Math.abs(now.y - was.y) < threshold) continue;
                found.push({ cut: describe(last), element: describe(element), from: box(now), to: box(was) });
              }
              if (found.length > 20) break;
            }
            return { firstScreen: whole.size, end: endIndex, cuts: measured, moves: found };
          },
          { threshold: MOVE_PX, endId },
        );

        // The element the head waits for is in the page, and the test measured a real first screen.
        expect(end).toBeGreaterThan(0);
        expect(firstScreen).toBeGreaterThan(5);
        expect(
          moves,
          `cut after ${cuts} nodes; an element of the first screen shown with the HTML cut after the node named moves when the rest arrives:\n${moves.map((m: Move) => `cut after ${m.cut}: ${m.element} ${m.from} -> ${m.to}`).join('\n')}`,
        ).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}

/**
 * A server in front of the site's that sends `path`'s HTML in two parts: up to `splitBefore`, then the
 * rest once `release()` is called. Any other request is passed to the site. Under `/sem-espera`, the
 * same page comes with its paint hold taken out of its head (the control).
 */
async function splitServer(upstream: string, path: string, splitBefore: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', upstream);
    const site = await fetch(new URL(url.pathname.replace(/^\/sem-espera/, '') + url.search, upstream), { headers: { 'accept-encoding': 'identity' } });
    if (url.pathname !== path && url.pathname !== `/sem-espera${path}`) {
      res.writeHead(site.status, { 'content-type': site.headers.get('content-type') ?? 'application/octet-stream' });
      res.end(Buffer.from(await site.arrayBuffer()));
      return;
    }
    let html = await site.text();
    if (url.pathname.startsWith('/sem-espera')) html = html.replace(/<link rel="expect"[^>]*>/, '');
    const at = html.indexOf(splitBefore);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.write(html.slice(0, at));
    await released;
    res.end(html.slice(at));
  };
  const server: Server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => res.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { origin, release, close };
}

const painted = () => performance.getEntriesByType('paint').length > 0;

// At the width where the header spreads its links over the bar.
test('the browser holds the first paint until the content has arrived: a page stopped mid-header is not painted, the same page without the hold is', async ({ browser, baseURL }) => {
  // The page stops where the header's links begin: the bar would be painted with the brand alone.
  const split = await splitServer(baseURL!, '/pedras/cozinha', '<nav aria-label="Principal"');
  const held = await contextAt(browser, 1440);
  const control = await contextAt(browser, 1440);
  try {
    const page = await held.newPage();
    const without = await control.newPage();
    await Promise.all([page.goto(`${split.origin}/pedras/cozinha`, { waitUntil: 'commit' }), without.goto(`${split.origin}/sem-espera/pedras/cozinha`, { waitUntil: 'commit' })]);
    // Both have parsed the first part: the brand is in the page.
    for (const p of [page, without]) await p.waitForFunction(() => document.querySelector('header a[href="/"]') !== null, undefined, { polling: 50 });
    // The control is painted half built; the held page, at the same point, is not.
    await without.waitForFunction(painted, undefined, { polling: 50 });
    expect(await page.evaluate(painted)).toBe(false);
    // The rest arrives: the page is painted, whole.
    split.release();
    await page.waitForFunction(painted, undefined, { polling: 50 });
    await expect(page.getByRole('link', { name: 'Orçar projeto' })).toBeVisible();
  } finally {
    split.release();
    await held.close();
    await control.close();
    await split.close();
  }
});
