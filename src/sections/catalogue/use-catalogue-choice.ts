import { startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router-dom';
import type { StoneUseSlug } from '../../../content/stone-uses';
import { choiceQuery, parseChoice, sameChoice, type CatalogueChoice, type ChoiceVocabulary } from '../../lib/catalogue-choice';
import { isFirstRenderDone } from '../../lib/lazy-page';

/**
 * The catalogue's choice, kept in the address. The prerendered page is the use's page without a query,
 * so hydration reads no query and the address's refinements apply right after, in a transition (sliced
 * between frames, like hydration); an address without a query costs no second render at all. A page
 * rendered in the browser reads the query at once. A change shows at once and replaces the address (no
 * history entry per chip); an address changed from outside (Back, a use link) is followed.
 */
export function useCatalogueChoice(use: StoneUseSlug | null, vocabulary: ChoiceVocabulary) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The router's history knows the address the visitor sees, also while a navigation to it is still being
  // rendered (the router draws each one in a transition): a chip tapped then belongs to the new page.
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [readsQuery, setReadsQuery] = useState(isFirstRenderDone);
  useEffect(() => {
    if (!readsQuery && search) startTransition(() => setReadsQuery(true));
  }, [readsQuery, search]);
  const fromAddress = useMemo(() => parseChoice(use, readsQuery ? search : '', vocabulary), [use, readsQuery, search, vocabulary]);
  const [choice, setChoice] = useState(fromAddress);
  const [followed, setFollowed] = useState(fromAddress);
  if (!sameChoice(followed, fromAddress)) {
    setFollowed(fromAddress);
    setChoice(fromAddress);
  }
  const change = useCallback(
    (next: CatalogueChoice) => {
      setChoice(next);
      const here = (navigator as { location?: { pathname: string } }).location?.pathname ?? pathname;
      void navigate({ pathname: here, search: choiceQuery(next) }, { replace: true, preventScrollReset: true });
    },
    [navigate, navigator, pathname],
  );
  return [choice, change] as const;
}
