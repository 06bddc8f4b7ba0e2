// Paired comparisons on a noisy machine: two builds (or two variants of one page) measured interleaved in
// one run, order alternating, and the median of their pair-by-pair differences given with a 95 % bootstrap
// interval. A difference whose interval lies wholly above or below zero is outside the run's noise.
import os from 'node:os';

/**
 * The machine's load average (1, 5 and 15 minutes) and its core count, as a bench prints them at its start
 * and end. Above one runnable task a core, the benchmark's browser waits for the CPU behind other work, and
 * its figures measure that queue as much as the page: `busy` then, and the line says so.
 * @param {string} when
 * @returns {{ line: string, busy: boolean }}
 */
export function machineLoad(when) {
  const [one = 0, five = 0, fifteen = 0] = os.loadavg();
  const cores = os.cpus().length;
  const busy = one > cores;
  const line = `load average ${[one, five, fifteen].map((v) => v.toFixed(2)).join(' ')} on ${cores} cores (${when})`;
  return { busy, line: busy ? `${line}\nWARNING: the 1-minute load average (${one.toFixed(2)}) is above the core count (${cores}): a result taken now says nothing either way.` : line };
}

/** A run starts once the 1-minute load is at most this many tasks a core: half the cores' worth of room. */
export const QUIET_LOAD_PER_CORE = 0.5;
/** The 1-minute load at most which a run starts, on this machine. */
export const quietLoad = () => os.cpus().length * QUIET_LOAD_PER_CORE;

/**
 * Waits until the machine is quiet enough to start a run: the 1-minute load average at most
 * QUIET_LOAD_PER_CORE a core, looked at every second, for at most `limitMs`. A bench's own browser keeps both
 * cores busy while it measures and lifts the average above the cores within a minute; paced this way, every run
 * starts on a machine with room for it, and the load at the end of the bench says whether anything else was
 * running. Resolves with the load the run starts at, and whether it was quiet then.
 * @param {{ limitMs?: number, every?: number, load?: () => number, wait?: (ms: number) => Promise<void> }} [options]
 * @returns {Promise<{ load: number, quiet: boolean, waitedMs: number }>}
 */
export async function untilQuiet({ limitMs = 120_000, every = 1000, load = () => os.loadavg()[0] ?? 0, wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) } = {}) {
  const most = quietLoad();
  let waitedMs = 0;
  for (;;) {
    const now = load();
    if (now <= most) return { load: now, quiet: true, waitedMs };
    if (waitedMs >= limitMs) return { load: now, quiet: false, waitedMs };
    await wait(every);
    waitedMs += every;
  }
}

/**
 * A bench's runs paced by untilQuiet: `next()` before each run (or pair) waits for a quiet machine, and says so
 * when it could not; `summary()` tells the loads the runs started at, with a warning if any started above the
 * quiet load. One pacer a bench run.
 * @param {{ untilQuiet?: typeof untilQuiet, log?: (line: string) => void }} [options]
 */
export function pacer({ untilQuiet: wait = untilQuiet, log = console.log } = {}) {
  /** @type {{ load: number, quiet: boolean }[]} */
  const starts = [];
  return {
    async next() {
      const start = await wait();
      starts.push(start);
      if (!start.quiet) log(`run ${starts.length}: the 1-minute load stayed at ${start.load.toFixed(2)}, above ${quietLoad().toFixed(1)}, for two minutes; started anyway`);
      return start;
    },
    summary() {
      const loads = starts.map((s) => s.load);
      const late = starts.filter((s) => !s.quiet).length;
      const line = `each run started once the 1-minute load was at most ${quietLoad().toFixed(1)} (${QUIET_LOAD_PER_CORE} a core); the runs started at ${Math.min(...loads).toFixed(2)} to ${Math.max(...loads).toFixed(2)}`;
      return late ? `${line}\nWARNING: ${late} of ${starts.length} runs started above it: the machine was busy with other work.` : line;
    },
  };
}

/**
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/**
 * A small seeded generator (mulberry32), so the same samples give the same interval.
 * @param {number} seed
 */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The median of the pairwise differences (b − a, pair i with pair i) and its 95 % percentile-bootstrap
 * interval over the pairs.
 * @param {number[]} a the reference's figures, run by run
 * @param {number[]} b the candidate's figures, in the same order
 * @param {{ resamples?: number, seed?: number }} [options]
 * @returns {{ median: number, low: number, high: number, n: number, verdict: 'lower' | 'higher' | 'no difference' }}
 */
export function pairedDifference(a, b, { resamples = 5000, seed = 1 } = {}) {
  const n = Math.min(a.length, b.length);
  const diffs = Array.from({ length: n }, (_, i) => /** @type {number} */ (b[i]) - /** @type {number} */ (a[i]));
  const random = seededRandom(seed);
  /** @type {number[]} */
  const medians = new Array(resamples);
  /** @type {number[]} */
  const sample = new Array(n);
  for (let r = 0; r < resamples; r += 1) {
    for (let i = 0; i < n; i += 1) sample[i] = /** @type {number} */ (diffs[Math.floor(random() * n)]);
    medians[r] = median(sample);
  }
  medians.sort((x, y) => x - y);
  const low = /** @type {number} */ (medians[Math.floor(0.025 * (resamples - 1))]);
  const high = /** @type {number} */ (medians[Math.ceil(0.975 * (resamples - 1))]);
  const verdict = low > 0 ? 'higher' : high < 0 ? 'lower' : 'no difference';
  return { median: median(diffs), low, high, n, verdict };
}

/**
 * The order of an interleaved run: A B, B A, A B, … so neither side always goes first.
 * @param {number} pairs
 * @returns {Array<['a', 'b'] | ['b', 'a']>}
 */
export function interleavedOrder(pairs) {
  return Array.from({ length: pairs }, (_, i) => (i % 2 === 0 ? ['a', 'b'] : ['b', 'a']));
}

/** @param {{ median: number, low: number, high: number }} d @param {string} [unit] */
export function formatDifference(d, unit = ' ms') {
  const f = (/** @type {number} */ x) => `${x > 0 ? '+' : ''}${Math.round(x * 10) / 10}`;
  return `${f(d.median)}${unit} [${f(d.low)}, ${f(d.high)}]`;
}
