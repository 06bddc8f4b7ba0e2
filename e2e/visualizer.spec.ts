// The visualizer: a stone on each surface of a room, the address holding the choice (a shared link shows
// the same room), only the chosen stones' textures fetched, and the budget request naming the stones.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectLiveForm, FORM } from './support/budget-journey';

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

async function visitor(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, locale } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, locale, reducedMotion: 'reduce' });
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'ok' }));
  return context;
}

/** The stone's picture a surface of the room draws (its computed background). */
const slabOf = (page: Page, room: string, surface: string) =>
  page.locator(`[data-room-picture="${room}"] [data-surface="${surface}"]`).evaluate((layer) => getComputedStyle(layer).backgroundImage);

async function chooseStone(page: Page, surface: string, stone: string) {
  const tab = page.getByRole('radio', { name: surface, exact: true });
  if (await tab.count()) await tab.check();
  await page.getByRole('group', { name: `Pedra para ${surface.toLowerCase()}` }).getByRole('radio', { name: new RegExp(`^${stone}`) }).check();
}

test('Taj Mahal on the kitchen counter and Carrara on the backsplash: the address shares the room, and the request names both', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const context = await visitor(browser, testInfo);
  const page = await context.newPage();
  await page.goto('/visualizar');
  await hydrated(page);
  const picture = page.getByRole('img', { name: /^Cozinha com / });
  await expect(picture).toHaveAccessibleName('Cozinha com bancada em Mont Blanc, ilha em Mont Blanc e parede da bancada em Mont Blanc');

  await chooseStone(page, 'Bancada', 'Taj Mahal');
  await chooseStone(page, 'Parede da bancada', 'Carrara');
  await expect(page).toHaveURL(/\/visualizar\?ambiente=cozinha&bancada=taj-mahal&ilha=mont-blanc&parede=carrara$/);
  await expect(picture).toHaveAccessibleName('Cozinha com bancada em Taj Mahal, ilha em Mont Blanc e parede da bancada em Carrara');
  // Said politely, once, for the change.
  await expect(page.locator('[data-visualizer-announcer]')).toHaveText('Parede da bancada: Carrara');
  await expect.poll(() => slabOf(page, 'cozinha', 'bancada')).toContain('/cozinha/bancada/taj-mahal.');
  await expect.poll(() => slabOf(page, 'cozinha', 'parede')).toContain('/cozinha/parede/carrara.');
  // Carrara on a backsplash is fine; on the counter it would be offered with its reason.
  await expect(page.locator('[data-fit-note="carrara"]:visible')).toContainText('Carrara');

  // The shared address opens the same room in another page.
  const shared = page.url();
  const other = await context.newPage();
  await other.goto(shared);
  await hydrated(other);
  await expect(other.getByRole('img', { name: /^Cozinha com / })).toHaveAccessibleName('Cozinha com bancada em Taj Mahal, ilha em Mont Blanc e parede da bancada em Carrara');
  await expect(other.getByRole('group', { name: 'Pedra para bancada' }).getByRole('radio', { name: /^Taj Mahal/ })).toBeChecked();
  await expect.poll(() => slabOf(other, 'cozinha', 'parede')).toContain('/cozinha/parede/carrara.');

  // From it, the budget request.
  await context.clock.install();
  await other.getByRole('link', { name: 'Pedir orçamento com estas pedras' }).filter({ visible: true }).click();
  await expect(other).toHaveURL(/\/\?pedras=taj-mahal,mont-blanc,carrara&ambiente=cozinha#budget$/);
  await sendBudget(other);
  const row = await submitted(other);
  expect(row.stone).toBe('Taj Mahal, Mont Blanc, Carrara');
  await context.close();
});

test('only the chosen stones’ pictures are fetched, one more for each new choice', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const context = await visitor(browser, testInfo);
  const page = await context.newPage();
  const pictures = new Set<string>();
  page.on('request', (request) => {
    const match = /\/media\/visualizer\/([a-z-]+\/[a-z]+\/[a-z-]+)\./.exec(request.url());
    if (match) pictures.add(match[1]!);
  });
  await page.goto('/visualizar');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // The kitchen's three surfaces in their default stone; no other room's.
  expect([...pictures].sort()).toEqual(['cozinha/bancada/mont-blanc', 'cozinha/ilha/mont-blanc', 'cozinha/parede/mont-blanc']);
  await chooseStone(page, 'Parede da bancada', 'Nero Marquina');
  await expect.poll(() => [...pictures].sort()).toEqual(['cozinha/bancada/mont-blanc', 'cozinha/ilha/mont-blanc', 'cozinha/parede/mont-blanc', 'cozinha/parede/nero-marquina']);
  await context.close();
});

test('a stone chosen before the script runs is kept once it does, and the address fills in the rest', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const context = await visitor(browser, testInfo);
  const page = await context.newPage();
  // The app's code held back until the visitor has chosen: the radios and the stylesheet answer alone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/visualizar?ambiente=cozinha&ilha=carrara');
  await page.getByRole('group', { name: 'Pedra para bancada' }).getByRole('radio', { name: /^Azul Macaúbas/ }).check();
  await expect.poll(() => slabOf(page, 'cozinha', 'bancada')).toContain('/cozinha/bancada/azul-macaubas.');
  release();
  await hydrated(page);
  const picture = page.getByRole('img', { name: /^Cozinha com / });
  await expect(picture).toHaveAccessibleName('Cozinha com bancada em Azul Macaúbas, ilha em Carrara e parede da bancada em Mont Blanc');
  await expect.poll(() => slabOf(page, 'cozinha', 'bancada')).toContain('/cozinha/bancada/azul-macaubas.');
  await expect.poll(() => slabOf(page, 'cozinha', 'ilha')).toContain('/cozinha/ilha/carrara.');
  await expect(page).toHaveURL(/\/visualizar\?ambiente=cozinha&bancada=azul-macaubas&ilha=carrara&parede=mont-blanc$/);
  // From then on a change is drawn by the script, the fit note following it.
  await page.getByRole('group', { name: 'Pedra para bancada' }).getByRole('radio', { name: /^Taj Mahal/ }).check();
  await expect.poll(() => slabOf(page, 'cozinha', 'bancada')).toContain('/cozinha/bancada/taj-mahal.');
  await expect(page.locator('[data-fit-note]:visible')).toHaveCount(1);
  await expect(page.locator('[data-fit-note="taj-mahal"]:visible')).toContainText('Taj Mahal');
  await expect(picture).toHaveAccessibleName('Cozinha com bancada em Taj Mahal, ilha em Carrara e parede da bancada em Mont Blanc');
  await expect(page.locator('[data-visualizer-announcer]')).toHaveText('Bancada: Taj Mahal');
  await context.close();
});

test('the arrow keys move along a row of stones, the picture, its label and the address following', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/visualizar');
  await hydrated(page);
  const stones = page.getByRole('group', { name: 'Pedra para bancada' });
  await stones.getByRole('radio', { name: /^Mont Blanc/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(stones.getByRole('radio', { name: /^Azul Macaúbas/ })).toBeChecked();
  await expect(stones.getByRole('radio', { name: /^Azul Macaúbas/ })).toBeFocused();
  await expect.poll(() => slabOf(page, 'cozinha', 'bancada')).toContain('/cozinha/bancada/azul-macaubas.');
  await expect(page.getByRole('img', { name: /^Cozinha com / })).toHaveAccessibleName('Cozinha com bancada em Azul Macaúbas, ilha em Mont Blanc e parede da bancada em Mont Blanc');
  await expect(page).toHaveURL(/\/visualizar\?ambiente=cozinha&bancada=azul-macaubas&ilha=mont-blanc&parede=mont-blanc$/);
});

test('a poor fit is offered with its reason, never left out', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/visualizar?ambiente=cozinha&bancada=carrara');
  await hydrated(page);
  const stones = page.getByRole('group', { name: 'Pedra para bancada' });
  await expect(stones.getByRole('radio')).toHaveCount(23);
  const carrara = stones.getByRole('radio', { name: /^Carrara/ });
  await expect(carrara).toBeChecked();
  await expect(carrara).toHaveAccessibleName(/Pouco indicada/);
  await expect(carrara).toHaveAccessibleDescription(/Pouco indicada: Dureza 3 Mohs/);
  await expect(page.locator('[data-fit-note="carrara"]:visible')).toContainText('Dureza 3 Mohs');
});

test('the home page and the catalogue load none of the visualizer’s code', { tag: '@one-width' }, async ({ request }) => {
  for (const path of ['/', '/pedras']) {
    const html = await (await request.get(path)).text();
    const entry = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    const modules = /<meta name="lavra:modules" content="([^"]+)"/.exec(html)![1]!.split(' ');
    for (const file of [...entry, ...modules]) {
      const code = await (await request.get(file)).text();
      expect(code, file).not.toContain('Estimar este ambiente');
      expect(code, file).not.toContain('mask-image');
    }
  }
});

test('“Ver no ambiente” on a stone’s page opens the kitchen in that stone', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/quartizitos/taj-mahal');
  await hydrated(page);
  const link = page.getByRole('link', { name: 'Ver Taj Mahal no ambiente' }).filter({ visible: true });
  await expect(link).toHaveAttribute('href', '/visualizar?ambiente=cozinha&bancada=taj-mahal&ilha=taj-mahal&parede=taj-mahal');
  await link.click();
  await hydrated(page);
  await expect(page.getByRole('img', { name: /^Cozinha com / })).toHaveAccessibleName('Cozinha com bancada em Taj Mahal, ilha em Taj Mahal e parede da bancada em Taj Mahal');
});

// Phones (390 x 844): the fixed "Orçar projeto" bar stays on screen, so the choices must fit above it, and a
// row of 23 swatches that scrolls sideways must show the stone that is chosen.
test.describe('on a phone', { tag: '@one-width' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** The shown row of swatches, its checked swatch, and whether that swatch lies wholly inside the row. */
  const checkedInRow = (page: Page) =>
    page.locator('[data-swatch-row]:visible').evaluate((row) => {
      const item = row.querySelector('input:checked')!.closest('li')!;
      const frame = row.getBoundingClientRect();
      const box = item.getBoundingClientRect();
      return { stone: (row.querySelector('input:checked') as HTMLInputElement).value, inView: box.left >= frame.left && box.right <= frame.right };
    });

  test('the room, its surfaces and a whole row of swatches share the first screen above the bar, to the row’s last swatch', async ({ page }) => {
    for (const room of ['cozinha', 'banheiro', 'area-gourmet', 'sala']) {
      await page.goto(`/visualizar?ambiente=${room}`);
      await hydrated(page);
      const bar = (await page.locator('[data-mobile-budget-bar]').boundingBox())!;
      const picture = (await page.locator(`[data-room-picture="${room}"]`).boundingBox())!;
      const row = page.locator('[data-swatch-row]:visible');
      const rowBox = (await row.boundingBox())!;
      expect(picture.y, room).toBeGreaterThanOrEqual(0);
      expect(picture.y + picture.height, room).toBeLessThanOrEqual(bar.y);
      expect(rowBox.y + rowBox.height, room).toBeLessThanOrEqual(bar.y);
      // The row's end: its last swatch, name included, scrolled into view above the bar.
      await row.evaluate((r) => r.scrollTo({ left: r.scrollWidth, behavior: 'instant' }));
      const last = (await row.locator('li').last().boundingBox())!;
      expect(last.x + last.width, room).toBeLessThanOrEqual(390);
      expect(last.y + last.height, room).toBeLessThanOrEqual(bar.y);
      expect(await page.evaluate(() => window.scrollY), room).toBe(0);
    }
  });

  test('a tap on any swatch lands on its own radio, and choosing a stone with a longer note moves nothing below the notes', async ({ page }) => {
    await page.goto('/visualizar?ambiente=cozinha');
    await hydrated(page);
    const row = page.locator('[data-swatch-row]:visible');
    // Each swatch brought into the row's view in turn: what lies under the middle of its picture is its radio
    // (a dimmed "Pouco indicada" picture once lay over it and took the tap).
    const missed = await row.evaluate((r) =>
      [...r.querySelectorAll('li')].flatMap((item) => {
        r.scrollLeft = item.offsetLeft - 24;
        const box = item.querySelector('img')!.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const radio = item.querySelector('input')!;
        return hit === radio ? [] : [`${radio.value}: ${hit?.tagName}`];
      }),
    );
    expect(missed).toEqual([]);

    // The row's shortest and longest notes (in lines at this width), chosen in turn by a tap.
    const notes = page.locator('[data-fit-notes]:visible');
    const [short, long] = await notes.evaluate((box) => {
      const heights = [...box.children].map((note) => {
        const range = document.createRange();
        range.selectNodeContents(note);
        return { stone: note.getAttribute('data-fit-note')!, height: range.getBoundingClientRect().height };
      });
      heights.sort((a, b) => a.height - b.height);
      return [heights[0]!, heights[heights.length - 1]!];
    });
    expect(long.height, 'the row has notes of different lengths').toBeGreaterThan(short.height + 10);
    const below = page.locator('[data-room-actions="cozinha"]');
    const choose = async (stone: string) => {
      await row.evaluate((r, slug) => {
        const item = r.querySelector(`input[value="${slug}"]`)!.closest('li')!;
        r.scrollLeft = item.offsetLeft - 24;
      }, stone);
      await row.locator(`li:has(input[value="${stone}"])`).tap();
      await expect(notes.locator(`[data-fit-note="${stone}"]`)).toBeVisible();
      return (await below.boundingBox())!.y;
    };
    const atShort = await choose(short.stone);
    expect(await choose(long.stone)).toBe(atShort);
    expect(await choose(short.stone)).toBe(atShort);
  });

  test('a shared link’s stones are in view in their rows, on load and when the surface changes, with no shift and the page left in place', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Far down the list of 23: Infinity White is the 22nd, Dolomite the 23rd, Branco Paraná the 20th.
    await page.goto('/visualizar?ambiente=cozinha&bancada=infinity-white&ilha=dolomite&parede=branco-parana');
    await hydrated(page);
    await expect.poll(() => checkedInRow(page)).toEqual({ stone: 'infinity-white', inView: true });
    const scrolled = await page.evaluate(() => window.scrollY);

    await page.getByRole('radio', { name: 'Ilha', exact: true }).tap();
    await expect.poll(() => checkedInRow(page)).toEqual({ stone: 'dolomite', inView: true });
    await page.getByRole('radio', { name: 'Parede da bancada', exact: true }).tap();
    await expect.poll(() => checkedInRow(page)).toEqual({ stone: 'branco-parana', inView: true });
    // Back to a row the visitor left scrolled: still its stone in view.
    await page.getByRole('radio', { name: 'Bancada', exact: true }).tap();
    await expect.poll(() => checkedInRow(page)).toEqual({ stone: 'infinity-white', inView: true });

    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
  });
});

async function sendBudget(page: Page) {
  const form = page.locator(FORM);
  await expectLiveForm(page);
  const step = (n: number) => expect(form.getByText(`Etapa ${n} de 5`)).toBeVisible();
  await form.getByRole('textbox', { name: /Nome completo/ }).fill('Marina Couto');
  await form.getByRole('textbox', { name: /E-mail/ }).fill('marina@estudio.com.br');
  await form.getByRole('textbox', { name: /Telefone/ }).fill('21977775555');
  await form.getByText('Proprietário Final').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(2);
  await form.getByText('Cozinha', { exact: true }).click();
  await form.getByText('Bancada', { exact: true }).click();
  await form.getByRole('textbox', { name: /Metragem/ }).fill('12 m²');
  await form.getByText('1 a 3 meses').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(3);
  await form.getByText('Moderno', { exact: true }).click();
  await form.getByText('Plantas, fotos ou moodboard').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(4);
  await form.getByText('Ainda não sei', { exact: true }).click();
  await form.getByText('Planejamento', { exact: true }).click();
  await form.getByRole('textbox', { name: /Como nos conheceu/ }).fill('Vi a cozinha no simulador.');
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(5);
}

/** Sends the summary; returns the row the store took (answered 201). */
async function submitted(page: Page) {
  await page.clock.fastForward(5_000);
  const insert = page.waitForResponse((r) => new URL(r.url()).pathname === '/rest/v1/budget_requests' && r.request().method() === 'POST');
  await page.locator(FORM).getByRole('button', { name: 'Enviar solicitação' }).click();
  const response = await insert;
  expect(response.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Solicitação enviada com sucesso!' })).toBeVisible();
  return response.request().postDataJSON() as Record<string, unknown>;
}
