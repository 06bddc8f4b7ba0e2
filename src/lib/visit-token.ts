// The key to a booked visit (its manage token) rides in the e-mail's link after the '#' (/agendar/visita#t=…): a
// browser never sends the fragment to any server, and the page takes it out of the address before anything else
// runs (src/hydrate-app.tsx), so the Google tag and the Meta pixel, which read the page's address, never see it.
// It is kept in the tab's history entry instead: a reload finds it there, nothing else does. An older link with
// ?token=… is read the same way and cleaned the same way. No imports: the app's entry and the e-mails (Deno) load it.

export const VISIT_MANAGE_PATH = '/agendar/visita';
const FRAGMENT_KEY = 't';
const LEGACY_QUERY_KEY = 'token';
const STATE_KEY = 'lavraVisitToken';
const TOKEN = /^[A-Za-z0-9_.~-]{16,400}$/;

/** The e-mail's link to see, move or cancel a visit. */
export function visitManageUrl(siteOrigin: string, token: string): string {
  return keyedUrl(siteOrigin, VISIT_MANAGE_PATH, token);
}

// Written out rather than picked from the DOM's types: the e-mails load this file under Deno, which has no History.
type TokenWindow = {
  location: { pathname: string; search: string; hash: string };
  history: { readonly state: unknown; replaceState(data: unknown, unused: string, url?: string | URL | null): void };
};
const browserWindow = () => globalThis as unknown as TokenWindow;

const valid = (value: unknown): string | null => (typeof value === 'string' && TOKEN.test(value.trim()) ? value.trim() : null);

/**
 * On the page at `pagePath`: moves the key from the address (#t=…, or the older ?token=…) into the history entry
 * under `stateKey`, leaving the address bare, and answers it (or the one a reload finds there). Elsewhere, or
 * without one: null. The visit's manage page and the warranty certificate (src/lib/warranty-key.ts) both use it.
 */
export function takeLinkKey(pagePath: string, stateKey: string, win: TokenWindow = browserWindow()): string | null {
  const { location, history } = win;
  if (location.pathname.replace(/\/+$/, '') !== pagePath) return null;
  const fromFragment = new URLSearchParams(location.hash.replace(/^#/, '')).get(FRAGMENT_KEY);
  const query = new URLSearchParams(location.search);
  const fromQuery = query.get(LEGACY_QUERY_KEY);
  const kept = (history.state as Record<string, unknown> | null)?.[stateKey];
  if (fromFragment === null && fromQuery === null) return valid(kept);
  const token = valid(fromFragment ?? fromQuery);
  query.delete(LEGACY_QUERY_KEY);
  const rest = query.toString();
  const state = (history.state as Record<string, unknown> | null) ?? {};
  history.replaceState({ ...state, [stateKey]: token }, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
  return token;
}

/** The link's key as a URL: the page's address with the key after the '#'. */
export function keyedUrl(siteOrigin: string, pagePath: string, token: string): string {
  return `${siteOrigin}${pagePath}#${FRAGMENT_KEY}=${encodeURIComponent(token)}`;
}

/** On the manage page: the visit's token, taken out of the address (takeLinkKey). */
export function takeVisitToken(win: TokenWindow = browserWindow()): string | null {
  return takeLinkKey(VISIT_MANAGE_PATH, STATE_KEY, win);
}
