// Through the real supabase-js, against MSW: what the browser actually sends and how answers map.
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { BUDGET_REQUESTS_PATH, recordingHandler, supabaseScenarios, type RecordedLeadRequest } from '../../mocks/supabase';
import { buildLeadRow } from '../../src/lib/lead-row';
import { createTimedFetch, leadsEndpoint, LOCAL_ANON_KEY, submitLead } from '../../src/lib/leads';
import { validValues } from './budget-fixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const row = buildLeadRow(validValues, { id: '0b7f6a51-3c2e-4d1a-9f8e-7a6b5c4d3e2f', userAgent: 'UA/1.0' });

describe('submitLead', () => {
  it('inserts exactly one row: POST, no query string, no Prefer header, the anon key', async () => {
    const log: RecordedLeadRequest[] = [];
    server.use(recordingHandler(log));
    expect(await submitLead(row)).toEqual({ status: 201, error: null });
    expect(log).toHaveLength(1);
    const [request] = log;
    const url = new URL(request!.url);
    expect(url.pathname).toBe('/rest/v1/budget_requests');
    expect(url.search).toBe('');
    expect(request!.headers.prefer).toBeUndefined();
    expect(request!.headers.apikey).toBe(LOCAL_ANON_KEY);
    expect(request!.body).toEqual(row);
  });

  it('returns the PostgREST error of a refused insert', async () => {
    server.use(...supabaseScenarios.insertError);
    const result = await submitLead(row);
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({ code: '23514' });
  });

  it('returns status 0 on a network failure instead of throwing', async () => {
    server.use(...supabaseScenarios.exception);
    const result = await submitLead(row);
    expect(result.status).toBe(0);
    expect(result.error?.message).toMatch(/fetch/i);
  });
});

describe('request deadline', () => {
  it('aborts a request that takes longer than the timeout', async () => {
    server.use(
      http.post(BUDGET_REQUESTS_PATH, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const timed = createTimedFetch(50);
    await expect(timed('http://localhost/rest/v1/budget_requests', { method: 'POST', body: '{}' })).rejects.toThrow();
  });

  it('lets a fast answer through and honours the caller\'s own abort', async () => {
    server.use(...supabaseScenarios.success);
    const timed = createTimedFetch(5_000);
    expect((await timed('http://localhost/rest/v1/budget_requests', { method: 'POST', body: '{}' })).status).toBe(201);
    const controller = new AbortController();
    controller.abort();
    await expect(timed('http://localhost/rest/v1/budget_requests', { method: 'POST', body: '{}', signal: controller.signal })).rejects.toThrow();
  });
});

describe('endpoint', () => {
  it('uses the build configuration when present, else this origin and the local key', () => {
    expect(leadsEndpoint({ VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' })).toEqual({ url: 'https://x.supabase.co', key: 'k' });
    expect(leadsEndpoint({})).toEqual({ url: window.location.origin, key: LOCAL_ANON_KEY });
  });
});
