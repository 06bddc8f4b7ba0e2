// Decides, after hydration and once the browser is idle, whether anything needs the visitor's
// consent; applies a stored acceptance; and opens the banner (a separate chunk) when a tag is
// configured and no choice is stored, or when the footer asks for it. Renders nothing on the server.
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ConsentContent } from '../../../content/consent';
import { OPEN_CONSENT_EVENT, readConsent, takeUnheardConsentRequest, saveConsent, type ConsentChoice, type ConsentRecord } from '../../lib/consent';
import { browserStorage, type KeyValueStore } from '../../lib/storage';
import { activeServices, createTracking, trackingConfigFromEnv, type Tracking, type TrackingConfig } from '../../lib/tracking';
import type { ConsentBannerProps } from './consent-banner';

export interface ConsentServices {
  config: TrackingConfig;
  tracking: Tracking;
  store: KeyValueStore;
  /** Runs once the page is idle; returns a cancel function. */
  whenIdle: (run: () => void) => () => void;
  loadBanner: () => Promise<ComponentType<ConsentBannerProps>>;
  now: () => Date;
}

function whenBrowserIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
}

let browserServices: ConsentServices | undefined;

function defaultServices(): ConsentServices {
  if (!browserServices) {
    const config = trackingConfigFromEnv();
    browserServices = {
      config,
      tracking: createTracking({ config }),
      store: browserStorage,
      whenIdle: whenBrowserIdle,
      loadBanner: () => import('./consent-banner').then((module) => module.ConsentBanner),
      now: () => new Date(),
    };
  }
  return browserServices;
}

interface Props {
  content: ConsentContent;
  privacyHref: string;
  /** Tests and stories pass their own; the site uses the browser's. */
  services?: ConsentServices;
}

interface OpenState {
  Banner: ComponentType<ConsentBannerProps>;
  focus: boolean;
  record: ConsentRecord | null;
  /** Counts the visitor's requests, so each one moves focus again. */
  request: number;
}

export function ConsentManager({ content, privacyHref, services: injected }: Props) {
  const [services] = useState(() => injected ?? defaultServices());
  const [active] = useState(() => activeServices(services.config));
  const [open, setOpen] = useState<OpenState | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const requests = useRef(0);

  const show = useCallback(
    (focus: boolean) => {
      const request = focus ? ++requests.current : requests.current;
      services
        .loadBanner()
        .then((Banner) => setOpen({ Banner, focus, request, record: readConsent(services.store, active) }))
        // Without the banner chunk (offline), nothing is loaded: the safe default.
        .catch(() => undefined);
    },
    [services, active],
  );

  useEffect(() => {
    const onOpen = (event?: Event) => {
      // Heard: the requester need not keep the request for later.
      event?.preventDefault();
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      show(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, onOpen);
    // Pressed while the page was hydrating, before this listener existed: open it now.
    if (takeUnheardConsentRequest(window)) onOpen();
    const cancel = services.whenIdle(() => {
      services.tracking.init();
      const record = readConsent(services.store, active);
      if (record?.choice === 'accepted') services.tracking.apply('accepted');
      else if (!record && active.length > 0) show(false);
    });
    return () => {
      window.removeEventListener(OPEN_CONSENT_EVENT, onOpen);
      cancel();
    };
  }, [services, active, show]);

  const choose = (choice: ConsentChoice) => {
    saveConsent(services.store, choice, active, services.now());
    services.tracking.apply(choice);
    setOpen(null);
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  };

  if (!open) return null;
  const { Banner } = open;
  return <Banner key={open.request} content={content} privacyHref={privacyHref} services={active} record={open.record} autoFocus={open.focus} onChoose={choose} />;
}
