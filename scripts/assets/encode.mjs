// Responsive variants of one master: <src>-<width>.avif and .webp, smallest first.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** @typedef {import('./source.mjs').RawImage} RawImage */
/** Encoder qualities of one image. @typedef {{ webp: number, avif: number }} Quality */

/** Every image is served at these widths, up to its master width (480 and 800 always). */
export const WIDTHS = [480, 800, 1200, 1600];

/**
 * Widths published for a master `width` pixels wide.
 * @param {number} width
 */
export function widthsFor(width) {
  return WIDTHS.filter((w, i) => i < 2 || w <= width);
}

/**
 * Granite specks are high-entropy: they get lower quality so an 800 px variant stays near 60 KB.
 * Smooth marbles and drawings keep the higher default.
 * @param {import('./manifest.mjs').ManifestImage} image
 * @returns {Quality}
 */
export function qualityFor(image) {
  const speckled = ['speckled', 'veined-speckled', 'conglomerate', 'brecciated'].includes(image.stone?.pattern);
  if (image.kind === 'finish' && (speckled || /** @type {readonly (string | undefined)[]} */ (['jateado', 'flameado', 'apicoado', 'escovado']).includes(image.finish))) {
    return { webp: 50, avif: 36 };
  }
  if (image.kind === 'granite' || (speckled && image.kind !== 'illustration' && image.kind !== 'hero')) {
    return { webp: 58, avif: 40 };
  }
  return { webp: 70, avif: 50 };
}

/**
 * @param {string} src
 * @param {number} width
 */
export function outputNames(src, width) {
  return widthsFor(width).flatMap((w) => [`${src}-${w}.avif`, `${src}-${w}.webp`]);
}

/**
 * Writes every variant of `master` (raw pixels) under `outDir`; returns the files written.
 * @param {RawImage} master
 * @param {string} src
 * @param {string} outDir
 * @param {Quality} quality
 */
export async function writeVariants(master, src, outDir, quality) {
  const { data, info } = master;
  const ratio = info.height / info.width;
  mkdirSync(path.dirname(path.join(outDir, src)), { recursive: true });
  /** @type {string[]} */
  const written = [];
  for (const w of widthsFor(info.width)) {
    const h = Math.round(w * ratio);
    const resized = await sharp(data, { raw: info }).resize(w, h, { kernel: 'lanczos3' }).raw().toBuffer({ resolveWithObject: true });
    const from = () => sharp(resized.data, { raw: resized.info });
    const webp = await from().webp({ quality: quality.webp, effort: 5, smartSubsample: true }).toBuffer();
    const avif = await from().avif({ quality: quality.avif, effort: 3, chromaSubsampling: '4:2:0' }).toBuffer();
    for (const [ext, buf] of /** @type {const} */ ([['avif', avif], ['webp', webp]])) {
      const file = path.join(outDir, `${src}-${w}.${ext}`);
      writeFileSync(file, buf);
      written.push(file);
    }
  }
  return written;
}
