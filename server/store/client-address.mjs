// @ts-check
// The address a request is rate-limited by. IPv6 clients usually own a whole
// /64, so they are grouped by that prefix; otherwise one client could rotate
// addresses and never run out of tokens.
import { isIPv4, isIPv6 } from 'node:net';

/**
 * @param {string} address
 * @returns {string[] | null} the eight hextets, or null if not plain IPv6
 */
function expandIPv6(address) {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headParts.length - tailParts.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...headParts, ...Array.from({ length: missing }, () => '0'), ...tailParts];
}

/**
 * @param {string | undefined} raw
 * @returns {string}
 */
export function rateLimitKey(raw) {
  if (!raw) return 'unknown';
  const address = raw.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address)) {
    const hextets = expandIPv6(address.toLowerCase());
    if (hextets) return `${hextets.slice(0, 4).map((part) => part.replace(/^0+(?=.)/, '')).join(':')}::/64`;
  }
  return address.slice(0, 64);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} trustProxy take the address the nearest proxy appended to X-Forwarded-For
 * @returns {string}
 */
export function clientAddress(req, trustProxy) {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const value = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
    const nearest = value?.split(',').at(-1)?.trim();
    if (nearest) return nearest;
  }
  return req.socket.remoteAddress ?? '';
}
