// The site with a keyboard alone: a skip link, a focus order that follows the page, a visible focus
// ring on every stop, focus (and tap) equivalents for what the mouse gets on hover, ARIA patterns for
// the carousel, tabs, radio group and accordion, a fixed phone button that never hides the focused
// control, looping videos that can be paused and stay still under reduced motion, and a press made
// before the page has hydrated that is not lost.
// (The budget form's own keyboard journey is covered in budget-form.spec.ts.)
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { holdAppCode, holdScript } from './support/hold-app';

test.describe.configure({ timeout: 90_000 });

/** A page in a context of its own, at a given width (and motion preference), with the project's other settings. */
async function pageAt(browser: Browser, testInfo: TestInfo, width: number, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
  const { baseURL, locale } = testInfo.project.use;
  const phone = width < 1024;
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
    reducedMotion,
  });
  return context.newPage();
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  // The page hydrates after the header and footer (see AppShell); its effects are attached once this is set.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

interface FocusStop {
  tag: string;
  name: string;
  rect: { top: number; bottom: number; left: number; right: number; width: number; height: number };
  /** Whether something visible marks the focus: an outline on the element, its ::after, or the card it dresses. */
  ring: string | null;
  /** The previous stop comes before this one in the document. */
  followsPrevious: boolean;
  inViewport: boolean;
  bar: { top: number; bottom: number; left: number; right: number } | null;
}

/** Presses Tab and describes where focus landed. */
async function tab(page: Page): Promise<FocusStop> {
  await page.keyboard.press('Tab');
  return page.evaluate(async () => {
    // The budget form's prerendered fields hand focus to the live ones when its code arrives: give a
    // hand-over in progress time to end (up to 3 s on a busy machine) before reading where focus is.
    for (const start = performance.now(); document.activeElement === document.body && performance.now() - start < 3000; ) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const el = document.activeElement as HTMLElement;
    const w = window as unknown as { __lastFocused?: Element };
    const previous = w.__lastFocused;
    w.__lastFocused = el;
    const visibleOutline = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && style.outlineColor !== 'rgba(0, 0, 0, 0)' ? `${style.outlineWidth} ${style.outlineStyle}` : null;
    // The ring may be drawn on the control, on its ::before/::after, on its first child (a swatch's
    // chip) or on the card a visually hidden radio dresses ([data-frame]).
    const frame = el.parentElement?.querySelector<HTMLElement>('[data-frame]');
    const candidates = [getComputedStyle(el), getComputedStyle(el, '::before'), getComputedStyle(el, '::after')];
    if (el.firstElementChild) candidates.push(getComputedStyle(el.firstElementChild));
    if (frame) candidates.push(getComputedStyle(frame));
    const ring = candidates.map(visibleOutline).find((found) => found !== null) ?? null;
    let r = el.getBoundingClientRect();
    // Let a focus-driven style, scroll or the phone bar's reveal (it follows an IntersectionObserver)
    // land before calling the control hidden: up to about half a second.
    for (let frame = 0; frame < 30 && (r.bottom <= 0 || r.top >= window.innerHeight); frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      r = el.getBoundingClientRect();
    }
    const barElement = document.querySelector<HTMLElement>('[data-mobile-budget-bar]');
    const barStyle = barElement ? getComputedStyle(barElement) : null;
    const barRect = barElement?.getBoundingClientRect();
    const bar =
      barElement && barStyle && barRect && barStyle.display !== 'none' && barStyle.visibility !== 'hidden' && barRect.top < window.innerHeight
        ? { top: barRect.top, bottom: barRect.bottom, left: barRect.left, right: barRect.right }
        : null;
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
      rect: { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height },
      ring,
      // A control that left the page as focus moved on (the brand panel swaps its video back) cannot be compared.
      followsPrevious: !previous?.isConnected || !!(previous.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
      inViewport: r.bottom > 0 && r.top < window.innerHeight,
      bar,
    };
  });
}

/** The site's focus ring: a 3 px outline 3 px away from the control. */
const RING = 6;
/** Whether the bar hides any part of the control or of its focus ring. */
const overlaps = (a: FocusStop['rect'], b: NonNullable<FocusStop['bar']>) =>
  a.left - RING < b.right && a.right + RING > b.left && a.top - RING < b.bottom && a.bottom + RING > b.top;

test('the first Tab reaches the skip link, and Enter moves focus into the main content', async ({ page }) => {
  await openPage(page, '/granitos');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  // Shown on screen while focused.
  const box = (await skip.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.height).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#conteudo')).toBeFocused();
  // The next Tab continues inside the main content, past the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
});

test('no element jumps the focus order with a positive tabindex', async ({ page }) => {
  for (const path of ['/', '/granitos', '/evento-conhecimento-arquitetos']) {
    await openPage(page, path);
    expect(await page.locator('[tabindex]:not([tabindex="0"]):not([tabindex^="-"])').count()).toBe(0);
  }
});

test('every focus stop on the home page follows the document order and shows a focus ring', async ({ browser }, testInfo) => {
  // Reduced motion makes focus scrolling instant, so each stop is measured where it comes to rest.
  const page = await pageAt(browser, testInfo, testInfo.project.use.viewport?.width ?? 1440, 'reduce');
  await openPage(page, '/');
  const stops: FocusStop[] = [];
  // From the top to the footer's last control (the page has fewer stops than this).
  for (let i = 0; i < 160; i++) {
    const stop = await tab(page);
    // Past the last control, focus leaves the page or wraps around to the skip link.
    if (stop.tag === 'body' || (stops.length > 0 && stop.name === stops[0]!.name)) break;
    stops.push(stop);
  }
  const names = stops.map((s) => s.name);
  expect(names).toContain('Preferências de cookies');
  expect(names.some((n) => /Continuar/.test(n))).toBe(true);
  for (const stop of stops) {
    expect(stop.ring, `focus ring on ${stop.tag} "${stop.name}"`).not.toBeNull();
    expect(stop.followsPrevious, `focus order at ${stop.tag} "${stop.name}"`).toBe(true);
    expect(stop.rect.width * stop.rect.height, `size of ${stop.tag} "${stop.name}"`).toBeGreaterThan(0);
    expect(stop.inViewport, `${stop.tag} "${stop.name}" scrolled into view`).toBe(true);
  }
  await page.context().close();
});

test("at 390 px the fixed 'Orçar projeto' button never covers the focused control", { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const page = await pageAt(browser, testInfo, 390, 'reduce');
  await openPage(page, '/');
  const covered: string[] = [];
  let checked = 0;
  for (let i = 0; i < 160; i++) {
    const stop = await tab(page);
    if (stop.tag === 'body' || (i > 0 && stop.name === 'Pular para o conteúdo')) break;
    // The bar's own link is the one stop allowed inside it.
    if (stop.bar && stop.name !== 'Orçar projeto') {
      checked++;
      if (overlaps(stop.rect, stop.bar)) covered.push(`${stop.tag} "${stop.name}" at ${Math.round(stop.rect.top)}–${Math.round(stop.rect.bottom)}`);
    }
  }
  expect(checked).toBeGreaterThan(20);
  expect(covered).toEqual([]);
  await page.context().close();
});

test('a process step opens its detail popover on keyboard focus and closes it with Escape', { tag: '@one-width' }, async ({ page }) => {
  await openPage(page, '/');
  const cta = page.getByRole('link', { name: 'Quero orçar meu projeto' }).first();
  await cta.focus();
  const first = page.getByRole('button', { name: /Briefing & Curadoria/ });
  // Tab until the first step's button has focus (the hero may hold a few more stops).
  for (let i = 0; i < 6 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Briefing & Curadoria' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  // Moving on opens the next step's details and leaves one popover open.
  await page.keyboard.press('Tab');
  const second = page.getByRole('button', { name: /Medição no local/ });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-process-step] [aria-expanded="true"]')).toHaveCount(1);
  // Enter toggles it like a press.
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
});

test('on a touch screen a tap opens a process step\'s details and a second tap closes them', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const page = await pageAt(browser, testInfo, 390);
  await openPage(page, '/');
  const trigger = page.getByRole('button', { name: /Fabricação supervisionada/ });
  await trigger.scrollIntoViewIfNeeded();
  await trigger.tap();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Fabricação supervisionada' })).toBeVisible();
  await trigger.tap();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await page.context().close();
});

test('at 1440 px the brand panel swaps to the feature that has keyboard focus', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const page = await pageAt(browser, testInfo, 1440);
  await openPage(page, '/');
  const panel = page.getByTestId('brand-panel');
  // The visitor reaches the section first (the section becomes live as it nears the screen).
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toContainText('Nossa estrutura garante seu prazo');
  const feature = page.getByRole('button', { name: 'Rede de fábricas parceiras' });
  await feature.focus();
  await expect(feature).toHaveAttribute('aria-pressed', 'true');
  await expect(panel).toContainText('Capacidade de quem tem várias fábricas');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Rochas exclusivas importadas' })).toBeFocused();
  await expect(panel).toContainText('Da Itália e da Índia para o seu projeto');
  await page.context().close();
});

test('the stone carousel follows the carousel pattern and works from the keyboard', { tag: '@one-width' }, async ({ page }) => {
  await openPage(page, '/');
  const carousel = page.locator('section[aria-roledescription="carrossel"]');
  await expect(carousel).toHaveAttribute('aria-labelledby', /.+/);
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(4);
  await expect(slides.nth(0)).toHaveAttribute('aria-label', '1 de 4');
  const shown = () => carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(shown()).toHaveCount(1);
  await expect(shown()).toContainText('Taj Mahal');

  const next = carousel.getByRole('button', { name: 'Próxima pedra' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(shown()).toContainText('Michelangelo Calacatta');
  await expect(carousel.getByRole('button', { name: 'Ver Michelangelo Calacatta' })).toHaveAttribute('aria-current', 'true');
  // The change is announced once the visitor moves the carousel.
  await expect(carousel.locator('[aria-live="polite"]')).toContainText('Michelangelo Calacatta, 2 de 4');
  // Previous wraps around from the first stone to the last.
  const previous = carousel.getByRole('button', { name: 'Pedra anterior' });
  await previous.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await expect(shown()).toContainText('Ijen Blue');
  await carousel.getByRole('button', { name: 'Ver Antartic White' }).press('Enter');
  await expect(shown()).toContainText('Antartic White');
});

test('the finishes selector is a radio group with one tab stop and arrow keys', { tag: '@one-width' }, async ({ page }) => {
  await openPage(page, '/');
  const group = page.getByRole('radiogroup', { name: 'Escolha um acabamento' });
  const radios = group.getByRole('radio');
  await expect(radios).toHaveCount(8);
  await expect(group.getByRole('radio', { checked: true })).toHaveAccessibleName(/Polido/);
  await expect(group.locator('[tabindex="0"]')).toHaveCount(1);
  await group.getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('ArrowRight');
  const acetinado = group.getByRole('radio', { name: /Acetinado/ });
  await expect(acetinado).toBeFocused();
  await expect(acetinado).toHaveAttribute('aria-checked', 'true');
  await expect(group.locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(group.getByRole('radio', { name: /Resinado/ })).toBeFocused();
  await expect(group.getByRole('radio', { name: /Resinado/ })).toHaveAttribute('aria-checked', 'true');
});

test("arrow keys pressed on the finishes before their section's code has arrived move along the swatches once it has", { tag: '@one-width' }, async ({ page }) => {
  // The finishes' code held back: the section is the prerendered radio group, marked as waiting for its code.
  const release = await holdScript(page, /\/assets\/finishes-[\w-]+\.js$/);
  await openPage(page, '/');
  const group = page.getByRole('radiogroup', { name: 'Escolha um acabamento' });
  const polido = group.getByRole('radio', { checked: true });
  await expect(polido).toHaveAccessibleName(/Polido/);
  await polido.focus();
  await expect(page.locator('[data-section-slot="acabamentos"][data-part-waiting]')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  // Nothing moves yet.
  await expect(polido).toBeFocused();
  await expect(polido).toHaveAttribute('aria-checked', 'true');
  release();
  // Two steps along, as pressed: Polido, Acetinado, then the third swatch.
  const third = group.getByRole('radio').nth(2);
  await expect(third).toBeFocused();
  await expect(third).toHaveAttribute('aria-checked', 'true');
  await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
});

test('the collection stone picker follows the tabs pattern', { tag: '@one-width' }, async ({ page }) => {
  await openPage(page, '/granitos');
  const list = page.getByRole('tablist');
  const tabs = list.getByRole('tab');
  await expect(tabs).toHaveCount(8);
  const selected = list.getByRole('tab', { selected: true });
  await expect(selected).toHaveAccessibleName(/Branco Polar/);
  await expect(list.locator('[tabindex="0"]')).toHaveCount(1);
  const panelId = await selected.getAttribute('aria-controls');
  await expect(page.locator(`#${panelId}`)).toHaveAttribute('role', 'tabpanel');
  await expect(page.locator(`#${panelId}`)).toHaveAttribute('aria-labelledby', (await selected.getAttribute('id'))!);

  await selected.focus();
  await page.keyboard.press('ArrowRight');
  const preto = list.getByRole('tab', { name: /Preto Absoluto/ });
  await expect(preto).toBeFocused();
  await expect(preto).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(list.getByRole('tab', { name: /Verde Alpi/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(list.getByRole('tab', { name: /Branco Polar/ })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await expect(list.getByRole('tab', { name: /Branco Polar/ })).toHaveAttribute('aria-selected', 'true');
});

test('arrow keys pressed on the stone picker before the app has arrived move along the tabs once it has', { tag: '@one-width' }, async ({ page }) => {
  // Hold the app's code so the keys land on the prerendered tabs.
  const release = await holdAppCode(page);
  await page.goto('/granitos');
  const list = page.getByRole('tablist');
  const first = list.getByRole('tab', { name: /Branco Polar/ });
  await first.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  // Nothing moves yet, and the keys do not scroll the page.
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const third = list.getByRole('tab').nth(2);
  await expect(third).toBeFocused();
  await expect(third).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('tab', { selected: true })).toHaveCount(1);
});

test('the FAQ is a single-open accordion driven by Enter and Space', { tag: '@one-width' }, async ({ page }) => {
  await openPage(page, '/');
  // Each question is a native disclosure (<details> of one named group): its summary is the control,
  // exposed as a button with its expanded state by the browser itself.
  const item = (question: RegExp) => page.locator('#perguntas-frequentes details', { has: page.locator('summary', { hasText: question }) });
  const first = item(/Qual é o prazo de um projeto/);
  const second = item(/Em quais regiões vocês atendem/);
  const firstAnswer = first.getByText(/30 a 45 dias úteis/);
  await expect(first).not.toHaveAttribute('open');
  await expect(firstAnswer).toBeHidden();

  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(firstAnswer).toBeVisible();
  // A closed answer is not in the tab order: Tab goes from one question to the next through the open answer's text.
  await page.keyboard.press('Tab');
  await expect(second.locator('summary')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
  await expect(firstAnswer).toBeHidden();
  await page.keyboard.press('Space');
  await expect(second).not.toHaveAttribute('open');
  await expect(second.getByText(/todo o estado do Rio de Janeiro/)).toBeHidden();
});

test('looping testimonial videos play with a visible pause control', { tag: '@one-width' }, async ({ page }) => {
  await openPage(page, '/');
  const card = page.locator('#depoimentos article').first();
  await card.scrollIntoViewIfNeeded();
  const video = card.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 15_000 }).toBe(true);
  const pause = card.getByRole('button', { name: 'Pausar vídeo' });
  await expect(pause).toBeVisible();
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(card.getByRole('button', { name: 'Reproduzir vídeo' })).toBeVisible();
});

test('under reduced motion no video starts by itself, and each offers a play button', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const page = await pageAt(browser, testInfo, testInfo.project.use.viewport?.width ?? 1440, 'reduce');
  await page.addInitScript(() => {
    const counted = window as unknown as { __playCalls: number };
    counted.__playCalls = 0;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the element as `this`
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      counted.__playCalls += 1;
      return play.call(this);
    };
  });
  await openPage(page, '/');
  const videos = page.locator('#depoimentos video');
  await expect(videos).toHaveCount(3);
  await page.locator('#depoimentos').scrollIntoViewIfNeeded();
  // The playback rules have seen the first card on screen, and the effects of that render have run
  // (two frames later): an autoplay would have been asked for by now.
  await expect(page.locator('#depoimentos [data-in-view]').first()).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { __playCalls: number }).__playCalls)).toBe(0);
  expect(await page.locator('video').evaluateAll((all) => all.filter((v) => !(v as HTMLVideoElement).paused).length)).toBe(0);
  const play = page.locator('#depoimentos article').first().getByRole('button', { name: 'Reproduzir vídeo' });
  await expect(play).toBeVisible();
  await play.click();
  await expect.poll(() => videos.first().evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  await page.context().close();
});

test('a button pressed before the page has hydrated is pressed again once it has', { tag: '@one-width' }, async ({ page }) => {
  // Hold the app's code so the press lands on the prerendered page.
  const release = await holdAppCode(page);
  await page.goto('/');
  // A control with no native element to lean on (the portfolio's filter): the press waits for the app.
  const filter = page.getByRole('button', { name: 'Cozinhas (4)' });
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'false');
  // A native control needs no replay: the FAQ's question opens at once, with the app still held.
  const question = page.locator('#perguntas-frequentes details', { has: page.locator('summary', { hasText: /Qual é a garantia/ }) });
  await question.locator('summary').click();
  await expect(question).toHaveAttribute('open', '');
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await expect(question).toHaveAttribute('open', '');
  await expect(question.getByText(/2 anos de garantia/)).toBeVisible();
});

test("a button pressed once the page is hydrated but before its section's code has arrived is pressed once it has", { tag: '@one-width' }, async ({ page }) => {
  // The app has run and React hydrates the page; the portfolio's own code is held, so React could not hydrate
  // its section for the press: the press waits for it.
  const release = await holdScript(page, /\/assets\/portfolio-[\w-]+\.js$/);
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const filter = page.getByRole('button', { name: 'Cozinhas (4)' });
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
});

test.describe('the header menu on a phone', { tag: '@one-width' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Escape closes the open menu and gives the focus back to its summary', async ({ page }) => {
    await openPage(page, '/granitos');
    const menu = page.locator('header details');
    const summary = menu.locator('summary');
    const link = page.getByRole('navigation').getByRole('link', { name: 'Mármores' });
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(summary).toHaveAccessibleName('Fechar');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(summary).toHaveAccessibleName('Menu');
    await expect(summary).toBeFocused();
    await expect(link).toBeHidden();
  });

  test('following a link closes the menu on the new page', async ({ page }) => {
    await openPage(page, '/granitos');
    const menu = page.locator('header details');
    await menu.locator('summary').click();
    await page.getByRole('navigation').getByRole('link', { name: 'Mármores' }).click();
    await expect(page).toHaveURL(/\/marmores$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Mármores/);
    await expect(menu).not.toHaveAttribute('open');
    await expect(menu.locator('summary')).toHaveAccessibleName('Menu');
  });

  test('a tap on the menu before the app has arrived opens it at once, and the app keeps it open', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/');
    const menu = page.locator('header details');
    await menu.locator('summary').click();
    await expect(menu).toHaveAttribute('open', '');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Mármores' })).toBeVisible();
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(menu).toHaveAttribute('open', '');
    await expect(menu.locator('summary')).toHaveAccessibleName('Fechar');
    // The app has taken over: Escape now closes it.
    await menu.locator('summary').focus();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
  });
});
