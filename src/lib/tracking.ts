// Loads the Google tag and the Meta pixel, and only after the visitor accepts (LGPD). Before that,
// Google Consent Mode v2 defaults are queued as denied, no third-party script is requested and
// window.gtag / window.fbq do not exist, so the form's analytics calls are no-ops.
import type { TrackingServiceId } from '../../content/consent';
import type { ConsentChoice } from './consent';

export interface TrackingConfig {
  gaId: string | null;
  metaPixelId: string | null;
}

interface TrackingEnv {
  VITE_GA_ID?: string;
  VITE_META_PIXEL_ID?: string;
}

const clean = (value: string | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** IDs come from the build's environment; tests and stories pass their own. */
export function trackingConfigFromEnv(env: TrackingEnv = import.meta.env): TrackingConfig {
  return { gaId: clean(env.VITE_GA_ID), metaPixelId: clean(env.VITE_META_PIXEL_ID) };
}

export function activeServices(config: TrackingConfig): TrackingServiceId[] {
  return [...(config.gaId ? (['google-analytics'] as const) : []), ...(config.metaPixelId ? (['meta-pixel'] as const) : [])];
}

export const gtagScriptUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
export const metaPixelScriptUrl = 'https://connect.facebook.net/en_US/fbevents.js';

type Gtag = (...args: unknown[]) => void;
interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

/** The globals the tags read and write. */
export interface TrackingWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  fbq?: Fbq;
  _fbq?: Fbq;
  [disableFlag: `ga-disable-${string}`]: boolean | undefined;
}

export interface Tracking {
  /** Queues the Consent Mode defaults (all denied) before any tag exists. Safe to call twice. */
  init(): void;
  /** Applies the visitor's choice: accept loads the tags; reject keeps (or puts) everything denied. */
  apply(choice: ConsentChoice): void;
}

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } as const;
const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' } as const;

/** Adds an async external script to the document's head. */
export function appendScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

/** The field vitals' reporter (src/lib/field-vitals.ts), a chunk of its own. */
export type LoadVitals = () => Promise<{ reportFieldVitals: (send: (name: string, params: Record<string, string | number>) => void) => void }>;

interface TrackingDeps {
  config: TrackingConfig;
  win?: TrackingWindow;
  loadScript?: (src: string) => void;
  loadVitals?: LoadVitals;
}

export function createTracking({ config, win = globalThis, loadScript = (src) => appendScript(document, src), loadVitals = () => import('./field-vitals') }: TrackingDeps): Tracking {
  let gtag: Gtag | undefined;
  let googleLoaded = false;
  let fbq: Fbq | undefined;

  function init() {
    if (!config.gaId || gtag) return;
    // gtag.js only reads Arguments objects from dataLayer, hence the classic function and `arguments`.
    const layer = (win.dataLayer ??= []);
    gtag = function gtagQueue() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js reads only Arguments objects, not arrays
      layer.push(arguments);
    };
    gtag('consent', 'default', { ...DENIED, wait_for_update: 500 });
  }

  function loadGoogle(id: string, queue: Gtag) {
    queue('consent', 'update', GRANTED);
    if (win[`ga-disable-${id}`]) win[`ga-disable-${id}`] = false;
    win.gtag = queue;
    if (googleLoaded) return;
    googleLoaded = true;
    queue('js', new Date());
    queue('config', id);
    loadScript(gtagScriptUrl(id));
    // The visit's Core Web Vitals as GA4 events, sent through the tag while consent lasts (a revoked choice
    // takes window.gtag away, and the reports with it). Without the chunk (offline), nothing is measured.
    loadVitals()
      .then(({ reportFieldVitals }) => reportFieldVitals((name, params) => win.gtag?.('event', name, params)))
      .catch(() => undefined);
  }

  // The pixel's own bootstrap, minus the inline <script>: a queue that fbevents.js drains on load.
  function loadMeta(id: string) {
    if (fbq) {
      fbq('consent', 'grant');
      win.fbq = fbq;
      return;
    }
    const stub = function fbqQueue() {
      // eslint-disable-next-line prefer-rest-params -- the pixel's own bootstrap, which fbevents.js expects as it is
      if (stub.callMethod) stub.callMethod(...arguments);
      // eslint-disable-next-line prefer-rest-params -- the pixel's own bootstrap, which fbevents.js expects as it is
      else stub.queue.push(arguments);
    } as Fbq;
    stub.queue = [];
    stub.push = stub;
    stub.loaded = true;
    stub.version = '2.0';
    fbq = stub;
    win.fbq = stub;
    win._fbq ??= stub;
    stub('consent', 'grant');
    stub('init', id);
    stub('track', 'PageView');
    loadScript(metaPixelScriptUrl);
  }

  // A visitor who accepted and then rejects on the same page: the tags stay in memory until the next
  // load, so both are told to stop and the form loses its handles on them.
  function revoke() {
    if (gtag && googleLoaded && config.gaId) {
      gtag('consent', 'update', DENIED);
      win[`ga-disable-${config.gaId}`] = true;
      delete win.gtag;
    }
    if (fbq) {
      fbq('consent', 'revoke');
      delete win.fbq;
    }
  }

  return {
    init,
    apply(choice) {
      init();
      if (choice === 'rejected') {
        revoke();
        return;
      }
      if (config.gaId && gtag) loadGoogle(config.gaId, gtag);
      if (config.metaPixelId) loadMeta(config.metaPixelId);
    },
  };
}
