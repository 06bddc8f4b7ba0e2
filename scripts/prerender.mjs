// Renders every route of the table to its own HTML file in dist/, with critical CSS inlined, the first
// screen's image preloaded (src/seo/first-view.ts), the first screen's glyphs inside the page (below) and
// the route's JavaScript chunks listed for the entry to preload after the first paint
// (src/entry-client.tsx), then removes the SSR bundle.
import { firstScreenEndHint } from './first-screen-end.mjs';
import { mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brandFaces, charactersOf, drawnText, siteCharacters, subsetFace } from './fonts/brand-fonts.mjs';
import { firstScreenFaces } from './fonts/first-screen-faces.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--dist <dir>` and `--ssr <dir>` let a second build (for example one with analytics configured) be
// prerendered next to the default one.
/**
 * @param {string} flag
 * @param {string} fallback
 */
const argDir = (flag, fallback) => {
  const at = process.argv.indexOf(flag);
  const given = process.argv[at + 1];
  return at > 1 && given ? path.resolve(given) : fallback;
};
const dist = argDir('--dist', path.join(root, 'dist'));
const ssrDir = argDir('--ssr', path.join(root, 'dist-ssr'));

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
/** @typedef {{ file: string, name?: string, isEntry?: boolean, imports?: string[] }} ManifestChunk */
/** @type {Record<string, ManifestChunk>} */
const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
/** @typedef {{ family: string, style: string, weight: string, url: string }} BrandFontFace */
/**
 * The server bundle of src/entry-server.tsx (what this script reads of it).
 * @type {{
 *   routes: { path: string, file: string, module: string, indexable: boolean }[],
 *   render: (url: string) => Promise<{ html: string, styles: string, head: string }>,
 *   brandFontFaces: Record<string, BrandFontFace | undefined>,
 *   fontFaceRule: (face: BrandFontFace, src?: string) => string,
 *   fallbackFaces: string,
 *   globalStyleSheet: string,
 *   siteUrl: string,
 * }}
 */
const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);

/**
 * Every JS chunk a manifest entry needs, without duplicates, each after the chunks it imports (depth first,
 * leaves first): the order in which the entry evaluates them, one a task.
 * @param {string} key
 * @param {Set<string>} [seen]
 * @returns {string[]}
 */
function leavesFirst(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  const own = entry.file.endsWith('.js') ? [entry.file] : [];
  return [...(entry.imports ?? []).flatMap((/** @type {string} */ k) => leavesFirst(k, seen)), ...own];
}

// The HTML entry (index.html): src/entry-client.tsx, one small chunk that imports nothing, so it is the
// only script file a page asks for before its first paint.
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('.html')) ?? 'index.html';
const entryChunks = new Set(leavesFirst(entryKey));
if (entryChunks.size !== 1) throw new Error(`the entry must be one file, not ${[...entryChunks].join(', ')}`);
// The app the entry starts after the first paint: a build entry of its own (src/hydrate-app.tsx), named in
// <meta name="lavra:app">.
const hydrateKey = 'src/hydrate-app.tsx';
const hydrateChunk = manifest[hydrateKey];
if (!hydrateChunk) throw new Error(`${hydrateKey} is missing from the build manifest`);
const appMeta = `<meta name="lavra:app" content="/${hydrateChunk.file}">`;

// The fallback faces and global rules: a plain sheet of the page, outside Emotion's (see src/theme/global-styles.tsx).
const globalStyle = `<style data-global>${`${server.fallbackFaces}${server.globalStyleSheet}`.replace(/\s*\n\s*/g, '')}</style>`;

// --- Fonts. A page carries its first screen's glyphs inside it: each brand face cut again to the characters
// of the header and the first block of <main> (a few KB each), as a data: URL that is preloaded (so Chromium
// decodes it while the head is read, before the first layout: an @font-face data: URL alone is decoded after
// it, and the first frame would be drawn in the fallback) and declared under the brand's family. Nothing is
// fetched for text before the first paint. Then src/entry-client.tsx loads the site's full faces (named in
// <meta name="lavra:fonts">) and adds them under the same families once all have arrived: the same glyphs,
// advances and kerning, so the first screen does not move, and the rest of the page gets every character.
// Without scripts, <noscript> declares the full faces instead.
const siteChars = new Set(await siteCharacters());
/** @param {string} key */
const brandFaceOf = (key) => {
  const face = server.brandFontFaces[key];
  if (!face) throw new Error(`src/theme/fonts.ts has no face "${key}" (scripts/fonts/brand-fonts.mjs)`);
  const cut = brandFaces.find((candidate) => candidate.key === key);
  const [min, max] = /** @type {NonNullable<typeof cut>} */ (cut).weights;
  if (face.weight !== (min === max ? `${min}` : `${min} ${max}`)) throw new Error(`${key}: src/theme/fonts.ts declares weight ${face.weight}, the cut is ${min}-${max}`);
  return face;
};
/** @param {string} value */
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const fullFaces = brandFaces.map((cut) => brandFaceOf(cut.key));
const fontsMeta = `<meta name="lavra:fonts" content="${escapeAttribute(JSON.stringify(fullFaces.map(({ family, style, weight, url }) => ({ family, style, weight, url }))))}">`;
const noscriptFonts = `<noscript><style>${fullFaces.map((face) => server.fontFaceRule(face)).join('')}</style></noscript>`;

/**
 * The first screen's faces of a page, inside it: a preload and an @font-face per face that draws there, each
 * cut to the characters and weights that face draws there (scripts/fonts/first-screen-faces.mjs), under
 * the full face's descriptors, so the full face takes over the same text with the same glyphs.
 * @param {string} page
 */
async function firstScreenFonts(page) {
  const uses = firstScreenFaces(page);
  const tags = await Promise.all(
    brandFaces.map(async (cut) => {
      const use = uses[cut.key];
      if (!use) return '';
      const font = await subsetFace({ ...cut, weights: use.weights }, use.characters);
      const dataUrl = `data:font/woff2;base64,${font.toString('base64')}`;
      return `<link rel="preload" as="font" type="font/woff2" href="${dataUrl}" crossorigin><style data-first-screen-font="${cut.key}" data-weights="${use.weights.join(' ')}">${server.fontFaceRule(brandFaceOf(cut.key), dataUrl)}</style>`;
    }),
  );
  return tags.join('');
}

/**
 * Fails the build when a page draws a character the site's faces were not cut with.
 * @param {string} page
 * @param {string} url
 */
function assertCovered(page, url) {
  const missing = charactersOf(drawnText(page)).split('').filter((char) => !/\s/.test(char) && !siteChars.has(char));
  if (missing.length) {
    throw new Error(`${url} draws ${missing.map((char) => `"${char}" (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`).join(', ')}, which the brand fonts were not cut with: the text comes from outside content/ and src/; add it to safetySet in scripts/fonts/brand-fonts.mjs`);
  }
}
// --- end fonts

// The icon travels inside the page: one request less before the first paint.
const favicon = (await readFile(path.join(dist, 'favicon.svg'), 'utf8')).trim();
/** @param {string} html */
const inlineFavicon = (html) =>
  html.replace('href="/favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(favicon).replace(/%20/g, ' ')}"`);

for (const route of server.routes) {
  const url = route.path === '*' ? '/404' : route.path;
  const { html, styles, head } = await server.render(url);
  // The route's few script files (vite.config.ts groups them). Not <link rel="modulepreload">: even at low
  // priority those compete with the first screen's image and fonts (Lighthouse's LCP went from about 1.7 s
  // to 2.6 s with them). The entry reads this list and fetches them all at once right after the first paint.
  // Leaves first, the page's own before the app's entry, which is last: the order the entry evaluates them in.
  const routeChunks = [...new Set([...leavesFirst(route.module), ...leavesFirst(hydrateKey)])].filter((file) => !entryChunks.has(file));
  const preloads = `${appMeta}<meta name="lavra:modules" content="${routeChunks.map((file) => `/${file}`).join(' ')}">`;
  const draft = inlineFavicon(template)
    // The head (title, meta, the first screen's image preload, structured data) comes first, so the
    // browser asks for the LCP image before any script; the first screen's fonts are inside the page.
    .replace('<!--app-head-->', `${head}${preloads}${firstScreenEndHint(html)}${fontsMeta}<!--first-screen-fonts-->${noscriptFonts}${globalStyle}${styles}`)
    .replace('<!--app-html-->', html);
  assertCovered(draft, url);
  const page = draft.replace('<!--first-screen-fonts-->', await firstScreenFonts(draft));
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
await writeFile(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /garantia/certificado\nDisallow: /descadastrar\n\nSitemap: ${server.siteUrl}/sitemap.xml\n`);
console.log(`wrote sitemap.xml (${indexable.length} URLs) and robots.txt`);

await rm(ssrDir, { recursive: true, force: true });

// --- Security headers (server/security-headers.mjs): dist/_headers for static hosts, the same values
// the local server sends, computed from the environment Vite built the client with (.env files included).
const { headersFile } = await import('../server/security-headers.mjs');
const { loadEnv } = await import('vite');
await writeFile(path.join(dist, '_headers'), headersFile(loadEnv('production', root, 'VITE_')));
console.log('wrote _headers');
// --- end security headers
