// The lead e-mails rendered on a worker thread of the site server, not on the thread that answers visitors.
// Rendering a message takes some milliseconds of React, and React's server renderer uses AsyncLocalStorage,
// which, once used, makes Node track every promise of the thread: on the main thread that slowed the
// store's inserts by a tenth and more while a burst of requests was being announced
// (docs/performance/history-lead-store.md).
//
// The worker runs the same built file as the sender (dist-server/node-sender.js, which calls
// `serveRenderRequests` when it finds itself on such a worker), so the build has one entry.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { LeadEmailContext, LeadEmailKind, LeadEmailRequest, RenderedLeadEmail } from '../../src/emails/render-lead-email.tsx';
import type { RenderedVisitEmail, VisitEmailContext, VisitEmailMessage } from '../../src/emails/visit-email.tsx';

const ROLE = 'lavra-lead-email-render';

type Render = (kind: LeadEmailKind, request: LeadEmailRequest, context: LeadEmailContext) => Promise<RenderedLeadEmail>;

type RenderVisit = (message: VisitEmailMessage, context: VisitEmailContext) => Promise<RenderedVisitEmail>;

type RenderJob =
  | { id: number; kind: LeadEmailKind; request: LeadEmailRequest; context: LeadEmailContext }
  | { id: number; kind: 'visit'; visit: VisitEmailMessage; context: VisitEmailContext };

type RenderAnswer = { id: number; ok: true; value: RenderedLeadEmail | RenderedVisitEmail } | { id: number; ok: false; name: string; message: string };

/** The renderer itself, loaded only where it runs (the worker, or the thread that renders in place). */
export async function loadRender(): Promise<Render> {
  return (await import('../../src/emails/render-lead-email.tsx')).renderLeadEmail;
}

/** The visit e-mails' renderer (src/emails/visit-email.tsx), loaded the same way. */
export async function loadVisitRender(): Promise<RenderVisit> {
  return (await import('../../src/emails/visit-email.tsx')).renderVisitEmail;
}

/** True on a worker started by `workerRender`: the module should answer render jobs and do nothing else. */
export function isRenderWorker(): boolean {
  return !isMainThread && (workerData as { role?: unknown } | null)?.role === ROLE;
}

/** On the worker: renders each job posted and answers with the message or the renderer's error. */
export async function serveRenderRequests(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const render = await loadRender();
  const renderVisit = await loadVisitRender();
  port.on('message', (job: RenderJob) => {
    const rendering: Promise<RenderedLeadEmail | RenderedVisitEmail> = job.kind === 'visit' ? renderVisit(job.visit, job.context) : render(job.kind, job.request, job.context);
    rendering.then(
      (value) => port.postMessage({ id: job.id, ok: true, value } satisfies RenderAnswer),
      (error: unknown) =>
        port.postMessage({
          id: job.id,
          ok: false,
          name: error instanceof Error ? error.name : 'Error',
          message: error instanceof Error ? error.message : String(error),
        } satisfies RenderAnswer),
    );
  });
  port.postMessage({ ready: true });
}

/**
 * The worker died under a job (not the renderer refusing it): the message is not at fault and is tried again
 * later, whatever its kind.
 */
export class RenderWorkerLost extends Error {
  readonly transient = true;
  constructor(reason: string) {
    super(`the e-mail renderer stopped: ${reason}`);
    this.name = 'RenderWorkerLost';
  }
}

export interface WorkerRender {
  render: Render;
  renderVisit: RenderVisit;
  /** Stops the worker; a later render starts another. */
  close(): Promise<void>;
}

/**
 * Renders on one worker thread running `moduleUrl` (a built file that serves render requests when it finds
 * itself on the worker). The worker starts with the first message, never keeps the process alive, and is
 * started again after it dies; the jobs it held fail with RenderWorkerLost.
 */
export function workerRender(moduleUrl: URL): WorkerRender {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();

  function lose(reason: string) {
    worker = null;
    for (const job of pending.values()) job.reject(new RenderWorkerLost(reason));
    pending.clear();
  }

  function start(): Worker {
    const started = new Worker(moduleUrl, { workerData: { role: ROLE } });
    started.unref();
    started.on('message', (answer: RenderAnswer | { ready: true }) => {
      if (!('id' in answer)) return;
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      if (answer.ok) job.resolve(answer.value as never);
      else job.reject(Object.assign(new TypeError(answer.message), { name: answer.name }));
    });
    started.on('error', (error) => {
      if (worker === started) lose(error.message);
    });
    started.on('exit', (code) => {
      if (worker === started) lose(`exit code ${code}`);
    });
    return started;
  }

  function post<T>(job: RenderJob extends infer Job ? (Job extends RenderJob ? Omit<Job, 'id'> : never) : never): Promise<T> {
    worker ??= start();
    const id = nextId++;
    const target = worker;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      target.postMessage({ ...job, id } as RenderJob);
    });
  }

  return {
    render(kind, request, context) {
      return post<RenderedLeadEmail>({ kind, request, context });
    },
    renderVisit(visit, context) {
      return post<RenderedVisitEmail>({ kind: 'visit', visit, context });
    },
    async close() {
      const stopping = worker;
      worker = null;
      lose('the sender stopped');
      await stopping?.terminate();
    },
  };
}
