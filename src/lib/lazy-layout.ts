/**
 * Below-the-fold parts of a prerendered page are laid out lazily while the page loads: a part marked
 * `data-lazy-layout` has `content-visibility: auto` (src/theme/global-styles.tsx), so the browser lays out
 * and paints it only near the viewport. On a phone that is most of the page: while the HTML streams in and
 * when the brand fonts swap in, the browser lays out the first screen instead of some 1,800 boxes (a task
 * of over 100 ms on a slow phone, right when the visitor first taps).
 *
 * While the visitor reads the first screen the marks stay (`releaseOnceScrolled`): each part's first layout
 * is a task of 50–200 ms on a mid-range phone, and a tap on the menu or a call to action must not wait behind
 * one. Parts stay searchable, focusable and in the accessibility tree meanwhile, and the browser draws each
 * one as it nears the viewport. Once the page scrolls, the marks come off one part per task
 * (`releaseInSlices`), ahead of the visitor, so the page ends fully laid out with no task laying out more
 * than one part (the scroll itself runs on the compositor). Anything that needs exact positions first (a
 * jump to the budget form, a restored scroll position) takes every mark off at once (`releaseAll`).
 * <html data-laid-out> marks the end.
 *
 * Only the prerendered page carries the marks: a page rendered in the browser later is laid out whole.
 */

export const LAZY_LAYOUT_ATTRIBUTE = 'data-lazy-layout';
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

let hydrated = false;

/** A part's height in px on a phone (below 600 px), a tablet (below 1024 px) and a desktop. */
export interface LayoutHeights {
  phone: number;
  tablet: number;
  desktop: number;
}

type Mark = { [LAZY_LAYOUT_ATTRIBUTE]?: ''; style?: Record<string, string> };

/**
 * The attributes of a part rendered now: the mark on the prerender and its hydration only, with the
 * part's heights, which the browser uses until it has drawn it (global-styles.tsx): close heights keep
 * the scrollbar, a jump to the end and the positions below where they will be.
 */
export function lazyLayoutMark(heights?: LayoutHeights): Mark {
  if (hydrated) return {};
  if (!heights) return { [LAZY_LAYOUT_ATTRIBUTE]: '' };
  const style = { '--layout-phone': `${heights.phone}px`, '--layout-tablet': `${heights.tablet}px`, '--layout-desktop': `${heights.desktop}px` };
  return { [LAZY_LAYOUT_ATTRIBUTE]: '', style };
}

const marked = (doc: Document) => [...doc.querySelectorAll(`[${LAZY_LAYOUT_ATTRIBUTE}]`)];

/**
 * Takes the mark off one part. A part that starts above the viewport and was never drawn (the visitor
 * jumped past it, or into its last lines) changes from its stand-in height to its own: the window scrolls by
 * the difference, so that what the visitor is looking at, below its top, stays where it is. (A part already
 * drawn does not change: its stand-in is gone.)
 *
 * The page alone makes that up (`holdAnchoring`), never the browser as well. Left on, Chrome's own scroll
 * anchoring made the changes up too, at once, a frame later or for some parts only, and the view moved by
 * up to the sum of the differences; left to Chrome alone, it dropped some parts' adjustments on a busy
 * machine in the same way.
 */
function release(part: Element, win: Window): void {
  const before = part.getBoundingClientRect();
  if (before.top >= 0) {
    part.removeAttribute(LAZY_LAYOUT_ATTRIBUTE);
    return;
  }
  const anchoring = holdAnchoring(part.ownerDocument, win);
  const scrolled = win.scrollY;
  part.removeAttribute(LAZY_LAYOUT_ATTRIBUTE);
  // Counted from where the window was before the change: when a part shrinks at the end of the page, the
  // browser may already have pulled the window up by as much as the page got shorter.
  const due = scrolled + part.getBoundingClientRect().height - before.height + anchoring.owed - win.scrollY;
  const scrolledBefore = win.scrollY;
  if (Math.abs(due) >= 0.5) win.scrollBy({ top: due, behavior: 'instant' });
  // The browser rounds a scroll to its pixels: the fraction left over is made up with the next part, so
  // that the parts' fractions do not add up to a visible move.
  const rest = due - (win.scrollY - scrolledBefore);
  anchoring.owed = Math.abs(rest) < 1 ? rest : 0;
}

/** Frames the browser's scroll anchoring stays held off after the last part the page made up. */
export const ANCHORING_HELD_FRAMES = 3;

interface Anchoring {
  /** Frames left before the browser anchors the scroll again. */
  frames: number;
  /** What the last scroll could not make up (a fraction of a pixel). */
  owed: number;
  /** Gives the scroll's anchoring back to the browser now. */
  giveBack: () => void;
}
const anchorings = new WeakMap<Window, Anchoring>();

/**
 * Holds the browser's scroll anchoring off (`overflow-anchor: none` on the root) while parts come off, and
 * gives it back `ANCHORING_HELD_FRAMES` frames after the last call once no part is marked: by then every
 * change the page made up is laid out, so the browser picks a fresh anchor with nothing left to adjust for.
 */
function holdAnchoring(doc: Document, win: Window): Anchoring {
  const current = anchorings.get(win);
  if (current) {
    current.frames = ANCHORING_HELD_FRAMES;
    return current;
  }
  const anchoring: Anchoring = { frames: ANCHORING_HELD_FRAMES, owed: 0, giveBack: () => undefined };
  anchorings.set(win, anchoring);
  const root = doc.documentElement;
  const own = root.style.getPropertyValue('overflow-anchor');
  root.style.setProperty('overflow-anchor', 'none');
  let frame = 0;
  anchoring.giveBack = () => {
    win.cancelAnimationFrame(frame);
    anchorings.delete(win);
    if (own) root.style.setProperty('overflow-anchor', own);
    else root.style.removeProperty('overflow-anchor');
  };
  const tick = () => {
    anchoring.frames -= 1;
    if (anchoring.frames > 0 || marked(doc).length > 0) frame = win.requestAnimationFrame(tick);
    else anchoring.giveBack();
  };
  frame = win.requestAnimationFrame(tick);
  return anchoring;
}

/**
 * At the first scroll, before the browser draws where it landed: the page takes over the scroll's
 * anchoring, and a part reaching into the viewport from above comes off now, made up by the page. Left to
 * be drawn by the browser (the stand-in giving way to the part's own height at the top of the viewport)
 * it would move the view with nothing to make it up.
 */
function landed(doc: Document, win: Window): void {
  holdAnchoring(doc, win);
  for (const part of marked(doc)) {
    const { top, bottom } = part.getBoundingClientRect();
    if (top < 0 && bottom > 0) release(part, win);
  }
}

const finish = (doc: Document) => doc.documentElement.setAttribute(LAID_OUT_ATTRIBUTE, '');

/** Lays the whole page out now (the next layout): for exact positions. */
export function releaseAll(doc: Document = document, win: Window = window): void {
  // From the bottom up: each part's own move is measured before anything above it changes.
  for (const part of marked(doc).reverse()) release(part, win);
  finish(doc);
}

/**
 * After hydration: the marks stay until the page scrolls (at once if it already has: the visitor moved
 * before the page was live), then come off one part per frame (`releaseInSlices`). A page with no marks
 * is whole now. Returns a cancel function.
 */
export function releaseOnceScrolled(doc: Document = document, win: Window = window): () => void {
  hydrated = true;
  if (marked(doc).length === 0) {
    finish(doc);
    return () => undefined;
  }
  let cancelSlices: (() => void) | undefined;
  const start = () => {
    win.removeEventListener('scroll', start);
    landed(doc, win);
    cancelSlices ??= releaseInSlices(doc, win);
  };
  if (win.scrollY > 0) start();
  else win.addEventListener('scroll', start, { passive: true });
  return () => {
    win.removeEventListener('scroll', start);
    cancelSlices?.();
    anchorings.get(win)?.giveBack();
  };
}

/** Takes the marks off one part per frame, in page order. Returns a cancel function. */
export function releaseInSlices(doc: Document = document, win: Window = window): () => void {
  hydrated = true;
  let cancelled = false;
  let frame = 0;
  let timer = 0;
  const next = () => {
    if (cancelled) return;
    const part = marked(doc)[0];
    if (!part) return finish(doc);
    // After a frame, in a task of its own: each part's layout lands in a frame of its own.
    frame = win.requestAnimationFrame(() => {
      timer = win.setTimeout(() => {
        release(part, win);
        next();
      }, 0);
    });
  };
  next();
  return () => {
    cancelled = true;
    win.cancelAnimationFrame(frame);
    win.clearTimeout(timer);
  };
}
