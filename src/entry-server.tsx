import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app';
import { createEmotionCache, EMOTION_KEY, SSR_STYLE_ATTRIBUTE } from './emotion-cache';
import { findRoute, routes } from './routes';
import { AppThemeProvider } from './theme/app-theme-provider';
import { headFor } from './seo/head';

export { routes };
export { siteUrl } from './seo/site-url';
export { brandFontFaces, fallbackFaces, fontFaceRule } from './theme/fonts';
export { globalStyleSheet } from './theme/global-styles';

export interface RenderResult {
  html: string;
  styles: string;
  head: string;
}

/** Renders one route to HTML with its critical CSS, for the prerender script. */
export async function render(url: string): Promise<RenderResult> {
  const route = findRoute(url);
  // The page and the parts whose code comes apart (the home page's sections) are rendered whole into the HTML.
  await (await route.preload()).prepare?.();
  const cache = createEmotionCache();
  const emotionServer = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppThemeProvider globalsInlined>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </AppThemeProvider>
      </CacheProvider>
    </StrictMode>,
  );
  // The page's own style tags are adopted by the browser's cache without being moved (see emotion-cache.ts).
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html))
    .replaceAll(`data-emotion="${EMOTION_KEY} `, `${SSR_STYLE_ATTRIBUTE}="${EMOTION_KEY} `)
    .replaceAll(`data-emotion="${EMOTION_KEY}-global animation-`, `${SSR_STYLE_ATTRIBUTE}="${EMOTION_KEY}-global animation-`);
  return { html, styles, head: headFor(route.path === '*' ? null : url) };
}
