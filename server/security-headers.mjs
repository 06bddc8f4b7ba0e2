// @ts-check
// Response headers shared by the local server and public/_headers.

/** @param {string} _pathname @param {string} contentType */
export function securityHeaders(_pathname, contentType) {
  /** @type {Record<string, string>} */
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (contentType.startsWith('text/html')) headers['X-Frame-Options'] = 'DENY';
  return headers;
}
