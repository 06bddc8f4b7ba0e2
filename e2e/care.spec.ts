// The care guide and each stone's care sheet: reached from the stone's page, prerendered with their own head
// and Article data, printable without the site's frame, and leading back to the stone and on to the budget form.
import { expect, test } from '@playwright/test';
import { company } from '../content/company';
import { stonePages } from '../content/stone-pages';
import { expectLiveForm, FORM } from './support/budget-journey';

const ORIGIN = (process.env.VITE_SITE_URL || company.siteUrl).replace(/\/+$/, '');
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

test('from a stone page to its care advice, back to the stone and on to the budget form about it', async ({ page }) => {
  await page.goto('/marmores/carrara');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'Como cuidar do Carrara' }).click();

  await expect(page).toHaveURL(/\/cuidados\/marmores\/carrara$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Como cuidar do Carrara');
  await expect(page).toHaveTitle('Como limpar e cuidar do Mármore Carrara | Lavra');
  // The advice names the stone's own figures: 0,20 % absorption, a calcitic marble that acids etch.
  await expect(page.getByRole('heading', { name: 'Impermeabilize a cada 24 meses' })).toBeVisible();
  await expect(page.getByText(/Sensibilidade a ácidos alta \(calcita\)/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Limão, vinagre e refrigerante/ })).toContainText('Marca');

  await page.getByRole('link', { name: 'Voltar ao Carrara' }).click();
  await expect(page).toHaveURL(/\/marmores\/carrara$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/cuidados\/marmores\/carrara$/);

  await page.getByRole('link', { name: 'Orçar com o Carrara' }).click();
  await expect(page).toHaveURL(/\/\?pedra=carrara#budget$/);
  await expectLiveForm(page);
  await expect(page.locator(FORM)).toBeVisible();
});

test('a quartzite reads other advice than a marble: acids do not etch it and it seals less often', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/cuidados/granitos/preto-absoluto');
  await expect(page.getByRole('heading', { name: 'Impermeabilize a cada 36 meses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ácidos do dia a dia não atacam a pedra' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Limão, vinagre e refrigerante/ })).toContainText('Não afeta');
});

test('every care page is prerendered with its own head, canonical, share image and an Article with its date', { tag: '@one-width' }, async ({ request }) => {
  const paths = ['/cuidados', '/garantia', ...stonePages.map(({ path }) => `/cuidados${path}`)];
  const titles = new Set<string>();
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
    titles.add(/<title>([^<]*)<\/title>/.exec(head)![1]!);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(head)![1]!;
    expect(image, path).not.toBe(`${ORIGIN}/media/og/share.jpg`);
    expect((await request.get(image.slice(ORIGIN.length))).status(), image).toBe(200);
    const article = jsonLdOf(head).find((block) => block['@type'] === 'Article');
    expect(article, path).toMatchObject({ '@context': 'https://schema.org', url: `${ORIGIN}${path}`, inLanguage: 'pt-BR', publisher: expect.objectContaining({ name: company.name }) });
    expect(article!['datePublished']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article!['dateModified']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(article!['headline']).length).toBeLessThanOrEqual(110);
    expect(html, path).toMatch(/<main[^>]*id="conteudo"[^>]*>[\s\S]*<h1/);
  }
  expect(titles.size).toBe(paths.length);
});

test('printed, a care sheet and the warranty show neither the site header nor the footer, and nothing is cut', { tag: '@one-width' }, async ({ page }) => {
  // Laid out as on paper: A4 is 210 mm wide, 182 mm inside the print margins (care-layout.styles.ts), 688 CSS px.
  await page.setViewportSize({ width: 688, height: 1000 });
  for (const path of ['/cuidados/sinterizados/super-white', '/garantia', '/cuidados']) {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header:not(main *)')).toBeHidden();
    await expect(page.locator('footer:not(main *)')).toBeHidden();
    await expect(page.locator('main h1')).toBeVisible();
    // Nothing wider than the printed page, nothing clipped inside a box.
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('main *')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .filter((el) => el.getBoundingClientRect().right > width + 1 || (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible'))
        .map((el) => `${el.tagName}.${el.className}`);
    });
    expect(overflow, path).toEqual([]);
    const pdf = await page.pdf({ format: 'A4' });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages, path).toBeGreaterThanOrEqual(1);
    expect(pages, path).toBeLessThanOrEqual(3);
    await page.emulateMedia({ media: 'screen' });
  }
});

test('the warranty asks for a visit by WhatsApp, e-mail or phone, and the footer links it and the care guide', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/garantia');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A garantia da sua pedra');
  const chat = page.getByRole('link', { name: 'Pedir visita no WhatsApp' });
  await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${company.whatsapp}\\?text=.+garantia`));
  await expect(page.locator(`main a[href="mailto:${company.email}"]`)).toBeVisible();
  const footer = page.locator('footer:not(main *)');
  await footer.getByRole('link', { name: 'Cuidados com a pedra' }).click();
  await expect(page).toHaveURL(/\/cuidados$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Como cuidar da pedra natural');
  await page.locator('footer:not(main *)').getByRole('link', { name: 'Garantia' }).click();
  await expect(page).toHaveURL(/\/garantia$/);
});
