import { describe, expect, it, vi } from 'vitest';
import { createBudgetAnalytics } from '../../src/lib/analytics';
import {
  activeServices,
  createTracking,
  gtagScriptUrl,
  metaPixelScriptUrl,
  trackingConfigFromEnv,
  type LoadVitals,
  type TrackingConfig,
  type TrackingWindow,
} from '../../src/lib/tracking';

const both: TrackingConfig = { gaId: 'G-TEST123', metaPixelId: '123456' };

function setup(config: TrackingConfig) {
  const win: TrackingWindow = {};
  const loadScript = vi.fn<(src: string) => void>();
  // The field vitals' chunk, faked: `report` stands for the library reporting a metric of the visit.
  let send: ((name: string, params: Record<string, string | number>) => void) | undefined;
  const loadVitals = vi.fn<LoadVitals>(() => Promise.resolve({ reportFieldVitals: (given) => void (send = given) }));
  const report = (name: string, params: Record<string, string | number>) => send?.(name, params);
  const tracking = createTracking({ config, win, loadScript, loadVitals });
  return { win, loadScript, loadVitals, report, tracking };
}

/** dataLayer entries as plain arrays (gtag pushes Arguments objects). */
const commands = (win: TrackingWindow) => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const consentCalls = (win: TrackingWindow) => commands(win).filter((c) => c[0] === 'consent');

const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };

describe('tracking config', () => {
  it('reads the IDs from the build environment, ignoring blanks', () => {
    expect(trackingConfigFromEnv({ VITE_GA_ID: ' G-ABC123 ', VITE_META_PIXEL_ID: '' })).toEqual({ gaId: 'G-ABC123', metaPixelId: null });
    expect(trackingConfigFromEnv({})).toEqual({ gaId: null, metaPixelId: null });
  });

  it('lists only the configured services', () => {
    expect(activeServices(both)).toEqual(['google-analytics', 'meta-pixel']);
    expect(activeServices({ gaId: null, metaPixelId: '1' })).toEqual(['meta-pixel']);
    expect(activeServices({ gaId: null, metaPixelId: null })).toEqual([]);
  });
});

describe('tracking before the visitor chooses', () => {
  it('queues Consent Mode v2 defaults, all denied, and loads nothing', () => {
    const { win, loadScript, tracking } = setup(both);
    tracking.init();
    expect(consentCalls(win)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }]]);
    expect(loadScript).not.toHaveBeenCalled();
    // The form's analytics must find nothing to call.
    expect(win.gtag).toBeUndefined();
    expect(win.fbq).toBeUndefined();
  });

  it('pushes Arguments objects, the only shape gtag.js reads from dataLayer', () => {
    const { win, tracking } = setup(both);
    tracking.init();
    expect(Object.prototype.toString.call(win.dataLayer![0])).toBe('[object Arguments]');
  });

  it('sets the defaults once however many times it starts', () => {
    const { win, tracking } = setup(both);
    tracking.init();
    tracking.init();
    expect(consentCalls(win)).toHaveLength(1);
  });

  it('leaves the form analytics silent', () => {
    const { win, tracking } = setup(both);
    tracking.init();
    createBudgetAnalytics(() => win).formStart();
    expect(commands(win).some((c) => c[0] === 'event')).toBe(false);
  });
});

describe('tracking after the choice', () => {
  it('on accept: updates consent to granted, then loads the Google tag and the Meta pixel', () => {
    const { win, loadScript, tracking } = setup(both);
    tracking.init();
    tracking.apply('accepted');
    expect(consentCalls(win)).toEqual([
      ['consent', 'default', { ...denied, wait_for_update: 500 }],
      ['consent', 'update', granted],
    ]);
    expect(commands(win)).toContainEqual(['config', 'G-TEST123']);
    expect(loadScript.mock.calls.map(([src]) => src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect(typeof win.gtag).toBe('function');
    expect(typeof win.fbq).toBe('function');
    expect(win.fbq!.queue.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['consent', 'grant'],
      ['init', '123456'],
      ['track', 'PageView'],
    ]);
  });

  it('on accept without init: still sets the denied defaults first', () => {
    const { win, tracking } = setup(both);
    tracking.apply('accepted');
    expect(consentCalls(win).map((c) => c[1])).toEqual(['default', 'update']);
  });

  it('after accepting, the form analytics reach both tags', () => {
    const { win, tracking } = setup(both);
    tracking.apply('accepted');
    createBudgetAnalytics(() => win).stepCompleted(2);
    expect(commands(win)).toContainEqual(['event', 'form_step_completed', { form_name: 'budget', step: 2 }]);
    expect(win.fbq!.queue.map((entry) => Array.from(entry as ArrayLike<unknown>))).toContainEqual([
      'trackCustom',
      'FormStepCompleted',
      { form_name: 'budget', step: 2 },
    ]);
  });

  it('on reject: loads nothing and consent stays denied', () => {
    const { win, loadScript, tracking } = setup(both);
    tracking.init();
    tracking.apply('rejected');
    expect(loadScript).not.toHaveBeenCalled();
    expect(consentCalls(win).every((c) => JSON.stringify(c).includes('granted') === false)).toBe(true);
    expect(win.gtag).toBeUndefined();
    expect(win.fbq).toBeUndefined();
  });

  it('rejecting after accepting on the same page turns both tags off and takes them from the form', () => {
    const { win, loadScript, tracking } = setup(both);
    tracking.apply('accepted');
    const pixel = win.fbq!;
    tracking.apply('rejected');
    expect(consentCalls(win).at(-1)).toEqual(['consent', 'update', denied]);
    expect(win['ga-disable-G-TEST123']).toBe(true);
    expect(Array.from(pixel.queue.at(-1) as ArrayLike<unknown>)).toEqual(['consent', 'revoke']);
    expect(win.gtag).toBeUndefined();
    expect(win.fbq).toBeUndefined();
    // Accepting again turns them back on without loading the scripts twice.
    tracking.apply('accepted');
    expect(win['ga-disable-G-TEST123']).toBe(false);
    expect(typeof win.gtag).toBe('function');
    expect(loadScript).toHaveBeenCalledTimes(2);
  });

  it('loads only the configured tag', () => {
    const { loadScript, tracking } = setup({ gaId: null, metaPixelId: '999' });
    tracking.apply('accepted');
    expect(loadScript.mock.calls).toEqual([[metaPixelScriptUrl]]);
  });

  it('escapes the measurement ID in the script URL', () => {
    expect(gtagScriptUrl('G-1&x=<y>')).toBe('https://www.googletagmanager.com/gtag/js?id=G-1%26x%3D%3Cy%3E');
  });
});

describe('tracking with no IDs configured', () => {
  it('never loads or defines anything, whatever the visitor chooses', () => {
    const { win, loadScript, loadVitals, tracking } = setup({ gaId: null, metaPixelId: null });
    tracking.init();
    tracking.apply('accepted');
    tracking.apply('rejected');
    tracking.apply('accepted');
    expect(loadScript).not.toHaveBeenCalled();
    expect(loadVitals).not.toHaveBeenCalled();
    expect(win).toEqual({});
  });
});

describe('field vitals', () => {
  const events = (win: TrackingWindow) => commands(win).filter((c) => c[0] === 'event');

  it('are loaded only after the visitor accepts, once, and only with a GA ID', async () => {
    const { loadVitals, tracking } = setup(both);
    tracking.init();
    tracking.apply('rejected');
    expect(loadVitals).not.toHaveBeenCalled();
    tracking.apply('accepted');
    tracking.apply('rejected');
    tracking.apply('accepted');
    expect(loadVitals).toHaveBeenCalledTimes(1);
    const pixelOnly = setup({ gaId: null, metaPixelId: '123456' });
    pixelOnly.tracking.apply('accepted');
    expect(pixelOnly.loadVitals).not.toHaveBeenCalled();
  });

  it('reach Google Analytics as events while consent lasts, and stop when it is withdrawn', async () => {
    const { win, report, loadVitals, tracking } = setup(both);
    tracking.apply('accepted');
    await loadVitals.mock.results[0]!.value;
    report('LCP', { value: 1234, metric_id: 'v5-1', metric_rating: 'good' });
    expect(events(win)).toEqual([['event', 'LCP', { value: 1234, metric_id: 'v5-1', metric_rating: 'good' }]]);
    tracking.apply('rejected');
    report('CLS', { value: 12, metric_id: 'v5-2', metric_rating: 'good' });
    expect(events(win)).toHaveLength(1);
  });

  it('never break the page when their chunk cannot be loaded', async () => {
    const win: TrackingWindow = {};
    const loadVitals = vi.fn<LoadVitals>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    createTracking({ config: both, win, loadScript: vi.fn(), loadVitals }).apply('accepted');
    await expect(loadVitals.mock.results[0]!.value).rejects.toThrow(TypeError);
    expect(typeof win.gtag).toBe('function');
  });
});
