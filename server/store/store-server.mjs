// @ts-check
// An HTTP server that answers only the REST endpoint and GET /health: used by
// the standalone command, the tests and the load bench. The site server mounts
// createRestHandler itself instead.
import { createServer } from 'node:http';
import { createRestHandler } from './rest-handler.mjs';

/**
 * @param {import('./open-store.mjs').LeadStore} store
 * @param {import('./rest-handler.mjs').RestHandlerOptions} [options]
 * @returns {import('node:http').Server}
 */
export function createStoreServer(store, options = {}) {
  const handleRest = createRestHandler(store, options);
  const server = createServer(async (req, res) => {
    if (await handleRest(req, res)) return;
    const path = (req.url ?? '/').split('?')[0];
    const status = path === '/health' && (req.method === 'GET' || req.method === 'HEAD') ? 200 : 404;
    const body = JSON.stringify(status === 200 ? { status: 'ok' } : { message: 'Not found' });
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  // Slow senders are cut off: headers within 10 s, a whole request within 15 s.
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.keepAliveTimeout = 5_000;
  return server;
}

/**
 * Starts listening and resolves with the bound address.
 * @param {import('node:http').Server} server
 * @param {number} port 0 picks a free port
 * @param {string} [host]
 * @returns {Promise<{ port: number, url: string }>}
 */
export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const boundPort = typeof address === 'object' && address !== null ? address.port : port;
      resolve({ port: boundPort, url: `http://${host}:${boundPort}` });
    });
  });
}
