import { describe, expect, it, vi } from 'vitest';
import { buildLeadRow } from '../../src/lib/lead-row';
import type { LeadSendResult } from '../../src/lib/lead-result';
import { classifyDelivery, createOutbox, isExpired, nextRetryDelay, OUTBOX_MAX_AGE_MS } from '../../src/lib/outbox';
import { LEGACY_DEAD_LETTER_KEY, OUTBOX_KEY } from '../../src/lib/outbox-keys';
import { createMemoryStorage } from '../../src/lib/storage';
import { validValues } from './budget-fixtures';

const ok: LeadSendResult = { status: 201, error: null };
const answer = (status: number, code?: string): LeadSendResult => ({ status, error: { code, message: `HTTP ${status}` } });
const row = (id = '6f1c1d3e-8b7a-4c2d-9e1f-0a1b2c3d4e5f') => buildLeadRow(validValues, { id, userAgent: 'UA' });

describe('outbox policy', () => {
  it('confirms a 2xx answer', () => {
    expect(classifyDelivery(ok)).toBe('confirmed');
    expect(classifyDelivery({ status: 204, error: null })).toBe('confirmed');
  });

  it('counts a duplicate of our own id (409 / 23505) as delivered', () => {
    expect(classifyDelivery(answer(409, '23505'))).toBe('confirmed');
    expect(classifyDelivery(answer(409))).toBe('confirmed');
    expect(classifyDelivery(answer(400, '23505'))).toBe('confirmed');
  });

  it('does not retry 429: too many requests from one contact is an answer, not an outage', () => {
    expect(classifyDelivery(answer(429, 'LAVRA429'))).toBe('limited');
  });

  it.each([0, 408, 425, 500, 502, 503, 504])('retries status %i', (status) => {
    expect(classifyDelivery(answer(status))).toBe('retry');
  });

  it.each([
    [400, '23514'],
    [400, '23502'],
    [400, '42703'],
    [401, undefined],
    [403, '42501'],
    [404, '42P01'],
    [413, undefined],
    [422, undefined],
  ])('gives up on status %i (%s): retrying cannot fix it', (status, code) => {
    expect(classifyDelivery(answer(status, code))).toBe('dead');
  });

  it('backs off in the page, then waits for the next load', () => {
    expect([0, 1, 2, 3].map(nextRetryDelay)).toEqual([15_000, 60_000, 300_000, null]);
  });
});

describe('outbox runner', () => {
  const setup = (send: (r: ReturnType<typeof row>) => Promise<LeadSendResult>) => {
    const storage = createMemoryStorage();
    const log = vi.fn();
    const outbox = createOutbox({ storage, send: vi.fn(send), log, now: () => new Date('2025-05-01T12:00:00Z') });
    return { storage, log, outbox };
  };

  it('keeps a request from before sending until the backend confirms it', async () => {
    let seenWhileSending: unknown[] = [];
    const { outbox } = setup(async () => {
      seenWhileSending = outbox.pending();
      return ok;
    });
    outbox.enqueue(row());
    const delivery = await outbox.deliver(row());
    expect(seenWhileSending).toHaveLength(1);
    expect(delivery.outcome).toBe('confirmed');
    expect(outbox.pending()).toEqual([]);
  });

  it('keeps an unconfirmed request with its attempt count and last answer', async () => {
    const { outbox, storage } = setup(async () => ({ status: 0, error: { message: 'TypeError: Failed to fetch' } }));
    outbox.enqueue(row());
    await outbox.deliver(row());
    const [entry] = outbox.pending();
    expect(entry).toMatchObject({ id: row().id, attempts: 1, lastStatus: 0, row: row() });
    expect(storage.get(OUTBOX_KEY)).toContain(row().id);
  });

  it('drops a request the backend refuses for good, logged, and keeps nothing of it in the browser', async () => {
    const { outbox, log, storage } = setup(async () => answer(401));
    outbox.enqueue(row());
    const delivery = await outbox.deliver(row());
    expect(delivery.outcome).toBe('dead');
    expect(outbox.pending()).toEqual([]);
    expect(storage.get(OUTBOX_KEY)).toBeNull();
    expect(storage.get(LEGACY_DEAD_LETTER_KEY)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('treats a sender that throws as no answer (retry)', async () => {
    const { outbox } = setup(async () => {
      throw new Error('chunk failed');
    });
    outbox.enqueue(row());
    const delivery = await outbox.deliver(row());
    expect(delivery).toMatchObject({ outcome: 'retry', result: { status: 0 } });
    expect(outbox.pending()).toHaveLength(1);
  });

  it('flushes every waiting request once and files each answer', async () => {
    const answers: Record<string, LeadSendResult> = { a: ok, b: answer(503), c: answer(409, '23505'), d: answer(400, '23514') };
    const { outbox } = setup(async (r) => answers[r.id]!);
    for (const id of Object.keys(answers)) outbox.enqueue(row(id));
    expect(await outbox.flush()).toEqual({ confirmed: 2, retry: 1, dead: 1, limited: 0 });
    expect(outbox.pending().map((e) => e.id)).toEqual(['b']);
  });

  it('forgets the refused requests an earlier version kept in the browser', async () => {
    const { outbox, storage } = setup(async () => ok);
    storage.set(LEGACY_DEAD_LETTER_KEY, JSON.stringify([{ id: 'x', row: { id: 'x', name: 'Ana', phone: '21999998888' } }]));
    await outbox.flush();
    expect(storage.get(LEGACY_DEAD_LETTER_KEY)).toBeNull();
  });

  it('ignores garbage in storage instead of crashing', async () => {
    const storage = createMemoryStorage({ [OUTBOX_KEY]: '[1, null, {"id": 3}]' });
    const outbox = createOutbox({ storage, send: async () => ok });
    expect(outbox.pending()).toEqual([]);
    storage.set(OUTBOX_KEY, '{not json');
    expect(outbox.pending()).toEqual([]);
    expect(await outbox.flush()).toEqual({ confirmed: 0, retry: 0, dead: 0, limited: 0 });
  });

  it('still sends when storage is unavailable (private mode, full quota)', async () => {
    const storage = { get: () => null, set: () => false, remove: () => undefined };
    const send = vi.fn(async () => ok);
    const outbox = createOutbox({ storage, send });
    expect(outbox.enqueue(row())).toBe(false);
    expect((await outbox.deliver(row())).outcome).toBe('confirmed');
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('outbox expiry', () => {
  const day = 24 * 60 * 60 * 1000;
  const queued = new Date('2025-05-01T12:00:00Z');

  it('keeps a waiting request for seven days, not a moment more', () => {
    expect(OUTBOX_MAX_AGE_MS).toBe(7 * day);
    expect(isExpired(queued.toISOString(), new Date(queued.getTime() + 7 * day))).toBe(false);
    expect(isExpired(queued.toISOString(), new Date(queued.getTime() + 7 * day + 1))).toBe(true);
    expect(isExpired('not a date', queued)).toBe(true);
  });

  it('retries a waiting request on each visit within the week, then drops it unsent', async () => {
    const storage = createMemoryStorage();
    let clock = queued;
    const send = vi.fn(async () => answer(503));
    const log = vi.fn();
    const outbox = createOutbox({ storage, send, log, now: () => clock });
    outbox.enqueue(row());
    await outbox.deliver(row());
    clock = new Date(queued.getTime() + 6 * day);
    expect(await outbox.flush()).toEqual({ confirmed: 0, retry: 1, dead: 0, limited: 0 });
    expect(send).toHaveBeenCalledTimes(2);
    // Each attempt keeps the day it was first queued: retries do not extend its stay.
    expect(outbox.pending()[0]).toMatchObject({ queuedAt: queued.toISOString(), attempts: 2 });
    clock = new Date(queued.getTime() + 8 * day);
    expect(await outbox.flush()).toEqual({ confirmed: 0, retry: 0, dead: 0, limited: 0 });
    expect(send).toHaveBeenCalledTimes(2);
    expect(storage.get(OUTBOX_KEY)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('7 dias'), { dropped: 1 });
  });
});
