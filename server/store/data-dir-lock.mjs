// @ts-check
// One process per PGlite data directory: two processes writing the same
// directory each keep their own copy in memory and silently lose each other's
// writes. A lock file next to the directory names the owner; a lock whose
// owner is gone (crash, kill -9) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';

/**
 * @typedef {object} LockOwner
 * @property {number} pid
 * @property {string} host
 * @property {string | null} startTicks process start time from /proc, to tell a reused pid apart
 * @property {string} since ISO time the lock was taken
 */

export class DataDirLockedError extends Error {
  /**
   * @param {string} dataDir
   * @param {LockOwner} owner
   */
  constructor(dataDir, owner) {
    super(
      `The lead store at ${dataDir} is in use by process ${owner.pid} on ${owner.host} (since ${owner.since}). ` +
        'Only one process may open it: stop that process first. ' +
        `If that process no longer exists (for example on another machine), delete ${lockPathFor(dataDir)}.`,
    );
    this.name = 'DataDirLockedError';
    this.code = 'ELOCKED';
    this.owner = owner;
  }
}

/** @param {string} dataDir */
export function lockPathFor(dataDir) {
  return `${resolve(dataDir)}.lock`;
}

/**
 * Field 22 of /proc/<pid>/stat, the start time in clock ticks since boot.
 * Null where /proc is not available (macOS, Windows).
 * @param {number} pid
 * @returns {string | null}
 */
function processStartTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses.
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return afterName[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * @param {LockOwner} owner
 * @returns {boolean}
 */
function isOwnerAlive(owner) {
  // A lock from another machine (shared disk) cannot be checked: respect it.
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
  if (owner.startTicks === null) return true;
  const current = processStartTicks(owner.pid);
  return current === null || current === owner.startTicks;
}

/**
 * @param {string} lockPath
 * @returns {LockOwner | null} null when the file is missing or unreadable
 */
function readOwner(lockPath) {
  let text;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text);
    if (typeof parsed?.pid === 'number') {
      return {
        pid: parsed.pid,
        host: String(parsed.host ?? ''),
        startTicks: typeof parsed.startTicks === 'string' ? parsed.startTicks : null,
        since: String(parsed.since ?? ''),
      };
    }
  } catch {
    // Half-written by a process that died while writing it: treat as stale.
  }
  return { pid: -1, host: hostname(), startTicks: null, since: '' };
}

/**
 * Who holds the directory right now, if anyone alive does.
 * @param {string} dataDir
 * @returns {LockOwner | null}
 */
export function liveLockOwner(dataDir) {
  const owner = readOwner(lockPathFor(dataDir));
  if (owner === null || owner.pid === -1) return null;
  return isOwnerAlive(owner) ? owner : null;
}

/**
 * Takes the lock or throws DataDirLockedError. The returned function releases
 * it (only if this process still owns it); it also runs on process exit.
 * @param {string} dataDir
 * @returns {() => void}
 */
export function acquireDataDirLock(dataDir) {
  const lockPath = lockPathFor(dataDir);
  mkdirSync(dirname(lockPath), { recursive: true });
  /** @type {LockOwner} */
  const me = {
    pid: process.pid,
    host: hostname(),
    startTicks: processStartTicks(process.pid),
    since: new Date().toISOString(),
  };

  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd;
    try {
      fd = openSync(lockPath, 'wx', 0o644);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner === null) continue;
      if (owner.pid === process.pid && owner.host === me.host) {
        throw new DataDirLockedError(resolve(dataDir), owner);
      }
      if (owner.pid !== -1 && isOwnerAlive(owner)) throw new DataDirLockedError(resolve(dataDir), owner);
      try {
        unlinkSync(lockPath);
      } catch (unlinkError) {
        if (/** @type {NodeJS.ErrnoException} */ (unlinkError).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    try {
      writeSync(fd, `${JSON.stringify(me)}\n`);
    } finally {
      closeSync(fd);
    }

    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      const owner = readOwner(lockPath);
      if (owner?.pid === me.pid && owner.since === me.since) {
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      }
    };
    process.on('exit', release);
    return release;
  }
  throw new Error(`Could not take the lock ${lockPath}: it keeps changing hands.`);
}
