// axe on the booking pages in the states a visitor reaches: the bare page, a week with a day chosen and the
// form's errors shown, the confirmation, and the manage page of a booked visit (its token from the data API).
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { open } from './support/page';

test.describe.configure({ timeout: 90_000 });

test('/agendar has no accessibility violation, bare and with a week shown and errors', async ({ page }) => {
  await open(page, '/agendar?pedras=taj-mahal&ambiente=cozinha');
  await expectAccessible(page, '/agendar');
  await page.getByRole('radio', { name: /Ver as chapas no showroom/ }).check();
  await expect(page.locator('input[name="visit-time"]').first()).toBeAttached();
  await page.getByRole('button', { name: 'Confirmar visita' }).click();
  await expect(page.getByText('Escolha um dia e um horário.')).toBeVisible();
  await expectAccessible(page, '/agendar (semana e erros)');
});

test('the confirmation and the manage page have no accessibility violation', async ({ page }) => {
  await open(page, '/agendar?tipo=showroom');
  const time = page.locator('input[name="visit-time"]').first();
  await time.check();
  await page.getByRole('textbox', { name: /Nome completo/ }).fill('Ana Acessível');
  await page.getByRole('textbox', { name: /Telefone ou WhatsApp/ }).fill('21977776666');
  await page.getByRole('textbox', { name: /E-mail/ }).fill('ana.acessivel@exemplo.com.br');
  const booked = page.waitForResponse((response) => response.url().endsWith('/rpc/book_visit'));
  await page.getByRole('button', { name: 'Confirmar visita' }).click();
  const { manage_token: token } = (await (await booked).json()) as { manage_token: string };
  await expect(page.getByRole('heading', { name: 'Ver as chapas no showroom' })).toBeFocused();
  await expectAccessible(page, '/agendar (confirmação)');

  await open(page, `/agendar/visita?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('button', { name: 'Mudar o horário' })).toBeVisible();
  await expectAccessible(page, '/agendar/visita');
  await page.getByRole('button', { name: 'Mudar o horário' }).click();
  await expect(page.locator('input[name="move-time"]').first()).toBeAttached();
  await expectAccessible(page, '/agendar/visita (mudar)');
});
