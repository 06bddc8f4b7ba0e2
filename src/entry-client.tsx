// The page is prerendered: its first paint needs no JavaScript. This entry is tiny on purpose and
// loads the app (entry-hydrate.tsx) once the first contentful paint is on screen, so the page's own
// image and fonts have the connection to themselves first and no script stands between the HTML and
// that paint. The prerender lists the route's modules in <meta name="lavra:modules">; they are fetched
// in parallel with the app, not one after the other. <html data-hydrated> marks the end of hydration.

const MODULES_META = 'meta[name="lavra:modules"]';
/** Never wait longer than this for a paint that the browser does not report. */
const PAINT_WAIT_LIMIT_MS = 3000;

function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      resolve();
    };
    // A tab opened in the background paints nothing until it is shown: nothing to compete with there.
    if (document.visibilityState === 'hidden') return finish();
    const canObserve = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (canObserve) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      // No paint timing: the frame after the next one has been painted.
      window.requestAnimationFrame(() => window.setTimeout(finish, 0));
    }
    window.setTimeout(finish, PAINT_WAIT_LIMIT_MS);
  });
}

function preloadModules(): void {
  const listed = document.querySelector<HTMLMetaElement>(MODULES_META)?.content ?? '';
  for (const href of listed.split(/\s+/).filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * A button pressed before the app is there (links need no script) is pressed again once the page is
 * hydrated, so an early tap on the menu, a question or the cookie preferences is not lost. Only the last
 * one counts, and only plain buttons (never a submit, which the browser handles itself).
 */
function rememberEarlyPress(): () => void {
  let pressed: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type === 'button') pressed = button;
  };
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    const replay = pressed;
    if (!replay) return;
    const hydrated = () => document.documentElement.hasAttribute('data-hydrated');
    const press = () => replay.isConnected && !replay.disabled && replay.click();
    if (hydrated()) return void press();
    const watch = new MutationObserver(() => {
      if (!hydrated()) return;
      watch.disconnect();
      press();
    });
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  };
}

async function start() {
  const replayEarlyPress = rememberEarlyPress();
  await afterFirstContentfulPaint();
  preloadModules();
  // React first, then the app: two shorter tasks of script evaluation instead of one long one.
  await import('react-dom/client');
  await import('./entry-hydrate');
  // From here React holds the page and replays presses itself.
  replayEarlyPress();
}

void start();
