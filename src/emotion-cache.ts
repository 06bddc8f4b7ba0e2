import createCache, { type StylisPlugin } from '@emotion/cache';

// Same key on server and client, so the client adopts the prerendered styles.
export const EMOTION_KEY = 'css';
/**
 * The prerender names its style tags with this attribute instead of Emotion's own `data-emotion`: Emotion
 * would adopt them by moving each tag to the end of the head (twice), and every move makes the browser
 * restyle the whole page. Here the browser's cache only learns which styles the page already has.
 */
export const SSR_STYLE_ATTRIBUTE = 'data-ssr-emotion';

/** Declarations the browsers the site serves still want with a prefix: Safari before 18 (iOS 17 included). */
const STILL_PREFIXED = /^(?:user-select|backdrop-filter):/;

/**
 * Emotion's default prefixer writes the 2012 flexbox, `-ms-` grid and `-webkit-` animation forms of every
 * rule, about a fifth of each page's CSS, for browsers the site does not serve. This one adds only the
 * `-webkit-` copies Safari still needs; the rest of the rules go out as written.
 */
export const safariPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && STILL_PREFIXED.test(element.value)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

export function createEmotionCache() {
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [safariPrefixes] });
  if (typeof document !== 'undefined') {
    for (const tag of document.querySelectorAll(`style[${SSR_STYLE_ATTRIBUTE}]`)) {
      const [, ...ids] = (tag.getAttribute(SSR_STYLE_ATTRIBUTE) ?? '').split(' ');
      for (const id of ids) if (id) cache.inserted[id] = true;
    }
  }
  return cache;
}
