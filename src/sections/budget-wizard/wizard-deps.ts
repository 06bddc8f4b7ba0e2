// Every side effect of the wizard behind one small interface: tests and stories swap any part.
import { budgetAnalytics, type BudgetAnalytics } from '../../lib/analytics';
import type { LeadSender } from '../../lib/lead-result';
import { scheduleOutboxFlush } from '../../lib/outbox-flush';
import { browserStorage, type KeyValueStore } from '../../lib/storage';
import { browserTimers, type Timers } from '../../lib/timers';
import { createRequestId } from '../../lib/uuid';
import { browserChatOpener, type ChatOpener } from '../../lib/whatsapp';

export interface WizardDeps {
  storage: KeyValueStore;
  opener: ChatOpener;
  analytics: BudgetAnalytics;
  timers: Timers;
  /** Inserts one row; by default loads the Supabase entry point on first use. */
  sendLead: LeadSender;
  createId: () => string;
  userAgent: () => string;
  /** Plans an in-page retry of requests left in the outbox. */
  scheduleRetry: (delayMs: number) => void;
  log: (message: string, detail?: unknown) => void;
}

export const defaultWizardDeps: WizardDeps = {
  storage: browserStorage,
  opener: browserChatOpener,
  analytics: budgetAnalytics,
  timers: browserTimers,
  sendLead: (row) => import('../../lib/leads').then(({ submitLead }) => submitLead(row)),
  createId: () => createRequestId(),
  userAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
  scheduleRetry: (delayMs) => scheduleOutboxFlush(delayMs),
  log: (message, detail) => console.error(message, detail),
};

export function resolveDeps(overrides?: Partial<WizardDeps>): WizardDeps {
  return overrides ? { ...defaultWizardDeps, ...overrides } : defaultWizardDeps;
}
