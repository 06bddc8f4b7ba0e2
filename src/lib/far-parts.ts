// Far parts of the page are laid out lazily when the full brand faces arrive, for src/entry-client.tsx (which
// bundles this file into itself: the entry imports no other file).
//
// Adding the full faces (docs/decisions/010-brand-fonts.md) lays out again every text in the brand's
// families, and on a slow phone that is one long task: 40-55 ms at 4x CPU on a stone page, of which the first
// screen is 12-23 ms. Just before the faces are added, each part of <main> that lies wholly beyond the reach
// of `content-visibility: auto` (the viewport and one and a half viewports more) gets the lazy layout's mark
// (src/lib/lazy-layout.ts) with its height as drawn now as its stand-in: the swap lays out the rest, and the
// app takes the marks off as it takes off the prerender's (one part per frame once the visitor scrolls).
// The heights are the parts' own, measured a moment before, so nothing moves when a part is drawn.

/** The lazy layout's mark (src/lib/lazy-layout.ts `LAZY_LAYOUT_ATTRIBUTE`; a unit test holds them equal). */
export const FAR_PART_MARK = 'data-lazy-layout';
/**
 * Chrome draws a `content-visibility: auto` part within one and a half viewports of the viewport (Blink's
 * `DisplayLockDocumentState::kViewportMarginPercentage`, 150). A part marked nearer than that is drawn in the
 * same frame, in a second layout of the whole page: the swap then costs more, not less.
 */
const REACH = 2.5;
const BLOCK_PARTS = new Set(['block', 'flow-root', 'flex', 'grid', 'list-item']);
/** A floated box (`float: left`, `inline-start`…): its width is its content's. */
const FLOATING = /left|right|start|end/;
/** How deep a part that crosses the reach is searched for far parts. */
const MAX_DEPTH = 10;

/**
 * Whether the children of a box with this style keep their width once contained with a stand-in width
 * (their width as drawn): blocks in a block, items of a one-column grid or of a column of flex items. In
 * a grid of several columns or a row of flex items, a child's content also sizes its neighbours.
 */
function laysOutInColumn(style: CSSStyleDeclaration): boolean {
  switch (style.display) {
    case 'block':
    case 'flow-root':
    case 'list-item':
      return true;
    case 'flex':
      return style.flexDirection.startsWith('column');
    case 'grid':
      return style.gridTemplateColumns.trim().split(/\s+/).length === 1;
    default:
      return false;
  }
}

/**
 * Text, pictures and drawings, which the site fixes to the viewport nowhere in a page's <main> (its tooltips,
 * fixed spans, are drawn at the end of the body): most of a part's elements. Reading the style of every element
 * cost 15-35 ms at 4x CPU on a page, as much as the swap saved; of the rest, 2-3 ms.
 */
const NEVER_FIXED = new Set(['p', 'span', 'strong', 'em', 'b', 'i', 'small', 'br', 'abbr', 'time', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'dd', 'img', 'picture', 'source']);
const SVG = 'http://www.w3.org/2000/svg';

/**
 * A part that holds a box fixed to the viewport (a bar, a tray), shown or hidden, stays as it is: contained,
 * its fixed box would be drawn in the part instead. A fixed box that is not in the page yet when the parts are
 * marked would be too, while its part is marked: the site draws those at the end of the body (its tooltips), or
 * where no part is marked (the catalogue's comparison tray, beside results that start in the first screen).
 */
function holdsFixed(part: Element, win: Window): boolean {
  for (const element of part.querySelectorAll('*')) {
    if (NEVER_FIXED.has(element.localName) || element.namespaceURI === SVG) continue;
    if (win.getComputedStyle(element).position === 'fixed') return true;
  }
  return false;
}

/** The padding and borders drawn around a box's content, across and down, in px. */
const ACROSS = ['padding-left', 'padding-right', 'border-left-width', 'border-right-width'];
const DOWN = ['padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width'];
const px = (style: CSSStyleDeclaration, properties: string[]) => properties.reduce((total, property) => total + (Number.parseFloat(style.getPropertyValue(property)) || 0), 0);

/**
 * Marks the far parts of `<main>` (see above) and returns how many were marked. Reads every box before it
 * writes anything, so it costs one layout at most, and none when the page is laid out already.
 */
export function markFarParts(doc: Document = document, win: Window = window): number {
  const main = doc.querySelector('main');
  if (!main) return 0;
  const reach = win.innerHeight * REACH;
  const far: { part: HTMLElement; width: number; height: number }[] = [];
  // Each box's style is read once: a part searched inside passes its own on.
  const visit = (parent: Element, parentStyle: CSSStyleDeclaration, depth: number) => {
    const inColumn = laysOutInColumn(parentStyle);
    for (const child of parent.children) {
      if (!(child instanceof HTMLElement) || child.hasAttribute(FAR_PART_MARK)) continue;
      const box = child.getBoundingClientRect();
      if (box.bottom <= reach || box.height === 0) continue;
      const style = win.getComputedStyle(child);
      if (style.position === 'fixed') continue;
      if (box.top >= reach && inColumn && BLOCK_PARTS.has(style.display) && !FLOATING.test(style.float) && !holdsFixed(child, win)) {
        // The stand-in is the content's size: the part's padding and borders are drawn around it.
        far.push({ part: child, width: Math.max(0, box.width - px(style, ACROSS)), height: Math.max(0, box.height - px(style, DOWN)) });
      } else if (depth < MAX_DEPTH) {
        visit(child, style, depth + 1);
      }
    }
  };
  visit(main, win.getComputedStyle(main), 0);
  for (const { part, width, height } of far) {
    // Inline, over the lazy layout's own stand-in (global-styles.tsx); inert once the mark comes off.
    part.style.setProperty('contain-intrinsic-size', `auto ${width}px auto ${height}px`);
    part.setAttribute(FAR_PART_MARK, '');
  }
  return far.length;
}
