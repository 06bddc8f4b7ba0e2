// No lead lost: every request is written here before it is sent and leaves only when the
// backend confirmed it. Pure policy functions decide; a small runner applies them.
import type { BudgetRequestRow } from './lead-row';
import type { LeadError, LeadSendResult, LeadSender } from './lead-result';
import { DEAD_LETTER_KEY, OUTBOX_KEY } from './outbox-keys';
import { readJson, writeJson, type KeyValueStore } from './storage';

export type DeliveryOutcome = 'confirmed' | 'retry' | 'dead';

/** Duplicate key on our own client-made id: an earlier attempt reached the table. */
export function isDuplicateOfOwnId(result: LeadSendResult): boolean {
  return result.status === 409 || result.error?.code === '23505';
}

/**
 * confirmed: stored (2xx, or the id already exists); retry: the backend may take it later
 * (no answer, timeout, 408, 429, 5xx, anything unexpected); dead: a 4xx that the same request
 * will always get (bad row, missing table, rejected key): kept aside for a person to look at.
 */
export function classifyDelivery(result: LeadSendResult): DeliveryOutcome {
  if (isDuplicateOfOwnId(result)) return 'confirmed';
  const { status } = result;
  if (status >= 200 && status < 300) return result.error ? 'retry' : 'confirmed';
  if (status === 0 || status === 408 || status === 425 || status === 429) return 'retry';
  if (status >= 400 && status < 500) return 'dead';
  return 'retry';
}

/** Waits between in-page retries; after these, the next page load or 'online' event tries again. */
export const IN_PAGE_RETRY_DELAYS_MS = [15_000, 60_000, 300_000] as const;

export function nextRetryDelay(retriesDone: number): number | null {
  return IN_PAGE_RETRY_DELAYS_MS[retriesDone] ?? null;
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

export interface DeadLetter extends OutboxEntry {
  deadAt: string;
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
  const pending = () => readList<OutboxEntry>(storage, OUTBOX_KEY);
  const deadLetters = () => readList<DeadLetter>(storage, DEAD_LETTER_KEY);
  const writePending = (list: OutboxEntry[]) => (list.length ? writeJson(storage, OUTBOX_KEY, list) : (storage.remove(OUTBOX_KEY), true));

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
      log('Solicitação de orçamento recusada pelo servidor; guardada para revisão.', { id: row.id, status: result.status, error: result.error });
      const dead = deadLetters().filter((entry) => entry.id !== row.id);
      writeJson(storage, DEAD_LETTER_KEY, [...dead, { ...updated, deadAt: now().toISOString() }]);
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
    const report: Record<DeliveryOutcome, number> = { confirmed: 0, retry: 0, dead: 0 };
    for (const entry of pending()) {
      if (inFlight.has(entry.id)) continue;
      const { outcome } = await deliver(entry.row);
      report[outcome] += 1;
    }
    return report;
  }

  return { enqueue, deliver, flush, pending, deadLetters };
}

export type Outbox = ReturnType<typeof createOutbox>;
