// The budget form when its code never arrives: JavaScript off, every script blocked, or the app's code
// failing after the page's entry ran. The visitor's data never goes into a URL, the form says so inside
// its card with the other ways in (WhatsApp, phone, e-mail), and "Tentar novamente" brings the live form
// back with what was typed (docs/decisions/009-budget-form-without-its-code.md).
import { expect, test, type Page } from '@playwright/test';

const FORM = '#budget-form';

async function fillStepOne(page: Page) {
  const form = page.locator(FORM);
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: /Nome completo/ }).fill('Helena Sem Script');
  await form.getByRole('textbox', { name: /E-mail/ }).fill('helena@estudio.com.br');
  await form.getByRole('textbox', { name: /Telefone/ }).fill('21999998888');
  await form.getByText('Arquiteto/Designer').click();
}

async function expectSafeFallback(page: Page, path: string) {
  const form = page.locator(FORM);
  await form.getByRole('button', { name: /Continuar/ }).click();
  await form.getByRole('textbox', { name: /E-mail/ }).press('Enter');
  // Nothing was sent anywhere: the address has no query string and the page is the same one.
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).pathname).toBe(path);
  const notice = form.locator('[data-budget-fallback]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('O formulário ainda não carregou.');
  await expect(notice.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(notice.getByRole('link', { name: /Telefone/ })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(notice.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', /^mailto:/);
  // What was typed is still on screen.
  await expect(form.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Helena Sem Script');
}

test.describe('with JavaScript off', { tag: '@one-width' }, () => {
  test.use({ javaScriptEnabled: false });

  test('Continuar sends nothing and puts nothing in the address; the card offers the other ways in', async ({ page }) => {
    await page.goto('/');
    await fillStepOne(page);
    await expectSafeFallback(page, '/');
  });
});

test('with every script blocked, the same: nothing in the address, the notice and the other ways in', { tag: '@one-width' }, async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await fillStepOne(page);
  await expectSafeFallback(page, '/');
});

test('when the app’s code fails to load, the notice comes at once, and Tentar novamente brings the form back with what was typed', { tag: '@one-width' }, async ({ page }) => {
  let blocked = true;
  // The page's entry runs; the app it loads does not arrive.
  await page.route(/\/assets\/(?!index-)[\w-]+\.js$/, (route) => (blocked ? route.abort() : route.continue()));
  await page.goto('/');
  await expect(page.locator('html[data-app-failed]')).toBeAttached();
  await fillStepOne(page);
  await expectSafeFallback(page, '/');

  blocked = false;
  await page.locator(FORM).getByRole('button', { name: 'Tentar novamente' }).click();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.locator(FORM);
  await form.scrollIntoViewIfNeeded();
  // The live form (not the prerendered one), with every answer of step 1.
  await expect(form.locator('form[data-budget-shell]')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Helena Sem Script');
  await expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveValue('helena@estudio.com.br');
  await expect(form.getByRole('textbox', { name: /Telefone/ })).toHaveValue('(21) 99999-8888');
  await expect(form.getByRole('radio', { name: /Arquiteto\/Designer/ })).toBeChecked();
  await expect(form.locator('[data-budget-fallback]')).toBeHidden();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('Etapa 2 de 5')).toBeVisible();
});
