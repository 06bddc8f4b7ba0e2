// @vitest-environment node
// The warranty registration's e-mails, end to end below the browser, on a moved clock: registrations posted to the
// local store's data API (PGlite on disk, every migration), the sender of `npm start` (server/lead-mail/
// node-sender.ts), and a real SMTP server whose arrivals are read raw and parsed.
//
// The expected dates come from the sources, not from the code:
// - Carrara is a calcitic white marble; polished, the care sources (docs/stone-care-sources.md, the fact table of
//   tests/lib/care-advice.test.ts: `carrara: sealing '6-12'`) reseal it every 6 to 12 months, so its first drop test
//   is due 6 months after the installation month: installed in November 2026, on 1 May 2027. That day is a Saturday
//   and Labour Day (Lei 662/1949); 2 May is a Sunday: the first working day is Monday 3 May 2027, at 9h in Rio
//   (UTC-3, no daylight saving since 2019): 2027-05-03T12:00:00Z.
// - Preto Absoluto (0,08 %) takes no sealer polished (same table: 'nao-selar'): no reminder at all.
// - The products' coverage is 1 year (content/warranty.ts, the product spec): from November 2026 it runs to the end
//   of November 2027 (30/11/2027); one month before is Saturday 30 October 2027, so the notice goes Monday
//   1 November 2027 at 9h in Rio: 2027-11-01T12:00:00Z.
// - The drop test comes back at the same interval, counted from the installation month: the second 12 months on,
//   1 November 2027, a Monday and a working day (Finados is the 2nd): 2027-11-01T12:00:00Z, the notice's morning;
//   the third 18 months on, 1 May 2028, a Monday and Labour Day, so Tuesday 2 May 2028 at 9h: 2028-05-02T12:00:00Z.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLeadMailSender, type RunningSender } from '../../server/lead-mail/node-sender';
import { openStore, type LeadStore } from '../../server/store/open-store.mjs';
import { serve, type RunningServer } from '../server/store-harness';
import { rpc, setClock } from '../server/visits-harness';
import { startSmtpSink, type Arrival, type SmtpSink } from './smtp-sink';

const TEAM = 'equipe@lavra.example';
const REGISTERED = '2026-11-29T13:00:00Z'; // Sunday 29 November 2026, 10h in Rio: "today"
const SEALING_DUE = '2027-05-03T12:00:00Z';
const NOTICE_DUE = '2027-11-01T12:00:00Z';
const SECOND_DROP_TEST = '2027-11-01T12:00:00Z';
const THIRD_DROP_TEST = '2028-05-02T12:00:00Z';
const minute = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();

let work: string;
let store: LeadStore;
let api: RunningServer;
let smtp: SmtpSink;
let sender: RunningSender;

async function open(now: string) {
  store = await openStore({ dataDir: path.join(work, 'leads') });
  await setClock(store, now);
  api = await serve(store);
  const started = await startLeadMailSender({ store, env: { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: TEAM, LEADS_MAIL_POLL_SECONDS: '1', VITE_SITE_URL: 'https://lavra.example' }, log: () => {} });
  if (!started) throw new Error('the sender did not start');
  sender = started;
}

/** The server stopped and started again on the same data, its clock at `now`. */
async function restart(now: string) {
  await api.stop();
  await sender.stop();
  await store.close();
  await open(now);
}

/** Sends whatever is due now and waits until the sender is done. */
async function drain() {
  sender.wake();
  await new Promise((resolve) => setImmediate(resolve));
  await sender.idle();
}

const to = (address: string) => smtp.arrivals.filter((arrival) => arrival.rcptTo.includes(address));
/** Every line of a header field, unfolded, as it arrived (mailparser folds the List-* fields into one object). */
const rawHeaders = (arrival: Arrival, name: string) =>
  arrival.raw
    .slice(0, arrival.raw.indexOf('\r\n\r\n'))
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    .map((line) => line.slice(name.length + 1).trim());
const keyIn = (arrival: Arrival) => /\/garantia\/certificado#t=([0-9a-f]{64})/.exec(arrival.mail.text ?? '')?.[1] ?? null;

function register(email: string, pieces: object[], overrides: Record<string, unknown> = {}) {
  return rpc(api.url, 'register_warranty', {
    p_name: 'Ana Souza',
    p_email: email,
    p_phone: '21987654321',
    p_installed_month: '2026-11',
    p_order_number: 'PED-2026/118',
    p_pieces: pieces,
    p_reminders: true,
    p_client_key: crypto.randomUUID(),
    ...overrides,
  });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'lavra-warranty-'));
  smtp = await startSmtpSink();
  await open(REGISTERED);
});

afterAll(async () => {
  await api?.stop();
  await sender?.stop();
  await store?.close();
  await smtp?.stop();
  await rm(work, { recursive: true, force: true });
});

describe('the warranty e-mails', () => {
  const carraraOwner = 'cliente.carrara@exemplo.com.br';
  const pretoOwner = 'cliente.preto@exemplo.com.br';

  it('a stranger registered by someone else gets exactly one e-mail, with nothing typed in it, and at most one a day', async () => {
    const stranger = 'desconhecido@exemplo.com.br';
    const typed = { p_name: 'Fulano Provocador', p_order_number: 'XYZ-999', p_phone: '21912345678' };
    const first = await register(stranger, [{ room: 'cozinha', surface: 'bancada', stone: 'carrara', finish: 'polido' }], typed);
    expect(first.status, first.text).toBe(200);
    // The answer says only that it was taken: the key reaches the address alone.
    expect(first.text).not.toMatch(/[0-9a-f]{64}/);
    const again = await register(stranger, [{ room: 'banheiro', surface: 'lavatorio', stone: 'carrara', finish: 'polido' }], typed);
    expect(again.status).toBe(400);
    expect((JSON.parse(again.text) as { hint?: string }).hint).toBe('confirmation_sent_today');
    await drain();
    await expect.poll(() => to(stranger).length, { timeout: 30_000 }).toBe(1);
    await drain();
    expect(to(stranger)).toHaveLength(1);
    const [mail] = to(stranger);
    // Nothing the registrant typed: not the name, the phone, the order number, the stone or the room.
    for (const typedText of ['Fulano', 'Provocador', 'XYZ-999', '98765', '12345678', 'Carrara', 'Cozinha', 'Bancada']) {
      expect(mail!.raw, typedText).not.toContain(typedText);
      expect(mail!.mail.text ?? '', typedText).not.toContain(typedText);
    }
    expect(mail!.rcptTo).toEqual([stranger]);
    expect(keyIn(mail!)).not.toBeNull();
    // Nothing else goes to it, and the team hears nothing, until the link is followed.
    expect(to(TEAM)).toHaveLength(0);
  });

  it('a Carrara polished kitchen counter registered today gets its sealing reminder on 3 May 2027 at 9h in Rio, once, across restarts; Preto Absoluto none', async () => {
    const carrara = await register(carraraOwner, [{ room: 'cozinha', surface: 'bancada', stone: 'carrara', finish: 'polido' }]);
    expect(carrara.status, carrara.text).toBe(200);
    const preto = await register(pretoOwner, [{ room: 'cozinha', surface: 'bancada', stone: 'preto-absoluto', finish: 'polido' }]);
    expect(preto.status, preto.text).toBe(200);
    await drain();
    await expect.poll(() => to(carraraOwner).length + to(pretoOwner).length, { timeout: 30_000 }).toBe(2);

    for (const owner of [carraraOwner, pretoOwner]) {
      const key = keyIn(to(owner)[0]!);
      const confirmed = await rpc(api.url, 'confirm_warranty', { p_key: key });
      expect(confirmed.status, confirmed.text).toBe(200);
    }
    await drain();
    // Confirmed: each gets its certificate, and the team one notice each.
    await expect.poll(() => to(carraraOwner).length + to(pretoOwner).length, { timeout: 30_000 }).toBe(4);
    await expect.poll(() => to(TEAM).length, { timeout: 30_000 }).toBe(2);
    const certificate = to(carraraOwner)[1]!;
    expect(certificate.mail.text).toContain('30/11/2027'); // Peças fabricadas, 1 year
    expect(certificate.mail.text).toContain('30/11/2028'); // Instalação e emendas, 2 years
    expect(certificate.mail.text).toContain('03/05/2027');
    expect(certificate.mail.text).toContain('/cuidados/marmores/carrara');

    const queued = await store.asServiceRole(
      `select n.kind, n.next_attempt_at from lead_mail.notifications n join public.warranty_registrations r on r.id = n.warranty_id
        where r.email = $1 and n.kind = 'warranty_sealing'`,
      [carraraOwner],
    );
    expect(queued.map((row) => new Date(row.next_attempt_at as string).toISOString())).toEqual([new Date(SEALING_DUE).toISOString()]);
    const pretoQueued = await store.asServiceRole(
      `select n.kind from lead_mail.notifications n join public.warranty_registrations r on r.id = n.warranty_id where r.email = $1 and n.kind = 'warranty_sealing'`,
      [pretoOwner],
    );
    expect(pretoQueued).toHaveLength(0);

    // One minute before nine on that Monday: nothing.
    await restart(minute(SEALING_DUE, -1));
    await drain();
    expect(to(carraraOwner)).toHaveLength(2);
    // Nine: the reminder, after a restart.
    await restart(SEALING_DUE);
    await drain();
    await expect.poll(() => to(carraraOwner).length, { timeout: 30_000 }).toBe(3);
    const reminder = to(carraraOwner)[2]!;
    // The date is the drop test's, not a resealing's: water 15 minutes, oil 30 in a kitchen (docs/stone-care-sources.md#slab-tests).
    expect(reminder.mail.subject).toMatch(/teste da gota/);
    expect(reminder.mail.text).toMatch(/água[^.]*15 minutos/);
    expect(reminder.mail.text).toMatch(/óleo por 30 minutos/);
    expect(reminder.mail.text).toContain('https://lavra.example/agendar');
    // RFC 8058: one List-Unsubscribe field with the HTTPS URL first and a mailto, and the one-click POST field.
    const lists = rawHeaders(reminder, 'List-Unsubscribe');
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatch(/^<https:\/\/lavra\.example\/descadastrar\?k=[0-9a-f]{64}>, <mailto:[^>]+>$/);
    expect(rawHeaders(reminder, 'List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
    // Days later, after another restart: not again. Preto Absoluto never got one.
    await restart(minute(SEALING_DUE, 60 * 24 * 3));
    await drain();
    expect(to(carraraOwner).filter((arrival) => /teste da gota/.test(arrival.mail.subject ?? ''))).toHaveLength(1);
    expect(to(pretoOwner)).toHaveLength(2);
  });

  it('the notice that the products coverage ends arrives one month before, at 9h on a working day, once', async () => {
    await restart(minute(NOTICE_DUE, -1));
    await drain();
    const notices = () => to(carraraOwner).filter((arrival) => /termina/.test(arrival.mail.subject ?? ''));
    expect(notices()).toHaveLength(0);
    await restart(NOTICE_DUE);
    await drain();
    await expect.poll(() => notices().length, { timeout: 30_000 }).toBe(1);
    expect(notices()[0]!.mail.subject).toContain('30/11/2027');
    expect(rawHeaders(notices()[0]!, 'List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
    // Preto Absoluto's owner gets the same coverage notice (it is about the warranty, not the sealer).
    await expect.poll(() => to(pretoOwner).filter((arrival) => /termina/.test(arrival.mail.subject ?? '')).length, { timeout: 30_000 }).toBe(1);
    await drain();
    expect(notices()).toHaveLength(1);
  });

  it('the drop test comes back every six months for Carrara: the second with the notice, the third queued for 2 May 2028; none once unsubscribed', async () => {
    const dropTests = () => to(carraraOwner).filter((arrival) => /teste da gota/.test(arrival.mail.subject ?? ''));
    const pendingSealing = async () =>
      (
        await store.asServiceRole(
          `select n.next_attempt_at from lead_mail.notifications n join public.warranty_registrations r on r.id = n.warranty_id
            where r.email = $1 and n.kind = 'warranty_sealing' and n.status = 'pending'`,
          [carraraOwner],
        )
      ).map((row) => new Date(row.next_attempt_at as string).toISOString());
    // The clock stands at the notice's morning (the test before): the second drop test went with it.
    await restart(SECOND_DROP_TEST);
    await drain();
    // The first one promised it: "avisamos de novo no próximo prazo".
    expect(dropTests()[0]!.mail.text).toMatch(/avisamos de novo no próximo prazo/);
    await expect.poll(() => dropTests().length, { timeout: 30_000 }).toBe(2);
    expect(await pendingSealing()).toEqual([new Date(THIRD_DROP_TEST).toISOString()]);
    // Preto Absoluto takes no sealer: still nothing, however long the wait.
    expect(to(pretoOwner).filter((arrival) => /teste da gota/.test(arrival.mail.subject ?? ''))).toHaveLength(0);

    // The owner leaves the reminders by the second reminder's own one-click link: the third is dropped, and nothing
    // is queued in its place when its day comes.
    const unsubscribeKey = /descadastrar\?k=([0-9a-f]{64})/.exec(rawHeaders(dropTests()[1]!, 'List-Unsubscribe')[0] ?? '')?.[1];
    expect(unsubscribeKey).toBeTruthy();
    const left = await rpc(api.url, 'unsubscribe_warranty', { p_key: unsubscribeKey });
    expect(left.status, left.text).toBe(200);
    expect(await pendingSealing()).toEqual([]);
    await restart(minute(THIRD_DROP_TEST, 60));
    await drain();
    expect(dropTests()).toHaveLength(2);
    expect(await pendingSealing()).toEqual([]);
  });
});
