import { useCallback, useEffect, useRef, useState } from 'react';

export const PANEL_SWAP_DELAY_MS = 200;

interface Options {
  /** Feature shown at first; null is the default (factory) media. */
  initial?: number | null;
  /** Swap at once, without the fade (reduced motion). */
  instant?: boolean;
  delay?: number;
}

/**
 * Which media the panel shows. A request fades the panel out, and only after `delay` ms swaps
 * the media and fades back in, so a quick sweep across the cards swaps once, to the last one.
 */
export function useHoverPanel({ initial = null, instant = false, delay = PANEL_SWAP_DELAY_MS }: Options = {}) {
  const [shown, setShown] = useState<number | null>(initial);
  const [target, setTarget] = useState<number | null>(initial);
  const [fading, setFading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const current = useRef({ shown: initial, target: initial });

  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const request = useCallback(
    (next: number | null) => {
      if (next === current.current.target) return;
      current.current.target = next;
      setTarget(next);
      cancel();
      if (instant || next === current.current.shown) {
        current.current.shown = next;
        setShown(next);
        setFading(false);
        return;
      }
      setFading(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        current.current.shown = next;
        setShown(next);
        setFading(false);
      }, delay);
    },
    [instant, delay],
  );

  useEffect(() => cancel, []);

  return { shown, target, fading, request };
}
