import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HOME_SCROLL_KEY,
  SCROLL_RESTORE_DELAY_MS,
  readScrollPosition,
  saveScrollPosition,
  scheduleScrollRestore,
} from '../../src/lib/scroll-memory';

describe('scroll memory', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('restores the saved position 100 ms after arrival, then forgets it', () => {
    saveScrollPosition(sessionStorage, 1480.6);
    const scrollTo = vi.fn();
    scheduleScrollRestore(sessionStorage, scrollTo);

    vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS - 1);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(HOME_SCROLL_KEY)).toBe('1481');

    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(1481);
    expect(sessionStorage.getItem(HOME_SCROLL_KEY)).toBeNull();
  });

  it('does nothing when no position was saved', () => {
    const scrollTo = vi.fn();
    scheduleScrollRestore(sessionStorage, scrollTo);
    vi.runAllTimers();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the position when cancelled before the delay, for the next arrival', () => {
    saveScrollPosition(sessionStorage, 300);
    const scrollTo = vi.fn();
    const cancel = scheduleScrollRestore(sessionStorage, scrollTo);
    cancel();
    vi.runAllTimers();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(readScrollPosition(sessionStorage)).toBe(300);
  });

  it('ignores values that are not a scroll position', () => {
    sessionStorage.setItem(HOME_SCROLL_KEY, 'abc');
    expect(readScrollPosition(sessionStorage)).toBeNull();
    saveScrollPosition(sessionStorage, Number.NaN);
    saveScrollPosition(sessionStorage, -20);
    expect(sessionStorage.getItem(HOME_SCROLL_KEY)).toBe('abc');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveScrollPosition(broken, 10)).not.toThrow();
    expect(readScrollPosition(broken)).toBeNull();
    expect(() => scheduleScrollRestore(broken, vi.fn())).not.toThrow();
  });
});
