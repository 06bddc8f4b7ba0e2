// The form guard in the wizard: a filled honeypot or a too-fast submit gets the visitor's normal
// thank-you and sends nothing; a person's request is sent as before. And the submit keeps a
// request even when the code that sends it cannot be loaded.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { recordingHandler, type RecordedLeadRequest } from '../../mocks/supabase';
import { DRAFT_KEY, saveDraft } from '../../src/lib/budget-draft';
import { MIN_FILL_MS } from '../../src/lib/form-guard';
import { OUTBOX_KEY } from '../../src/lib/outbox-keys';
import { browserStorage } from '../../src/lib/storage';
import { BudgetSection } from '../../src/sections/budget-wizard/budget-section';
import { loadBudgetWizard } from '../../src/sections/budget-wizard/use-wizard-loader';
import { installFakeIntersectionObserver } from '../fakes/intersection-observer';
import { validValues } from '../lib/budget-fixtures';
import { renderWithProviders } from '../render';
import { continueButton, fakeDeps, fillAll, fillStep1, fillSteps2to4, radio, renderWizard } from './budget-wizard-harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const HONEYPOT_LABEL = 'Deixe este campo em branco';
const submitButton = () => screen.getByRole('button', { name: /Enviar solicitação|Processando/ });
const chatText = (url: string) => new URL(url).searchParams.get('text') ?? '';
const honeypotInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[name="website"]')!;

/** A clock the test sets by hand: the wizard reads it at the first answer and at the submit. */
function handClock(start = 1_000) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}

function recordInserts() {
  const log: RecordedLeadRequest[] = [];
  server.use(recordingHandler(log));
  return log;
}

/** What every visitor sees after a submit, whether the request was sent or screened out. */
async function expectNormalThankYou(fake: ReturnType<typeof fakeDeps>) {
  const heading = await screen.findByRole('heading', { name: 'Solicitação enviada com sucesso!' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText('✅ Solicitação registrada!')).toBeInTheDocument();
  expect(fake.opener.openBlank).toHaveBeenCalledTimes(1);
  expect(fake.navigations).toHaveLength(1);
  expect(fake.navigations[0]).toMatch(/^https:\/\/wa\.me\/5521999998888\?text=/);
  expect(chatText(fake.navigations[0]!)).toMatch(/pedra natural/);
  expect(screen.getByRole('link', { name: /Abrir WhatsApp/ })).toHaveAttribute('href', fake.navigations[0]);
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
}

/** Nothing sent, nothing queued for later, no lead counted. */
async function expectNothingSent(log: RecordedLeadRequest[], fake: ReturnType<typeof fakeDeps>) {
  // Called after the thank-you is on screen, which comes only once the submission has settled: a request,
  // had one been made, would already be in the log.
  expect(log).toHaveLength(0);
  expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  expect(fake.scheduleRetry).not.toHaveBeenCalled();
  expect(fake.events.some(([name]) => name === 'generate_lead')).toBe(false);
}

describe('budget wizard: form guard', { timeout: 120_000 }, () => {
  it('sends the request of a visitor who took their time', async () => {
    const log = recordInserts();
    const clock = handClock();
    const fake = fakeDeps({ clock: clock.read });
    const { user } = renderWizard({}, fake.deps);
    await fillAll(user);
    clock.now += MIN_FILL_MS;
    await user.click(submitButton());
    await expectNormalThankYou(fake);
    expect(log).toHaveLength(1);
    expect(fake.events.at(-1)).toEqual(['generate_lead', 'arquiteto', 'cozinha', 'quartzito', '20k-50k']);
  });

  it('too fast: the visitor sees the usual thank-you, nothing is sent or queued', async () => {
    const log = recordInserts();
    const clock = handClock();
    const fake = fakeDeps({ clock: clock.read });
    const { user } = renderWizard({}, fake.deps);
    await fillAll(user);
    clock.now += MIN_FILL_MS - 1;
    await user.click(submitButton());
    await expectNormalThankYou(fake);
    await expectNothingSent(log, fake);
  });

  it('counts the time from the first answer, not from when the form appeared', async () => {
    const log = recordInserts();
    const clock = handClock();
    const fake = fakeDeps({ clock: clock.read });
    const { user } = renderWizard({}, fake.deps);
    // The form sat on screen for a minute before a script filled it in an instant.
    clock.now += 60_000;
    await fillAll(user);
    await user.click(submitButton());
    await expectNormalThankYou(fake);
    await expectNothingSent(log, fake);
  });

  it('filled honeypot: the usual thank-you, nothing sent, and the honeypot never reaches the draft', async () => {
    const log = recordInserts();
    const clock = handClock();
    const fake = fakeDeps({ clock: clock.read });
    const { user, container } = renderWizard({}, fake.deps);
    await user.type(honeypotInput(container), 'https://spam.example');
    await fillAll(user);
    expect(localStorage.getItem(DRAFT_KEY)).not.toContain('spam.example');
    clock.now += 10 * MIN_FILL_MS;
    await user.click(submitButton());
    await expectNormalThankYou(fake);
    await expectNothingSent(log, fake);
  });

  it('keeps the honeypot away from people: no role, off the Tab order, no autofill, an honest label', async () => {
    const { user, container } = renderWizard();
    const input = honeypotInput(container);
    expect(screen.queryByRole('textbox', { name: HONEYPOT_LABEL })).toBeNull();
    expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input.labels?.[0]).toHaveTextContent(HONEYPOT_LABEL);
    // From the last question of step 1, Tab goes straight to Continue.
    await user.click(radio(/Arquiteto\/Designer/));
    await user.tab();
    expect(continueButton()).toHaveFocus();
  });

  it('a restored draft is not held to the minimum: that time was spent on an earlier visit', async () => {
    const log = recordInserts();
    saveDraft(browserStorage, { values: validValues, step: 5 });
    const clock = handClock();
    const fake = fakeDeps({ clock: clock.read });
    const { user } = renderWizard({}, fake.deps);
    await user.click(submitButton());
    await expectNormalThankYou(fake);
    expect(log).toHaveLength(1);
  });

  it('"Fazer nova solicitação" starts over: empty honeypot, the minimum counts again from the new first answer', async () => {
    const log = recordInserts();
    const clock = handClock();
    const fake = fakeDeps({ clock: clock.read });
    const { user, container } = renderWizard({}, fake.deps);
    await user.type(honeypotInput(container), 'x');
    await fillAll(user);
    clock.now += MIN_FILL_MS;
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Fazer nova solicitação' }));
    expect(honeypotInput(container)).toHaveValue('');
    // A minute after the first form began, a second one is filled and sent in under four seconds.
    clock.now += 60_000;
    await fillAll(user);
    clock.now += MIN_FILL_MS - 1;
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Solicitação enviada com sucesso!' });
    await expectNothingSent(log, fake);
  });

  it('a honeypot filled in the prerendered form is handed over to the wizard', async () => {
    const log = recordInserts();
    const user = userEvent.setup({ delay: null });
    installFakeIntersectionObserver();
    const clock = handClock();
    const fake = fakeDeps({ clock: clock.read });
    // The wizard's code arrives only after the script has filled the shell and pressed Continue.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { container } = renderWithProviders(<BudgetSection deps={fake.deps} loadWizard={() => gate.then(loadBudgetWizard)} />);
    expect(container.querySelector('[data-budget-shell]')).not.toBeNull();
    await user.type(honeypotInput(container), 'Acme Ltda');
    await fillStep1(user);
    await user.click(continueButton());
    release();
    expect(await screen.findByText('Etapa 2 de 5')).toBeInTheDocument();
    expect(honeypotInput(container)).toHaveValue('Acme Ltda');
    await fillSteps2to4(user);
    clock.now += 10 * MIN_FILL_MS;
    await user.click(submitButton());
    await expectNormalThankYou(fake);
    await expectNothingSent(log, fake);
  });
});

describe('budget wizard: the code that sends the request', { timeout: 120_000 }, () => {
  it('is fetched ahead when the visitor reaches the summary, not before', async () => {
    const fake = fakeDeps();
    const { user } = renderWizard({}, fake.deps);
    await fillStep1(user);
    await user.click(continueButton());
    expect(fake.prepareSend).not.toHaveBeenCalled();
    await fillSteps2to4(user);
    expect(screen.getByText('Etapa 5 de 5')).toBeInTheDocument();
    expect(fake.prepareSend).toHaveBeenCalled();
  });

  it('cannot be loaded (offline, removed by a deploy): the request waits in the outbox and the visitor gets the fallback chat', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeDeps({ sendLead: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/leads.js')) });
    const { user } = renderWizard({}, fake.deps);
    await fillAll(user, { name: 'Ana & Bia #1' });
    await user.click(submitButton());
    expect(await screen.findByText('Redirecionando...')).toBeInTheDocument();
    expect(screen.getByText('Solicitação enviada com sucesso!')).toBeInTheDocument();
    const text = chatText(fake.navigations[0]!);
    expect(text).toContain('Ana & Bia #1');
    expect(text).toContain('(21) 99999-8888');
    expect(fake.scheduleRetry).toHaveBeenCalledWith(15_000);
    const waiting = JSON.parse(localStorage.getItem(OUTBOX_KEY)!) as { row: { name: string; phone: string } }[];
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.row).toMatchObject({ name: 'Ana & Bia #1', phone: '21999998888' });
  });
});
