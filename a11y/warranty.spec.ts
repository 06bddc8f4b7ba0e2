// axe on the warranty registration in the states a client reaches: the bare form, the form with its errors shown,
// the "check your e-mail" card, and the certificate page without a key and with an unknown one (the certificate
// itself, opened by a real confirmation e-mail's link, is scanned in e2e/warranty.spec.ts's journey).
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { open } from './support/page';

test.describe.configure({ timeout: 90_000 });

test('/garantia/registrar has no accessibility violation, bare, with errors, and sent', async ({ page }) => {
  await open(page, '/garantia/registrar');
  await expect(page.getByRole('button', { name: 'Registrar a garantia' })).toBeVisible();
  await expectAccessible(page, '/garantia/registrar');
  await page.getByRole('button', { name: 'Registrar a garantia' }).click();
  await expect(page.getByText('Informe seu nome (de 2 a 100 letras).')).toBeVisible();
  await expectAccessible(page, '/garantia/registrar (erros)');

  await page.getByLabel('Seu nome').fill('Clara Acessível');
  await page.getByLabel('E-mail', { exact: true }).fill(`clara.${Date.now()}@exemplo.com.br`);
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
  await page.getByLabel('Mês da instalação').fill(month);
  const piece = page.getByRole('group', { name: 'Peça 1' });
  await piece.getByLabel('Ambiente').selectOption('cozinha');
  await piece.getByLabel('Superfície').selectOption('bancada');
  await piece.getByLabel('Pedra').selectOption('taj-mahal');
  await piece.getByLabel('Acabamento').selectOption('polido');
  await page.getByRole('button', { name: 'Registrar a garantia' }).click();
  await expect(page.getByRole('heading', { name: 'Confira o seu e-mail' })).toBeFocused();
  await expectAccessible(page, '/garantia/registrar (enviado)');
});

test('/garantia/certificado has no accessibility violation without a key and with an unknown one', async ({ page }) => {
  await open(page, '/garantia/certificado');
  await expect(page.getByText(/precisa do link completo/)).toBeVisible();
  await expectAccessible(page, '/garantia/certificado (sem chave)');
  // A fresh load: only the fragment differs, which the browser would otherwise treat as a move within the page.
  await page.goto('about:blank');
  await open(page, `/garantia/certificado#t=${'0'.repeat(64)}`);
  await expect(page.getByText(/Não encontramos este registro/)).toBeVisible();
  await expectAccessible(page, '/garantia/certificado (chave desconhecida)');
});
