import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A collection opens at its hero, even when the visitor arrives from further down another page.
 * A link to an anchor (#...) keeps its own target.
 */
export function useScrollToTopOnOpen(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only on opening: a later hash change is the visitor's own navigation.
  }, []);
}
