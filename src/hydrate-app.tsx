// The app itself: hydrates the prerendered page. A build entry of its own, loaded by entry-client.tsx
// after the first paint.
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { createEmotionCache } from './emotion-cache';
import { flushOutboxSoon } from './lib/outbox-flush';
import { findRoute } from './routes';
import { takeVisitToken } from './lib/visit-token';
import { takeWarrantyKey } from './lib/warranty-key';
import { AppThemeProvider } from './theme/app-theme-provider';

// The visit link's key leaves the address before anything reads it (the router, the consent's tags).
takeVisitToken();
takeWarrantyKey();

const cache = createEmotionCache();
const container = document.getElementById('root')!;
const tree = (
  <StrictMode>
    <CacheProvider value={cache}>
      {/* The prerendered page carries its font faces and global rules; `npm run dev` has no prerender. */}
      <AppThemeProvider globalsInlined={!import.meta.env.DEV}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppThemeProvider>
    </CacheProvider>
  </StrictMode>
);

// `npm run dev` with VITE_MSW=1 answers Supabase calls from the shared MSW handlers; never in a build.
if (import.meta.env.DEV && import.meta.env.VITE_MSW === '1') {
  await (await import('../mocks/browser')).startMockWorker();
}

// Load the matched page before hydrating, so React adopts the prerendered HTML as is (its files are already on
// their way: the entry asked for them). The parts whose code comes apart (the home page's sections) are asked for
// as the visitor nears each; each is a Suspense boundary that React hydrates once its code is here.
const page = await findRoute(window.location.pathname).preload();
// Not awaited: the sections' code comes as the visitor nears each (a section whose code fails stays the
// prerendered HTML, src/lib/near-parts.ts); the catch is for a page whose parts load at once.
page.prepare?.().catch(() => undefined);
// As a transition, hydration is done in short slices between frames, never one long task that holds up
// a tap; the prerendered page is on screen meanwhile, and a press on a part not hydrated yet makes React
// hydrate that part first (selective hydration).
// `npm run dev` serves the template, whose root holds only a placeholder comment: rendered, not hydrated.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, tree));
else createRoot(container).render(tree);

// Requests the backend did not confirm on an earlier visit are sent again once the page is idle.
flushOutboxSoon();
