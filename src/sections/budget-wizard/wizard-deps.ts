// Every side effect of the wizard behind one small interface: tests and stories swap any part.
import { budgetAnalytics, type BudgetAnalytics } from '../../lib/analytics';
import { monotonicClock, type Clock } from '../../lib/form-guard';
import type { LeadSendResult, LeadSender } from '../../lib/lead-result';
import { loadLeads } from '../../lib/load-leads';
import { knownOffline, whenOnline } from '../../lib/network';
import { loadReplay, scheduleOutboxFlush } from '../../lib/outbox-flush';
import { browserStorage, type KeyValueStore } from '../../lib/storage';
import { browserTimers, type Timers } from '../../lib/timers';
import { createRequestId } from '../../lib/uuid';
import { browserChatOpener, type ChatOpener } from '../../lib/whatsapp';

export interface WizardDeps {
  storage: KeyValueStore;
  opener: ChatOpener;
  analytics: BudgetAnalytics;
  timers: Timers;
  /** Reads the time for the minimum fill time; tests give a clock they move by hand. */
  clock: Clock;
  /** Inserts one row; by default loads the Supabase entry point on first use. */
  sendLead: LeadSender;
  /**
   * Fetches the code sendLead needs while the visitor reads the summary: the submit then depends
   * on the backend alone, not also on the site's server still serving that chunk (an outage, a
   * deploy that removed it), and answers sooner. It also fetches the outbox's replay code, so a
   * request sent offline is re-sent when the connection is back.
   */
  prepareSend: () => void;
  createId: () => string;
  userAgent: () => string;
  /** Plans an in-page retry of requests left in the outbox. */
  scheduleRetry: (delayMs: number) => void;
  log: (message: string, detail?: unknown) => void;
}

/** What a send gets while the browser knows it is offline: the outbox keeps the request and retries it. */
export const OFFLINE_RESULT: LeadSendResult = { status: 0, error: { message: 'Sem conexão com a internet.' } };

export const defaultWizardDeps: WizardDeps = {
  storage: browserStorage,
  opener: browserChatOpener,
  analytics: budgetAnalytics,
  timers: browserTimers,
  clock: monotonicClock,
  // Offline, the Supabase code is not even asked for (see lib/network.ts): a chunk that failed
  // once could not send anything in this page after the connection is back.
  sendLead: (row) => (knownOffline() ? Promise.resolve(OFFLINE_RESULT) : loadLeads().then(({ submitLead }) => submitLead(row))),
  prepareSend: () =>
    whenOnline(() => {
      // A failure here changes nothing: the submit tries again, and the outbox keeps the request whatever happens.
      loadLeads().catch(() => undefined);
      // The code that re-sends a request left in the outbox, fetched while the page is online:
      // a request sent offline then goes out as soon as the connection is back.
      loadReplay().catch(() => undefined);
    }),
  createId: () => createRequestId(),
  userAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
  scheduleRetry: (delayMs) => scheduleOutboxFlush(delayMs),
  log: (message, detail) => console.error(message, detail),
};

export function resolveDeps(overrides?: Partial<WizardDeps>): WizardDeps {
  return overrides ? { ...defaultWizardDeps, ...overrides } : defaultWizardDeps;
}
