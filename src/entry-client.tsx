// The page is prerendered: its first screen needs no JavaScript, and the controls a visitor can reach
// first (the header's menu, the FAQ) are native elements that answer without it. This entry is tiny on
// purpose and starts the app once that screen is painted (its text and, where it has one, its hero
// image), so no script evaluation stands between the HTML and that paint. Its file imports nothing, so it
// is the only script file fetched before that paint. The prerender lists the route's few script files in
// <meta name="lavra:modules">, fetched in parallel right after that paint, and names the app's entry
// (src/hydrate-app.tsx) in <meta name="lavra:app">. <html data-hydrated> marks the end of hydration. The
// page draws its first screen with small faces inside it; the site's full faces (named in
// <meta name="lavra:fonts">) are loaded here, after that screen, and added under the same families once all
// have arrived (<html data-fonts="loaded">).

const APP_META = 'meta[name="lavra:app"]';
const MODULES_META = 'meta[name="lavra:modules"]';
const FONTS_META = 'meta[name="lavra:fonts"]';
/** The first screen's image, preloaded by the prerender on pages that have one (src/seo/first-view.ts). */
const HERO_PRELOAD = 'link[rel="preload"][as="image"]';
/** `npm run dev` has no prerender: the app's source module, served by Vite. */
const DEV_APP = '/src/hydrate-app.tsx';
/** Never wait longer than this for a paint that the browser does not report. */
const PAINT_WAIT_LIMIT_MS = 3000;

/** The URLs the first screen's image preload may fetch (one of its candidates, or its href). */
function heroImageUrls(): string[] {
  const preload = document.querySelector<HTMLLinkElement>(HERO_PRELOAD);
  if (!preload) return [];
  const candidates = (preload.getAttribute('imagesrcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  return [...candidates, preload.getAttribute('href') ?? ''].filter(Boolean).map((url) => new URL(url, document.baseURI).href);
}

/**
 * Resolves once the first screen is painted: the first contentful paint and, on a page that preloads a
 * hero image, that image's arrival (then one more frame to draw it).
 */
function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    const observers: PerformanceObserver[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      for (const observer of observers) observer.disconnect();
      resolve();
    };
    // A tab opened in the background paints nothing until it is shown: nothing to compete with there.
    if (document.visibilityState === 'hidden') return finish();
    window.setTimeout(finish, PAINT_WAIT_LIMIT_MS);
    const supported = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
    if (!supported.includes('paint')) {
      // No paint timing: the frame after the next one has been painted.
      window.requestAnimationFrame(() => window.setTimeout(finish, 0));
      return;
    }
    const hero = supported.includes('resource') ? heroImageUrls() : [];
    let contentPainted = false;
    let imageArrived = hero.length === 0;
    const check = () => contentPainted && imageArrived && window.requestAnimationFrame(() => window.setTimeout(finish, 0));
    const watch = (type: string, seen: (entries: PerformanceEntryList) => boolean) => {
      const observer = new PerformanceObserver((list) => seen(list.getEntries()) && check());
      observers.push(observer);
      observer.observe({ type, buffered: true });
    };
    watch('paint', (entries) => (contentPainted ||= entries.some((entry) => entry.name === 'first-contentful-paint')));
    if (!imageArrived) watch('resource', (entries) => (imageArrived ||= entries.some((entry) => hero.includes(entry.name))));
  });
}

interface FullFace {
  family: string;
  style: string;
  weight: string;
  url: string;
}

/** Never hold the app back longer than this for fonts that do not arrive: it replays early presses anyway. */
const FONTS_WAIT_LIMIT_MS = 3000;

/**
 * Loads the site's full faces and adds them all in one go, when every one has arrived: they draw the first
 * screen exactly as the small faces inside the page did (the same cut of the same fonts), so nothing there
 * moves, and the rest of the page gets its characters in one layout. A face that fails leaves the page with
 * the faces inside it and the metric-matched fallbacks.
 */
async function loadFullFonts(): Promise<void> {
  const meta = document.querySelector<HTMLMetaElement>(FONTS_META);
  if (!meta || typeof FontFace === 'undefined') return;
  let faces: FullFace[];
  try {
    faces = JSON.parse(meta.content) as FullFace[];
  } catch {
    return;
  }
  try {
    const loaded = await Promise.all(
      faces.map((face) => new FontFace(face.family, `url(${face.url}) format('woff2')`, { style: face.style, weight: face.weight, display: 'swap' }).load()),
    );
    for (const face of loaded) document.fonts.add(face);
    document.documentElement.setAttribute('data-fonts', 'loaded');
  } catch {
    document.documentElement.setAttribute('data-fonts', 'failed');
  }
}

/** Resolves when `promise` settles or after `ms`, whichever comes first. */
const atMost = (promise: Promise<void>, ms: number) =>
  new Promise<void>((resolve) => {
    window.setTimeout(resolve, ms);
    void promise.then(resolve, resolve);
  });


/** The route's few script files, each after the files it imports, the app's entry last (scripts/prerender.mjs). */
const routeModules = () => (document.querySelector<HTMLMetaElement>(MODULES_META)?.content ?? '').split(/\s+/).filter(Boolean);

/** Starts fetching the route's few script files; they download in parallel (vite.config.ts groups them). */
function preloadModules(): void {
  for (const href of routeModules()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** Resolves in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/** The keys that move between the tabs of a tab list or the radios of a radio group (a stone picker, the finishes). */
const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
/** A part whose code is still to come (src/lib/near-parts.ts marks it, loads it when told `lavra:part-wanted`, and says `lavra:part-ready` once it is here). */
const WAITING_PART = '[data-part-waiting]';
const PART_WANTED = 'lavra:part-wanted';
const PART_READY = 'lavra:part-ready';

/**
 * The site's one press replay. React hears nothing before the app's code has run, and drops a press on a part
 * whose code is still to come (it cannot hydrate it to handle the press); otherwise a press on a part not hydrated
 * yet makes it hydrate that part first and handle the press (selective hydration). So a button pressed before
 * the app is here, or in a part waiting for its code, is held (React never sees it) and pressed again once the
 * app, or that part's code, is here: an early tap on a filter or the cookie preferences is not lost (links, the
 * menu and the FAQ are native and need no replay). Only plain buttons (never a submit, which the browser handles
 * itself), and a button's last press only: pressed twice, a toggle is as it was. The keys that move between tabs
 * or radios are held too, in order, without scrolling the page (as the live ones' do not), and replayed on the
 * element that has the focus then if it is still in the same list. Returns what lets the app's presses go,
 * replaying them or not; the parts' go as each part's code arrives.
 */
function holdEarlyPresses(): (replay: boolean) => void {
  let appHere = false;
  const presses = new Set<HTMLButtonElement>();
  const keys: { list: Element; init: KeyboardEventInit }[] = [];
  const held = (element: Element) => !appHere || element.closest(WAITING_PART) !== null;
  /** A press held in a part waiting for its code asks for that code, wherever the page has scrolled since. */
  const want = (element: Element) => appHere && element.dispatchEvent(new Event(PART_WANTED, { bubbles: true }));
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type !== 'button' || !held(button)) return;
    event.stopPropagation();
    presses.delete(button);
    presses.add(button);
    want(button);
  };
  const onKey = (event: KeyboardEvent) => {
    const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
    const item = event.target instanceof Element && TAB_KEYS.has(key) && !(altKey || ctrlKey || metaKey || shiftKey) ? event.target.closest('[role="tab"], [role="radio"]') : null;
    const list = item?.closest('[role="tablist"], [role="radiogroup"]');
    if (!list || !held(list)) return;
    event.preventDefault();
    event.stopPropagation();
    keys.push({ list, init: { key, code, bubbles: true, cancelable: true } });
    want(list);
  };
  const stop = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener(PART_READY, replay);
  };
  /** Presses again what was held outside the parts still waiting; stops holding once none waits. */
  function replay() {
    // Each key in a task of its own, as typed: React applies one key's change before the next key reads it.
    let typed = Promise.resolve();
    for (const entry of [...keys]) {
      if (held(entry.list)) {
        want(entry.list);
        continue;
      }
      keys.splice(keys.indexOf(entry), 1);
      typed = typed.then(() => {
        const focused = document.activeElement;
        if (focused && entry.list.contains(focused)) focused.dispatchEvent(new KeyboardEvent('keydown', entry.init));
        return nextTask();
      });
    }
    for (const button of [...presses]) {
      if (held(button)) {
        want(button);
        continue;
      }
      presses.delete(button);
      if (button.isConnected && !button.disabled) button.click();
    }
    if (!document.querySelector(WAITING_PART)) stop();
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKey, true);
  document.addEventListener(PART_READY, replay);
  return (replayPresses) => {
    appHere = true;
    if (replayPresses) replay();
    else stop();
  };
}

/**
 * The app's code did not arrive (a failed request, a dropped connection): the budget form says so
 * (<html data-app-failed> shows its notice) and its "Tentar novamente" keeps what was typed as the
 * form's draft (the format of src/lib/budget-draft.ts) before loading the page again.
 */
function showAppFailed(): void {
  document.documentElement.setAttribute('data-app-failed', '');
  document.addEventListener('click', (event) => {
    const retry = event.target instanceof Element ? event.target.closest('[data-budget-retry]') : null;
    if (!retry) return;
    const form = retry.closest('form');
    if (form) {
      const data = new FormData(form);
      const values: Record<string, string> = {};
      for (const field of ['name', 'email', 'phone', 'role']) {
        const value = data.get(field);
        if (typeof value === 'string' && value.trim()) values[field] = value;
      }
      try {
        if (Object.keys(values).length) localStorage.setItem('lavra:budget-draft', JSON.stringify({ version: 1, step: 1, values, savedAt: new Date().toISOString() }));
      } catch {
        // Storage refused (private mode, quota): the page still reloads.
      }
    }
    window.location.reload();
  });
}

async function start() {
  const releasePresses = holdEarlyPresses();
  await afterFirstScreen();
  const fonts = loadFullFonts();
  preloadModules();
  // What the app draws later (the cookie notice, a menu) finds the full faces there and never swaps.
  await atMost(fonts, FONTS_WAIT_LIMIT_MS);
  const app = document.querySelector<HTMLMetaElement>(APP_META)?.content || DEV_APP;
  try {
    // A URL, not a path the bundler follows: the app is a build entry of its own (vite.config.ts). It settles
    // once React has started hydrating the page.
    // Evaluated one file a task, leaves first: the framework, the app and the page's code each run in a task
    // of their own, never all in one long task that a tap would wait behind.
    for (const href of routeModules()) {
      if (href === app) break;
      await import(/* @vite-ignore */ href);
      await nextTask();
    }
    await import(/* @vite-ignore */ app);
  } catch (error) {
    console.error('Não foi possível carregar o código da página.', error);
    releasePresses(false);
    showAppFailed();
    return;
  }
  releasePresses(true);
}

void start();
