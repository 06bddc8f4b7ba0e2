// The app itself: hydrates the prerendered page. A build entry of its own, loaded by entry-client.tsx
// after the first paint, once the framework's chunk (React, the router, Emotion) has been evaluated.
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { createEmotionCache } from './emotion-cache';
import { flushOutboxSoon } from './lib/outbox-flush';
import { findRoute } from './routes';
import { AppThemeProvider } from './theme/app-theme-provider';

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

/**
 * Resolves in a task of its own, as src/lib/tasks.ts does: imported here, that file would become a chunk the entry
 * shares with the app, and the entry must stay one file (scripts/prerender.mjs).
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });

// Load the matched page before hydrating, so React adopts the prerendered HTML as is. Its files are already
// on their way (the entry asked for them); evaluated all at once they made a task of some 200 ms on a slow
// phone, so the prerender lists them leaves first (<meta name="lavra:page">) and each is evaluated in a task
// of its own.
const pageFiles = document.querySelector<HTMLMetaElement>('meta[name="lavra:page"]')?.content.split(/\s+/).filter(Boolean) ?? [];
for (const url of pageFiles) {
  await nextTask();
  await import(/* @vite-ignore */ url);
}
await findRoute(window.location.pathname).preload();
// As a transition, hydration is done in short slices between frames, never one long task that holds up
// a tap; the prerendered page is on screen meanwhile.
// `npm run dev` serves the template, whose root holds only a placeholder comment: rendered, not hydrated.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, tree));
else createRoot(container).render(tree);

// Requests the backend did not confirm on an earlier visit are sent again once the page is idle.
flushOutboxSoon();
