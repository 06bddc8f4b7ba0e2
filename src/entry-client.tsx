import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { createEmotionCache } from './emotion-cache';
import { findRoute } from './routes';
import { AppThemeProvider } from './theme/app-theme-provider';

const cache = createEmotionCache();
const container = document.getElementById('root')!;
const tree = (
  <StrictMode>
    <CacheProvider value={cache}>
      <AppThemeProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppThemeProvider>
    </CacheProvider>
  </StrictMode>
);

// Load the matched page before hydrating, so React adopts the prerendered HTML as is.
await findRoute(window.location.pathname).preload();
if (container.hasChildNodes()) hydrateRoot(container, tree);
else createRoot(container).render(tree);
