import { useCallback, useEffect, useRef, useState } from 'react';
import type { PortfolioFilter } from '../../../content/types';
import { browserTimers, type Timers } from '../../lib/timers';

/** The spec's filter transition: the grid sits at half opacity this long before the new set appears. */
export const FILTER_FADE_MS = 300;

/**
 * The pressed filter changes at once (the button reacts to the press); the grid keeps the previous set,
 * dimmed, for FILTER_FADE_MS and then shows the new one. A second press during the fade restarts it.
 */
export function usePortfolioFilter(initial: PortfolioFilter = 'todos', timers: Timers = browserTimers) {
  const [active, setActive] = useState<PortfolioFilter>(initial);
  const [shown, setShown] = useState<PortfolioFilter>(initial);
  const [fading, setFading] = useState(false);
  const pending = useRef<unknown>(null);

  const cancel = useCallback(() => {
    if (pending.current !== null) timers.clearTimeout(pending.current);
    pending.current = null;
  }, [timers]);

  useEffect(() => cancel, [cancel]);

  const select = useCallback(
    (filter: PortfolioFilter) => {
      if (filter === active) return;
      cancel();
      setActive(filter);
      setFading(true);
      pending.current = timers.setTimeout(() => {
        pending.current = null;
        setShown(filter);
        setFading(false);
      }, FILTER_FADE_MS);
    },
    [active, cancel, timers],
  );

  return { active, shown, fading, select };
}
