// Booking a visit on the site's own server with the local store (PGlite): from a stone's page to /agendar, the
// first free showroom time, the confirmation; the visitor's e-mail carries an .ics that calendars read (parsed
// here with ical.js) and the link that cancels the visit, after which the time is free again. Keyboard only, too.
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/index.mjs';
import { startSmtpSink, type SmtpSink } from '../tests/notifications/smtp-sink';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : path.join(root, 'dist');
const VISITOR = 'marina.visita@exemplo.com.br';
const spokenHour = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: 'numeric', hourCycle: 'h23' });

test.describe.configure({ timeout: 120_000 });

/** The free count of one showroom time, asked of the data API as any visitor can. */
async function freeAt(origin: string, startsAt: string): Promise<number | undefined> {
  const day = new Date(Date.parse(startsAt) - 3 * 3600_000).toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${origin}/rest/v1/rpc/visit_slots`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: 'lavra-local-anon-key', authorization: 'Bearer lavra-local-anon-key' },
    body: JSON.stringify({ p_kind: 'showroom', p_from: from, p_days: 2 }),
  });
  const slots = (await response.json()) as { starts_at: string; free: number }[];
  return slots.find((slot) => Date.parse(slot.starts_at) === Date.parse(startsAt))?.free;
}

/** The first free time of the day on show (the page shows the first day with free times). */
async function firstTime(page: Page) {
  const time = page.locator('input[name="visit-time"]').first();
  await expect(time).toBeAttached();
  return time;
}

test.describe('with the e-mails', () => {
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let smtp: SmtpSink | null = null;

  test.beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      distDir,
      dataDir: 'memory://',
      storeOptions: { rateLimit: false, requestsPerWindow: 0 },
      mailEnv: { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'orcamentos@lavra.example', VITE_SUPABASE_URL: '' },
    });
  });

  test.afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  test('from a stone to a booked showroom visit, its invitation, and its cancellation through the e-mail @one-width', async ({ page }) => {
    const origin = server!.url;
    await page.goto(`${origin}/quartizitos/taj-mahal`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Ver esta chapa no showroom' }).click();
    await expect(page).toHaveURL(/\/agendar\?tipo=showroom&pedras=taj-mahal$/);
    await expect(page.getByRole('radio', { name: /Ver as chapas no showroom/ })).toBeChecked();
    await expect(page.getByText('Taj Mahal', { exact: true })).toBeVisible();

    const time = await firstTime(page);
    const startsAt = (await time.getAttribute('value'))!;
    const label = (await page.locator(`label:has(input[value="${startsAt}"])`).innerText()).trim();
    await time.check();
    await page.getByRole('textbox', { name: /Nome completo/ }).fill('Marina Albuquerque');
    await page.getByRole('textbox', { name: /Telefone ou WhatsApp/ }).fill('21999998888');
    await page.getByRole('textbox', { name: /E-mail/ }).fill(VISITOR);
    await page.getByRole('button', { name: 'Confirmar visita' }).click();

    const heading = page.getByRole('heading', { name: 'Ver as chapas no showroom' });
    await expect(heading).toBeFocused();
    await expect(page.getByText(new RegExp(`às ${label}$`))).toBeVisible();
    expect(await freeAt(origin, startsAt)).toBe(1);

    // The visitor's e-mail: an invitation whose start is the chosen time, in São Paulo.
    await expect.poll(() => smtp!.arrivals.filter((arrival) => arrival.rcptTo.includes(VISITOR)).length, { timeout: 60_000 }).toBeGreaterThan(0);
    const mail = smtp!.arrivals.find((arrival) => arrival.rcptTo.includes(VISITOR))!.mail;
    const ics = mail.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
    expect(ics, 'the .ics attachment').toBeTruthy();
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')) as unknown[]);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    const start = event.startDate.toJSDate();
    expect(start.toISOString()).toBe(new Date(startsAt).toISOString());
    expect(`${Number(spokenHour.format(start))}h`).toBe(label);

    // Its link cancels the visit, and the time is free again.
    // Its key rides in the fragment, and leaves the address once the page has it.
    const link = /\/agendar\/visita#t=[0-9a-f]{64}/.exec(mail.text ?? '')?.[0];
    expect(link, 'the manage link').toBeTruthy();
    await page.goto(`${origin}${link}`);
    await expect(page).toHaveURL(`${origin}/agendar/visita`);
    await expect(page.getByText(new RegExp(`às ${label}$`))).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar visita' }).click();
    await page.getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Visita cancelada' })).toBeVisible();
    await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
    expect(await freeAt(origin, startsAt)).toBe(2);
  });
});

test('a visit is booked with the keyboard alone', async ({ page }) => {
  await page.goto('/agendar');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const showroom = page.getByRole('radio', { name: /Ver as chapas no showroom/ });
  await expect(showroom).toBeAttached();
  await showroom.focus();
  await page.keyboard.press('Space');
  await expect(showroom).toBeChecked();

  // Tab moves on to the week: past its arrows, into the days (the first free one chosen), then its times.
  const time = await firstTime(page);
  for (let presses = 0; presses < 12 && !(await time.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(time).toBeFocused();
  await page.keyboard.press('Space');
  await expect(time).toBeChecked();

  const name = page.getByRole('textbox', { name: /Nome completo/ });
  for (let presses = 0; presses < 4 && !(await name.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type('Teclado Silva');
  await page.keyboard.press('Tab');
  await page.keyboard.type('21988887777');
  await page.keyboard.press('Tab');
  await page.keyboard.type('teclado@exemplo.com.br');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Ver as chapas no showroom' })).toBeFocused();
});

test('without JavaScript the page says how to book by WhatsApp or phone, with the hours', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/agendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Quero ver a chapa' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agende pelo WhatsApp ou por telefone' })).toBeVisible();
  await expect(page.getByRole('link', { name: '(21) 99999-8888' })).toHaveAttribute('href', /^https:\/\/wa\.me\/5521999998888\?text=/);
  await expect(page.getByRole('link', { name: '(21) 3333-4444' }).first()).toHaveAttribute('href', 'tel:+552133334444');
  await expect(page.getByText('Segunda a sexta, 9h às 18h').first()).toBeVisible();
  // The placeholder kept for the form is folded away: the footer follows the message.
  await expect(page.locator('[data-visit-pending]')).toBeHidden();
  await context.close();
});

test('at 1440 px the phone and the e-mail side by side share their height and baseline @one-width', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/agendar?tipo=showroom');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const phone = page.getByRole('textbox', { name: /Telefone ou WhatsApp/ });
  const email = page.getByRole('textbox', { name: /E-mail/ });
  await expect(phone).toBeVisible();
  await expect(email).toBeVisible();
  // Both boxes read in one layout: the page may still be drawing its later parts above them between two reads.
  const [a, b] = await page.evaluate(() => {
    const box = (label: RegExp) => {
      const field = [...document.querySelectorAll('input')].find((input) => label.test(input.labels?.[0]?.textContent ?? ''))!;
      const { x, y, height } = field.getBoundingClientRect();
      return { x, y, height };
    };
    return [box(/Telefone ou WhatsApp/), box(/E-mail/)];
  });
  // Side by side, not stacked.
  expect(Math.abs(a.x - b.x)).toBeGreaterThan(100);
  expect(a.height).toBe(b.height);
  expect(a.y).toBe(b.y);
});

