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
 * The script a failed `import()` names in its error, when it is one of the site's own (Chromium and
 * Firefox name it; Safari does not).
 */
export function failedModuleUrl(error: unknown): string | null {
  if (typeof window === 'undefined' || !(error instanceof Error)) return null;
  const named = /https?:\/\/[^\s'"`]+/.exec(error.message)?.[0];
  if (!named) return null;
  try {
    const url = new URL(named);
    return url.origin === window.location.origin && /\.m?js$/.test(url.pathname) ? url.origin + url.pathname : null;
  } catch {
    return null;
  }
}

/** Evaluates the module at `url`, a URL the bundler does not follow. */
const importUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * Wraps a code loader (`() => import(...)`): until the code has loaded once, each call first checks
 * that the site answers, and rejects with SiteUnreachableError without asking for the chunk if not.
 *
 * A chunk whose download broke off (a connection dropped halfway) stays failed under its URL for the
 * page's life: the browser keeps the failure in its module map. The next call asks for the same file
 * under a new URL (`?retry=N`), which the browser fetches afresh, so a request waiting to be sent goes out
 * in the same visit once the connection is back. This holds for a chunk whose own imports arrived (the
 * sending code imports none); where the browser does not name the file, the next visit loads it.
 */
export function loadWhenReachable<T>(load: () => Promise<T>, fresh: (url: string) => Promise<unknown> = importUrl): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  // Callers that ask while an attempt is under way (the submit and the outbox's flush) share it: one
  // download, one `?retry=N`, whichever asked first.
  let inFlight: Promise<T> | null = null;
  let failed: string | null = null;
  let retries = 0;
  return () => {
    if (loaded) return loaded;
    if (inFlight) return inFlight;
    const attempt = siteAnswers().then((answers) => {
      if (!answers) throw new SiteUnreachableError();
      return failed ? (fresh(`${failed}?retry=${++retries}`) as Promise<T>) : load();
    });
    inFlight = attempt;
    attempt.then(
      () => {
        loaded = attempt;
        inFlight = null;
      },
      (error: unknown) => {
        if (!(error instanceof SiteUnreachableError)) failed = failedModuleUrl(error) ?? failed;
        inFlight = null;
      },
    );
    return attempt;
  };
}
