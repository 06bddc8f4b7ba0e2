// Page-load side of the outbox: small enough for the entry chunk. It only reads a storage key;
// the runner and supabase-js load (import()) when a request is actually waiting.
import { LEGACY_DEAD_LETTER_KEY, OUTBOX_KEY } from './outbox-keys';
import { knownOffline, loadWhenReachable } from './network';
import { nextRetryDelay } from './outbox-retry';
import { browserStorage, type KeyValueStore } from './storage';
import { browserTimers, type Timers } from './timers';

interface FlushOptions {
  storage?: KeyValueStore;
  timers?: Timers;
}

let running: Promise<void> | null = null;
let scheduled: unknown = null;
let retriesDone = 0;
let listening = false;

/** The replay code, asked for only while the site answers (see network.ts); the budget form fetches it at its summary. */
export const loadReplay = loadWhenReachable(() => import('./outbox-replay'));

function hasPending(storage: KeyValueStore): boolean {
  const raw = storage.get(OUTBOX_KEY);
  return raw !== null && raw !== '[]';
}

/** Re-sends waiting requests now; afterwards schedules the next in-page retry if some still wait. */
export function flushOutboxNow({ storage = browserStorage, timers = browserTimers }: FlushOptions = {}): Promise<void> {
  // Refused requests that an earlier version of the site kept in the browser: personal data for no one.
  if (storage.get(LEGACY_DEAD_LETTER_KEY) !== null) storage.remove(LEGACY_DEAD_LETTER_KEY);
  // A browser that knows it is offline is not asked for the replay code (see network.ts): the
  // 'online' event sends the requests.
  if (!hasPending(storage) || knownOffline()) return Promise.resolve();
  running ??= (async () => {
    try {
      const { replayOutbox } = await loadReplay();
      const report = await replayOutbox(storage);
      if (report.retry > 0) {
        const delay = nextRetryDelay(retriesDone);
        if (delay !== null) scheduleOutboxFlush(delay, { storage, timers });
      }
    } catch (error) {
      // The chunk itself may be unreachable; the requests stay stored, and the next retry (or the
      // next page load) tries again.
      console.error('Não foi possível reenviar solicitações pendentes agora.', error);
      const delay = nextRetryDelay(retriesDone);
      if (delay !== null) scheduleOutboxFlush(delay, { storage, timers });
    } finally {
      running = null;
    }
  })();
  return running;
}

/** One timer at a time; a retry the submit asked for replaces nothing already planned. */
export function scheduleOutboxFlush(delayMs: number, options: FlushOptions = {}): void {
  const timers = options.timers ?? browserTimers;
  if (scheduled !== null) return;
  scheduled = timers.setTimeout(() => {
    scheduled = null;
    retriesDone += 1;
    void flushOutboxNow(options);
  }, delayMs);
}

/** Called once after hydration: flushes when the browser is idle, and again whenever it comes back online. */
export function flushOutboxSoon(options: FlushOptions = {}): void {
  if (typeof window === 'undefined') return;
  if (!listening) {
    listening = true;
    // Chromium may announce 'online' while it is still offline (a new window opening, for one):
    // flushOutboxNow checks navigator.onLine again before it loads anything.
    window.addEventListener('online', () => void flushOutboxNow(options));
  }
  const run = () => void flushOutboxNow(options);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5_000 });
  else (options.timers ?? browserTimers).setTimeout(run, 1_500);
}
