import { expect, test, type Page } from '@playwright/test';
import { holdAppCode } from './support/hold-app';
import { layOutWhole } from './support/laid-out';

const collections = [
  { path: '/quartizitos', title: 'Quartzitos', first: 'Taj Mahal', second: 'Azul Macaúbas', last: 'Explosion' },
  { path: '/marmores', title: 'Mármores', first: 'Carrara', second: 'Calacatta Oro', last: 'Rosso Levanto' },
  { path: '/granitos', title: 'Granitos', first: 'Branco Polar', second: 'Preto Absoluto', last: 'Verde Alpi' },
  { path: '/sinterizados', title: 'Mármore Dolomítico', first: 'Super White', second: 'Branco Paraná', last: 'Dolomite' },
] as const;

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('requestfailed', (r) => errors.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  return errors;
}

/**
 * The page as a visitor finds it once it answers like an app: hydrated, laid out whole, nothing left to
 * load. Before that the tabs are plain links to each stone's page (a click loads that page; an arrow key
 * does nothing), and the parts below the first screen still stand at their estimated heights, so a link
 * far down may still move under the pointer while it is pressed.
 */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await layOutWhole(page);
  await page.waitForLoadState('networkidle');
}

const selectedStone = (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 2 });

for (const c of collections) {
  test.describe(c.path, () => {
    test('loads with its hero and first stone, without console errors', { tag: '@one-width' }, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(c.path);
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
      await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      await expect(selectedStone(page)).toHaveText(c.first);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });

    test('switches stones from the keyboard, wrapping at the ends', { tag: '@one-width' }, async ({ page }) => {
      await openHydrated(page, c.path);
      const tabs = page.getByRole('tab');
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(selectedStone(page)).toHaveText(c.second);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.last()).toBeFocused();
      await expect(selectedStone(page)).toHaveText(c.last);
      await page.keyboard.press('Home');
      await expect(tabs.first()).toBeFocused();
      await expect(selectedStone(page)).toHaveText(c.first);
      // Tab leaves the tablist from the selected tab: only one tab is in the tab order.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('tabpanel')).toBeFocused();
    });

    test('a click on a stone shows its details and names it in the chat message', async ({ page }) => {
      await openHydrated(page, c.path);
      await page.getByRole('tab').nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${c.path}/[a-z-]+$`));
      await expect(selectedStone(page)).toHaveText(c.second);
      await expect(selectedStone(page)).toBeInViewport();
      const chat = page.locator('a[href^="https://wa.me/"]');
      await expect(chat).toHaveAttribute('target', '_blank');
      const text = new URL((await chat.getAttribute('href'))!).searchParams.get('text');
      expect(text).toContain(c.second);
    });

    test('the call to action opens the budget form, clear of any fixed header', async ({ page }) => {
      await openHydrated(page, c.path);
      await page.locator('main a[href="/#budget"]').last().click();
      await expect(page).toHaveURL(/\/#budget$/);
      const form = page.locator('#budget-form');
      await expect(form).toBeInViewport();
      // Whatever sits on top of the form's top edge must belong to the form, not to a header.
      await expect
        .poll(() =>
          form.evaluate((el) => {
            const box = el.getBoundingClientRect();
            const y = Math.max(box.top, 0) + 12;
            const hit = document.elementFromPoint(box.left + box.width / 2, y);
            return Boolean(hit && el.contains(hit));
          }),
        )
        .toBe(true);
    });
  });
}

test('no horizontal scrolling at 360 px on any collection', { tag: '@one-width' }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  for (const c of collections) {
    await page.goto(c.path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, c.path).toBeLessThanOrEqual(0);
  }
});

test('the hero neither fades nor zooms under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/granitos');
  await expect(page.locator('[data-hero-veil]')).toBeHidden();
  const animation = await page.locator('section').first().locator('img').first().evaluate((img) => getComputedStyle(img).animationName);
  expect(animation).toBe('none');
});

test('the hero animates its image, never its text', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/granitos');
  const hero = page.locator('section').first();
  const imageAnimation = await hero.locator('img').first().evaluate((img) => getComputedStyle(img).animationDuration);
  expect(imageAnimation).toBe('3s');
  const veilAnimation = await page.locator('[data-hero-veil]').evaluate((el) => getComputedStyle(el).animationDuration);
  expect(veilAnimation).toBe('1s');
  // The title is readable from the first frame.
  expect(await hero.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
});

test('a visitor who scrolls a collection before its code arrives stays where they are', { tag: '@one-width' }, async ({ page }) => {
  // The app's code held back: the page is what the prerender sent, opened at its top by the browser.
  const releaseApp = await holdAppCode(page);
  await page.goto('/granitos');
  await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
  releaseApp();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The collection opens at its top when the visitor comes to it from another page of the site, not by
  // taking a reader of this one back there.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(700);
});

test('a collection reached from the home page opens at its top', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  // A link of the site's own, followed inside the app.
  await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('a[href="/granitos"]')][0]!;
    link.click();
  });
  await expect(page).toHaveURL(/\/granitos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Granitos' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
});
