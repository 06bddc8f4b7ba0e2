// Every stone has its own page: prerendered with its own head, reached from the collection's tabs
// without a reload, walked back with the browser's Back, and leading to the budget form about it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { company } from '../content/company';
import { stonePages } from '../content/stone-pages';
import { stoneSeo } from '../content/stone-seo';
import { expectLiveForm, FORM } from './support/budget-journey';

const ORIGIN = (process.env.VITE_SITE_URL || company.siteUrl).replace(/\/+$/, '');

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
const metaOf = (head: string, key: string) => {
  const tag = (head.match(/<meta\b[^>]*>/g) ?? []).find((t) => t.includes(`property="${key}"`) || t.includes(`name="${key}"`));
  const content = tag && /\scontent="([^"]*)"/.exec(tag);
  return content ? decode(content[1]!) : null;
};

/** Width and height of a JPEG, from its frame header. */
function jpegSize(data: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < data.length) {
    const marker = data[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    at += 2 + data.readUInt16BE(at + 2);
  }
  throw new Error('no JPEG frame header');
}

async function prerendered(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  return { status: response.status(), html, head: html.slice(0, html.indexOf('</head>')), main: /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '' };
}

/** The stone shown in the selected panel: the page heading on a stone's page. */
const panelHeading = (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 1 });

test('every stone URL answers its prerendered page: its name as the heading, its own head, share image and structured data', { tag: '@one-width' }, async ({ request }) => {
  test.setTimeout(120_000);
  const images = new Set<string>();
  for (const { path, stone, collection } of stonePages) {
    const { status, head, main } = await prerendered(request, path);
    expect(status, path).toBe(200);
    const headings = [...main.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]!.replace(/<[^>]+>/g, '')).trim());
    expect(headings, path).toEqual([stone.name]);
    // The outline never skips a level (the stone's own details under its name are h2, not h3).
    const levels = [...main.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
    const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
    expect(skips, path).toEqual([]);
    const seo = stoneSeo(collection, stone);
    expect(decode(/<title>([^<]*)<\/title>/.exec(head)![1]!), path).toBe(seo.title);
    expect(metaOf(head, 'description'), path).toBe(seo.description);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(head)?.[1], path).toBe(`${ORIGIN}${path}`);
    expect(metaOf(head, 'og:url')).toBe(`${ORIGIN}${path}`);
    expect(metaOf(head, 'og:title')).toBe(seo.title);
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(head, 'og:image:width')).toBe('1200');
    expect(metaOf(head, 'og:image:height')).toBe('630');
    expect(metaOf(head, 'og:image:alt')).toContain(stone.name);
    const image = metaOf(head, 'og:image')!;
    expect(metaOf(head, 'twitter:image')).toBe(image);
    images.add(image);
    const file = await request.get(image.slice(ORIGIN.length));
    expect(file.status(), image).toBe(200);
    const body = await file.body();
    expect(body.length, image).toBeLessThan(120 * 1024);
    expect(jpegSize(body), image).toEqual({ width: 1200, height: 630 });
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(blocks.map((b) => b['@type']), path).toEqual(['HomeAndConstructionBusiness', 'BreadcrumbList', 'Product']);
    const crumbs = (blocks[1]!['itemListElement'] as { name: string; item: string }[]).map((c) => [c.name, c.item]);
    expect(crumbs).toEqual([
      ['Início', `${ORIGIN}/`],
      [collection.hero.title, `${ORIGIN}${collection.path}`],
      [stone.name, `${ORIGIN}${path}`],
    ]);
  }
  // One preview per stone.
  expect(images.size).toBe(stonePages.length);
});

test('an unknown stone answers the 404 page with status 404', { tag: '@one-width' }, async ({ page, request }) => {
  const { status, head } = await prerendered(request, '/granitos/nao-existe');
  expect(status).toBe(404);
  expect(metaOf(head, 'robots')).toMatch(/noindex/);
  const response = await page.goto('/granitos/nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
});

test('choosing a stone changes the address and the title without a reload or a jump, and Back walks the stones visited', async ({ page }) => {
  await page.goto('/granitos/branco-polar');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await expect(panelHeading(page)).toHaveText('Branco Polar');
  // The visitor has read a little: the tabs and the panel are both on screen.
  // The scroll event of this scroll is delivered before the watch below starts.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top: 80, behavior: 'instant' });
      }),
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(80);
  await page.evaluate(() => {
    Object.assign(window, { sameDocument: true, scrolled: false });
    window.addEventListener('scroll', () => Object.assign(window, { scrolled: true }));
  });

  await page.getByRole('tab', { name: /Preto/ }).click();
  await expect(page).toHaveURL(/\/granitos\/preto-absoluto$/);
  await expect(page).toHaveTitle(/Preto Absoluto/);
  await expect(panelHeading(page)).toHaveText('Preto Absoluto');
  await expect(page.getByRole('tab', { name: /Preto/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/granitos\/preto-absoluto$/);

  await page.getByRole('tab', { name: /Via/ }).click();
  await expect(page).toHaveURL(/\/granitos\/via-lactea$/);
  await expect(panelHeading(page)).toHaveText('Via Láctea');
  expect(await page.evaluate(() => ({ same: (window as unknown as { sameDocument?: boolean }).sameDocument, y: window.scrollY, scrolled: (window as unknown as { scrolled: boolean }).scrolled }))).toEqual({
    same: true,
    y: 80,
    scrolled: false,
  });

  await page.goBack();
  await expect(page).toHaveURL(/\/granitos\/preto-absoluto$/);
  await expect(panelHeading(page)).toHaveText('Preto Absoluto');
  await expect(page).toHaveTitle(/Preto Absoluto/);
  await page.goBack();
  await expect(page).toHaveURL(/\/granitos\/branco-polar$/);
  await expect(panelHeading(page)).toHaveText('Branco Polar');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the tabs keep their keyboard behaviour, and "Próxima pedra" links to the next stone', async ({ page }) => {
  await page.goto('/quartizitos/taj-mahal');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const tabs = page.getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(page).toHaveURL(/\/quartizitos\/azul-macaubas$/);
  await expect(panelHeading(page)).toHaveText('Azul Macaúbas');
  await page.keyboard.press('End');
  await expect(tabs.last()).toBeFocused();
  await expect(page).toHaveURL(/\/quartizitos\/explosion$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();

  const next = page.getByRole('link', { name: /Próxima pedra/ });
  await expect(next).toHaveAttribute('href', '/quartizitos/taj-mahal');
  await next.click();
  await expect(page).toHaveURL(/\/quartizitos\/taj-mahal$/);
  await expect(panelHeading(page)).toHaveText('Taj Mahal');
  await expect(page.getByRole('tabpanel')).toBeFocused();
});

test('a deep link on a phone opens with that stone selected and its panel in view', { tag: '@one-width' }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/marmores/nero-marquina');
  await expect(page.getByRole('tab', { name: /Nero/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nero Marquina');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page.getByRole('tabpanel')).toBeInViewport();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the call to action opens the form with the stone’s material chosen, and the request and the chat carry the stone', { tag: '@one-width' }, async ({ browser }, testInfo) => {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, locale } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, locale, reducedMotion: 'reduce' });
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'ok' }));
  await context.clock.install();
  const page = await context.newPage();
  await page.goto('/sinterizados/branco-parana');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const cta = page.locator('main a[href="/?pedra=branco-parana#budget"]');
  await expect(cta).toHaveCount(1);
  await cta.click();
  await expect(page).toHaveURL(/\/\?pedra=branco-parana#budget$/);

  const form = page.locator(FORM);
  await expectLiveForm(page);
  const step = (n: number) => expect(form.getByText(`Etapa ${n} de 5`)).toBeVisible();
  await form.getByRole('textbox', { name: /Nome completo/ }).fill('Marina Teixeira');
  await form.getByRole('textbox', { name: /E-mail/ }).fill('marina@estudio.com.br');
  await form.getByRole('textbox', { name: /Telefone/ }).fill('21988887777');
  await form.getByText('Proprietário Final').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(2);
  await form.getByText('Banheiro', { exact: true }).click();
  await form.getByText('Revestimento de parede', { exact: true }).click();
  await form.getByRole('textbox', { name: /Metragem/ }).fill('14 m²');
  await form.getByText('3 a 6 meses').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(3);
  // Branco Paraná is a dolomitic marble: the form already says Mármore.
  await expect(form.getByRole('radio', { name: 'Mármore', exact: true })).toBeChecked();
  await form.getByText('Clássico', { exact: true }).click();
  await form.getByText('Plantas, fotos ou moodboard').click();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(4);
  await form.getByText('Ainda não sei', { exact: true }).click();
  await form.getByText('Planejamento', { exact: true }).click();
  await form.getByRole('textbox', { name: /Como nos conheceu/ }).fill('Procurei o Branco Paraná no Google.');
  await form.getByRole('button', { name: 'Continuar' }).click();
  await step(5);

  await page.clock.fastForward(5_000);
  const insert = page.waitForResponse((r) => new URL(r.url()).pathname === '/rest/v1/budget_requests' && r.request().method() === 'POST');
  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Enviar solicitação' }).click();
  const response = await insert;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ stone: 'Branco Paraná', material_preference: 'marmore', name: 'Marina Teixeira' });
  await expect(page.getByRole('heading', { name: 'Solicitação enviada com sucesso!' })).toBeVisible();
  const chat = await popup;
  await expect.poll(() => chat.url()).toMatch(/^https:\/\/wa\.me\//);
  expect(new URL(chat.url()).searchParams.get('text')).toContain('Branco Paraná');
  await context.close();
});
