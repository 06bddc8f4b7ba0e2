import { useCallback, useEffect, useState } from 'react';

export interface InViewOptions {
  /** Share of the element that must be visible, 0-1. */
  threshold?: number;
  rootMargin?: string;
  /** Stop observing after the first time the element is in view. */
  once?: boolean;
}

const observable = () => typeof IntersectionObserver !== 'undefined';

/**
 * Tracks whether an element is in the viewport. Returns a callback ref and the flag.
 * Without IntersectionObserver (very old browsers) the element counts as visible, so
 * nothing that waits for visibility stays hidden forever.
 */
export function useInView<T extends Element>({ threshold = 0, rootMargin, once = false }: InViewOptions = {}) {
  const [node, setNode] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  const ref = useCallback((element: T | null) => setNode(element), []);

  useEffect(() => {
    if (!node || !observable()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        // Browsers report the crossing ratio with rounding, e.g. 0.2999 for a 0.3 threshold.
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold - 0.01;
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold, ...(rootMargin ? { rootMargin } : {}) },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, threshold, rootMargin, once]);

  return [ref, inView || (node !== null && !observable())] as const;
}
