#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first that fails, with the time each phase took,
// so a slow phase on a busy machine is seen at once in CI's log.
//
// The static checks (lint, types, the Edge Function) each keep one core busy and need nothing built,
// so they run side by side; their output is printed whole as each ends, never interleaved.
import { spawn } from 'node:child_process';

/** @typedef {[name: string, script: string]} Phase */

/** @type {Phase[][]} Each step's phases run at the same time; the steps run in order. */
const STEPS = [
  [
    ['lint', 'lint'],
    ['typecheck', 'typecheck'],
    ['edge function', 'check:edge-function'],
  ],
  [['unit', 'test:unit']],
  [['build', 'build']],
  [['workbench build', 'build:workbench']],
  [['e2e', 'test:e2e']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `npm run <script>`; alone it writes straight to the terminal, beside others its output is held
 * and printed once it ends.
 * @param {string} script
 * @param {boolean} alone
 * @returns {Promise<{ code: number, output: Buffer[] }>}
 */
function run(script, alone) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** @type {[name: string, ms: number, code: number][]} */
const times = [];
const started = Date.now();
/** @type {number | null} */
let failed = null;
for (const step of STEPS) {
  const alone = step.length === 1;
  if (!alone) console.log(`\n── ${step.map(([name]) => name).join(', ')}: side by side ──`);
  const results = await Promise.all(
    step.map(async ([name, script]) => {
      if (alone) console.log(`\n── ${name} (npm run ${script}) ──`);
      const at = Date.now();
      const { code, output } = await run(script, alone);
      const ms = Date.now() - at;
      if (!alone) {
        console.log(`\n── ${name} (npm run ${script}) ──`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`── ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds(ms)}`);
      return /** @type {[string, number, number]} */ ([name, ms, code]);
    }),
  );
  times.push(...results);
  const failure = results.find(([, , code]) => code !== 0);
  if (failure) {
    failed = failure[2];
    break;
  }
}

console.log('\nphase times');
for (const [name, ms, code] of times) console.log(`  ${name.padEnd(16)} ${seconds(ms).padStart(9)}${code === 0 ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(16)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(failed ?? 0);
