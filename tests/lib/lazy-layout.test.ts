import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANCHORING_HELD_FRAMES, LAID_OUT_ATTRIBUTE, LAZY_LAYOUT_ATTRIBUTE, lazyLayoutMark, releaseAll, releaseInSlices, releaseOnceScrolled } from '../../src/lib/lazy-layout';

/** Three marked parts; `heights` maps each to [stand-in height, own height once laid out]. */
function page(heights: Array<[number, number]>, top: number) {
  document.body.innerHTML = heights.map((_, i) => `<div id="p${i}" ${LAZY_LAYOUT_ATTRIBUTE}=""></div>`).join('');
  document.documentElement.removeAttribute(LAID_OUT_ATTRIBUTE);
  let offset = top;
  heights.forEach(([standIn, own], i) => {
    const part = document.getElementById(`p${i}`)!;
    const start = offset;
    part.getBoundingClientRect = () => {
      const height = part.hasAttribute(LAZY_LAYOUT_ATTRIBUTE) ? standIn : own;
      return { top: start, bottom: start + height, height } as DOMRect;
    };
    offset += standIn;
  });
}

/** A window whose frames, tasks and scrolls happen when the test says. */
function fakeWindow(scrollY = 0) {
  const frames = new Map<number, () => void>();
  let lastFrame = 0;
  const tasks: Array<() => void> = [];
  const scrolled: number[] = [];
  const listeners = new EventTarget();
  const win = {
    scrollY,
    addEventListener: listeners.addEventListener.bind(listeners),
    removeEventListener: listeners.removeEventListener.bind(listeners),
    requestAnimationFrame: (run: () => void) => {
      lastFrame += 1;
      frames.set(lastFrame, run);
      return lastFrame;
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
    setTimeout: (run: () => void) => tasks.push(run),
    clearTimeout: () => undefined,
    scrollBy({ top }: { top: number }) {
      scrolled.push(top);
      (win as { scrollY: number }).scrollY += top;
    },
  } as unknown as Window;
  const frame = () => {
    const due = [...frames.values()];
    frames.clear();
    due.forEach((run) => run());
    tasks.splice(0).forEach((run) => run());
  };
  const scroll = () => listeners.dispatchEvent(new Event('scroll'));
  return { win, frame, scrolled, scroll, pending: () => frames.size + tasks.length };
}

const marked = () => [...document.querySelectorAll(`[${LAZY_LAYOUT_ATTRIBUTE}]`)].map((p) => p.id);
const whole = () => document.documentElement.hasAttribute(LAID_OUT_ATTRIBUTE);

afterEach(() => {
  document.body.innerHTML = '';
  // A test that stops before the anchoring is given back leaves it held on the shared root.
  document.documentElement.removeAttribute('style');
  vi.restoreAllMocks();
});

describe('parts laid out lazily while the page loads', () => {
  it('are marked on the prerender and its hydration, with their heights, and not once the page is hydrated', () => {
    expect(lazyLayoutMark({ phone: 2100, tablet: 2000, desktop: 1700 })).toEqual({
      [LAZY_LAYOUT_ATTRIBUTE]: '',
      style: { '--layout-phone': '2100px', '--layout-tablet': '2000px', '--layout-desktop': '1700px' },
    });
    page([], 0);
    const { win } = fakeWindow();
    releaseInSlices(document, win);
    expect(lazyLayoutMark({ phone: 1, tablet: 1, desktop: 1 })).toEqual({});
  });

  it('are released one per frame after hydration, in page order, and the page says when it is whole', () => {
    page([[1000, 1200], [1000, 900], [1000, 1000]], 900);
    const { win, frame, scrolled } = fakeWindow();
    releaseInSlices(document, win);
    expect(marked()).toEqual(['p0', 'p1', 'p2']);
    frame();
    expect(marked()).toEqual(['p1', 'p2']);
    frame();
    expect(marked()).toEqual(['p2']);
    expect(document.documentElement.hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(false);
    frame();
    expect(marked()).toEqual([]);
    expect(document.documentElement.hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(true);
    // All below the viewport: nothing the visitor sees moved, so the window did not scroll.
    expect(scrolled).toEqual([]);
  });

  it('above the viewport, keep what the visitor sees in place by scrolling by the difference', () => {
    // The visitor jumped past all three: they sit above the viewport's top.
    page([[1000, 1300], [1000, 800], [500, 500]], -2600);
    const { win, scrolled } = fakeWindow();
    releaseAll(document, win);
    expect(document.querySelectorAll(`[${LAZY_LAYOUT_ATTRIBUTE}]`)).toHaveLength(0);
    expect(scrolled.sort((a, b) => a - b)).toEqual([-200, 300]);
    expect(document.documentElement.hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(true);
  });

  it('above the viewport, the browser anchoring of the scroll is held off while the page makes up the changes, and given back frames after the last', () => {
    page([[1000, 1300], [1000, 800], [500, 500]], -2600);
    const { win, scrolled, frame, scroll } = fakeWindow(3000);
    const root = document.documentElement;
    root.style.setProperty('overflow-anchor', 'auto');
    const seen: string[] = [];
    const scrollBy = win.scrollBy.bind(win);
    (win as { scrollBy: Window['scrollBy'] }).scrollBy = ((options: ScrollToOptions) => {
      seen.push(root.style.getPropertyValue('overflow-anchor'));
      scrollBy(options);
    }) as Window['scrollBy'];
    releaseOnceScrolled(document, win);
    scroll();
    // One part per frame; the anchoring stays off between them, so that a late adjustment by the browser
    // cannot add to the page's.
    frame();
    expect(marked()).toEqual(['p1', 'p2']);
    expect(root.style.getPropertyValue('overflow-anchor')).toBe('none');
    frame();
    frame();
    expect(whole()).toBe(true);
    // Each change made up once, by the page, while the browser's anchoring was off.
    expect(scrolled).toEqual([300, -200]);
    expect(seen).toEqual(['none', 'none']);
    for (let i = 1; i < ANCHORING_HELD_FRAMES; i++) {
      frame();
      expect(root.style.getPropertyValue('overflow-anchor')).toBe('none');
    }
    frame();
    expect(root.style.getPropertyValue('overflow-anchor')).toBe('auto');
    root.style.removeProperty('overflow-anchor');
  });

  it('at the first scroll, a part reaching into the viewport from above comes off at once, made up by the page', () => {
    // A jump into the last lines of p1, never drawn: p0 wholly above, p2 below the viewport's top.
    page([[1000, 1200], [1000, 900], [800, 700]], -1500);
    const { win, scrolled, frame, scroll } = fakeWindow();
    releaseOnceScrolled(document, win);
    (win as { scrollY: number }).scrollY = 2000;
    scroll();
    // Before the browser draws where the visitor landed: p1 is laid out now, its change made up.
    expect(marked()).toEqual(['p0', 'p2']);
    expect(scrolled).toEqual([-100]);
    expect(document.documentElement.style.getPropertyValue('overflow-anchor')).toBe('none');
    frame();
    frame();
    frame();
    expect(whole()).toBe(true);
    // p0 wholly above is made up too; p2, starting below the viewport's top, moves nothing the visitor sees.
    expect(scrolled).toEqual([-100, 200]);
  });

  it('at the end of the page, what the browser already pulled the window up by is not made up again', () => {
    page([[1000, 900]], -1200);
    const { win, scrolled } = fakeWindow(3000);
    const part = document.getElementById('p0')!;
    const removeAttribute = part.removeAttribute.bind(part);
    part.removeAttribute = (name: string) => {
      removeAttribute(name);
      // The page got 100 px shorter at its end: the browser keeps the window within it.
      (win as { scrollY: number }).scrollY -= 100;
    };
    releaseAll(document, win);
    expect(scrolled).toEqual([]);
    expect(win.scrollY).toBe(2900);
  });

  it('above the viewport, fractions of a pixel that the browser rounds off add up instead of getting lost', () => {
    // Five parts, each 0.4 px taller once laid out; the browser scrolls by whole pixels only.
    page(Array.from({ length: 5 }, () => [1000, 1000.4] as [number, number]), -5200);
    const { win } = fakeWindow(6000);
    const moves: number[] = [];
    (win as { scrollBy: Window['scrollBy'] }).scrollBy = (({ top }: ScrollToOptions) => {
      const whole = Math.round(top ?? 0);
      moves.push(whole);
      (win as { scrollY: number }).scrollY += whole;
    }) as Window['scrollBy'];
    releaseAll(document, win);
    // 2 px in all, the nearest whole number to 5 × 0.4, and no scroll of less than half a pixel asked for.
    expect(moves.reduce((sum, move) => sum + move, 0)).toBe(2);
  });

  it('stay while the visitor reads the first screen, and come off one per frame once the page scrolls', () => {
    page([[1000, 1200], [1000, 900]], 900);
    const { win, frame, scroll, pending } = fakeWindow();
    releaseOnceScrolled(document, win);
    // No frame, no task asked for: nothing competes with a first tap.
    expect(pending()).toBe(0);
    frame();
    expect(marked()).toEqual(['p0', 'p1']);
    expect(whole()).toBe(false);
    scroll();
    frame();
    expect(marked()).toEqual(['p1']);
    // A second scroll does not start a second release.
    scroll();
    frame();
    expect(marked()).toEqual([]);
    expect(whole()).toBe(true);
    // The page gives the scroll's anchoring back to the browser a few frames later; then nothing is left.
    for (let i = 0; i < ANCHORING_HELD_FRAMES; i++) frame();
    expect(document.documentElement.style.getPropertyValue('overflow-anchor')).toBe('');
    expect(pending()).toBe(0);
  });

  it('come off from now when the visitor scrolled before the page was live', () => {
    page([[1000, 1000]], 900);
    const { win, frame } = fakeWindow(640);
    releaseOnceScrolled(document, win);
    frame();
    expect(marked()).toEqual([]);
    expect(whole()).toBe(true);
  });

  it('a page without marks is whole at once', () => {
    page([], 0);
    const { win, pending } = fakeWindow();
    releaseOnceScrolled(document, win);
    expect(whole()).toBe(true);
    expect(pending()).toBe(0);
  });

  it('once cancelled midway, gives the scroll anchoring back to the browser and asks for no more frames', () => {
    page([[1000, 1200], [1000, 900]], -2500);
    const { win, frame, scroll, pending } = fakeWindow();
    const cancel = releaseOnceScrolled(document, win);
    scroll();
    frame();
    expect(marked()).toEqual(['p1']);
    expect(document.documentElement.style.getPropertyValue('overflow-anchor')).toBe('none');
    cancel();
    expect(document.documentElement.style.getPropertyValue('overflow-anchor')).toBe('');
    frame();
    expect(pending()).toBe(0);
    expect(marked()).toEqual(['p1']);
  });

  it('once cancelled, a scroll releases nothing', () => {
    page([[1000, 1000]], 900);
    const { win, frame, scroll } = fakeWindow();
    const cancel = releaseOnceScrolled(document, win);
    cancel();
    scroll();
    frame();
    expect(marked()).toEqual(['p0']);
    expect(whole()).toBe(false);
  });

  it('a jump that needs exact positions before any scroll lays the page out whole at once', () => {
    page([[1000, 1200], [1000, 900]], 900);
    const { win, scroll, frame } = fakeWindow();
    releaseOnceScrolled(document, win);
    releaseAll(document, win);
    expect(marked()).toEqual([]);
    expect(whole()).toBe(true);
    scroll();
    frame();
    expect(whole()).toBe(true);
  });
});
