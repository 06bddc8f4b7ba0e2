// What the page knows of its connection. Code is never asked for while the site's server cannot
// answer: Chromium keeps a module that failed to load failed for the rest of the page's life, so a
// chunk requested offline could not be used once the connection is back.

/** The browser's own word: only `false` is trusted; an unknown state counts as online. */
export function knownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Runs `callback` now if the browser may be online, else once it is back. Chromium may announce
 * 'online' while it is still offline (a new window opening, for one): the state is checked again.
 */
export function whenOnline(callback: () => void): void {
  if (!knownOffline() || typeof window === 'undefined') {
    callback();
    return;
  }
  const retry = () => whenOnline(callback);
  window.addEventListener('online', retry, { once: true });
}

/**
 * True when the site's own server answers now: a HEAD of the home page, never from a cache. The
 * browser's word is not enough: it can say online behind a dead mobile link or a captive portal,
 * and Chromium even announces 'online' while it is offline when a new window opens.
 */
export async function siteAnswers(): Promise<boolean> {
  if (knownOffline()) return false;
  try {
    await fetch('/', { method: 'HEAD', cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

export class SiteUnreachableError extends Error {
  constructor() {
    super('Sem conexão com o site.');
    this.name = 'SiteUnreachableError';
  }
}

/**
 * Wraps a code loader (`() => import(...)`): until the code has loaded once, each call first checks
 * that the site answers, and rejects with SiteUnreachableError without asking for the chunk if not.
 */
export function loadWhenReachable<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () => {
    if (loaded) return loaded;
    return siteAnswers().then((answers) => {
      if (!answers) throw new SiteUnreachableError();
      const attempt = load();
      attempt.then(
        () => {
          loaded = attempt;
        },
        () => undefined,
      );
      return attempt;
    });
  };
}
