// Prints the gzip size of every built chunk and what each prerendered page loads before any interaction.
// Usage: npm run size [-- --dist <dir>] [--json]
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @param {number} n */
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Initial JavaScript of a prerendered page (paths without the leading slash): module scripts, their
 * modulepreloads, and the modules the entry preloads right after the first paint (<meta name="lavra:modules">),
 * i.e. everything loaded before any interaction.
 * @param {string} html
 * @returns {string[]}
 */
export function initialScripts(html) {
  /** @type {Set<string>} */
  const found = new Set();
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (!/\bname="lavra:modules"/.test(tag)) continue;
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1] ?? '';
    for (const href of content.split(/\s+/).filter(Boolean)) found.add(href.replace(/^\//, ''));
  }
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="\/([^"]+)"/.exec(tag);
    if (src?.[1] && /\btype="module"/.test(tag)) found.add(src[1]);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="\/([^"]+)"/.exec(tag);
    if (href?.[1] && /\brel="modulepreload"/.test(tag)) found.add(href[1]);
  }
  return [...found];
}

/**
 * Gzip size (level 9) of every JS and CSS chunk of a build, keyed by its path inside the build.
 * @param {string} dist
 */
export async function chunkSizes(dist) {
  const files = (await readdir(path.join(dist, 'assets'))).filter((f) => /\.(js|css)$/.test(f)).sort();
  /** @type {Map<string, { raw: number, gzip: number }>} */
  const sizes = new Map();
  for (const file of files) {
    const body = await readFile(path.join(dist, 'assets', file));
    sizes.set(`assets/${file}`, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return sizes;
}

/**
 * Initial JavaScript (gzip bytes and files) of every prerendered page of a build.
 * @param {string} dist
 * @param {Map<string, { raw: number, gzip: number }>} sizes
 */
export async function initialJsPerPage(dist, sizes) {
  const pages = (await readdir(dist)).filter((f) => f.endsWith('.html')).sort();
  /** @type {Record<string, { gzip: number, files: string[] }>} */
  const summary = {};
  for (const page of pages) {
    const scripts = initialScripts(await readFile(path.join(dist, page), 'utf8'));
    summary[page] = { gzip: scripts.reduce((sum, f) => sum + (sizes.get(f)?.gzip ?? 0), 0), files: scripts };
  }
  return summary;
}

async function main() {
  const at = process.argv.indexOf('--dist');
  const given = process.argv[at + 1];
  const dist = at > 1 && given ? path.resolve(given) : path.join(root, 'dist');
  const sizes = await chunkSizes(dist);
  const rows = [...sizes.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  console.log('chunk'.padEnd(52), 'raw'.padStart(10), 'gzip'.padStart(10));
  for (const [file, s] of rows) console.log(file.padEnd(52), kb(s.raw).padStart(10), kb(s.gzip).padStart(10));

  const summary = await initialJsPerPage(dist, sizes);
  console.log('\ninitial JavaScript per page (gzip):');
  for (const [page, { gzip, files }] of Object.entries(summary)) {
    console.log(`  ${page.padEnd(44)} ${kb(gzip).padStart(10)}  (${files.length} files)`);
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(Object.fromEntries(Object.entries(summary).map(([page, s]) => [page, s.gzip]))));
  }
}

// Imported by the benchmark for its helpers; prints only when run directly.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
