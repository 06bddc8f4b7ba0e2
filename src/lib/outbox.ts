// No lead lost: every request is written here before it is sent and leaves when the backend
// confirmed it, refused it for good (the submit then sends the lead through the WhatsApp chat), or
// after seven days of trying: personal data stays in the visitor's browser only while it serves them.
// Pure policy functions decide; a small runner applies them.
import type { BudgetRequestRow } from './lead-row';
import type { LeadError, LeadSendResult, LeadSender } from './lead-result';
import { LEGACY_DEAD_LETTER_KEY, OUTBOX_KEY } from './outbox-keys';
import { readJson, writeJson, type KeyValueStore } from './storage';

export type DeliveryOutcome = 'confirmed' | 'retry' | 'dead' | 'limited';

/** Duplicate key on our own client-made id: an earlier attempt reached the table. */
export function isDuplicateOfOwnId(result: LeadSendResult): boolean {
  return result.status === 409 || result.error?.code === '23505';
}

/**
 * confirmed: stored (2xx, or the id already exists); retry: the backend may take it later
 * (no answer, timeout, 408, 425, 5xx, anything unexpected); limited: 429, too many requests from
 * this sender: an answer, not an outage, so it is not retried (the visitor is told and keeps the
 * draft); dead: a 4xx that the same request
 * will always get (bad row, missing table, rejected key). No person of the team can read a
 * visitor's browser, so a dead request is not kept there: the submit sends the lead by chat.
 */
export function classifyDelivery(result: LeadSendResult): DeliveryOutcome {
  if (isDuplicateOfOwnId(result)) return 'confirmed';
  const { status } = result;
  if (status >= 200 && status < 300) return result.error ? 'retry' : 'confirmed';
  if (status === 429) return 'limited';
  if (status === 0 || status === 408 || status === 425) return 'retry';
  if (status >= 400 && status < 500) return 'dead';
  return 'retry';
}

export { IN_PAGE_RETRY_DELAYS_MS, nextRetryDelay } from './outbox-retry';

/** How long a request waiting in the outbox is kept and retried (on each visit) before it is dropped. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** True once an entry queued at `queuedAt` has waited longer than the outbox keeps anything. */
export function isExpired(queuedAt: string, now: Date): boolean {
  const queued = Date.parse(queuedAt);
  return !Number.isFinite(queued) || now.getTime() - queued > OUTBOX_MAX_AGE_MS;
}

export interface OutboxEntry {
  id: string;
  row: BudgetRequestRow;
  attempts: number;
  queuedAt: string;
  lastAttemptAt?: string;
  lastStatus?: number;
  lastError?: LeadError | null;
}

export interface Delivery {
  outcome: DeliveryOutcome;
  result: LeadSendResult;
}

export interface OutboxDeps {
  storage: KeyValueStore;
  send: LeadSender;
  now?: () => Date;
  log?: (message: string, detail?: unknown) => void;
}

function isEntry(value: unknown): value is OutboxEntry {
  const entry = value as OutboxEntry | null;
  return !!entry && typeof entry.id === 'string' && !!entry.row && typeof entry.row === 'object' && entry.row.id === entry.id;
}

function readList<T extends OutboxEntry>(storage: KeyValueStore, key: string): T[] {
  const data = readJson(storage, key);
  return Array.isArray(data) ? (data.filter(isEntry) as T[]) : [];
}

// Requests being sent by this page right now, so a flush never races the submit that owns them.
const inFlight = new Set<string>();

export function createOutbox({ storage, send, now = () => new Date(), log = console.error }: OutboxDeps) {
  const writePending = (list: OutboxEntry[]) => (list.length ? writeJson(storage, OUTBOX_KEY, list) : (storage.remove(OUTBOX_KEY), true));

  /** The waiting requests; those past their age are dropped here, whoever reads first. */
  function pending(): OutboxEntry[] {
    const list = readList<OutboxEntry>(storage, OUTBOX_KEY);
    const current = now();
    const kept = list.filter((entry) => !isExpired(entry.queuedAt, current));
    if (kept.length !== list.length) {
      log('Solicitações de orçamento pendentes há mais de 7 dias foram descartadas deste navegador.', { dropped: list.length - kept.length });
      writePending(kept);
    }
    return kept;
  }

  /** Removes what an earlier version kept of refused requests: personal data that served no one. */
  function forgetLegacyDeadLetters(): void {
    if (storage.get(LEGACY_DEAD_LETTER_KEY) !== null) storage.remove(LEGACY_DEAD_LETTER_KEY);
  }

  function enqueue(row: BudgetRequestRow): boolean {
    const list = pending().filter((entry) => entry.id !== row.id);
    list.push({ id: row.id, row, attempts: 0, queuedAt: now().toISOString() });
    return writePending(list);
  }

  function record(row: BudgetRequestRow, outcome: DeliveryOutcome, result: LeadSendResult) {
    // Re-read: another tab or a flush may have changed the list while we waited for the network.
    const list = pending();
    const previous = list.find((entry) => entry.id === row.id);
    const rest = list.filter((entry) => entry.id !== row.id);
    const updated: OutboxEntry = {
      id: row.id,
      row,
      attempts: (previous?.attempts ?? 0) + 1,
      queuedAt: previous?.queuedAt ?? now().toISOString(),
      lastAttemptAt: now().toISOString(),
      lastStatus: result.status,
      lastError: result.error,
    };
    if (outcome === 'retry') {
      writePending([...rest, updated]);
      return;
    }
    writePending(rest);
    if (outcome === 'dead') {
      log('Solicitação de orçamento recusada pelo servidor; ela segue pela conversa no WhatsApp.', { id: row.id, status: result.status, error: result.error });
    }
  }

  /** Sends one request and files the answer; never throws. */
  async function deliver(row: BudgetRequestRow): Promise<Delivery> {
    inFlight.add(row.id);
    let result: LeadSendResult;
    try {
      result = await send(row);
    } catch (error) {
      result = { status: 0, error: { message: error instanceof Error ? error.message : String(error) } };
    } finally {
      inFlight.delete(row.id);
    }
    const outcome = classifyDelivery(result);
    record(row, outcome, result);
    return { outcome, result };
  }

  /** Re-sends every waiting request once, one at a time. */
  async function flush(): Promise<Record<DeliveryOutcome, number>> {
    const report: Record<DeliveryOutcome, number> = { confirmed: 0, retry: 0, dead: 0, limited: 0 };
    forgetLegacyDeadLetters();
    for (const entry of pending()) {
      if (inFlight.has(entry.id)) continue;
      const { outcome } = await deliver(entry.row);
      report[outcome] += 1;
    }
    return report;
  }

  return { enqueue, deliver, flush, pending, forgetLegacyDeadLetters };
}

export type Outbox = ReturnType<typeof createOutbox>;
