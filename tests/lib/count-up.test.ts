import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_DURATION_MS, COUNT_UP_STEPS, counterSteps, useCountUp } from '../../src/lib/use-count-up';

describe('counterSteps', () => {
  it('ends exactly on each of the spec targets in 60 steps', () => {
    for (const target of [2000, 500, 98]) {
      const steps = counterSteps(target, 60);
      expect(steps).toHaveLength(60);
      expect(steps.at(-1)).toBe(target);
    }
  });

  it('is whole, never decreasing, within 0..target and ends on the target, for any target and step count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 240 }), (target, count) => {
        const steps = counterSteps(target, count);
        expect(steps).toHaveLength(count);
        expect(steps.at(-1)).toBe(target);
        steps.forEach((value, i) => {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(target);
          if (i > 0) expect(value).toBeGreaterThanOrEqual(steps[i - 1]!);
        });
      }),
    );
  });
});

describe('useCountUp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays at 0 until started, then reaches the target after 2 s, not before', () => {
    const { result, rerender } = renderHook(({ start }) => useCountUp(2000, { start }), { initialProps: { start: false } });
    act(() => { vi.advanceTimersByTime(5000); });
    expect(result.current).toBe(0);

    rerender({ start: true });
    act(() => { vi.advanceTimersByTime(COUNT_UP_DURATION_MS / 2); });
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(2000);

    act(() => { vi.advanceTimersByTime(COUNT_UP_DURATION_MS / 2 + COUNT_UP_DURATION_MS / COUNT_UP_STEPS); });
    expect(result.current).toBe(2000);
  });

  it('animates once: starting again later does not count from zero', () => {
    const { result, rerender } = renderHook(({ start }) => useCountUp(98, { start }), { initialProps: { start: true } });
    act(() => { vi.advanceTimersByTime(COUNT_UP_DURATION_MS + 100); });
    expect(result.current).toBe(98);
    rerender({ start: false });
    rerender({ start: true });
    act(() => { vi.advanceTimersByTime(50); });
    expect(result.current).toBe(98);
  });

  it('shows the target at once when instant (reduced motion)', () => {
    const { result } = renderHook(() => useCountUp(500, { start: false, instant: true }));
    expect(result.current).toBe(500);
  });
});
