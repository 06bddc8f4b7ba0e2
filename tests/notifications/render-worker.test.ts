// @vitest-environment node
// The site server renders the outbox's e-mails (lead and visit) on a worker thread (server/lead-mail/render-worker.ts), so the
// thread that answers visitors never runs React. The host side here, with a stand-in renderer: the built
// sender on a real worker is exercised by server-crash.test.ts and e2e/lead-emails.spec.ts.
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadEmailRequest } from '../../src/emails/render-lead-email';
import type { VisitEmailMessage } from '../../src/emails/visit-email';
import { RenderWorkerLost, workerRender, type WorkerRender } from '../../server/lead-mail/render-worker';

const fixture = new URL('./fixtures/fake-renderer.mjs', import.meta.url);
const request = (name: string) => ({ name }) as unknown as LeadEmailRequest;
const context = { siteOrigin: 'https://www.lavra.example' };

let renderer: WorkerRender | null = null;
afterEach(async () => {
  await renderer?.close();
  renderer = null;
});

describe('the e-mail render worker', () => {
  it('renders on another thread than the caller’s, one answer per message', async () => {
    renderer = workerRender(fixture);
    const [team, receipt] = await Promise.all([renderer.renderers.lead('team', request('Ana'), context), renderer.renderers.lead('receipt', request('Bia'), context)]);
    expect([team.subject, receipt.subject]).toEqual(['lead team: Ana', 'lead receipt: Bia']);
    expect(Number(team.text)).not.toBe(threadId);
    expect(team.text).toBe(receipt.text);
  });

  it('renders every template of the outbox on that same thread, each with its own arguments', async () => {
    renderer = workerRender(fixture);
    const visit = { kind: 'visitor', event: 'booked', sequence: 0, visit: { name: 'Carla' } } as unknown as VisitEmailMessage;
    const [lead, booked] = await Promise.all([renderer.renderers.lead('receipt', request('Ana'), context), renderer.renderers.visit(visit, context)]);
    expect([lead.subject, booked.subject]).toEqual(['lead receipt: Ana', 'visit visitor: Carla']);
    expect(booked.text).toBe(lead.text);
    expect(Number(booked.text)).not.toBe(threadId);
  });

  it('passes the renderer’s refusal on as it is: a message the renderer refuses is not retried as if the worker had failed', async () => {
    renderer = workerRender(fixture);
    const refused = await renderer.renderers.lead('receipt', request('recusa'), context).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TypeError);
    expect((refused as Error).message).toBe('endereço recusado');
    expect((refused as { transient?: boolean }).transient).toBeUndefined();
  });

  it('fails the messages of a worker that died as worth another try, and renders the next one on a new worker', async () => {
    renderer = workerRender(fixture);
    const before = await renderer.renderers.lead('team', request('Ana'), context);
    const lost = await renderer.renderers.lead('team', request('morre'), context).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(RenderWorkerLost);
    expect((lost as RenderWorkerLost).transient).toBe(true);
    const after = await renderer.renderers.lead('team', request('Bia'), context);
    expect(after.subject).toBe('lead team: Bia');
    expect(after.text).not.toBe(before.text);
  });

  it('stops its worker on close, failing what it held, and starts another when asked again', async () => {
    renderer = workerRender(fixture);
    const first = await renderer.renderers.lead('team', request('Ana'), context);
    // A job in flight when the sender stops: it fails as worth another try, it does not hang.
    const held = renderer.renderers.lead('team', request('espera'), context).catch((error: unknown) => error);
    await renderer.close();
    const lost = await held;
    expect(lost).toBeInstanceOf(RenderWorkerLost);
    expect((lost as RenderWorkerLost).transient).toBe(true);
    const again = await renderer.renderers.lead('team', request('Bia'), context);
    expect(again.subject).toBe('lead team: Bia');
    expect(again.text).not.toBe(first.text);
  });
});
