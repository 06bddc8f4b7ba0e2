// When the full brand faces arrive, the parts of a page far below the viewport are marked to be laid out
// lazily (src/lib/far-parts.ts), so that the swap lays out the first screen only; the app takes the marks
// off once the visitor scrolls, and the page is then laid out whole, as long as it was.
import { expect, test, type Page } from '@playwright/test';

const measure = (page: Page) =>
  page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    footer: document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY,
    marked: [...document.querySelectorAll('main [data-lazy-layout]')].map((part) => {
      const box = part.getBoundingClientRect();
      return { top: box.top + window.scrollY, height: box.height, standIn: (part as HTMLElement).style.getPropertyValue('contain-intrinsic-size') };
    }),
  }));

for (const path of ['/marmores/carrara', '/sinterizados', '/granitos', '/privacidade']) {
  test(`${path}: the parts far below are laid out as the visitor nears them, at the size they were drawn`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Chrome says when it starts or stops drawing a `content-visibility: auto` part.
    await page.addInitScript(() => {
      const drawn: string[] = [];
      (window as unknown as { drawnMarkedParts: string[] }).drawnMarkedParts = drawn;
      document.addEventListener(
        'contentvisibilityautostatechange',
        (event) => {
          const part = event.target as HTMLElement;
          if (!(event as Event & { skipped: boolean }).skipped && part.style.getPropertyValue('contain-intrinsic-size') && !document.documentElement.hasAttribute('data-laid-out'))
            drawn.push(`${part.tagName.toLowerCase()} at ${Math.round(part.getBoundingClientRect().top + window.scrollY)} px`);
        },
        true,
      );
    });
    await page.goto(path);
    await page.locator('html[data-fonts="loaded"]').waitFor({ state: 'attached' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const viewport = page.viewportSize()!;

    const before = await measure(page);
    const far = before.marked.filter((part) => part.standIn);
    // Every far part starts beyond the reach of `content-visibility: auto` (the viewport and one and a half
    // more), so that Chrome leaves it undrawn: a part it drew at once would cost a second layout of the page.
    expect(far.length).toBeGreaterThan(0);
    for (const part of far) expect(part.top).toBeGreaterThanOrEqual(viewport.height * 2.5 - 1);
    expect(await page.evaluate(() => (window as unknown as { drawnMarkedParts: string[] }).drawnMarkedParts)).toEqual([]);

    // The first scroll: the app takes every mark off, one part per frame.
    await page.mouse.wheel(0, 200);
    await page.locator('html[data-laid-out]').waitFor({ state: 'attached' });
    await expect(page.locator('main [data-lazy-layout]')).toHaveCount(0);
    // Laid out whole, with the full faces, the page is as long as its stand-ins made it, to the pixel.
    const after = await measure(page);
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.footer - before.footer)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
}
