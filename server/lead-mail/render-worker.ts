// The outbox's e-mails (lead and visit alike) rendered on a worker thread of the site server, not on the thread that answers visitors.
// Rendering a message takes some milliseconds of React, and React's server renderer uses AsyncLocalStorage,
// which, once used, makes Node track every promise of the thread: on the main thread that slowed the
// store's inserts by a tenth and more while a burst of requests was being announced
// (docs/performance/history-lead-store.md).
//
// The worker runs the same built file as the sender (dist-server/node-sender.js, which calls
// `serveRenderRequests` when it finds itself on such a worker), so the build has one entry.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Renderers } from './lead-mail.ts';

const ROLE = 'lavra-lead-email-render';

type Template = keyof Renderers;

/** Every template the worker answers for; the compiler holds this to the list of Renderers. */
const TEMPLATES = { lead: true, visit: true, warranty: true } as const satisfies Record<Template, true>;

type RenderJob = { id: number; template: Template; args: unknown[] };

type RenderAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; name: string; message: string };

/** The templates themselves (templates.ts), loaded only where they run (the worker, or the thread that renders in place). */
export async function loadRenderers(): Promise<Renderers> {
  return (await import('./templates.ts')).templates;
}

/** True on a worker started by `workerRender`: the module should answer render jobs and do nothing else. */
export function isRenderWorker(): boolean {
  return !isMainThread && (workerData as { role?: unknown } | null)?.role === ROLE;
}

/** On the worker: renders each job posted and answers with the message or the renderer's error. */
export async function serveRenderRequests(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const renderers = await loadRenderers();
  port.on('message', (job: RenderJob) => {
    const template = renderers[job.template] as (...args: unknown[]) => Promise<unknown>;
    template(...job.args).then(
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
  renderers: Renderers;
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

  function post(template: Template, args: unknown[]): Promise<never> {
    worker ??= start();
    const id = nextId++;
    const target = worker;
    return new Promise<never>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      target.postMessage({ id, template, args } satisfies RenderJob);
    });
  }

  // Each template, posted to the worker under its name with its arguments as they are.
  const renderers = Object.fromEntries(Object.keys(TEMPLATES).map((template) => [template, (...args: unknown[]) => post(template as Template, args)])) as unknown as Renderers;

  return {
    renderers,
    async close() {
      const stopping = worker;
      worker = null;
      lose('the sender stopped');
      await stopping?.terminate();
    },
  };
}
