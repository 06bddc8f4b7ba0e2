import createCache from '@emotion/cache';

// Same key on server and client, so the client adopts the prerendered styles.
export const EMOTION_KEY = 'css';
/**
 * The prerender names its style tags with this attribute instead of Emotion's own `data-emotion`: Emotion
 * would adopt them by moving each tag to the end of the head (twice), and every move makes the browser
 * restyle the whole page. Here the browser's cache only learns which styles the page already has.
 */
export const SSR_STYLE_ATTRIBUTE = 'data-ssr-emotion';

export function createEmotionCache() {
  const cache = createCache({ key: EMOTION_KEY });
  if (typeof document !== 'undefined') {
    for (const tag of document.querySelectorAll(`style[${SSR_STYLE_ATTRIBUTE}]`)) {
      const [, ...ids] = (tag.getAttribute(SSR_STYLE_ATTRIBUTE) ?? '').split(' ');
      for (const id of ids) if (id) cache.inserted[id] = true;
    }
  }
  return cache;
}
