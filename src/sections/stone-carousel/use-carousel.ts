import { useCallback, useState } from 'react';
import { nextIndex } from './next-index';

/** Current slide of a wrap-around carousel, and whether the visitor has moved it (announcements wait for that). */
export function useCarousel(length: number, initialIndex = 0) {
  const [index, setIndex] = useState(() => nextIndex(initialIndex, 0, length));
  const [interacted, setInteracted] = useState(false);

  const goTo = useCallback(
    (target: number) => {
      setIndex(nextIndex(target, 0, length));
      setInteracted(true);
    },
    [length],
  );
  const step = useCallback(
    (delta: number) => {
      setIndex((current) => nextIndex(current, delta, length));
      setInteracted(true);
    },
    [length],
  );

  return { index, interacted, goTo, step };
}
