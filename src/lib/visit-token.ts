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
  return `${siteOrigin}${VISIT_MANAGE_PATH}#${FRAGMENT_KEY}=${encodeURIComponent(token)}`;
}

// Written without the DOM's own types, which the e-mails' Deno check does not load.
type TokenWindow = {
  location: { pathname: string; search: string; hash: string };
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string | null): void };
};

const valid = (value: unknown): string | null => (typeof value === 'string' && TOKEN.test(value.trim()) ? value.trim() : null);

/**
 * On the manage page: moves the token from the address (#t=…, or the older ?token=…) into the history entry, leaving
 * the address bare, and answers it (or the one a reload finds there). Elsewhere, or without one: null.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the DOM's lib knows history; Deno's check has none
export function takeVisitToken(win: TokenWindow = globalThis as unknown as TokenWindow): string | null {
  const { location, history } = win;
  if (location.pathname.replace(/\/+$/, '') !== VISIT_MANAGE_PATH) return null;
  const fromFragment = new URLSearchParams(location.hash.replace(/^#/, '')).get(FRAGMENT_KEY);
  const query = new URLSearchParams(location.search);
  const fromQuery = query.get(LEGACY_QUERY_KEY);
  const kept = (history.state as Record<string, unknown> | null)?.[STATE_KEY];
  if (fromFragment === null && fromQuery === null) return valid(kept);
  const token = valid(fromFragment ?? fromQuery);
  query.delete(LEGACY_QUERY_KEY);
  const rest = query.toString();
  const state = (history.state as Record<string, unknown> | null) ?? {};
  history.replaceState({ ...state, [STATE_KEY]: token }, '', `${location.pathname}${rest ? `?${rest}` : ''}`);
  return token;
}
