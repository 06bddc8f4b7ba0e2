import type { Page } from '@playwright/test';

/**
 * The page laid out whole, as a visitor finds it once every part has been drawn (src/lib/lazy-layout.ts: the
 * parts far below the first screen are laid out only near the viewport, `content-visibility: auto`): for
 * checks that read sizes, positions or colours of every part at once. A drawn part keeps the containment that
 * `auto` gives it (layout, style and paint), so a child's margin stays inside the part as on a visit; `visible`
 * alone would let it collapse through and measure a box no visitor sees. Set through the style object, which
 * the page's content security policy allows (a <style> element it would not).
 */
export async function layOutWhole(page: Page) {
  await page.evaluate(() => {
    for (const part of document.querySelectorAll<HTMLElement>('[data-lazy-layout]')) {
      part.style.contentVisibility = 'visible';
      part.style.contain = 'layout style paint';
    }
  });
}
