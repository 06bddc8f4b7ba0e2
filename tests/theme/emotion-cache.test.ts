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
