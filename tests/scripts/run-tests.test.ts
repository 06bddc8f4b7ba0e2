// @vitest-environment node
// `npm test`'s runner (scripts/run-tests.mjs), on stand-in phases: when one lane fails, a phase running in the
// other lane is stopped as Ctrl-C would stop it, so a tool that started a server in a process group of its own
// (Playwright's web server on port 4317) closes it instead of leaving it for the next run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const runner = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'run-tests.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'lavra-runner-'));
const serverPidFile = path.join(dir, 'server.pid');

// A phase like Playwright's: it starts a server in a process group of its own and closes it when interrupted
// (SIGINT); terminated (SIGTERM), it ends without closing it.
const holder = `
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
fs.writeFileSync(${JSON.stringify(serverPidFile)}, String(server.pid));
process.on('SIGINT', () => { process.kill(-server.pid, 'SIGTERM'); process.exit(130); });
process.on('SIGTERM', () => process.exit(143));
setInterval(() => {}, 1000);
`;
writeFileSync(path.join(dir, 'holder.cjs'), holder);
// The unit lane's stand-in fails once the other lane's server is up.
const failer = `
const fs = require('node:fs');
const wait = setInterval(() => {
  if (!fs.existsSync(${JSON.stringify(serverPidFile)})) return;
  clearInterval(wait);
  setTimeout(() => process.exit(3), 300);
}, 50);
`;
writeFileSync(path.join(dir, 'failer.cjs'), failer);
const ok = 'node -e ""';
writeFileSync(
  path.join(dir, 'package.json'),
  JSON.stringify({
    name: 'runner-check',
    private: true,
    scripts: {
      'test:unit': 'node failer.cjs',
      lint: ok,
      typecheck: ok,
      'check:edge-function': ok,
      build: 'node holder.cjs',
      'build:workbench': ok,
      'test:e2e:workbench': ok,
      'test:e2e:site': ok,
    },
  }),
);

/** Running: signalled without error and, on Linux, not a zombie waiting to be reaped. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
};

afterAll(() => {
  if (existsSync(serverPidFile)) {
    const pid = Number(readFileSync(serverPidFile, 'utf8'));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('the test runner', () => {
  it('stops the other lane when one fails, and a server that phase started does not outlive the run', async () => {
    const run = spawn(process.execPath, [runner], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => run.on('close', resolve));

    expect(code, output).toBe(3);
    expect(output).toMatch(/── unit: failed \(exit 3\)/);
    expect(output).toMatch(/── build: stopped \(another phase failed\)/);
    // The phases after the stopped one never ran.
    expect(output).not.toMatch(/── workbench build/);
    const serverPid = Number(readFileSync(serverPidFile, 'utf8'));
    // The stand-in closes its server on the interrupt; terminated instead, it would leave it running.
    await expect.poll(() => alive(serverPid), { message: 'the server the stopped phase started is still running', timeout: 10_000 }).toBe(false);
  }, 60_000);
});
