// The page-load flush in a page that has not loaded the replay code yet: while the site's server
// does not answer, the code is not asked for (a chunk that failed once stays failed in Chromium).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { siteUnreachable } from '../../mocks/site';
import { recordingHandler, type RecordedLeadRequest } from '../../mocks/supabase';
import { buildLeadRow } from '../../src/lib/lead-row';
import { createOutbox } from '../../src/lib/outbox';
import { flushOutboxNow } from '../../src/lib/outbox-flush';
import { OUTBOX_KEY } from '../../src/lib/outbox-keys';
import { browserStorage } from '../../src/lib/storage';
import type { Timers } from '../../src/lib/timers';
import { validValues } from './budget-fixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const row = buildLeadRow(validValues, { id: '6d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', userAgent: 'UA' });
const park = () => createOutbox({ storage: browserStorage, send: async () => ({ status: 0, error: { message: 'offline' } }) }).enqueue(row);

describe('flushing the outbox while the site does not answer', () => {
  it('while the site does not answer (the browser says online), asks for no code, keeps the request and plans a retry', async () => {
    park();
    const log: RecordedLeadRequest[] = [];
    server.use(siteUnreachable, recordingHandler(log));
    const planned: number[] = [];
    const timers: Timers = { setTimeout: (_fn, ms) => planned.push(ms), clearTimeout: () => undefined };
    await flushOutboxNow({ timers });
    expect(log).toEqual([]);
    expect(planned).toEqual([15_000]);
    expect(localStorage.getItem(OUTBOX_KEY)).toContain(row.id);

    server.resetHandlers();
    server.use(recordingHandler(log));
    await flushOutboxNow({ timers });
    expect(log.map((r) => (r.body as { id: string }).id)).toEqual([row.id]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });
});
