// No page draws a character its fonts lack. Each built page's text (text nodes, field placeholders, the
// characters its styles generate), in both cases for text set in capitals, must be in every one of the
// site's full faces, with the Portuguese safety set; the small faces inside each page must hold every
// character of that page's first screen, each face cut to what it draws there; and, in the browser, what
// each route shows on its first screen at 360, 412 and 1440 px, with the full faces never arriving, as it
// arrives and once its app has started, is drawn by the face inside the page that its style asks for, which holds its characters, at a weight that
// face was cut to.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { drawnText, firstScreenCharacters, firstScreenHtml, safetySet, withBothCases } from '../scripts/fonts/brand-fonts.mjs';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const pages = readdirSync(dist).filter((file) => file.endsWith('.html'));
const routes = ['/', '/quartizitos', '/marmores', '/granitos', '/sinterizados', '/pedras', '/evento-conhecimento-arquitetos', '/privacidade', '/pagina-inexistente'];
// A stone's own page opens on its panel, not on the collection's hero: every one of them.
const stoneRoutes = (JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8')) as Array<{ path: string }>)
  .map((route) => route.path)
  .filter((route) => route.split('/').length === 3);

interface FullFace {
  family: string;
  style: string;
  weight: string;
  url: string;
}

/** The Unicode code points a WOFF2 font maps to glyphs (its cmap), read with harfbuzz. */
async function coverage(woff2: Buffer): Promise<Set<number>> {
  const sfnt: Buffer = await fontverter.convert(woff2, 'sfnt');
  const face = new Face(new Blob(sfnt), 0);
  return new Set(face.collectUnicodes());
}

const meta = (html: string, name: string) => {
  const match = html.match(new RegExp(`<meta name="${name}" content="([^"]*)">`));
  return match ? match[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&') : null;
};
const drawn = (text: string) => [...new Set(text)].filter((char) => !/\s/.test(char));
const label = (chars: string[]) => chars.map((char) => `${char} U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(', ');

test('every page names the same three full faces, each a file of the build', () => {
  expect(pages.length).toBeGreaterThanOrEqual(routes.length);
  expect(stoneRoutes.length).toBeGreaterThanOrEqual(20);
  const named = new Set(pages.map((file) => meta(readFileSync(path.join(dist, file), 'utf8'), 'lavra:fonts')));
  expect([...named]).toHaveLength(1);
  const faces = JSON.parse([...named][0]!) as FullFace[];
  expect(faces.map(({ family, style, weight }) => `${family} ${style} ${weight}`)).toEqual([
    'Fraunces Variable normal 350 400',
    'Fraunces Variable italic 400',
    'Manrope Variable normal 400 800',
  ]);
  for (const face of faces) expect(face.url).toMatch(/^\/assets\/[\w-]+\.woff2$/);
});

test("every full face holds every character of every page, in both cases, and the safety set", async () => {
  const faces = JSON.parse(meta(readFileSync(path.join(dist, 'index.html'), 'utf8'), 'lavra:fonts')!) as FullFace[];
  const text = pages.map((file) => drawnText(readFileSync(path.join(dist, file), 'utf8'))).join(' ');
  const needed = drawn(withBothCases(text) + safetySet);
  expect(needed).toEqual(expect.arrayContaining(['ç', 'ã', 'õ', 'é', 'ê', 'á', 'í', 'ó', 'ú', 'â', 'ô', '–', '“', '”', '²', 'º']));
  for (const face of faces) {
    const font = readFileSync(path.join(dist, face.url));
    // Cut, not whole: the source faces are 25-46 KB.
    expect(font.length, face.url).toBeLessThan(25 * 1024);
    const cmap = await coverage(font);
    const missing = needed.filter((char) => !cmap.has(char.codePointAt(0)!));
    expect(missing, `${face.family} ${face.style} lacks ${label(missing)}`).toEqual([]);
  }
});

interface InlineFace {
  key: 'display' | 'displayItalic' | 'body';
  weights: [number, number];
  dataUrl: string;
}
/** The small faces a page carries for its first screen: which face, the weights it was cut to, its data: URL. */
const inlineFaces = (html: string): InlineFace[] =>
  [...html.matchAll(/<style data-first-screen-font="(\w+)" data-weights="(\d+) (\d+)">@font-face\{([^}]*)\}<\/style>/g)].map((match) => ({
    key: match[1] as InlineFace['key'],
    weights: [Number(match[2]), Number(match[3])],
    dataUrl: match[4]!.match(/url\((data:font\/woff2;base64,[^)]+)\)/)![1]!,
  }));
const fontOf = (face: InlineFace) => Buffer.from(face.dataUrl.slice(face.dataUrl.indexOf(',') + 1), 'base64');

test("the faces inside each page are cut face by face, and together hold every character of that page's first screen", async () => {
  let smaller = 0;
  for (const file of pages) {
    const html = readFileSync(path.join(dist, file), 'utf8');
    const inline = inlineFaces(html);
    // The body face always draws; a face with nothing on the first screen is not carried at all.
    expect(inline.map((face) => face.key), file).toContain('body');
    expect(html.match(/<style data-first-screen-font/g)?.length, file).toBe(inline.length);
    // The first screen's text as written, whatever its styles: each character is in one of the faces.
    // A long first block (an article) counts as first screen up to its first 2,500 characters or so.
    const written = drawn(drawnText(firstScreenHtml(html)).replace(/\s+/g, ' ').trim().slice(0, 2000));
    expect(written.length, file).toBeGreaterThan(20);
    const union = new Set<number>();
    for (const face of inline) {
      // Preloaded with the same URL, so the browser decodes it before the first layout.
      expect(html, file).toContain(`<link rel="preload" as="font" type="font/woff2" href="${face.dataUrl}" crossorigin>`);
      const cmap = await coverage(fontOf(face));
      for (const point of cmap) union.add(point);
      const full = face.key === 'body' ? [400, 800] : face.key === 'displayItalic' ? [400, 400] : [350, 400];
      expect(face.weights[0], file).toBeGreaterThanOrEqual(full[0]!);
      expect(face.weights[1], file).toBeLessThanOrEqual(full[1]!);
      // Cut to what it draws: never the whole first screen in both cases in the headline's faces.
      if (face.key !== 'body' && cmap.size < drawn(firstScreenCharacters(html)).length) smaller += 1;
    }
    // Text set in capitals may be carried in capitals only.
    const missing = written.filter((char) => ![char, char.toUpperCase(), char.toLowerCase()].some((form) => union.has(form.codePointAt(0)!)));
    expect(missing, `${file}: no face inside the page holds ${label(missing)}`).toEqual([]);
  }
  expect(smaller).toBeGreaterThanOrEqual(pages.length);
});

for (const [width, group] of [360, 412, 1440].flatMap((size) => [[size, 'routes'], [size, 'stone pages']] as const)) {
  test(`at ${width} px the first screen of the ${group === 'routes' ? "site's routes" : "stones' own pages"} is drawn by the faces inside the page, at weights they hold`, async ({ browser }) => {
    // A bound for a busy machine (one page load after another, about 0.5 s each when idle), not a wait.
    test.setTimeout(150_000);
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 915 : 900 }, locale: 'pt-BR', serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      // The full faces never arrive: what shows is what the page carries.
      await page.route('**/assets/*.woff2', (route) => route.abort());
      // Pictures and films are not text: every one has its box's size in the markup, so none moves a line.
      await page.route(/\/media\/.+\.(?:avif|webp|jpe?g|png|mp4|webm)(?:\?|$)/, (route) => route.abort());
      for (const route of group === 'routes' ? routes : stoneRoutes) {
        await page.goto(route);
        const html = await (await page.request.get(route)).text();
        const faces = new Map<string, { cmap: Set<number>; weights: [number, number] }>();
        for (const face of inlineFaces(html)) faces.set(face.key, { cmap: await coverage(fontOf(face)), weights: face.weights });
        // What the first screen shows as the page arrives, then once the app has started and a page opened
        // from an e-mail's link has drawn its first state (it cannot before its script reads the address).
        const look = () => page.evaluate(() => {
          const found: Array<{ text: string; family: string; style: string; weight: number }> = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const element = node.parentElement;
            if (!element || !node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const visible = [...range.getClientRects()].some((box) => box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth);
            const style = getComputedStyle(element);
            if (!visible || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
            const text = style.textTransform === 'uppercase' ? node.textContent.toUpperCase() : node.textContent;
            found.push({ text, family: style.fontFamily.split(',')[0]!.replace(/["']/g, '').trim(), style: style.fontStyle, weight: Number(style.fontWeight) });
          }
          return found;
        });
        const shown = await look();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.waitForFunction(() => !document.querySelector('[data-first-screen-text]'));
        shown.push(...(await look()));
        expect(shown.length, route).toBeGreaterThan(3);
        for (const { text, family, style, weight } of shown) {
          expect(['Fraunces Variable', 'Manrope Variable'], `${route}: "${text}"`).toContain(family);
          // The face that draws it: Manrope has no italic, so its italic text is drawn by its upright face.
          const key = family === 'Manrope Variable' ? 'body' : style === 'italic' ? 'displayItalic' : 'display';
          const face = faces.get(key);
          expect(face, `${route} at ${width} px: "${text.slice(0, 40)}" is drawn in ${family} ${style}, which the page does not carry`).toBeDefined();
          const missing = drawn(text).filter((char) => !face!.cmap.has(char.codePointAt(0)!));
          expect(missing, `${route} at ${width} px: "${text.slice(0, 60)}" in ${family} ${style} needs ${label(missing)}`).toEqual([]);
          // At a weight the face was cut to: a face pinned to one weight draws only that weight.
          expect(weight, `${route}: "${text.slice(0, 40)}" in ${family} ${style}`).toBeGreaterThanOrEqual(face!.weights[0]);
          expect(weight, `${route}: "${text.slice(0, 40)}" in ${family} ${style}`).toBeLessThanOrEqual(face!.weights[1]);
        }
      }
    } finally {
      await context.close();
    }
  });
}
