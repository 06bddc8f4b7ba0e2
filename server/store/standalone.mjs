#!/usr/bin/env node
// @ts-check
// Serves only the local lead store's REST endpoint (and GET /health), for
// end-to-end tests and local runs without the site server.
//   PORT=54321 LEADS_DATA_DIR=.data/leads node server/store/standalone.mjs
// LEADS_DATA_DIR=memory:// keeps nothing; LEADS_RATE_LIMIT_PER_MINUTE=0 turns
// the per-client limit off (a test suite submits from one address).
import { openStore } from './open-store.mjs';
import { createStoreServer, listen } from './store-server.mjs';

const port = Number(process.env.PORT ?? 54321);
const host = process.env.HOST ?? '127.0.0.1';

/** @type {import('./open-store.mjs').LeadStore} */
let store;
try {
  store = await openStore();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = createStoreServer(store);
const { url } = await listen(server, port, host);
console.log(`store listening on ${url}`);

let stopping = false;
/** @param {NodeJS.Signals} signal */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  store
    .close()
    .catch((error) => console.error('closing the lead store failed', error))
    .finally(() => process.exit(signal === 'SIGINT' ? 130 : 0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
