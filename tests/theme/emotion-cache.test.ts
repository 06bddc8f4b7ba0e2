import { afterEach, describe, expect, it } from 'vitest';
import { createEmotionCache, SSR_STYLE_ATTRIBUTE } from '../../src/emotion-cache';

describe('the browser cache adopting the prerendered styles', () => {
  afterEach(() => document.head.querySelectorAll('style, meta').forEach((node) => node.remove()));

  it('learns every style the page already has, without moving a tag', () => {
    const before = document.createElement('meta');
    const page = document.createElement('style');
    page.setAttribute(SSR_STYLE_ATTRIBUTE, 'css 1abc x9z');
    page.textContent = '.css-1abc{color:red}.css-x9z{color:blue}';
    const keyframes = document.createElement('style');
    keyframes.setAttribute(SSR_STYLE_ATTRIBUTE, 'css-global animation-k1');
    const after = document.createElement('meta');
    document.head.append(before, page, keyframes, after);

    const cache = createEmotionCache();

    expect(cache.inserted['1abc']).toBe(true);
    expect(cache.inserted.x9z).toBe(true);
    expect(cache.inserted['animation-k1']).toBe(true);
    // Where the prerender put them, untouched: a moved sheet would make the browser restyle the page.
    expect([...document.head.children]).toEqual([before, page, keyframes, after]);
    expect(page.hasAttribute('data-s')).toBe(false);
  });

  it('inserts what the page does not have yet', () => {
    const cache = createEmotionCache();
    expect(cache.inserted['1abc']).toBeUndefined();
  });
});

describe('the prefixes the rules go out with', () => {
  afterEach(() => document.head.querySelectorAll('style').forEach((node) => node.remove()));

  /** The CSS the cache writes for one rule. */
  function cssOf(rule: string): string {
    const cache = createEmotionCache();
    cache.insert('.x', { name: 'x', styles: rule, next: undefined }, cache.sheet, true);
    return [...document.head.querySelectorAll('style')].map((tag) => tag.textContent).join('');
  }

  it('writes flexbox, transforms, transitions and animations as they are, without the old vendor forms', () => {
    const css = cssOf('display:flex;align-items:center;justify-content:space-between;transform:scale(1.02);transition:transform 200ms;animation:k 1s;');
    expect(css).toContain('display:flex;');
    expect(css).toContain('align-items:center;');
    expect(css).toContain('transform:scale(1.02);');
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it('keeps the -webkit- copies Safari before 18 needs for user-select and backdrop-filter', () => {
    const css = cssOf('user-select:none;backdrop-filter:blur(10px);');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(10px);backdrop-filter:blur(10px);');
  });

  it('keeps what the rules themselves write with a prefix', () => {
    expect(cssOf('-webkit-tap-highlight-color:transparent;')).toContain('-webkit-tap-highlight-color:transparent;');
  });
});
