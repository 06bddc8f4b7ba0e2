import { expect, test } from '@playwright/test';

const routes = ['/', '/quartizitos', '/marmores', '/granitos', '/sinterizados', '/pedras', '/pedras/cozinha', '/pedras/cozinha?prioridade=manchas&tom=escuro', '/evento-conhecimento-arquitetos', '/privacidade', '/comparar', '/estimativa', '/visualizar', '/cuidados', '/cuidados/marmores/carrara', '/garantia'];

for (const route of routes) {
  test(`${route} is prerendered, hydrates, logs no error and goes down its headings one level at a time`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    // Prerendered: the content is in the HTML before any script runs.
    expect(html).toMatch(/<main[^>]*id="conteudo"[^>]*>.+<\/main>/s);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);

    // Once hydrated, a screen reader's list of headings: one h1, and no heading deeper than one below the
    // heading before it.
    const headings = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
        .filter((h) => h.checkVisibility() || h.closest('[hidden]') === null)
        .map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? '').trim().slice(0, 60) })),
    );
    expect(headings.filter((h) => h.level === 1), 'one h1').toHaveLength(1);
    const skips = headings.flatMap((h, i) => (i > 0 && h.level > headings[i - 1]!.level + 1 ? [`h${headings[i - 1]!.level} "${headings[i - 1]!.text}" -> h${h.level} "${h.text}"`] : []));
    expect(skips, 'headings that skip a level').toEqual([]);
  });
}

test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  const response = await page.goto('/nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect.poll(() => logs.some((l) => l.includes('/nao-existe'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
