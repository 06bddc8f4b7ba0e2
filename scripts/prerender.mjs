// Renders every route of the table to its own HTML file in dist/, with critical CSS inlined, the first
// screen's image and fonts preloaded (src/seo/first-view.ts) and the route's JavaScript chunks listed
// for the entry to preload after the first paint (src/entry-client.tsx), then removes the SSR bundle.
import { mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--dist <dir>` and `--ssr <dir>` let a second build (for example one with analytics configured) be
// prerendered next to the default one.
const argDir = (flag, fallback) => {
  const at = process.argv.indexOf(flag);
  return at > 1 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : fallback;
};
const dist = argDir('--dist', path.join(root, 'dist'));
const ssrDir = argDir('--ssr', path.join(root, 'dist-ssr'));

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);

/** Every JS chunk a manifest entry needs, depth first, without duplicates. */
function chunksOf(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  const own = entry.file.endsWith('.js') ? [entry.file] : [];
  return [...own, ...(entry.imports ?? []).flatMap((k) => chunksOf(k, seen))];
}

// The HTML entry (index.html): src/entry-client.tsx, one small chunk that imports nothing, so it is the
// only script file a page asks for before its first paint.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('.html')) ?? 'index.html';
const entryChunks = new Set(chunksOf(entryKey));
if (entryChunks.size !== 1) throw new Error(`the entry must be one file, not ${[...entryChunks].join(', ')}`);
// The app the entry starts after the first paint: a build entry of its own, which imports React and
// then the app itself (src/entry-hydrate.tsx).
const hydrateKey = 'src/entry-hydrate.tsx';
if (!manifest[hydrateKey]) throw new Error(`${hydrateKey} is missing from the build manifest`);
const appChunks = [hydrateKey, ...(manifest[hydrateKey].dynamicImports ?? [])].flatMap((key) => chunksOf(key));
const appMeta = `<meta name="lavra:app" content="/${manifest[hydrateKey].file}">`;

// The font faces and global rules: a plain sheet of the page, outside Emotion's (see src/theme/global-styles.tsx).
const fontStyle = `<style data-global>${`${server.fontFaces}${server.globalStyleSheet}`.replace(/\s*\n\s*/g, '')}</style>`;
// The icon travels inside the page: one request less before the first paint.
const favicon = (await readFile(path.join(dist, 'favicon.svg'), 'utf8')).trim();
const inlineFavicon = (html) =>
  html.replace('href="/favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(favicon).replace(/%20/g, ' ')}"`);

for (const route of server.routes) {
  const url = route.path === '*' ? '/404' : route.path;
  const { html, styles, head } = await server.render(url);
  // Not <link rel="modulepreload">: those would compete with the first screen's image and fonts. The
  // entry reads this list and preloads them right after the first paint, next to the app's own chunks.
  const routeChunks = [...new Set([...appChunks, ...chunksOf(route.module)])].filter((file) => !entryChunks.has(file));
  const preloads = `${appMeta}<meta name="lavra:modules" content="${routeChunks.map((file) => `/${file}`).join(' ')}">`;
  const page = inlineFavicon(template)
    // The head (title, meta, the first screen's image and font preloads, structured data) comes first,
    // so the browser asks for the LCP image and the fonts before any script.
    .replace('<!--app-head-->', `${head}${preloads}${fontStyle}${styles}`)
    .replace('<!--app-html-->', html);
  // Stone pages live under their collection: dist/granitos/branco-polar.html.
  await mkdir(path.dirname(path.join(dist, route.file)), { recursive: true });
  await writeFile(path.join(dist, route.file), page);
  console.log(`prerendered ${url} -> ${path.relative(root, path.join(dist, route.file))} (${(page.length / 1024).toFixed(1)} KB)`);
}

await writeFile(
  path.join(dist, 'routes.json'),
  JSON.stringify(server.routes.filter((r) => r.path !== '*').map(({ path: p, file, indexable }) => ({ path: p, file, indexable })), null, 2),
);
// Sitemap and robots.txt come from the same route table.
const today = new Date().toISOString().slice(0, 10);
const indexable = server.routes.filter((r) => r.indexable && r.path !== '*');
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${indexable
  .map((r) => `  <url><loc>${server.siteUrl}${r.path === '/' ? '/' : r.path}</loc><lastmod>${today}</lastmod><priority>${r.path === '/' ? '1.0' : r.path.split('/').length > 2 ? '0.7' : '0.8'}</priority></url>`)
  .join('\n')}
</urlset>
`;
await writeFile(path.join(dist, 'sitemap.xml'), sitemap);
await writeFile(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${server.siteUrl}/sitemap.xml\n`);
console.log(`wrote sitemap.xml (${indexable.length} URLs) and robots.txt`);

await rm(ssrDir, { recursive: true, force: true });

// --- Security headers (server/security-headers.mjs): dist/_headers for static hosts, the same values
// the local server sends, computed from the environment Vite built the client with (.env files included).
const { headersFile } = await import('../server/security-headers.mjs');
const { loadEnv } = await import('vite');
await writeFile(path.join(dist, '_headers'), headersFile(loadEnv('production', root, 'VITE_')));
console.log('wrote _headers');
// --- end security headers
