// @ts-check
// CORS for the REST endpoint: the site's own origin and local development
// origins may read responses; anything else gets no Access-Control headers,
// so the browser keeps the response from the page.

export const ALLOWED_METHODS = 'GET, POST, PATCH, DELETE, OPTIONS';
// Every header supabase-js and postgrest-js send, plus PostgREST's own.
export const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'accept',
  'accept-profile',
  'content-profile',
  'content-type',
  'prefer',
  'range',
  'x-client-info',
  'x-retry-count',
].join(', ');
const EXPOSED_HEADERS = 'Content-Range, Content-Location, Location, Preference-Applied, Retry-After';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * @param {string} origin value of the Origin header
 * @param {string | undefined} host value of the Host header
 * @param {readonly string[]} extraOrigins exact origins to allow too; '*' allows any
 * @returns {boolean}
 */
export function isAllowedOrigin(origin, host, extraOrigins) {
  if (extraOrigins.includes('*') || extraOrigins.includes(origin)) return true;
  let url;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (host !== undefined && url.host === host.toLowerCase()) return true;
  return LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * Sets the response headers for `req`'s origin (none when it is not allowed).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {readonly string[]} extraOrigins
 * @param {boolean} preflight
 */
export function applyCors(req, res, extraOrigins, preflight) {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || !isAllowedOrigin(origin, req.headers.host, extraOrigins)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  if (preflight) {
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '7200');
  } else {
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
}
