import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Whether this render is the app taking over a page the browser has just opened at this address: not
 * yet hydrated (src/app-shell.tsx marks <html data-hydrated> after the page's own effects), and the
 * document came by a plain navigation, not a reload or a step through history.
 */
function takingOverAFreshPage(): boolean {
  if (document.documentElement.hasAttribute('data-hydrated')) return false;
  const entry = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  return entry?.type === 'navigate';
}

/**
 * A collection opens at its hero, even when the visitor arrives from further down another page.
 * A link to an anchor (#...) keeps its own target. A page the browser has just opened is at its top
 * already, and its visitor may have scrolled it before this code arrived: they stay where they are (no
 * jump back, and no layout forced while the app takes over).
 */
export function useScrollToTopOnOpen(): void {
  const { hash } = useLocation();
  // Only on opening: a later hash change is the visitor's own navigation.
  const [openedAt] = useState(hash);
  useEffect(() => {
    if (openedAt || takingOverAFreshPage()) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [openedAt]);
}
