// @ts-check
// Serves the prerendered build: each route from its own HTML file, unknown paths from 404.html
// with a real 404 status, hashed assets with long-lived caching, text compressed once and kept in memory.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

/**
 * @param {{ distDir: string, headers?: (pathname: string, contentType: string) => Record<string, string> }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createStaticSite({ distDir, headers = () => ({}) }) {
  const root = path.resolve(distDir);
  /** @type {Map<string, Buffer>} */
  const cache = new Map();
  /** @type {Promise<Map<string, string>> | undefined} */
  let routeFiles;
  let routesMtime = 0;

  async function loadRoutes() {
    const list = JSON.parse(await readFile(path.join(root, 'routes.json'), 'utf8'));
    return new Map(list.map((/** @type {{path: string, file: string}} */ r) => [r.path, r.file]));
  }

  /** @type {Map<string, number>} */
  const cachedAt = new Map();

  // Files are kept in memory, keyed by their modification time, so a rebuild under a running server is picked up.
  /** @param {string} file */
  async function read(file) {
    const { mtimeMs } = await stat(file);
    let body = cachedAt.get(file) === mtimeMs ? cache.get(file) : undefined;
    if (!body) {
      body = await readFile(file);
      for (const key of [...cache.keys()]) if (key === file || key.startsWith(`${file}\0`)) cache.delete(key);
      if (body.length < 2_000_000) {
        cache.set(file, body);
        cachedAt.set(file, mtimeMs);
      }
    }
    return body;
  }

  /** @param {Buffer} body @param {string} file @param {string} encoding */
  function compressed(body, file, encoding) {
    const key = `${file}\0${encoding}`;
    let out = cache.get(key);
    if (!out) {
      out = encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipSync(body, { level: 9 });
      cache.set(key, out);
    }
    return out;
  }

  return async function serve(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    routeFiles ??= loadRoutes();
    // A rebuild may add routes: reload the table when it changes.
    const routesStat = await stat(path.join(root, 'routes.json')).catch(() => null);
    if (routesStat && routesStat.mtimeMs !== routesMtime) {
      routesMtime = routesStat.mtimeMs;
      routeFiles = loadRoutes();
    }
    const routes = await routeFiles;
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    let status = 200;
    let file;
    const routeFile = routes.get(normalized);
    if (routeFile) {
      file = path.join(root, routeFile);
    } else {
      const candidate = path.resolve(root, '.' + pathname);
      const inside = candidate.startsWith(root + path.sep) && !candidate.endsWith('.html');
      const info = inside ? await stat(candidate).catch(() => null) : null;
      if (info?.isFile()) file = candidate;
      else {
        status = 404;
        file = path.join(root, '404.html');
      }
    }
    const ext = path.extname(file);
    const type = TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? 'application/octet-stream';
    let body = await read(file);
    /** @type {Record<string, string>} */
    const head = {
      'Content-Type': type,
      'Cache-Control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : pathname.startsWith('/media/')
          ? 'public, max-age=604800'
          : 'no-cache',
      Vary: 'Accept-Encoding',
      ...headers(pathname, type),
    };
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      const accept = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
      if (encoding) {
        body = compressed(body, file, encoding);
        head['Content-Encoding'] = encoding;
      }
    }
    if (ext === '.mp4') head['Accept-Ranges'] = 'bytes';
    const range = ext === '.mp4' ? /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? '')) : null;
    if (range && status === 200) {
      const start = range[1] ? Number(range[1]) : body.length - Number(range[2]);
      const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
      if (start >= 0 && start <= end) {
        head['Content-Range'] = `bytes ${start}-${end}/${body.length}`;
        head['Content-Length'] = String(end - start + 1);
        res.writeHead(206, head);
        res.end(req.method === 'HEAD' ? undefined : body.subarray(start, end + 1));
        return;
      }
    }
    head['Content-Length'] = String(body.length);
    res.writeHead(status, head);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
