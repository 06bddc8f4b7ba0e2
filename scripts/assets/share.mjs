// The link-preview image (og/share.jpg, 1200 x 630): the stone texture with a graphite band carrying
// the caption. librsvg cannot read the site's WOFF2 fonts, so the text is set by headless Chromium
// with the self-hosted Fraunces and Manrope; without Chromium it falls back to a system serif.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './manifest.mjs';

const FONT_DIR = path.join(ROOT, 'node_modules/@fontsource-variable');
const FRAUNCES = path.join(FONT_DIR, 'fraunces/files/fraunces-latin-wght-normal.woff2');
const MANROPE = path.join(FONT_DIR, 'manrope/files/manrope-latin-wght-normal.woff2');

/** @typedef {import('../../content/media.ts').IllustrationInk} Ink */

const escapeHtml = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * 'Brand — tagline' -> ['Brand', 'tagline'].
 * @returns {[string, string]}
 */
export function splitCaption(caption = '') {
  // split() always gives at least one part.
  const [brand, ...rest] = /** @type {[string, ...string[]]} */ (caption.split(/\s+[—–-]\s+/));
  return [brand.trim(), rest.join(' — ').trim()];
}

/**
 * @param {string} textureHref
 * @param {number} width
 * @param {number} height
 * @param {Ink} ink
 * @param {string} brand
 * @param {string} tagline
 */
function html(textureHref, width, height, ink, brand, tagline) {
  const font = (/** @type {string} */ file, /** @type {string} */ family) => (existsSync(file) ? `@font-face{font-family:'${family}';src:url(data:font/woff2;base64,${readFileSync(file).toString('base64')}) format('woff2');font-weight:100 900;}` : '');
  return `<!doctype html><html><head><style>
${font(FRAUNCES, 'Fraunces')}${font(MANROPE, 'Manrope')}
html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden}
body{background:url(${textureHref}) center/cover;position:relative}
.band{position:absolute;left:0;right:0;bottom:0;height:42%;background:${ink.background};display:flex;flex-direction:column;justify-content:center;padding:0 72px;box-sizing:border-box}
.rule{width:72px;height:3px;background:${ink.accent};margin-bottom:22px}
h1{margin:0;font-family:'Fraunces',Georgia,serif;font-weight:500;font-size:104px;line-height:1;color:${ink.line};letter-spacing:-0.01em}
p{margin:14px 0 0;font-family:'Manrope',sans-serif;font-size:30px;color:${ink.line};opacity:.82;letter-spacing:.01em}
</style></head><body><div class="band"><div class="rule"></div><h1>${escapeHtml(brand)}</h1>${tagline ? `<p>${escapeHtml(tagline)}</p>` : ''}</div></body></html>`;
}

/**
 * @param {string} markup
 * @param {number} width
 * @param {number} height
 */
async function withChromium(markup, width, height) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(markup, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    return await page.screenshot({ type: 'png' });
  } finally {
    await browser.close();
  }
}

/**
 * @param {string} textureHref
 * @param {number} width
 * @param {number} height
 * @param {Ink} ink
 * @param {string} brand
 * @param {string} tagline
 */
function withLibrsvg(textureHref, width, height, ink, brand, tagline) {
  const band = Math.round(height * 0.42);
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<image href="${textureHref}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>
<rect y="${height - band}" width="${width}" height="${band}" fill="${ink.background}"/>
<rect x="72" y="${height - band + 52}" width="72" height="3" fill="${ink.accent}"/>
<text x="72" y="${height - band + 160}" font-family="Liberation Serif, DejaVu Serif, serif" font-size="104" fill="${ink.line}">${escapeHtml(brand)}</text>
<text x="72" y="${height - band + 215}" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="30" fill="${ink.line}" opacity="0.82">${escapeHtml(tagline)}</text>
</svg>`),
  )
    .png()
    .toBuffer();
}

/**
 * PNG of the share image over a texture PNG.
 * @param {Buffer} texturePng
 * @param {import('./manifest.mjs').ManifestImage} image
 */
export async function renderShare(texturePng, image) {
  const { width, height, caption } = image;
  // The share image sets its ink in content/media.ts.
  const ink = /** @type {Ink} */ (image.ink);
  const href = `data:image/png;base64,${texturePng.toString('base64')}`;
  const [brand, tagline] = splitCaption(caption);
  try {
    return await withChromium(html(href, width, height, ink, brand, tagline), width, height);
  } catch (error) {
    console.warn(`og/share: Chromium unavailable (${/** @type {Error} */ (error).message.split('\n')[0]}); using a system serif.`);
    return withLibrsvg(href, width, height, ink, brand, tagline);
  }
}
