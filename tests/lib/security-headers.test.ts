import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  parseHeadersFile,
  securityHeaders,
  securityHeadersForBuild,
  securityHeaderValues,
} from '../../server/security-headers.mjs';
import { createStaticSite } from '../../server/static-site.mjs';

/** Response headers through Node's own client (the test DOM's fetch adds browser rules). */
function headersOf(url: string): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      })
      .on('error', reject);
  });
}

/** CSP as a map of directive -> sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const none = {};
const all = { VITE_GA_ID: 'G-TEST123', VITE_META_PIXEL_ID: '123456', VITE_SUPABASE_URL: 'https://abcd.supabase.co/' };

describe('Content-Security-Policy', () => {
  it('allows only the site itself when nothing is configured', () => {
    const csp = directives(contentSecurityPolicy(none));
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'media-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'manifest-src': ["'self'"],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'upgrade-insecure-requests': [],
    });
  });

  it('never allows inline or evaluated scripts', () => {
    for (const env of [none, all]) {
      const scripts = directives(contentSecurityPolicy(env))['script-src']!;
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
    }
  });

  it('adds the Google tag hosts only when a GA ID is configured', () => {
    const csp = directives(contentSecurityPolicy({ VITE_GA_ID: 'G-TEST123' }));
    expect(csp['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://*.google-analytics.com', 'https://www.googletagmanager.com']);
    expect(contentSecurityPolicy({ VITE_GA_ID: 'G-TEST123' })).not.toContain('facebook');
  });

  it('adds the Meta pixel hosts only when a pixel ID is configured', () => {
    const csp = directives(contentSecurityPolicy({ VITE_META_PIXEL_ID: '123456' }));
    expect(csp['script-src']).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://www.facebook.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://www.facebook.com']);
    expect(contentSecurityPolicy({ VITE_META_PIXEL_ID: '123456' })).not.toContain('google');
  });

  it('lets the form reach a hosted Supabase project by its origin, over https only', () => {
    const connect = directives(contentSecurityPolicy({ VITE_SUPABASE_URL: 'https://abcd.supabase.co/rest/v1' }))['connect-src'];
    expect(connect).toEqual(["'self'", 'https://abcd.supabase.co']);
    expect(contentSecurityPolicy(all)).not.toContain('wss:');
  });

  it('ignores blank IDs and a Supabase URL that is not a web URL', () => {
    const policy = contentSecurityPolicy({ VITE_GA_ID: '  ', VITE_META_PIXEL_ID: '', VITE_SUPABASE_URL: 'javascript:alert(1)' });
    expect(policy).toBe(contentSecurityPolicy(none));
  });

  it('lists each source once when everything is configured', () => {
    for (const sources of Object.values(directives(contentSecurityPolicy(all)))) {
      expect(new Set(sources).size).toBe(sources.length);
    }
  });
});

describe('the other security headers', () => {
  const headers = securityHeaderValues(none);

  it('sends HSTS, nosniff, the referrer policy and framing denial', () => {
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  it('sends no opener policy, which would start every visit from a new tab in a fresh renderer process', () => {
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('cross-origin-opener-policy');
    expect(headersFile(none)).not.toMatch(/cross-origin-opener-policy/i);
  });

  it('turns off powerful features with current feature names only', () => {
    const policy = headers['Permissions-Policy']!;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).not.toContain('interest-cohort');
  });

  it('gives every path and type the same headers, as a static host\'s /* block does', () => {
    expect(securityHeaders('/assets/app.js', 'text/javascript', all)).toEqual(securityHeaders('/', 'text/html; charset=utf-8', all));
  });
});

describe('dist/_headers', () => {
  it('is one /* block of indented header lines', () => {
    const text = headersFile(all);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('/*');
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {2}[A-Za-z-]+: \S/);
  });

  it('reads back to exactly the headers the server sends', () => {
    for (const env of [none, all]) expect(parseHeadersFile(headersFile(env))).toEqual(securityHeaders('/', 'text/html', env));
  });

  it('ignores other path blocks and comments when read back', () => {
    expect(parseHeadersFile('# note\n/assets/*\n  Cache-Control: immutable\n/*\n  X-Frame-Options: DENY\n')).toEqual({ 'X-Frame-Options': 'DENY' });
  });
});

describe('the local server sends what the build wrote', () => {
  let dir: string;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lavra-headers-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'routes.json'), JSON.stringify([{ path: '/', file: 'index.html', indexable: true }]));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Lavra</title>');
    await writeFile(path.join(dir, '404.html'), '<!doctype html><title>404</title>');
    await writeFile(path.join(dir, 'assets', 'app.js'), 'export {};');
    // As the prerender does for a build with every service configured.
    await writeFile(path.join(dir, '_headers'), headersFile(all));
    // The server runs without those variables: the build's file must win.
    const site = createStaticSite({ distDir: dir, headers: securityHeadersForBuild(dir, none) });
    server = http.createServer((req, res) => void site(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['/', '/assets/app.js', '/nao-existe'])('%s carries every header of dist/_headers', async (pathname) => {
    const headers = await headersOf(origin + pathname);
    for (const [name, value] of Object.entries(parseHeadersFile(headersFile(all)))) {
      expect(headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it('falls back to the environment when a build has no _headers file', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'lavra-headers-'));
    try {
      expect(securityHeadersForBuild(empty, { VITE_GA_ID: 'G-X1' })('/', 'text/html')).toEqual(securityHeaderValues({ VITE_GA_ID: 'G-X1' }));
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
