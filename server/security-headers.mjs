// @ts-check
// The site's response headers, from one function: the local server sends them on every response and
// the build writes the same values to dist/_headers (the format Netlify and Cloudflare Pages read),
// so what is tested locally is what a static host sends. The policy depends on build-time settings
// only: the Supabase project and the analytics tags the build was made with (see
// docs/decisions/004-consent-and-csp.md for every choice below).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ VITE_SUPABASE_URL?: string, VITE_GA_ID?: string, VITE_META_PIXEL_ID?: string }} HeaderEnv
 * @typedef {(pathname: string, contentType: string) => Record<string, string>} HeadersCallback
 */

// Hosts Google documents for GA4 through gtag.js: the script, then collection by fetch/beacon and,
// as a fallback, by image; regional collection hosts vary, hence the subdomain wildcards.
const googleAnalytics = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};

// The Meta pixel: fbevents.js and its per-pixel config script, events to /tr by beacon or image.
const metaPixel = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com'],
  img: ['https://www.facebook.com'],
};

/** @param {string | undefined} value */
const configured = (value) => typeof value === 'string' && value.trim() !== '';

/**
 * The origin of the hosted Supabase project; only its REST API is used (no realtime), so no wss:.
 * @param {string | undefined} url
 */
function supabaseOrigin(url) {
  if (!configured(url)) return null;
  try {
    const parsed = new URL(/** @type {string} */ (url).trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** @param {HeaderEnv} env */
function thirdParties(env) {
  return [configured(env.VITE_GA_ID) ? googleAnalytics : null, configured(env.VITE_META_PIXEL_ID) ? metaPixel : null].filter(
    (entry) => entry !== null,
  );
}

/** @param {string[]} sources */
const unique = (sources) => [...new Set(sources)];

/**
 * The Content-Security-Policy value. Only hosts the build actually uses are allowed.
 * @param {HeaderEnv} [env]
 */
export function contentSecurityPolicy(env = process.env) {
  const tags = thirdParties(env);
  const supabase = supabaseOrigin(env.VITE_SUPABASE_URL);
  /** @type {Array<[string, string[]]>} */
  const directives = [
    ['default-src', ["'self'"]],
    // No inline scripts exist: the prerendered pages only carry JSON-LD data blocks, which are not executed.
    ['script-src', unique(["'self'", ...tags.flatMap((t) => t.script)])],
    // Emotion writes <style> tags at run time and the prerender inlines the critical CSS; a static host
    // cannot stamp a fresh nonce on prerendered HTML, and styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', ...tags.flatMap((t) => t.img)])],
    ['media-src', ["'self'"]],
    // data: for the first screen's glyphs, which each prerendered page carries inside it (scripts/prerender.mjs).
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", ...(supabase ? [supabase] : []), ...tags.flatMap((t) => t.connect)])],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['upgrade-insecure-requests', []],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * Every security header, in a stable order.
 * @param {HeaderEnv} [env]
 * @returns {Record<string, string>}
 */
export function securityHeaderValues(env = process.env) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    // Browsers ignore HSTS over plain http, so sending it locally is harmless and keeps both outputs equal.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(self), browsing-topics=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
    'X-Frame-Options': 'DENY',
    // No Cross-Origin-Opener-Policy: any value but the default makes a visit that starts in a new tab, or
    // from a page without one, open in a new browsing context group, which Chromium commits in a fresh
    // renderer process, before the page can start; the site keeps no session or secret that another
    // window could reach through a handle (docs/decisions/004-consent-and-csp.md).
  };
}

/**
 * The headers the local server adds to a response. Every path gets the same set, as `/*` does on a
 * static host, so the two cannot differ.
 * @param {string} _pathname
 * @param {string} _contentType
 * @param {HeaderEnv} [env]
 */
export function securityHeaders(_pathname, _contentType, env = process.env) {
  return securityHeaderValues(env);
}

/**
 * dist/_headers: one `/*` block with every header, indented as Netlify and Cloudflare Pages expect.
 * @param {HeaderEnv} [env]
 */
export function headersFile(env = process.env) {
  const lines = Object.entries(securityHeaderValues(env)).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}

/**
 * Reads the `/*` block of a _headers file back into a header map.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseHeadersFile(text) {
  /** @type {Record<string, string>} */
  const headers = {};
  let inAllPaths = false;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAllPaths && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * The headers of a given build: its own dist/_headers when present (the policy must allow what that
 * build loads, whatever the server's environment), otherwise computed from the environment.
 * @param {string} distDir
 * @param {HeaderEnv} [env]
 * @returns {HeadersCallback}
 */
export function securityHeadersForBuild(distDir, env = process.env) {
  /** @type {Record<string, string> | undefined} */
  let fromBuild;
  try {
    fromBuild = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'));
  } catch {
    fromBuild = undefined;
  }
  const headers = fromBuild && Object.keys(fromBuild).length > 0 ? fromBuild : securityHeaderValues(env);
  return () => ({ ...headers });
}
