// No page draws a character its fonts lack. Each built page's text (text nodes, field placeholders, the
// characters its styles generate), in both cases for text set in capitals, must be in every one of the
// site's full faces, with the Portuguese safety set; the small faces inside each page must hold every
// character of that page's first screen; and, in the browser, what each route shows on its first screen
// at 360, 412 and 1440 px, with the full faces never arriving, is drawn by the faces inside the page,
// at weights the faces were cut to.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { drawnText, firstScreenCharacters, safetySet, withBothCases } from '../scripts/fonts/brand-fonts.mjs';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const pages = readdirSync(dist).filter((file) => file.endsWith('.html'));
const routes = ['/', '/quartizitos', '/marmores', '/granitos', '/sinterizados', '/evento-conhecimento-arquitetos', '/privacidade', '/pagina-inexistente'];

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

test("the faces inside each page hold every character of that page's first screen", async () => {
  for (const file of pages) {
    const html = readFileSync(path.join(dist, file), 'utf8');
    const inline = [...html.matchAll(/<style data-first-screen-font>@font-face\{([^}]*)\}<\/style>/g)].map((match) => match[1]!);
    expect(inline, file).toHaveLength(3);
    const needed = drawn(firstScreenCharacters(html));
    expect(needed.length, file).toBeGreaterThan(20);
    for (const rule of inline) {
      const dataUrl = rule.match(/url\((data:font\/woff2;base64,[^)]+)\)/)![1]!;
      // Preloaded with the same URL, so the browser decodes it before the first layout.
      expect(html, file).toContain(`<link rel="preload" as="font" type="font/woff2" href="${dataUrl}" crossorigin>`);
      const font = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const cmap = await coverage(font);
      const missing = needed.filter((char) => !cmap.has(char.codePointAt(0)!));
      expect(missing, `${file}: ${rule.slice(0, 70)} lacks ${label(missing)}`).toEqual([]);
    }
  }
});

for (const width of [360, 412, 1440]) {
  test(`at ${width} px every route's first screen is drawn by the faces inside the page, at weights they hold`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 915 : 900 }, locale: 'pt-BR', serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      // The full faces never arrive: what shows is what the page carries.
      await page.route('**/assets/*.woff2', (route) => route.abort());
      for (const route of routes) {
        await page.goto(route);
        const html = await (await page.request.get(route)).text();
        const inside = new Set(firstScreenCharacters(html));
        const shown = await page.evaluate(() => {
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
        expect(shown.length, route).toBeGreaterThan(3);
        for (const { text, family, style, weight } of shown) {
          expect(['Fraunces Variable', 'Manrope Variable'], `${route}: "${text}"`).toContain(family);
          const missing = drawn(text).filter((char) => !inside.has(char));
          expect(missing, `${route} at ${width} px: "${text.slice(0, 60)}" needs ${label(missing)}`).toEqual([]);
          const [min, max] = family === 'Manrope Variable' ? [400, 800] : style === 'italic' ? [400, 400] : [350, 400];
          expect(weight, `${route}: "${text.slice(0, 40)}" in ${family} ${style}`).toBeGreaterThanOrEqual(min);
          expect(weight, `${route}: "${text.slice(0, 40)}" in ${family} ${style}`).toBeLessThanOrEqual(max);
        }
      }
    } finally {
      await context.close();
    }
  });
}
