// What fills a main-thread task in a Chrome trace, by the kind of work it counts for: shared by the
// benchmarks that read traces (scripts/bench-blocking.mjs, scripts/trace-tasks.mjs).

/** Trace events that tell what filled a task, by the kind they count for. @type {Partial<Record<string, string>>} */
export const TASK_KINDS = {
  Layout: 'layout',
  UpdateLayoutTree: 'style',
  ParseHTML: 'parse',
  'v8.evaluateModule': 'module',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  RunMicrotasks: 'microtasks',
  Paint: 'paint',
};
