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

/** Lighthouse's simulation (Lantern) slows a task that lays out half as much as others (`DEFAULT_LAYOUT_TASK_MULTIPLIER`). */
export const LAYOUT_TASK_SHARE = 0.5;

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number, args?: { name?: string } }} TraceTask
 */

/**
 * The page's main-thread tasks after its first contentful paint that would be long (at least 50 ms) if each lasted
 * `slowdown` times its thread's CPU time, or half of that for a task that lays out, as the simulation multiplies
 * them. The CPU time, not the wall time: on a machine shared with the browser's other processes (and Lighthouse)
 * a task's wall time also holds the time its thread waited for a core.
 * @param {TraceTask[]} events a Chrome trace's events
 * @param {number} [slowdown]
 * @returns {number[]} each long task's length so counted, in ms
 */
export function longTasksByCpu(events, slowdown = 4) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return [];
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X');
  /** @type {number[]} */
  const long = [];
  for (const task of main) {
    if (task.name !== 'RunTask' || task.tdur === undefined || task.ts + (task.dur ?? 0) <= fcp.ts) continue;
    const ms = (task.tdur * simulationFactor(task, main, slowdown)) / 1000;
    if (ms >= 50) long.push(ms);
  }
  return long;
}

/**
 * What the simulation multiplies a main-thread task by: the CPU slowdown, or half of it when a layout ran inside
 * the task (`thread` holds the task's thread's complete events).
 * @param {TraceTask} task
 * @param {TraceTask[]} thread
 * @param {number} slowdown
 */
export function simulationFactor(task, thread, slowdown) {
  const end = task.ts + (task.dur ?? 0);
  const laysOut = thread.some((e) => e.name === 'Layout' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
  return laysOut ? slowdown * LAYOUT_TASK_SHARE : slowdown;
}
