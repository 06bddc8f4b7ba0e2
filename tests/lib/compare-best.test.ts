import { describe, expect, it } from 'vitest';
import { isBest, rowVerdict } from '../../src/lib/compare-best';

describe('the best value of a comparison row', () => {
  it('is the highest where higher is better (hardness, strength)', () => {
    expect(rowVerdict([6.5, 7.5, 7], 'higher')).toEqual({ kind: 'best', index: 1 });
    expect(rowVerdict([180, 120], 'higher')).toEqual({ kind: 'best', index: 0 });
  });

  it('is the lowest where lower is better (water absorption, upkeep)', () => {
    expect(rowVerdict([0.2, 0.08, 0.35], 'lower')).toEqual({ kind: 'best', index: 1 });
    // Absorption: the highest number is the worst, never marked.
    expect(isBest(rowVerdict([0.2, 0.08, 0.35], 'lower'), 2)).toBe(false);
  });

  it('names a tie when two stones share the best value', () => {
    const verdict = rowVerdict([7, 6.5, 7], 'higher');
    expect(verdict).toEqual({ kind: 'tie', indices: [0, 2] });
    expect([0, 1, 2].map((index) => isBest(verdict, index))).toEqual([true, false, true]);
    // Float noise does not break a tie: 0.1 + 0.2 is 0.3 here.
    expect(rowVerdict([0.1 + 0.2, 0.3, 0.5], 'lower')).toEqual({ kind: 'tie', indices: [0, 1] });
  });

  it('names no winner when every stone is equal, or with a single stone', () => {
    expect(rowVerdict([7, 7, 7], 'higher')).toEqual({ kind: 'none' });
    expect(rowVerdict([0.2, 0.2], 'lower')).toEqual({ kind: 'none' });
    expect(rowVerdict([7], 'higher')).toEqual({ kind: 'none' });
    expect(rowVerdict([], 'lower')).toEqual({ kind: 'none' });
    expect(isBest({ kind: 'none' }, 0)).toBe(false);
  });

  it('leaves a missing figure out instead of letting it win', () => {
    expect(rowVerdict([Number.NaN, 0.3, 0.2], 'lower')).toEqual({ kind: 'best', index: 2 });
    expect(rowVerdict([Number.NaN, 0.3], 'lower')).toEqual({ kind: 'none' });
  });
});
