import { describe, expect, it } from 'vitest';
import { LAZY_LAYOUT_ATTRIBUTE, lazyLayoutMark } from '../../src/lib/lazy-layout';

describe('parts laid out lazily', () => {
  it('are marked with their heights on a phone, a tablet and a desktop', () => {
    expect(lazyLayoutMark({ phone: 2100, tablet: 2000, desktop: 1700 })).toEqual({
      [LAZY_LAYOUT_ATTRIBUTE]: '',
      style: { '--layout-phone': '2100px', '--layout-tablet': '2000px', '--layout-desktop': '1700px' },
    });
  });

  it('without heights, are marked alone (the style sheet stands them in at 1000 px)', () => {
    expect(lazyLayoutMark()).toEqual({ [LAZY_LAYOUT_ATTRIBUTE]: '' });
  });
});
