import { describe, expect, it } from 'vitest';
import { nextTabIndex, tabIds } from '../../src/sections/collection/tab-navigation';

describe('nextTabIndex', () => {
  it('moves right and wraps from the last tab to the first', () => {
    expect(nextTabIndex(0, 'ArrowRight', 5)).toBe(1);
    expect(nextTabIndex(4, 'ArrowRight', 5)).toBe(0);
  });

  it('moves left and wraps from the first tab to the last', () => {
    expect(nextTabIndex(3, 'ArrowLeft', 5)).toBe(2);
    expect(nextTabIndex(0, 'ArrowLeft', 8)).toBe(7);
  });

  it('jumps to the ends with Home and End', () => {
    expect(nextTabIndex(3, 'Home', 5)).toBe(0);
    expect(nextTabIndex(1, 'End', 8)).toBe(7);
  });

  it('ignores keys that are not tab navigation', () => {
    for (const key of ['Enter', ' ', 'ArrowDown', 'ArrowUp', 'Tab', 'a']) expect(nextTabIndex(2, key, 5)).toBeNull();
    expect(nextTabIndex(0, 'ArrowRight', 0)).toBeNull();
  });

  it('always lands on a valid index', () => {
    for (let count = 1; count <= 9; count++) {
      for (let current = 0; current < count; current++) {
        for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End']) {
          const next = nextTabIndex(current, key, count)!;
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        }
      }
    }
  });
});

describe('tabIds', () => {
  it('gives each stone a distinct tab and panel id within a page', () => {
    const a = tabIds('granitos', 'branco-polar');
    const b = tabIds('granitos', 'branco-dallas');
    expect(new Set([a.tab, a.panel, b.tab, b.panel]).size).toBe(4);
  });
});
