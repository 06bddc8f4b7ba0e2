import createCache from '@emotion/cache';

// Same key on server and client, so the client adopts the prerendered style tags.
export const EMOTION_KEY = 'css';
export function createEmotionCache() {
  return createCache({ key: EMOTION_KEY });
}
