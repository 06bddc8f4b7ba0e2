// @ts-check
// How the owner's commands (`npm run leads`, `npm run visits`) find the store: the data directory belongs to one
// process at a time. While the site server holds it, the rows come from the server itself (a loopback-only
// endpoint guarded by the secret it writes beside the directory, readable by its owner alone); otherwise the
// directory is opened here; a directory another program holds is refused, never opened twice. See
// docs/decisions/008-reading-leads-while-the-site-runs.md.
import { existsSync } from 'node:fs';
import { DataDirLockedError, liveLockOwner } from '../../server/store/data-dir-lock.mjs';
import { openStore, resolveDataDir } from '../../server/store/open-store.mjs';
import { readOwnerAccess } from '../../server/store/owner-access.mjs';

/** @typedef {import('../../server/store/open-store.mjs').LeadStore} LeadStore */

/**
 * Says why the command stops, on stderr, and stops it.
 * @param {string} message
 * @returns {never}
 */
export function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * Reads the store of LEADS_DATA_DIR (default .data/leads) for the owner's command `command`: GET `path` with
 * `query` from the site server that holds it, or `direct` on the directory opened here. Null when the directory
 * does not exist (nothing stored yet). What the server answers and what `direct` returns are the same shape.
 * @template T
 * @param {{ command: string, path: string, query: URLSearchParams, direct: (store: LeadStore) => Promise<T> }} read
 * @returns {Promise<{ dataDir: string, body: T | null }>}
 */
export async function readOwnerStore({ command, path, query, direct }) {
  const dataDir = resolveDataDir();
  if (dataDir.startsWith('memory://')) fail('LEADS_DATA_DIR points to memory: there is nothing stored to read.');
  if (!existsSync(dataDir)) return { dataDir, body: null };

  const owner = liveLockOwner(dataDir);
  if (owner) {
    const access = readOwnerAccess(dataDir);
    if (!access) {
      fail(
        `The store at ${dataDir} is open in process ${owner.pid} (since ${owner.since}), which publishes no read access ` +
          `(an older server, or another program). Stop it, or restart the site with npm start, then run npm run ${command} again.`,
      );
    }
    let response;
    try {
      response = await fetch(`${access.url}${path}?${query}`, { headers: { Authorization: `Bearer ${access.secret}` } });
    } catch (error) {
      fail(`The site server (process ${owner.pid}) holds the store but did not answer at ${access.url}: ${error instanceof Error ? error.message : error}`);
    }
    if (!response.ok) fail(`The site server refused the read (HTTP ${response.status}): ${await response.text()}`);
    return { dataDir, body: /** @type {T} */ (await response.json()) };
  }

  let store;
  try {
    store = await openStore({ dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  try {
    return { dataDir, body: await direct(store) };
  } finally {
    await store.close();
  }
}
