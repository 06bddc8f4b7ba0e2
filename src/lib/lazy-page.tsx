import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  preload: () => Promise<PageModule>;
  Page: ComponentType;
}

/**
 * Route-level code splitting that survives prerendering: the server and the client both
 * `preload()` the matched route before rendering, so hydration finds the real page
 * (never a Suspense fallback); routes visited later load on demand through React.lazy.
 */
export function lazyPage(loader: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const preload = () => {
    pending ??= loader().then((mod) => (loaded = mod));
    return pending;
  };
  const LazyComponent = lazy(preload);
  function Page() {
    const Loaded = loaded?.default;
    return Loaded ? <Loaded /> : <LazyComponent />;
  }
  return { preload, Page };
}
