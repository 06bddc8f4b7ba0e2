// The workbench's own Vite config. Ladle 5 runs its bundled Vite 6, which cannot load the site's
// config (its React plugin targets Vite 8), so none of the site's plugins are imported here:
// Ladle adds its own React plugin when this file declares none.
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { writeBrandFonts } from '../scripts/fonts/brand-fonts.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const sitePublicDir = join(projectRoot, 'public');

const contentTypes = {
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.json': 'application/json',
  '.mp4': 'video/mp4',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt',
  '.webm': 'video/webm',
  '.webmanifest': 'application/manifest+json',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
};

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : entry.isFile() ? [full] : [];
  });
}

/** @param {string | undefined} url @returns {string | null} a file inside the site's public folder */
function sitePublicFile(url) {
  if (!url) return null;
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://workbench.local').pathname);
  } catch {
    return null;
  }
  const file = resolve(sitePublicDir, `.${pathname}`);
  if (!file.startsWith(sitePublicDir + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * The workbench's `publicDir` is `.ladle/public`, so the MSW worker Ladle copies there never lands
 * in the site's `public/`. Stories still need the site's media (`public/media/*`, the favicon):
 * this plugin layers the site's `public/` under the workbench, served as is in development and
 * emitted into the build at the same paths.
 */
function sitePublicAssets() {
  return {
    name: 'lavra:site-public-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const file = sitePublicFile(req.url);
        if (!file) return next();
        // Ladle mounts Vite's middlewares inside Koa, which presets 404 on every response.
        res.statusCode = 200;
        res.setHeader('Content-Type', contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream');
        res.setHeader('Content-Length', statSync(file).size);
        res.setHeader('Cache-Control', 'no-cache');
        if (req.method === 'HEAD') return res.end();
        createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const file of listFiles(sitePublicDir)) {
        const fileName = relative(sitePublicDir, file).split(sep).join('/');
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
      }
    },
  };
}

/** Ladle titles its tab "Ladle", in its HTML and after every story change; the workbench carries the project's name. */
function workbenchTitle() {
  const title = 'Lavra — componentes';
  // Ladle's compiled app modules that write document.title.
  const titledModule = /@ladle\/react\/.*\/app\/src\/(app|init-side-effects)\.(js|tsx?)$/;
  return {
    name: 'lavra:workbench-title',
    transformIndexHtml(html) {
      return html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
    },
    transform(code, id) {
      if (!titledModule.test(id.split('?')[0].replace(/\\/g, '/'))) return null;
      if (!code.includes('| Ladle`')) {
        this.warn(`${id} no longer titles the tab with "| Ladle": the workbench keeps Ladle's title.`);
        return null;
      }
      return { code: code.replaceAll('| Ladle`', `| ${title}\``), map: null };
    },
  };
}

/**
 * Ladle 5.1 logs a failed Vite build, still writes meta.json and exits with 0, so a broken story
 * would pass `npm run build:workbench` and leave stale assets behind. Turn that exit code into 1.
 */
function failOnBuildError() {
  const fail = (error) => {
    if (error) process.once('exit', () => (process.exitCode = 1));
  };
  return { name: 'lavra:fail-on-build-error', apply: 'build', buildEnd: fail, renderError: fail };
}

/** The brand fonts the stories draw, cut as for the site (scripts/fonts/brand-fonts.mjs). */
function brandFonts() {
  return {
    name: 'lavra:brand-fonts',
    async config() {
      await writeBrandFonts();
    },
  };
}

export default {
  publicDir: '.ladle/public',
  plugins: [brandFonts(), sitePublicAssets(), workbenchTitle(), failOnBuildError()],
  build: {
    target: 'es2022',
    // Keep asset URLs on disk (fonts, media) like the site does, so requests match what stories reference.
    assetsInlineLimit: 0,
  },
};
