import { lazy, type ComponentType } from 'react';

type PageModule = {
  default: ComponentType;
  /** What the page needs before it appears when rendered in the browser (its deferred sections). */
  prepare?: () => Promise<unknown>;
};

export interface LazyPage {
  preload: () => Promise<PageModule>;
  Page: ComponentType;
}

let firstRenderDone = false;
/** Called once the page the visitor arrived on is hydrated: every later page render is a visit within the app. */
export function markFirstRenderDone(): void {
  firstRenderDone = true;
}

/** False while the page the visitor arrived on is prerendered or hydrating; true for every later render. */
export function isFirstRenderDone(): boolean {
  return firstRenderDone;
}

/**
 * Code splitting that survives prerendering, for a route or a part of a page (the home page's sections): the
 * server and the client both `preload()` the matched route before rendering, so hydration finds the real page
 * (never a Suspense fallback); routes visited later load on demand through React.lazy, together with whatever
 * the page's `prepare()` fetches, so they appear whole. A part whose code is not here yet when React hydrates
 * it suspends inside its own boundary: its prerendered HTML stays, and React hydrates it once the code arrives.
 */
export function lazyPage(loader: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let ready = false;
  let fetching: Promise<PageModule> | undefined;
  const fetchModule = () => (fetching ??= loader());
  /** Before the first render (prerender, hydration): the module alone; the prerendered HTML holds the rest. */
  const preload = () =>
    fetchModule().then((mod) => {
      loaded = mod;
      if (!mod.prepare) ready = true;
      return mod;
    });
  const LazyComponent = lazy(() =>
    fetchModule().then(async (mod) => {
      await mod.prepare?.();
      loaded = mod;
      ready = true;
      return mod;
    }),
  );
  function Page() {
    const Loaded = loaded?.default;
    return Loaded && (ready || !firstRenderDone) ? <Loaded /> : <LazyComponent />;
  }
  return { preload, Page };
}
