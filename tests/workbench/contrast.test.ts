import { describe, expect, it } from 'vitest';
import { colors } from '../../src/theme/tokens';
import { contrastPairs, contrastRatio, minimumFor } from '../../stories/docs/contrast';

describe('contrast of the pairs shown on the Fundamentos page', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('holds every pair the site uses to its WCAG AA minimum', () => {
    const failing = contrastPairs
      .map((pair) => ({ ...pair, ratio: contrastRatio(colors[pair.text], colors[pair.background]) }))
      .filter((pair) => pair.ratio < minimumFor(pair.kind))
      .map((pair) => `${pair.text} on ${pair.background}: ${pair.ratio.toFixed(2)}`);
    expect(failing).toEqual([]);
  });
});
