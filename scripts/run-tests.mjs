#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first that fails, with the time each phase took,
// so a slow phase on a busy machine is seen at once in CI's log.
import { spawn } from 'node:child_process';

/** @type {[name: string, script: string][]} */
const PHASES = [
  ['lint', 'lint'],
  ['typecheck', 'typecheck'],
  ['edge function', 'check:edge-function'],
  ['unit', 'test:unit'],
  ['build', 'build'],
  ['workbench build', 'build:workbench'],
  ['e2e', 'test:e2e'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * @param {string} script
 * @returns {Promise<number>}
 */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** @type {[name: string, ms: number, code: number][]} */
const times = [];
const started = Date.now();
let failed = null;
for (const [name, script] of PHASES) {
  console.log(`\n── ${name} (npm run ${script}) ──`);
  const at = Date.now();
  const code = await run(script);
  times.push([name, Date.now() - at, code]);
  console.log(`── ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds(Date.now() - at)}`);
  if (code !== 0) {
    failed = code;
    break;
  }
}

console.log('\nphase times');
for (const [name, ms, code] of times) console.log(`  ${name.padEnd(16)} ${seconds(ms).padStart(9)}${code === 0 ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(16)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(failed ?? 0);
