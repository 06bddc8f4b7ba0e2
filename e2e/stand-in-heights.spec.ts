// The parts laid out lazily (src/lib/lazy-layout.ts) stand in at their own heights until drawn: the home page's
// sections and the budget form, the catalogue's cards and "Como recomendamos", the estimate's result, and the
// footer on every page. Close stand-ins keep the page's length, the scrollbar and a jump down the page where
// they will be once the parts are drawn. Each is measured as drawn, with the containment `content-visibility:
// auto` keeps (layOutWhole), at the three widths its heights are for; a part whose text grows fails here until
// its heights are measured again. The catalogue's lists narrowed to one use give each card a longer reason, and
// stand in at heights of their own: the kitchen's and the outdoor area's are the two with the widest spread.
import { expect, test } from '@playwright/test';
import { layOutWhole } from './support/laid-out';

const ROUTES = ['/', '/pedras', '/pedras/cozinha', '/pedras/area-externa', '/estimativa?ambiente=cozinha'];
const TOLERANCE = 0.05;

for (const [width, band] of [[390, 'phone'], [768, 'tablet'], [1440, 'desktop']] as const) {
  for (const route of ROUTES) {
    test(`every stand-in height on ${route} is within 5% of its part's own at ${width} px`, { tag: '@one-width' }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await layOutWhole(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const parts = await page.$$eval(
        '[data-lazy-layout][style]',
        (items, key) =>
          items.map((item) => ({
            name: item.getAttribute('data-section-slot') ?? item.querySelector('h2, h3')?.textContent ?? item.tagName,
            own: item.getBoundingClientRect().height,
            standIn: Number.parseFloat((item as HTMLElement).style.getPropertyValue(key)),
          })),
        `--layout-${band}`,
      );
      // Every part that stands in has a height for this width (the footer at least).
      expect(parts.length).toBeGreaterThan(0);
      for (const { name, own, standIn } of parts) {
        expect(standIn, `${name} has no ${band} height`).toBeGreaterThan(0);
        expect(Math.abs(own - standIn) / own, `${name}: ${own} px drawn, ${standIn} px stood in`).toBeLessThanOrEqual(TOLERANCE);
      }
    });
  }
}
