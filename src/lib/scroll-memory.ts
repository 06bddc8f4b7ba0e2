// Remembers where the visitor was on the home page, so coming back from a collection page lands
// on the same section instead of the top. Session storage: the position means nothing in a new tab.

export const HOME_SCROLL_KEY = 'lavra:home-scroll-y';
/** The spec restores after 100 ms, once the page's images and sections have had a frame to lay out. */
export const SCROLL_RESTORE_DELAY_MS = 100;

type ScrollStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage can throw (disabled cookies, private modes, quota): losing a scroll position is harmless.
function attempt<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function saveScrollPosition(storage: ScrollStorage, y: number): void {
  if (!Number.isFinite(y) || y < 0) return;
  attempt(() => storage.setItem(HOME_SCROLL_KEY, String(Math.round(y))), undefined);
}

export function readScrollPosition(storage: ScrollStorage): number | null {
  const raw = attempt(() => storage.getItem(HOME_SCROLL_KEY), null);
  if (raw === null) return null;
  const y = Number(raw);
  return Number.isFinite(y) && y >= 0 ? y : null;
}

export function clearScrollPosition(storage: ScrollStorage): void {
  attempt(() => storage.removeItem(HOME_SCROLL_KEY), undefined);
}

/**
 * If a position was saved, scrolls to it after the restore delay and then forgets it.
 * Returns a cancel function; cancelling before the delay keeps the saved position for the next mount.
 */
export function scheduleScrollRestore(
  storage: ScrollStorage,
  scrollTo: (y: number) => void,
  delay: number = SCROLL_RESTORE_DELAY_MS,
): () => void {
  const y = readScrollPosition(storage);
  if (y === null) return () => {};
  const timer = setTimeout(() => {
    scrollTo(y);
    clearScrollPosition(storage);
  }, delay);
  return () => clearTimeout(timer);
}
