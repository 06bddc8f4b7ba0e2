// Every story renders inside what the site gives its pages: theme, global styles and fonts,
// a router for links, and Portuguese as the document language.
// Ladle parses this file and expects each named export to be an `export const`.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { GlobalProvider } from '@ladle/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { safariPrefixes } from '../src/emotion-cache';
import { AppThemeProvider } from '../src/theme/app-theme-provider';

const STORY_LANG = 'pt-BR';

const caches = new WeakMap<Document, EmotionCache>();

// With a width preset Ladle renders the story inside an iframe, so styles must go to the head of
// the document the story actually lives in, not to Ladle's own page.
function cacheFor(doc: Document): EmotionCache {
  let cache = caches.get(doc);
  if (!cache) {
    // Plain style tags instead of insertRule: Ladle rewrites CSSStyleSheet.insertRule to mirror
    // rules into its iframe, which would duplicate or drop them depending on timing.
    cache = createCache({ key: 'css', container: doc.head, speedy: false, stylisPlugins: [safariPrefixes] });
    caches.set(doc, cache);
  }
  return cache;
}

/** The story's starting URL: `Story.meta = { route: '/granitos' }`, otherwise the home page. */
function initialRoute(meta: Record<string, unknown> | undefined): string {
  const route = meta?.route;
  return typeof route === 'string' ? route : '/';
}

export const Provider: GlobalProvider = ({ children, globalState, storyMeta }) => {
  const probe = useRef<HTMLSpanElement>(null);
  const [storyDocument, setStoryDocument] = useState<Document | null>(null);

  // Find the story's document before rendering it, so the story mounts once, in the right place.
  useLayoutEffect(() => {
    if (!storyDocument && probe.current) setStoryDocument(probe.current.ownerDocument);
  }, [storyDocument]);

  useLayoutEffect(() => {
    if (storyDocument) storyDocument.documentElement.setAttribute('lang', STORY_LANG);
  }, [storyDocument]);

  if (!storyDocument) return <span ref={probe} hidden />;

  return (
    <CacheProvider value={cacheFor(storyDocument)}>
      <AppThemeProvider>
        {/* Keyed by story so a link clicked in one story does not leak its location into the next. */}
        <MemoryRouter key={globalState.story} initialEntries={[initialRoute(storyMeta)]}>
          {children}
        </MemoryRouter>
      </AppThemeProvider>
    </CacheProvider>
  );
};
