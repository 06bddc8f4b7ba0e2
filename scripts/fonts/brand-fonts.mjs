// @ts-check
// The brand fonts, cut to what the site draws. Each face of @fontsource-variable's Latin files is subset
// to the characters the site's text can contain (every character of content/ and src/, plus a safety set
// for Portuguese) and its weight axis narrowed to the weights the theme uses, as WOFF2 in
// .generated/fonts/, which src/theme/fonts.ts imports (so Vite gives them hashed names). The prerender
// cuts smaller faces again from the same sources for each page's first screen (firstScreenFont).
// harfbuzz's subsetter (hb-subset, in WebAssembly) takes 0.1-1.5 s per face: results are cached on disk
// by a hash of everything that shapes them, so a build with unchanged text and fonts subsets nothing.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const generatedDir = path.join(root, '.generated', 'fonts');
const cacheDir = path.join(root, 'node_modules', '.cache', 'lavra-fonts');
const subsetterVersion = require('subset-font/package.json').version;

/**
 * @typedef {object} BrandFace
 * @property {'display' | 'displayItalic' | 'body'} key
 * @property {string} file Name of the output in .generated/fonts/.
 * @property {string} source The variable font it is cut from.
 * @property {string} family
 * @property {'normal' | 'italic'} style
 * @property {[number, number]} weights The weights the theme draws with it (src/ styles), first to last.
 */

/**
 * The faces and the weights the theme uses with each (font-weight in src/: Fraunces upright 350 for the
 * large light headlines and 400 for the others, its italic 400, Manrope 400 to 800). An axis range costs
 * bytes (Fraunces' default instance is its heaviest, 900, so every kept weight carries deltas); a single
 * weight pins the axis and keeps no variation data at all.
 * @type {readonly BrandFace[]}
 */
export const brandFaces = Object.freeze([
  { key: 'display', file: 'fraunces-normal.woff2', source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', family: 'Fraunces Variable', style: 'normal', weights: [350, 400] },
  { key: 'displayItalic', file: 'fraunces-italic.woff2', source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2', family: 'Fraunces Variable', style: 'italic', weights: [400, 400] },
  { key: 'body', file: 'manrope-normal.woff2', source: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2', family: 'Manrope Variable', style: 'normal', weights: [400, 800] },
]);

/**
 * OpenType features kept: what Chromium, Firefox and Safari apply to Latin text by default, plus the
 * numeral styles the theme asks for (font-variant-numeric: tabular-nums, lining-nums). Everything else
 * (stylistic sets, small caps, swashes) is never switched on here and only costs bytes.
 */
export const keptFeatures = Object.freeze(['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum', 'lnum', 'pnum', 'onum']);

/**
 * Characters kept whatever the content says today, so an edit in Portuguese never meets a missing glyph:
 * printable ASCII, the no-break space, every accented letter of Portuguese in both cases, ordinals,
 * degrees and exponents (m², cm³), the euro, dashes, quotes, guillemets, the ellipsis and the bullet.
 * Each character costs a glyph in every face, so the set stops there.
 */
export const safetySet = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  '\u00a0',
  'áàâãçéêíóôõúü',
  'ÁÀÂÃÇÉÊÍÓÔÕÚÜ',
  'ªº°²³·•…–—‘’“”«»€©×',
].join('');

/** Characters that draw nothing of their own (line breaks, tabs): no glyph is needed for them. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const drawsNothing = (/** @type {string} */ char) => /[\u0000-\u001f\u007f]/.test(char);

/** The sorted, de-duplicated characters of a text, without those that draw nothing. */
export function charactersOf(/** @type {string} */ text) {
  return [...new Set(text)].filter((char) => !drawsNothing(char)).sort().join('');
}

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', mdash: '—', ndash: '–', hellip: '…' };
/** Text as a browser would see it: character references and JavaScript escapes decoded. */
export function decodeText(/** @type {string} */ text) {
  return text
    .replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})/gi, (_, a, b, c) => String.fromCodePoint(Number.parseInt(a ?? b ?? c, 16)))
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number.parseInt(dec, 10)))
    .replace(/&([a-z]+);/gi, (whole, name) => entities[/** @type {keyof typeof entities} */ (name.toLowerCase())] ?? whole);
}

/** Every file under a folder whose name ends in one of `extensions`. */
async function filesUnder(/** @type {string} */ dir, /** @type {string[]} */ extensions) {
  /** @type {string[]} */
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full, extensions)));
    else if (extensions.some((ext) => entry.name.endsWith(ext))) found.push(full);
  }
  return found.sort();
}

/**
 * Every character the site's text can hold: all of content/ (the words) and src/ (labels, messages and
 * the app's own strings), code and comments included, which costs a handful of glyphs at most, plus the
 * safety set. Characters the source fonts lack (an emoji in a comment) simply stay out of the subsets.
 */
export async function siteCharacters() {
  let text = safetySet;
  for (const dir of ['content', 'src']) {
    for (const file of await filesUnder(path.join(root, dir), ['.ts', '.tsx'])) text += decodeText(await readFile(file, 'utf8'));
  }
  return withBothCases(text);
}

/** @type {Promise<(font: Buffer, text: string, options: object) => Promise<Buffer>> | undefined} */
let subsetter;
const loadSubsetter = () =>
  // @ts-expect-error subset-font ships no type declarations; its one function is typed on `subsetter` above.
  (subsetter ??= import('subset-font').then((module) => module.default));

/** The axis setting of a face: a range, or a pinned weight. */
const axesOf = (/** @type {BrandFace} */ face) =>
  face.weights[0] === face.weights[1] ? { wght: face.weights[0] } : { wght: { min: face.weights[0], max: face.weights[1] } };

/**
 * A face cut to `characters`, as WOFF2, from the cache when the same cut was made before.
 * @param {BrandFace} face
 * @param {string} characters
 * @returns {Promise<Buffer>}
 */
export async function subsetFace(face, characters) {
  const source = await readFile(require.resolve(face.source));
  const key = createHash('sha256')
    .update(JSON.stringify({ subsetterVersion, axes: axesOf(face), features: keptFeatures, characters }))
    .update(source)
    .digest('hex')
    .slice(0, 24);
  const cached = path.join(cacheDir, `${face.file.replace(/\.woff2$/, '')}-${key}.woff2`);
  if (existsSync(cached)) return readFile(cached);
  const subset = await loadSubsetter();
  const font = await subset(source, characters, { targetFormat: 'woff2', variationAxes: axesOf(face), keepFeatures: [...keptFeatures] });
  await mkdir(cacheDir, { recursive: true });
  // Written aside then renamed: two builds at once never read half a file.
  const partial = `${cached}.${process.pid}.tmp`;
  await writeFile(partial, font);
  await rename(partial, cached);
  return font;
}

/**
 * Writes the site's faces to .generated/fonts/ (unchanged files are left alone, so Vite's watcher and
 * hashes stay still) and returns their sizes.
 * @returns {Promise<Array<{ face: BrandFace, bytes: number }>>}
 */
export async function writeBrandFonts() {
  const characters = await siteCharacters();
  await mkdir(generatedDir, { recursive: true });
  return Promise.all(
    brandFaces.map(async (face) => {
      const font = await subsetFace(face, characters);
      const target = path.join(generatedDir, face.file);
      const current = existsSync(target) ? await readFile(target) : null;
      if (!current || !current.equals(font)) await writeFile(target, font);
      return { face, bytes: font.length };
    }),
  );
}

/** The @font-face descriptors of a face, without its src. */
export function faceDescriptors(/** @type {BrandFace} */ face) {
  const [min, max] = face.weights;
  return `font-family:'${face.family}';font-style:${face.style};font-weight:${min === max ? min : `${min} ${max}`};font-display:swap`;
}

/**
 * The characters a text may show in either case: headings and labels set in capitals with
 * text-transform draw letters that the HTML writes in lower case.
 */
export function withBothCases(/** @type {string} */ characters) {
  return charactersOf([...characters].map((char) => `${char}${char.toUpperCase()}${char.toLowerCase()}`).join(''));
}

/** Strings that styles draw themselves (`content: "“"` in a ::before). */
const generatedContent = (/** @type {string} */ css) => [...css.matchAll(/content:\s*(["'])(.*?)\1/g)].map((match) => match[2]).join('');

/**
 * The text a piece of HTML draws: its text nodes, the placeholders and button values of its fields, and
 * what its own styles generate; without scripts, data blocks and markup.
 */
export function drawnText(/** @type {string} */ html) {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');
  const fields = [...html.matchAll(/\s(?:placeholder|value)="([^"]*)"/g)].map((match) => match[1]).join(' ');
  const text = html
    .replace(/<(script|style|svg|noscript|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ');
  return decodeText(`${text} ${fields} ${generatedContent(styles)}`);
}

/** Never more text than this is taken as a first screen: about a full 1440 x 900 screen of body text. */
const FIRST_SCREEN_TEXT_LIMIT = 2500;
/**
 * Never less: where the first block is short (a collection's hero on a phone, the 404 page on a desktop),
 * what follows it shows on the first screen too.
 */
const FIRST_SCREEN_TEXT_MINIMUM = 1500;

/**
 * The HTML of a page's first screen: from the top of the body (skip link, header) to the end of the first
 * block of <main> (the hero, or the article of a text page).
 */
export function firstScreenHtml(/** @type {string} */ html) {
  const bodyAt = html.indexOf('<body');
  const body = bodyAt >= 0 ? html.slice(bodyAt) : html;
  const mainAt = body.indexOf('<main');
  const first = /<(section|article)\b/g;
  first.lastIndex = Math.max(mainAt, 0);
  const opening = first.exec(body);
  if (!opening) return body;
  const tag = opening[1];
  const edges = new RegExp(`<(/?)${tag}\\b`, 'g');
  edges.lastIndex = opening.index;
  let depth = 0;
  for (let edge = edges.exec(body); edge; edge = edges.exec(body)) {
    depth += edge[1] ? -1 : 1;
    if (depth === 0) return body.slice(0, body.indexOf('>', edge.index) + 1);
  }
  return body;
}

/**
 * The characters a page's first screen draws, in both cases, with the page's generated content, the
 * space and the no-break space: what the small faces inside the page must hold.
 */
export function firstScreenCharacters(/** @type {string} */ pageHtml) {
  const styles = [...pageHtml.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g)].map((match) => match[0]).join('');
  const squeeze = (/** @type {string} */ text) => text.replace(/\s+/g, ' ').trim();
  let text = squeeze(drawnText(firstScreenHtml(pageHtml)));
  if (text.length < FIRST_SCREEN_TEXT_MINIMUM) {
    const bodyAt = pageHtml.indexOf('<body');
    // The body's text starts with the first screen's: take it on to the minimum.
    text = squeeze(drawnText(bodyAt >= 0 ? pageHtml.slice(bodyAt) : pageHtml)).slice(0, FIRST_SCREEN_TEXT_MINIMUM);
  }
  text = text.slice(0, FIRST_SCREEN_TEXT_LIMIT);
  return withBothCases(`${text} \u00a0${generatedContent(styles)}`);
}
