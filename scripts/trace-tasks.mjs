// What filled the long tasks of a Lighthouse run: reads the traces `npm run bench -- --reports DIR` writes beside
// each report (unthrottled, as Lighthouse records them) and lists, for each, the main thread's tasks after the
// first contentful paint that Lighthouse's simulation counts as long, with what filled them (layout, style,
// parsing, scripts and their files). The simulation (Lantern, in Lighthouse's trace engine) multiplies a task's
// length by the CPU slowdown, 4, or by half of it when the task holds a layout ("layout tasks tend to be less
// CPU-bound"): a task is long when that product is at least 50 ms. A script that prints, not a test.
//   node scripts/trace-tasks.mjs /tmp/lhr/*.trace.json
//   --slowdown 4                                   the simulation's CPU multiplier (default 4; a task with a layout: half)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LAYOUT_TASK_SHARE, simulationFactor, TASK_KINDS } from './trace-kinds.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--slowdown');
const slowdown = at >= 0 ? Number(args[at + 1]) : 4;
const files = args.filter((arg, i) => !arg.startsWith('--') && (at < 0 || i !== at + 1));
if (files.length === 0) {
  console.error('usage: node scripts/trace-tasks.mjs [--slowdown 4] TRACE.json...');
  process.exit(2);
}

/** @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: { name?: string, data?: { url?: string, type?: string, stackTrace?: { url?: string }[] }, beginData?: { url?: string, dirtyObjects?: number } } }} TraceEvent */

/** The shared kinds, and the compiler's and the collector's work, which this listing also names. @type {Partial<Record<string, string>>} */
const KINDS = { ...TASK_KINDS, 'v8.compile': 'compile', MajorGC: 'gc', MinorGC: 'gc' };
const LONG_MS = 50;

for (const file of files) {
  /** @type {{ traceEvents: TraceEvent[] }} */
  const trace = JSON.parse(await readFile(file, 'utf8'));
  const events = trace.traceEvents;
  const thread = (/** @type {TraceEvent} */ e) => `${e.pid}:${e.tid}`;
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcpEvent) {
    console.log(`${path.basename(file)}: no first contentful paint`);
    continue;
  }
  const renderers = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const main = [...renderers].find((t) => t.startsWith(`${fcpEvent.pid}:`)) ?? thread(fcpEvent);
  const onMain = events.filter((e) => thread(e) === main && e.ph === 'X');
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === fcpEvent.pid)?.ts ?? Math.min(...onMain.map((e) => e.ts));
  const ms = (/** @type {number} */ us) => (us / 1000).toFixed(0);
  const within = (/** @type {TraceEvent} */ task) => onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0));
  /** The task's multiplier in the simulation. @type {(task: TraceEvent) => number} */
  const factor = (task) => simulationFactor(task, onMain, slowdown);
  const long = onMain.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) > fcpEvent.ts && (e.dur ?? 0) * factor(e) >= LONG_MS * 1000);
  console.log(`${path.basename(file)}: first contentful paint at ${ms(fcpEvent.ts - navigation)} ms, ${long.length} long task(s) after it (x${slowdown}, x${slowdown * LAYOUT_TASK_SHARE} with a layout)`);
  for (const task of long) {
    const inside = within(task);
    const times = factor(task);
    /** @type {Record<string, number>} */
    const kinds = {};
    for (const e of inside) {
      const kind = KINDS[e.name];
      if (kind) kinds[kind] = (kinds[kind] ?? 0) + (e.dur ?? 0) / 1000;
    }
    const urls = new Set(inside.map((e) => e.args?.data?.url ?? e.args?.beginData?.url ?? '').filter(Boolean).map((url) => url.replace(/^https?:\/\/[^/]+/, '')));
    const objects = inside.filter((e) => e.name === 'Layout').map((e) => e.args?.beginData?.dirtyObjects ?? 0);
    const fill = Object.entries(kinds).filter(([, value]) => value >= 0.5).sort((a, b) => b[1] - a[1]).map(([kind, value]) => `${kind} ${value.toFixed(1)}`).join(', ');
    console.log(`  at ${ms(task.ts - navigation)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms (x${times}: ${(((task.dur ?? 0) * times) / 1000).toFixed(0)}): ${fill || 'nothing traced'}${objects.length ? `; layouts of ${objects.join(', ')} objects` : ''}${urls.size ? `; ${[...urls].join(' ')}` : ''}`);
  }
}
