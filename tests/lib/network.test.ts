// Code is never asked for while the browser knows it is offline: a chunk that failed once stays
// failed for the page's life in Chromium.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { recordingHandler, type RecordedLeadRequest } from '../../mocks/supabase';
import { buildLeadRow } from '../../src/lib/lead-row';
import { siteUnreachable } from '../../mocks/site';
import { failedModuleUrl, knownOffline, loadWhenReachable, siteAnswers, SiteUnreachableError, whenOnline } from '../../src/lib/network';
import { defaultWizardDeps, OFFLINE_RESULT } from '../../src/sections/budget-wizard/wizard-deps';
import { validValues } from './budget-fixtures';

const leadsLoaded = vi.fn();
vi.mock('../../src/lib/leads', async (importOriginal) => {
  leadsLoaded();
  return importOriginal();
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const row = buildLeadRow(validValues, { id: '7a1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', userAgent: 'UA' });

describe('the browser’s own word on its connection', () => {
  it('trusts only an explicit offline', () => {
    expect(knownOffline()).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(knownOffline()).toBe(true);
  });

  it('runs at once while online', () => {
    const run = vi.fn();
    whenOnline(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('offline, waits for an "online" that is true, once', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const run = vi.fn();
    whenOnline(run);
    expect(run).not.toHaveBeenCalled();
    // Chromium may announce 'online' while still offline: not believed.
    window.dispatchEvent(new Event('online'));
    expect(run).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('asking for code only while the site answers', () => {
  it('says whether the site’s server answers now', async () => {
    await expect(siteAnswers()).resolves.toBe(true);
    server.use(siteUnreachable);
    await expect(siteAnswers()).resolves.toBe(false);
  });

  it('does not ask for the chunk while the site cannot answer, and loads it once it can', async () => {
    const load = vi.fn(async () => ({ ready: true }));
    const loader = loadWhenReachable(load);
    server.use(siteUnreachable);
    await expect(loader()).rejects.toBeInstanceOf(SiteUnreachableError);
    expect(load).not.toHaveBeenCalled();

    server.resetHandlers();
    await expect(loader()).resolves.toEqual({ ready: true });
    // Loaded once: no further check, the same module.
    server.use(siteUnreachable);
    await expect(loader()).resolves.toEqual({ ready: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a load that failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('ok');
    const loader = loadWhenReachable(load);
    await expect(loader()).rejects.toThrow('Failed to fetch');
    await expect(loader()).resolves.toBe('ok');
  });
});

describe('a chunk whose download broke off', () => {
  const chunk = () => `${window.location.origin}/assets/leads-AbC123.js`;
  // The messages of a failed import(), as each browser words them.
  const chromium = () => new TypeError(`Failed to fetch dynamically imported module: ${chunk()}`);
  const firefox = () => new TypeError(`error loading dynamically imported module: ${chunk()}?retry=1`);
  const safari = () => new TypeError('Importing a module script failed.');

  it('is named when the browser names one of the site’s own scripts', () => {
    expect(failedModuleUrl(chromium())).toBe(chunk());
    expect(failedModuleUrl(firefox())).toBe(chunk());
    expect(failedModuleUrl(safari())).toBeNull();
    expect(failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: https://cdn.example.com/assets/x.js'))).toBeNull();
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${window.location.origin}/`))).toBeNull();
    expect(failedModuleUrl('not an error')).toBeNull();
  });

  it('is asked for again under a new URL, which the browser fetches afresh, until it loads', async () => {
    const load = vi.fn().mockRejectedValue(chromium());
    const fresh = vi.fn<(url: string) => Promise<unknown>>().mockRejectedValueOnce(chromium()).mockResolvedValue({ submitLead: 'live' });
    const loader = loadWhenReachable(load, fresh);
    await expect(loader()).rejects.toThrow('Failed to fetch');
    await expect(loader()).rejects.toThrow('Failed to fetch');
    await expect(loader()).resolves.toEqual({ submitLead: 'live' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(fresh.mock.calls.map(([url]) => url)).toEqual([`${chunk()}?retry=1`, `${chunk()}?retry=2`]);
    // Loaded: the same module from now on, nothing asked for.
    await expect(loader()).resolves.toEqual({ submitLead: 'live' });
    expect(fresh).toHaveBeenCalledTimes(2);
  });

  it('is asked for once when the submit and the outbox ask at the same moment', async () => {
    const load = vi.fn().mockRejectedValue(chromium());
    const fresh = vi.fn<(url: string) => Promise<unknown>>().mockResolvedValue({ submitLead: 'live' });
    const loader = loadWhenReachable(load, fresh);
    await expect(loader()).rejects.toThrow('Failed to fetch');
    const [a, b] = await Promise.all([loader(), loader()]);
    expect(a).toBe(b);
    expect(fresh.mock.calls.map(([url]) => url)).toEqual([`${chunk()}?retry=1`]);
  });

  it('where the browser names no file, is asked for the usual way', async () => {
    const load = vi.fn().mockRejectedValueOnce(safari()).mockResolvedValue('ok');
    const fresh = vi.fn();
    const loader = loadWhenReachable(load, fresh);
    await expect(loader()).rejects.toThrow('Importing a module script failed.');
    await expect(loader()).resolves.toBe('ok');
    expect(fresh).not.toHaveBeenCalled();
  });

  it('is not asked for while the site cannot answer', async () => {
    const load = vi.fn().mockRejectedValue(chromium());
    const fresh = vi.fn().mockResolvedValue('ok');
    const loader = loadWhenReachable(load, fresh);
    await expect(loader()).rejects.toThrow('Failed to fetch');
    server.use(siteUnreachable);
    await expect(loader()).rejects.toBeInstanceOf(SiteUnreachableError);
    expect(fresh).not.toHaveBeenCalled();
    server.resetHandlers();
    await expect(loader()).resolves.toBe('ok');
    expect(fresh).toHaveBeenCalledWith(`${chunk()}?retry=1`);
  });
});

describe('the wizard’s sending while offline', () => {
  it('answers "no connection" without loading the Supabase code, and sends once online', async () => {
    const log: RecordedLeadRequest[] = [];
    server.use(recordingHandler(log));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(defaultWizardDeps.sendLead(row)).resolves.toEqual(OFFLINE_RESULT);
    // Offline, preparing decides at once to wait for the browser's 'online' event, which proves it asked for no
    // code now (whenOnline either runs its callback or listens, never both).
    const listen = vi.spyOn(window, 'addEventListener');
    defaultWizardDeps.prepareSend();
    expect(listen.mock.calls.filter(([type]) => type === 'online')).toHaveLength(1);
    listen.mockRestore();
    expect(leadsLoaded).not.toHaveBeenCalled();
    expect(log).toEqual([]);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(leadsLoaded).toHaveBeenCalledTimes(1));
    const result = await defaultWizardDeps.sendLead(row);
    expect(result.status).toBe(201);
    expect(log.map((r) => (r.body as { id: string }).id)).toEqual([row.id]);
  });
});
