// Shared set-up of the budget wizard tests: the wizard with recording fakes for every side
// effect except the network, which goes through the real supabase-js to MSW.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { testRequestAnswers } from '../../mocks/lead-requests';
import { budgetForm } from '../../content/budget-form';
import { company } from '../../content/company';
import type { BudgetAnalytics } from '../../src/lib/analytics';
import { browserStorage } from '../../src/lib/storage';
import type { ChatOpener } from '../../src/lib/whatsapp';
import BudgetWizard, { type BudgetWizardProps } from '../../src/sections/budget-wizard/budget-wizard';
import type { WizardDeps } from '../../src/sections/budget-wizard/wizard-deps';
import { renderWithProviders } from '../render';

/**
 * The clock of a visitor who takes a minute between any two moments the wizard looks at the
 * time: never "too fast" for the form guard. Tests of the guard pass a clock they set by hand.
 */
export function patientClock() {
  let now = 0;
  return () => (now += 60_000);
}

export function fakeDeps(overrides: Partial<WizardDeps> = {}) {
  const navigations: string[] = [];
  const closed: number[] = [];
  const opener: ChatOpener & { blocked: boolean } = {
    blocked: false,
    openBlank: vi.fn(() => (opener.blocked ? null : { navigate: (url: string) => void navigations.push(url), close: () => void closed.push(1) })),
  };
  const events: unknown[][] = [];
  const analytics: BudgetAnalytics = {
    formStart: () => void events.push(['form_start']),
    stepCompleted: (step) => void events.push(['form_step_completed', step]),
    lead: (lead) => void events.push(['generate_lead', lead.role, lead.environmentType, lead.materialPreference, lead.investmentRange]),
  };
  const scheduleRetry = vi.fn();
  const prepareSend = vi.fn();
  const deps: Partial<WizardDeps> = { storage: browserStorage, opener, analytics, scheduleRetry, prepareSend, clock: patientClock(), ...overrides };
  return { deps, opener, navigations, closed, events, scheduleRetry, prepareSend };
}

export function renderWizard(props: Partial<BudgetWizardProps> = {}, deps: Partial<WizardDeps> = fakeDeps().deps) {
  // No pause between keystrokes: these journeys type a lot, and the machine running them may be busy.
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<BudgetWizard content={budgetForm} company={company} deps={deps} {...props} />);
  return { user, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

export const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
export const radio = (name: RegExp | string) => screen.getByRole('radio', { name });
export const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

/** Types the test request's answers (mocks/lead-requests.ts); the choices are clicked by their labels. */
export async function fillStep1(user: User, { name = testRequestAnswers.name, phone = testRequestAnswers.phone } = {}) {
  await user.type(textbox(/Nome completo/), name);
  await user.type(textbox(/E-mail/), testRequestAnswers.email);
  await user.type(textbox(/Telefone/), phone);
  await user.click(radio(/Arquiteto\/Designer/));
}

export async function fillSteps2to4(user: User) {
  await user.click(radio('Cozinha'));
  await user.click(radio('Bancada'));
  await user.type(textbox(/Metragem aproximada/), testRequestAnswers.squareMeters);
  await user.click(radio('1 a 3 meses'));
  await user.click(continueButton());
  await user.click(radio('Quartzito'));
  await user.click(radio('Moderno'));
  await user.click(radio(/^Sim/));
  await user.click(continueButton());
  await user.click(radio(/^R\$\s20\.000 a R\$\s50\.000$/));
  await user.click(radio('Projeto aprovado'));
  await user.type(textbox(/Como nos conheceu/), testRequestAnswers.howFoundUs);
  await user.click(continueButton());
}

export async function fillAll(user: User, step1?: Parameters<typeof fillStep1>[1]) {
  await fillStep1(user, step1);
  await user.click(continueButton());
  await fillSteps2to4(user);
}
