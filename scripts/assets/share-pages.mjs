// Link previews of single pages (content/share-images.ts): each stone, each collection and the event,
// 1200 × 630 JPEG under 120 KB. The page's own image on the right, a graphite plate on the left with
// the brand, the page's family, its name in the display serif and one line, as the collection heroes
// are laid out. Text is set by headless Chromium with the self-hosted Fraunces and Manrope.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { ROOT } from './manifest.mjs';

/**
 * One page's preview, as content/share-images.ts lists it (the fields painted here).
 * @typedef {{ href: string, from: string, eyebrow: string, title: string, line: string }} SharePage
 */

const PUBLIC = path.join(ROOT, 'public');
const FONT_DIR = path.join(ROOT, 'node_modules/@fontsource-variable');
/** @type {[family: string, style: string, file: string][]} */
const FONTS = [
  ['Fraunces', 'normal', path.join(FONT_DIR, 'fraunces/files/fraunces-latin-wght-normal.woff2')],
  ['Fraunces', 'italic', path.join(FONT_DIR, 'fraunces/files/fraunces-latin-wght-italic.woff2')],
  ['Manrope', 'normal', path.join(FONT_DIR, 'manrope/files/manrope-latin-wght-normal.woff2')],
];
/** Under the 120 KB a preview may weigh, with room to spare. */
export const SHARE_BUDGET = 115 * 1024;
const INK = { plate: '#1F1D1A', line: '#F4EFE6', muted: '#D8D0C3', accent: '#D9A66B' };

const escapeHtml = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The share images the site's pages point at.
 * @returns {Promise<{ images: readonly SharePage[], width: number, height: number, brand: string }>}
 */
export async function loadSharePages() {
  /** @type {{ module: { shareImages: readonly SharePage[], SHARE_WIDTH: number, SHARE_HEIGHT: number } }} */
  const { module } = await runnerImport(path.join(ROOT, 'content/share-images.ts'), { configFile: false, logLevel: 'silent' });
  return { images: module.shareImages, width: module.SHARE_WIDTH, height: module.SHARE_HEIGHT, brand: (await companyName()) };
}

/** @returns {Promise<string>} */
async function companyName() {
  /** @type {{ module: { company: { name: string } } }} */
  const { module } = await runnerImport(path.join(ROOT, 'content/company.ts'), { configFile: false, logLevel: 'silent' });
  return module.company.name;
}

/**
 * The largest variant of the image a preview is painted from.
 * @param {string} from
 */
export function sourceFile(from) {
  if (from.startsWith('/')) return path.join(PUBLIC, from);
  for (const width of [1600, 1200, 800]) {
    const file = path.join(PUBLIC, 'media', `${from}-${width}.webp`);
    if (existsSync(file)) return file;
  }
  throw new Error(`share image: no variant of ${from} under public/media`);
}

/**
 * @param {SharePage} share
 * @param {string} photo
 * @param {number} width
 * @param {number} height
 * @param {string} brand
 */
function markup(share, photo, width, height, brand) {
  const faces = FONTS.filter(([, , file]) => existsSync(file))
    .map(([family, style, file]) => `@font-face{font-family:'${family}';font-style:${style};src:url(data:font/woff2;base64,${readFileSync(file).toString('base64')}) format('woff2');font-weight:100 900;}`)
    .join('');
  const size = share.title.length <= 16 ? 92 : share.title.length <= 26 ? 70 : 54;
  return `<!doctype html><html lang="pt-BR"><head><style>${faces}
html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;background:${INK.plate}}
.photo{position:absolute;top:0;right:0;bottom:0;width:56%;background:url(${photo}) center/cover}
.plate{position:absolute;top:0;left:0;bottom:0;width:52%;box-sizing:border-box;padding:60px 40px 56px 72px;display:flex;flex-direction:column;background:${INK.plate};color:${INK.line}}
.plate::after{content:'';position:absolute;top:0;bottom:0;right:-64px;width:64px;background:linear-gradient(to right,${INK.plate},transparent)}
.brand{font-family:'Fraunces',Georgia,serif;font-size:40px;font-weight:500;letter-spacing:.01em}
.body{margin-top:auto}
.eyebrow{font-family:'Manrope',sans-serif;font-size:19px;font-weight:700;letter-spacing:.16em;text-transform:uppercase;color:${INK.accent}}
.rule{width:64px;height:3px;background:${INK.accent};margin:22px 0 26px}
h1{margin:0;font-family:'Fraunces',Georgia,serif;font-weight:400;font-size:${size}px;line-height:1.02;letter-spacing:-0.02em;text-wrap:balance}
p{margin:22px 0 0;font-family:'Fraunces',Georgia,serif;font-style:italic;font-size:28px;line-height:1.3;color:${INK.muted};text-wrap:balance}
</style></head><body><div class="photo"></div><div class="plate"><div class="brand">${escapeHtml(brand)}</div><div class="body"><div class="eyebrow">${escapeHtml(share.eyebrow)}</div><div class="rule"></div><h1>${escapeHtml(share.title)}</h1><p>${escapeHtml(share.line)}</p></div></div></body></html>`;
}

/**
 * JPEG under the budget: quality steps down until it fits.
 * @param {Buffer} png
 */
async function encode(png) {
  for (const quality of [84, 78, 72, 66, 60]) {
    const jpeg = await sharp(png).flatten({ background: INK.plate }).jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    if (jpeg.length <= SHARE_BUDGET) return jpeg;
  }
  throw new Error('share image: still over budget at quality 60');
}

/**
 * Paints every listed preview with one browser; returns a line per image.
 * @param {readonly SharePage[]} images
 * @param {number} width
 * @param {number} height
 * @param {string} brand
 */
export async function paintSharePages(images, width, height, brand) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  /** @type {string[]} */
  const lines = [];
  try {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    for (const share of images) {
      // The photo side is 56 % of the width: a 900 px wide source is plenty.
      const photo = await sharp(sourceFile(share.from)).resize({ width: 900, height, fit: 'cover' }).png().toBuffer();
      await page.setContent(markup(share, `data:image/png;base64,${photo.toString('base64')}`, width, height, brand), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const jpeg = await encode(await page.screenshot({ type: 'png' }));
      const out = path.join(PUBLIC, share.href);
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, jpeg);
      lines.push(`${share.href} (${(jpeg.length / 1024).toFixed(0)} KB)`);
    }
  } finally {
    await browser.close();
  }
  return lines;
}
