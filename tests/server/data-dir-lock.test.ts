// @vitest-environment node
// One process per data directory: PGlite loses writes silently when two
// processes share one, so the store, the leads command and the lock must all
// refuse a directory a live process holds, and recover one a dead process left.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  acquireDataDirLock,
  liveLockOwner,
  lockPathFor,
} from '../../server/store/data-dir-lock.mjs';
import { openStore } from '../../server/store/open-store.mjs';
import { validRow } from './store-harness';

const LEADS_SCRIPT = join(import.meta.dirname, '../../scripts/leads.mjs');

let workDir: string;
let dataDir: string;
let sleeper: ChildProcess | undefined;

beforeEach(() => {
  workDir = mkdtempSync(join(tmpdir(), 'lavra-lock-'));
  dataDir = join(workDir, 'leads');
});

afterEach(() => {
  sleeper?.kill();
  sleeper = undefined;
  rmSync(workDir, { recursive: true, force: true });
});

function writeLock(pid: number, startTicks: string | null = null) {
  writeFileSync(lockPathFor(dataDir), JSON.stringify({ pid, host: hostname(), startTicks, since: '2025-11-01T12:00:00.000Z' }));
}

function runLeads(...args: string[]) {
  return spawnSync(process.execPath, [LEADS_SCRIPT, ...args], {
    env: { ...process.env, LEADS_DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 110_000,
  });
}

describe('the data directory lock', () => {
  it('is taken by the first owner, refused to a second, and freed on release', () => {
    const release = acquireDataDirLock(dataDir);

    expect(JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);

    release();

    expect(existsSync(lockPathFor(dataDir))).toBe(false);
    acquireDataDirLock(dataDir)();
  });

  it('takes over a lock whose process has exited', () => {
    const finished = spawnSync(process.execPath, ['-e', '']);
    writeLock(finished.pid);

    expect(liveLockOwner(dataDir)).toBeNull();
    const release = acquireDataDirLock(dataDir);

    expect(JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('takes over a lock whose pid now belongs to a different process', () => {
    // Our parent is alive, but it did not start at the recorded moment.
    writeLock(process.ppid, 'not-its-start-time');

    expect(liveLockOwner(dataDir)).toBeNull();
    acquireDataDirLock(dataDir)();
  });

  it('takes over a half-written lock file', () => {
    writeFileSync(lockPathFor(dataDir), '{"pid":');

    acquireDataDirLock(dataDir)();
  });

  it('makes the store and npm run leads refuse a directory a live process holds', async () => {
    sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    const pid = sleeper.pid ?? -1;
    writeLock(pid);
    // The leads command only looks at a directory that exists.
    mkdirSync(dataDir, { recursive: true });

    expect(liveLockOwner(dataDir)).toMatchObject({ pid });
    await expect(openStore({ dataDir })).rejects.toThrow(DataDirLockedError);
    const leads = runLeads();

    expect(leads.status).toBe(1);
    expect(leads.stderr).toContain(`open in process ${pid}`);
    expect(leads.stdout).toBe('');
  });

  it('lets npm run leads report an empty store without creating one', () => {
    const leads = runLeads('--json');

    expect(leads.status).toBe(0);
    expect(JSON.parse(leads.stdout)).toEqual([]);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('a store on disk', () => {
  it('keeps rows across a restart, frees the lock on close, and lists them newest first', async () => {
    const first = await openStore({ dataDir });
    const older = validRow({ name: 'Primeira Pessoa' });
    const newer = validRow({ name: 'Segunda Pessoa' });
    await first.insertRows([older]);
    await first.insertRows([newer]);
    await first.close();

    expect(existsSync(lockPathFor(dataDir))).toBe(false);
    const leads = runLeads();

    expect(leads.status).toBe(0);
    expect(leads.stdout.indexOf('Segunda Pessoa')).toBeGreaterThan(-1);
    expect(leads.stdout.indexOf('Segunda Pessoa')).toBeLessThan(leads.stdout.indexOf('Primeira Pessoa'));
    expect(leads.stdout).toContain('2 of 2 requests, newest first.');
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
  }, 60_000);
});
