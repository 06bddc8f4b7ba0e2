// Page-load flush through the real supabase-js against MSW: a request left behind is delivered.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { recordingHandler, supabaseScenarios, type RecordedLeadRequest } from '../../mocks/supabase';
import { buildLeadRow } from '../../src/lib/lead-row';
import { createOutbox } from '../../src/lib/outbox';
import { flushOutboxNow, flushOutboxSoon } from '../../src/lib/outbox-flush';
import { OUTBOX_KEY } from '../../src/lib/outbox-keys';
import { browserStorage } from '../../src/lib/storage';
import type { Timers } from '../../src/lib/timers';
import { validValues } from './budget-fixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const row = buildLeadRow(validValues, { id: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', userAgent: 'UA' });
const park = () => createOutbox({ storage: browserStorage, send: async () => ({ status: 0, error: { message: 'offline' } }) }).enqueue(row);

describe('flushing the outbox', () => {
  it('does nothing (and loads nothing) when the outbox is empty', async () => {
    const log: RecordedLeadRequest[] = [];
    server.use(recordingHandler(log));
    await flushOutboxNow();
    expect(log).toEqual([]);
  });

  it('re-sends a waiting request and empties the outbox once confirmed', async () => {
    park();
    const log: RecordedLeadRequest[] = [];
    server.use(recordingHandler(log));
    await flushOutboxNow();
    expect(log.map((r) => (r.body as { id: string }).id)).toEqual([row.id]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('keeps it while the backend is down and plans an in-page retry', async () => {
    park();
    server.use(...supabaseScenarios.unavailable);
    const planned: number[] = [];
    const timers: Timers = { setTimeout: (_fn, ms) => planned.push(ms), clearTimeout: () => undefined };
    await flushOutboxNow({ timers });
    expect(localStorage.getItem(OUTBOX_KEY)).toContain(row.id);
    expect(planned).toEqual([15_000]);
  });

  it('flushes again when the browser comes back online', async () => {
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => cb());
    flushOutboxSoon();
    park();
    const log: RecordedLeadRequest[] = [];
    server.use(recordingHandler(log));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(log).toHaveLength(1));
    await vi.waitFor(() => expect(localStorage.getItem(OUTBOX_KEY)).toBeNull());
    vi.unstubAllGlobals();
  });

  it('waits while the browser says it is offline, ignores an early "online", and sends once it really is', async () => {
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => cb());
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    park();
    const log: RecordedLeadRequest[] = [];
    server.use(recordingHandler(log));
    const planned: number[] = [];
    const timers: Timers = { setTimeout: (_fn, ms) => planned.push(ms), clearTimeout: () => undefined };
    await flushOutboxNow({ timers });
    flushOutboxSoon();
    // The 'online' listener runs within dispatchEvent and decides there, on the browser's word, before it could
    // load anything: the read of navigator.onLine during the dispatch is the event that proves it looked and stopped.
    const reads = onLine.mock.calls.length;
    window.dispatchEvent(new Event('online'));
    expect(onLine.mock.calls.length).toBeGreaterThan(reads);
    expect(log).toEqual([]);
    expect(planned).toEqual([]);
    expect(localStorage.getItem(OUTBOX_KEY)).toContain(row.id);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(log).toHaveLength(1));
    await vi.waitFor(() => expect(localStorage.getItem(OUTBOX_KEY)).toBeNull());
    onLine.mockRestore();
    vi.unstubAllGlobals();
  });

});
