/**
 * Parts of a page far below the first screen are laid out and painted only near the viewport: a part
 * marked `data-lazy-layout` has `content-visibility: auto` (src/theme/global-styles.tsx), and its height on a
 * phone, a tablet and a desktop stands in until it has been drawn once (`contain-intrinsic-size: auto`, so
 * the browser keeps the drawn size from then on). Plain CSS, the same on every render: parts stay
 * searchable, focusable and in the accessibility tree, and no script takes the marks off or corrects the
 * scroll (docs/decisions/028-lab-mechanisms.md).
 */

export const LAZY_LAYOUT_ATTRIBUTE = 'data-lazy-layout';

/** A part's height in px on a phone (below 600 px), a tablet (below 1024 px) and a desktop. */
export interface LayoutHeights {
  phone: number;
  tablet: number;
  desktop: number;
}

type Mark = { [LAZY_LAYOUT_ATTRIBUTE]: ''; style?: Record<string, string> };

/**
 * The attributes of a part laid out lazily, with its heights, which the browser uses until it has drawn it:
 * close heights keep the scrollbar, a jump to the end and the positions below where they will be.
 */
export function lazyLayoutMark(heights?: LayoutHeights): Mark {
  if (!heights) return { [LAZY_LAYOUT_ATTRIBUTE]: '' };
  const style = { '--layout-phone': `${heights.phone}px`, '--layout-tablet': `${heights.tablet}px`, '--layout-desktop': `${heights.desktop}px` };
  return { [LAZY_LAYOUT_ATTRIBUTE]: '', style };
}
