import { useEffect, useState } from 'react';

export const COUNT_UP_DURATION_MS = 2000;
export const COUNT_UP_STEPS = 60;

/** Decelerates towards the end, so the last figures settle instead of stopping abruptly. */
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The values a counter shows on each of its `steps` ticks: whole numbers, never decreasing,
 * the last one exactly `target` (rounding never leaves it at 1999 for 2000).
 */
export function counterSteps(target: number, steps: number): number[] {
  const count = Math.max(1, Math.floor(steps));
  const values: number[] = [];
  for (let i = 1; i <= count; i += 1) {
    values.push(i === count ? target : Math.round(target * easeOutCubic(i / count)));
  }
  return values;
}

export interface CountUpTimers {
  setInterval: (fn: () => void, ms: number) => ReturnType<typeof setInterval>;
  clearInterval: (id: ReturnType<typeof setInterval>) => void;
}

const browserTimers: CountUpTimers = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id),
};

interface Options {
  /** Start the animation (once); later changes back to false do nothing. */
  start: boolean;
  /** Show the target immediately (reduced motion, or a story showing the end state). */
  instant?: boolean;
  duration?: number;
  steps?: number;
  timers?: CountUpTimers;
}

/** Counts from 0 to `target` once, in `steps` ticks over `duration` ms, when `start` turns true. */
export function useCountUp(
  target: number,
  { start, instant = false, duration = COUNT_UP_DURATION_MS, steps = COUNT_UP_STEPS, timers = browserTimers }: Options,
): number {
  const [value, setValue] = useState(instant ? target : 0);
  const [done, setDone] = useState(instant);

  // Shown at once: the target, with nothing left to count. Adjusted while rendering, as React advises for
  // state that follows a prop, so no frame shows the old figure.
  if (instant && (value !== target || !done)) {
    setValue(target);
    setDone(true);
  }

  useEffect(() => {
    if (!start || done || instant) return;
    const values = counterSteps(target, steps);
    let tick = 0;
    const id = timers.setInterval(() => {
      const next = values[tick];
      tick += 1;
      if (next !== undefined) setValue(next);
      if (tick >= values.length) {
        timers.clearInterval(id);
        setDone(true);
      }
    }, duration / steps);
    return () => timers.clearInterval(id);
  }, [start, done, instant, target, steps, duration, timers]);

  return value;
}
