// Blocking time after the first paint, and what it is made of. Lighthouse's simulated TBT multiplies each task
// of an unthrottled load by four; this loads the page the same way with the CPU slowed four times (CDP, applied)
// and no network throttling, at 412 px, reads Chrome's own trace, and sums, over the main thread's tasks that end
// after the first contentful paint, what each lasts beyond 50 ms. Each long task is told by what filled it
// (layout, style, HTML parse, module evaluation, scripts, microtasks). The machine's load changes the figures
// from minute to minute, so builds are compared in interleaved runs: one run of each build, then the next.
//   node scripts/bench-blocking.mjs                          the dist/ that exists, `/`, 7 runs
//   node scripts/bench-blocking.mjs --dist /tmp/a --dist /tmp/b --runs 9 --route /granitos
//   --tasks                                                  every run's long tasks, as start:duration(kind ms, ...)
//   --long 30                                                count tasks over 30 ms (at 4x) as long, not over 50
//   --cpu-time                                               on a machine shared with other work: no CPU throttling, and
//                                                            each task counted as four times the CPU time its thread
//                                                            spent in it (the trace's thread time), which the other
//                                                            processes do not inflate; Lighthouse's simulation also
//                                                            multiplies an unthrottled task by four
// Waits for <html data-hydrated>, then two more seconds (the first sections' code and the full faces arrive;
// nothing scrolls, as in Lighthouse, so the parts below the first screen stay lazily laid out).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { serveSite } from './bench-tap.mjs';
import { TASK_KINDS } from './trace-kinds.mjs';

/**
 * A Chrome trace event, with the fields read here (Chrome's Trace Event Format).
 * @typedef {object} TraceEvent
 * @property {string} name
 * @property {string} ph the phase: 'X' for a complete event, 'M' for metadata
 * @property {number} pid
 * @property {number} tid
 * @property {number} ts start, in µs
 * @property {number} dur wall time, in µs (complete events, the only ones timed here)
 * @property {number} [tdur] the thread's CPU time, in µs
 * @property {{ name?: string }} [args]
 */
/** A long task: its start after the first task and its length in ms, and the ms of each kind inside it. @typedef {{ start: number, ms: number, kinds: Record<string, number> }} LongTask */
/** One load's figures, in ms. @typedef {{ fcp: number, blocking: number, tasks: LongTask[] }} Sample */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
/** @type {(flag: string) => string[]} */
const valuesOf = (flag) => args.flatMap((a, i) => (a === flag && args[i + 1] && !/** @type {string} */ (args[i + 1]).startsWith('--') ? [/** @type {string} */ (args[i + 1])] : []));
const dists = valuesOf('--dist').map((d) => path.resolve(d));
if (dists.length === 0) dists.push(path.join(root, 'dist'));
const runs = Math.max(1, Number.parseInt(valuesOf('--runs')[0] ?? '7', 10) || 7);
const route = valuesOf('--route')[0] ?? '/';
const showTasks = args.includes('--tasks');
const cpuTime = args.includes('--cpu-time');

const CPU_SLOWDOWN = 4;
// Over 50 ms a task is long (Lighthouse's and the budgets' line). --long 30 counts the tasks nearer to it as
// well, and their time beyond 30 ms: a change that shortens tasks already under 50 shows there.
const LONG_TASK_US = 1000 * (Number(valuesOf('--long')[0]) || 50);

/** @param {string} dist */
async function serve(dist) {
  const site = await serveSite(dist);
  return { url: site.url + route, close: site.close };
}

/**
 * One load: the blocking time after the first paint and its long tasks.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<Sample>}
 */
async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (!cpuTime) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    /** @type {TraceEvent[]} */
    const events = [];
    // Playwright's protocol types give the events as maps of strings; Chrome sends numbers for ts, dur, pid and tid.
    cdp.on('Tracing.dataCollected', (e) => events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (e.value))));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,toplevel,v8', transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    // Polled with a tiny expression in the page's own world: Playwright's helpers inject a script of their own,
    // whose compile would be a long task of the run.
    for (let i = 0; i < 300; i++) {
      const { result } = await cdp.send('Runtime.evaluate', { expression: "document.documentElement.hasAttribute('data-hydrated')" });
      if (result.value) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await cdp.send('Tracing.end');
    await complete;

    const thread = (/** @type {TraceEvent} */ e) => `${e.pid}:${e.tid}`;
    const renderers = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread));
    /** @type {Map<string, number>} */
    const busy = new Map();
    for (const e of events) if (e.name === 'RunTask' && renderers.has(thread(e))) busy.set(thread(e), (busy.get(thread(e)) ?? 0) + e.dur);
    // The page's renderer: the one that painted it (the tab's first renderer, at about:blank, is sometimes the
    // busier under load), else the busiest.
    const main = events.find((e) => e.name === 'firstContentfulPaint' && renderers.has(thread(e)))?.pid !== undefined
      ? thread(/** @type {TraceEvent} */ (events.find((e) => e.name === 'firstContentfulPaint' && renderers.has(thread(e)))))
      : [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
    const onMain = events.filter((e) => thread(e) === main && e.ph === 'X');
    const start = Math.min(...onMain.filter((e) => e.name === 'RunTask').map((e) => e.ts));
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && thread(e) === main)?.ts ?? start;
    // A task's length: its wall time under the CPU throttling, or four times its thread's CPU time.
    const length = (/** @type {TraceEvent} */ e) => (cpuTime ? (e.tdur ?? e.dur) * CPU_SLOWDOWN : e.dur);
    const long = onMain.filter((e) => e.name === 'RunTask' && length(e) > LONG_TASK_US && e.ts + e.dur > fcp);
    const tasks = long.map((task) => {
      /** @type {Record<string, number>} */
      const kinds = {};
      for (const e of onMain) {
        const kind = TASK_KINDS[e.name];
        if (kind && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur) kinds[kind] = (kinds[kind] ?? 0) + length(e) / 1000;
      }
      return { start: (task.ts - start) / 1000, ms: length(task) / 1000, kinds };
    });
    return { fcp: (fcp - start) / 1000, blocking: tasks.reduce((sum, t) => sum + t.ms - LONG_TASK_US / 1000, 0), tasks };
  } finally {
    await context.close();
  }
}

/** @type {(values: number[]) => number} */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  // The middle one or two: inside the list.
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  return sorted.length % 2 ? at((sorted.length - 1) / 2) : (at(sorted.length / 2 - 1) + at(sorted.length / 2)) / 2;
};
/** The task's main kind: what filled most of it. */
const mainKind = (/** @type {LongTask} */ task) => Object.entries(task.kinds).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const sites = await Promise.all(dists.map(serve));
/** @type {Sample[][]} */
const samples = dists.map(() => []);
try {
  for (const site of sites) await fetch(site.url).then((r) => r.arrayBuffer());
  for (let run = 0; run < runs; run++) {
    for (const [i, site] of sites.entries()) {
      const sample = await measureOnce(browser, site.url);
      // One list of samples per build, as sites are.
      /** @type {Sample[]} */ (samples[i]).push(sample);
      if (showTasks) {
        const list = sample.tasks.map((t) => `${t.start.toFixed(0)}:${t.ms.toFixed(0)}(${Object.entries(t.kinds).filter(([, ms]) => ms >= 8).sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join(', ')})`);
        console.log(`${path.relative(root, /** @type {string} */ (dists[i])) || dists[i]} run ${run + 1}: first paint ${sample.fcp.toFixed(0)} ms, blocking ${sample.blocking.toFixed(0)} ms: ${list.join(' ')}`);
      }
    }
  }
} finally {
  await Promise.all(sites.map((site) => site.close()));
  await browser.close();
}

const how = cpuTime ? `each task ${CPU_SLOWDOWN} times its thread's CPU time` : `CPU ${CPU_SLOWDOWN}x slower`;
console.log(`\n${route} at 412 px, ${how}, no network throttling, ${runs} interleaved runs per build:\n`);
console.log('| build | blocking after first paint, median ms (each run) | long tasks, median | blocking by main kind, median ms |');
console.log('| --- | --- | --- | --- |');
for (const [i, dist] of dists.entries()) {
  const runsOf = /** @type {Sample[]} */ (samples[i]);
  /** @type {Record<string, number[]>} */
  const byKind = {};
  for (const sample of runsOf) {
    /** @type {Record<string, number>} */
    const own = {};
    for (const task of sample.tasks) own[mainKind(task)] = (own[mainKind(task)] ?? 0) + task.ms - LONG_TASK_US / 1000;
    for (const kind of Object.keys(own)) (byKind[kind] ??= []).push(/** @type {number} */ (own[kind]));
  }
  const kinds = Object.entries(byKind)
    .map(([kind, values]) => /** @type {[string, number]} */ ([kind, median([...values, ...Array(runsOf.length - values.length).fill(0)])]))
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(', ');
  const each = runsOf.map((s) => s.blocking.toFixed(0)).join(', ');
  console.log(`| ${path.relative(root, dist) || dist} | ${median(runsOf.map((s) => s.blocking)).toFixed(0)} (${each}) | ${median(runsOf.map((s) => s.tasks.length))} | ${kinds} |`);
}
