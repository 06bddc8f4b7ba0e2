import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { StoneUseSlug } from '../../content/stone-uses';
import { choiceQuery, parseChoice, sameChoice, type CatalogueChoice, type ChoiceVocabulary } from '../lib/catalogue-choice';

const never = () => () => undefined;

/**
 * The catalogue's choice, kept in the address. The prerendered page is the use's page without a query,
 * so hydration reads no query (the server's snapshot) and the address's refinements apply right after;
 * a page rendered in the browser reads them at once. A change shows at once and replaces the address
 * (no history entry per chip); an address changed from outside (Back, a use link) is followed.
 */
export function useCatalogueChoice(use: StoneUseSlug | null, vocabulary: ChoiceVocabulary) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const hydrated = useSyncExternalStore(never, () => true, () => false);
  const fromAddress = useMemo(() => parseChoice(use, hydrated ? search : '', vocabulary), [use, hydrated, search, vocabulary]);
  const [choice, setChoice] = useState(fromAddress);
  const [followed, setFollowed] = useState(fromAddress);
  if (!sameChoice(followed, fromAddress)) {
    setFollowed(fromAddress);
    setChoice(fromAddress);
  }
  const change = useCallback(
    (next: CatalogueChoice) => {
      setChoice(next);
      navigate({ pathname, search: choiceQuery(next) }, { replace: true, preventScrollReset: true });
    },
    [navigate, pathname],
  );
  return [choice, change] as const;
}
