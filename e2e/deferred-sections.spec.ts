// Below-the-fold sections are Suspense boundaries with code of their own (src/pages/home-page.tsx), asked for as
// the visitor nears each (src/lib/near-parts.ts): React hydrates each on its own as its code arrives, nothing is
// lost in between, and a section is whole wherever the visitor meets it.
import { expect, test, type Page } from '@playwright/test';
import { holdAppCode, holdScript } from './support/hold-app';

const HOME_SECTIONS = ['processo', 'pedras', 'acabamentos', 'portfolio', 'depoimentos', 'marca', 'perguntas'];

async function openHydrated(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return { errors };
}

test('each home section hydrates on its own: one whose code is late holds neither the page nor the others back, and is adopted in place', { tag: '@one-width' }, async ({ page }) => {
  // The portfolio's code held back: its section stays the prerendered HTML while the page hydrates.
  const releasePortfolio = await holdScript(page, /\/assets\/portfolio-[\w-]+\.js$/);
  const { errors } = await openHydrated(page, '/');
  // Every section is in the prerendered page, whole.
  for (const id of HOME_SECTIONS) await expect(page.locator(`[data-section-slot="${id}"] > *`).first()).toBeAttached();
  const filter = page.getByRole('button', { name: 'Cozinhas (4)' });
  const filterNode = await filter.elementHandle();
  // The process section answers meanwhile: its step opens its details on keyboard focus.
  const step = page.getByRole('button', { name: /Briefing & Curadoria/ });
  await step.focus();
  await expect(step).toHaveAttribute('aria-expanded', 'true');
  // The portfolio's code arrives: its section is hydrated in place (the node pressed is the one prerendered).
  releasePortfolio();
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  expect(await filterNode?.evaluate((node) => node.isConnected)).toBe(true);
  expect(errors).toEqual([]);
});

test('a question pressed before its section is hydrated opens at once and stays open once it is', { tag: '@one-width' }, async ({ page }) => {
  const releaseFaq = await holdScript(page, /\/assets\/faq-[\w-]+\.js$/);
  const { errors } = await openHydrated(page, '/');
  const item = page.locator('#perguntas-frequentes details', { has: page.locator('summary', { hasText: /Qual é a garantia/ }) });
  await item.locator('summary').click();
  await expect(item).toHaveAttribute('open', '');
  await expect(item.getByText(/2 anos de garantia/)).toBeVisible();
  // The section then hydrates in place and leaves the visitor's answer open.
  const faqCode = page.waitForResponse(/\/assets\/faq-[\w-]+\.js$/);
  releaseFaq();
  await faqCode;
  await page.waitForLoadState('networkidle');
  await expect(item).toHaveAttribute('open', '');
  await expect(item.getByText(/2 anos de garantia/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('on the page the visitor arrives on, a section\'s code is asked for only as the visitor nears it', { tag: '@one-width' }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const sectionCode = (name: string) => asked.some((path) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path));
  const { errors } = await openHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  // The first screens' section is here; the FAQ's, five sections down, is not asked for.
  expect(sectionCode('process')).toBe(true);
  expect(sectionCode('faq')).toBe(false);
  expect(sectionCode('brand')).toBe(false);
  // Scrolled to it, its code comes and the section answers.
  const questions = page.locator('#perguntas-frequentes');
  await questions.scrollIntoViewIfNeeded();
  await expect.poll(() => sectionCode('faq')).toBe(true);
  await expect(questions.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.locator('[data-part-waiting][data-section-slot="perguntas"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a section whose code cannot arrive as the visitor scrolls stays readable, and the page keeps working', { tag: '@one-width' }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\/assets\/faq-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await openHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  // The process section, hydrated at load, answers.
  const step = page.getByRole('button', { name: /Briefing & Curadoria/ });
  await step.focus();
  await expect(step).toHaveAttribute('aria-expanded', 'true');
  const faqCode = page.waitForEvent('requestfailed', (request) => /\/assets\/faq-/.test(request.url()));
  const questions = page.locator('#perguntas-frequentes');
  await questions.scrollIntoViewIfNeeded();
  await faqCode;
  // The FAQ is still the prerendered section, and its questions open natively.
  const item = questions.locator('details', { has: page.locator('summary', { hasText: /Qual é a garantia/ }) });
  await item.locator('summary').click();
  await expect(item.getByText(/2 anos de garantia/)).toBeVisible();
  // The rest of the page is live: the portfolio, met on the way back up, hydrates and its filter answers.
  const filter = page.getByRole('button', { name: 'Cozinhas (4)' });
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
});

test('coming to the home page from another page shows every section at once', { tag: '@one-width' }, async ({ page }) => {
  const { errors } = await openHydrated(page, '/granitos');
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  for (const id of HOME_SECTIONS) await expect(page.locator(`[data-section-slot="${id}"]`)).not.toBeEmpty();
  await expect(page.getByRole('heading', { level: 2, name: /Perguntas/ })).toBeAttached();
  expect(errors).toEqual([]);
});

test('a stone picked in a collection hero shows its details even before they were live', { tag: '@one-width' }, async ({ page }) => {
  const { errors } = await openHydrated(page, '/granitos');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  const panelId = await tabs.nth(2).getAttribute('aria-controls');
  await expect(page.locator(`#${panelId}`)).toBeVisible();
  await expect(page.locator(`#${panelId}`)).toBeInViewport();
  expect(errors).toEqual([]);
});

test.describe('sections laid out lazily (src/lib/lazy-layout.ts)', () => {
  test('the prerendered page marks every section below the first screen, and the marks are plain CSS that no script takes off', { tag: '@one-width' }, async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    for (const id of HOME_SECTIONS) expect(html, id).toMatch(new RegExp(`data-section-slot="${id}" data-lazy-layout=""`));
    // The budget section and the footer's content too: everything below the hero.
    expect(html).toMatch(/<div data-lazy-layout="" style="--layout-phone:\d+px[^"]*" class="[^"]*"><section id="budget-form"/);
    expect(html).toMatch(/<footer[^>]*><div data-lazy-layout=""/);
    await openHydrated(page, '/');
    // Hydrated, the sections' code arrived: the parts below are still laid out lazily.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-lazy-layout]')).toHaveCount(HOME_SECTIONS.length + 2);
    expect(await page.locator('[data-lazy-layout]').first().evaluate((part) => getComputedStyle(part).contentVisibility)).toBe('auto');
    // Scrolled through, every part is drawn where the browser finds it, and the marks stay.
    await page.mouse.wheel(0, 200);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' })).toBeInViewport();
    await expect(page.locator('[data-lazy-layout]')).toHaveCount(HOME_SECTIONS.length + 2);
  });

  test('a visitor whose first scroll is a jump far down keeps what they see in place while the parts above are laid out', async ({ page }) => {
    // Widths between those the stand-in heights were measured at: each part above changes height when laid out.
    await page.setViewportSize(test.info().project.name === 'desktop' ? { width: 1280, height: 800 } : { width: 412, height: 915 });
    await openHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    const heading = page.locator('#perguntas-frequentes h2');
    // The first scroll, straight past every part above the FAQ (the End key, a drag of the scrollbar).
    const before = await heading.evaluate((el) => {
      window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - 200, behavior: 'instant' });
      return el.getBoundingClientRect().top;
    });
    expect(before).toBeCloseTo(200, 0);
    // The parts drawn around the landing place take their own heights instead of their stand-ins (the
    // browser's scroll anchoring keeps the view). A few frames, so that a late adjustment counts too: the
    // heading has not moved.
    const after = await heading.evaluate(async (el) => {
      for (let i = 0; i < 10; i++) await new Promise((done) => requestAnimationFrame(done));
      return el.getBoundingClientRect().top;
    });
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
  });

  test('a visitor who jumps to the end before the sections were drawn stays at the end', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The app's code held back: the page is what the prerender sent, its sections not drawn yet.
    const releaseApp = await holdAppCode(page);
    await page.goto('/');
    await expect(page.locator('[data-section-slot][data-lazy-layout]')).toHaveCount(HOME_SECTIONS.length);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const cookies = page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' });
    await expect(cookies).toBeInViewport();
    releaseApp();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.waitForLoadState('networkidle');
    // The page is live, and the end of the page is still in view.
    await expect(cookies).toBeInViewport();
  });
});
