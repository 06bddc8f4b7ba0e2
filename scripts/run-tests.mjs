#!/usr/bin/env node
// `npm test`: every check, stopping at the first that fails, with the time each phase took, so a slow
// phase on a busy machine is seen at once in CI's log.
//
// The unit tests run on one worker (vitest.config: a busy two-core machine), so they keep one core busy
// and need nothing built: they run beside a second lane that does the static checks (lint, types and
// the Edge Function, side by side), then the two builds, then the workbench's browser tests (which need
// only the workbench build), then the site's browser tests (which need the site's build). The second lane
// fills the core the unit tests leave free, and takes both once they are done: no core waits for a stage
// to end. A phase's output is printed whole when it ends, never interleaved.
import { spawn } from 'node:child_process';

/** @typedef {[name: string, script: string]} Phase */
/** @typedef {Phase[][]} Lane Its steps run in order; the phases of a step run at the same time. */

/** @type {Lane[]} The lanes run side by side. */
const LANES = [
  [[['unit', 'test:unit']]],
  [
    [
      ['lint', 'lint'],
      ['typecheck', 'typecheck'],
      ['edge function', 'check:edge-function'],
    ],
    [['build', 'build']],
    [['workbench build', 'build:workbench']],
    [['workbench e2e', 'test:e2e:workbench']],
    [['e2e', 'test:e2e:site']],
  ],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** @type {Set<import('node:child_process').ChildProcess>} The phases still running beside others. */
const running = new Set();

/** A stopped phase's time to end on its own before its process group is terminated. */
const GRACE_MS = 15_000;

/** @param {import('node:child_process').ChildProcess} child @param {NodeJS.Signals} signal */
function signalGroup(child, signal) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * After a failure, the phases running in other lanes are stopped: the run has failed already. They are
 * interrupted as Ctrl-C would (Playwright then closes the web server it started, in a process group of its
 * own: terminated instead, it left the server holding its port for the next run), and terminated if they
 * have not ended after GRACE_MS.
 */
function stopTheOthers() {
  for (const child of running) {
    signalGroup(child, 'SIGINT');
    const timer = setTimeout(() => signalGroup(child, 'SIGTERM'), GRACE_MS);
    timer.unref();
    child.once('close', () => clearTimeout(timer));
  }
}

// Interrupted (Ctrl-C, a CI timeout): the phases in their own process groups are stopped too.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopTheOthers();
    process.exit(130);
  });
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `npm run <script>`; its output is held and printed once it ends.
 * @param {string} script
 * @returns {Promise<{ code: number, output: Buffer[] }>}
 */
function run(script) {
  return new Promise((resolve) => {
    // Its own process group, so that a failure elsewhere stops it with everything it started.
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    child.on('close', () => running.delete(child));
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** The code recorded for a phase stopped because another failed. */
const STOPPED = -1;
/** @type {[name: string, ms: number, code: number][]} */
const times = [];
const started = Date.now();
/** @type {number | null} */
let failed = null;

/**
 * Runs one step's phases at the same time.
 * @param {Phase[]} step
 */
async function runStep(step) {
  return Promise.all(
    step.map(async ([name, script]) => {
      const at = Date.now();
      const { code, output } = await run(script);
      const ms = Date.now() - at;
      console.log(`\n── ${name} (npm run ${script}) ──`);
      process.stdout.write(Buffer.concat(output));
      // A phase that ends in error after another has failed was stopped by that failure.
      const stopped = code !== 0 && failed !== null;
      console.log(`── ${name}: ${code === 0 ? 'ok' : stopped ? 'stopped (another phase failed)' : `failed (exit ${code})`} in ${seconds(ms)}`);
      times.push([name, ms, stopped ? STOPPED : code]);
      if (code !== 0 && failed === null) {
        failed = code;
        stopTheOthers();
      }
      return code;
    }),
  );
}

/**
 * A lane's steps in order; it stops at its first failure, or when another lane has failed.
 * @param {Lane} lane
 */
async function runLane(lane) {
  for (const step of lane) {
    if (failed !== null) return;
    const codes = await runStep(step);
    if (codes.some((code) => code !== 0)) return;
  }
}

console.log(`\n── side by side: ${LANES.map((lane) => lane.map((step) => step.map(([name]) => name).join(' + ')).join(', then ')).join(' | ')} ──`);
await Promise.all(LANES.map((lane) => runLane(lane)));

console.log('\nphase times');
for (const [name, ms, code] of times) console.log(`  ${name.padEnd(16)} ${seconds(ms).padStart(9)}${code === 0 ? '' : code === STOPPED ? '  stopped' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(16)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(failed ?? 0);
