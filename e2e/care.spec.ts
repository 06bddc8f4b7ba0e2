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
  await expect(page).toHaveTitle('Como limpar e cuidar do mármore Carrara | Lavra');
  // The advice names what the stone is: a white calcitic marble that acids etch and oil stains, sealed often.
  await expect(page.getByRole('heading', { name: 'Impermeabilize a cada 6 a 12 meses' })).toBeVisible();
  await expect(page.getByText(/Sensibilidade a ácidos alta: a calcita reage/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Limão, vinagre e refrigerante/ })).toContainText('Marca');
  await expect(page.getByRole('row', { name: /Óleo, azeite e gordura/ })).toContainText('Pode manchar');

  await page.getByRole('link', { name: 'Voltar ao Carrara' }).click();
  await expect(page).toHaveURL(/\/marmores\/carrara$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/cuidados\/marmores\/carrara$/);

  await page.getByRole('link', { name: 'Orçar com o Carrara' }).click();
  await expect(page).toHaveURL(/\/\?pedra=carrara#budget$/);
  await expectLiveForm(page);
  await expect(page.locator(FORM)).toBeVisible();
});

test('a dense black granite reads other advice than a marble: acids do not etch it and it takes no sealer', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/cuidados/granitos/preto-absoluto');
  await expect(page).toHaveTitle('Como limpar e cuidar do granito Preto Absoluto | Lavra');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /não leva impermeabilizante/);
  await expect(page.getByRole('heading', { name: 'Não impermeabilize no polido' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Polido/ })).toContainText('não impermeabilizar');
  await expect(page.getByRole('heading', { name: 'Ácidos do dia a dia não marcam a pedra' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Limão, vinagre e refrigerante/ })).toContainText('Risco baixo');
  // Its closing line does not promise a sealed piece.
  await expect(page.getByText(/no polido, esta pedra não leva impermeabilizante/)).toBeVisible();
  await expect(page.getByText(/entregamos a peça impermeabilizada/)).toHaveCount(0);
});

test('a stone sold under a name that covers several rocks promises nothing about acids, and its sheet leads to the showroom visit that offers the tests', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/cuidados/quartizitos/mont-blanc');
  await expect(page.getByRole('heading', { name: 'Faça o teste do limão na sua chapa' })).toBeVisible();
  await expect(page.getByText(/limão e vinagre não marcam/)).toHaveCount(0);
  const tests = page.getByRole('region', { name: 'Na visita ao showroom, peça estes testes' });
  await expect(tests.getByRole('heading', { level: 3 })).toHaveText(['Teste do limão', 'Teste do risco', 'Teste da gota']);
  await expect(tests).toContainText('Leve um limão');
  await tests.getByRole('link', { name: 'Agendar a visita ao showroom' }).click();
  await expect(page).toHaveURL(/\/agendar\?tipo=showroom&pedras=mont-blanc$/);
  await expect(page.getByText(/Leve um limão: fazemos com você os testes do limão, do risco e da gota num retalho da chapa ou na borda que sai no corte/)).toBeVisible();
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
