// A review sheet of generated images: look at /tmp/contact.png after a run with --contact.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * @param {string[]} files
 * @param {string} out
 * @param {{ tile?: number, cols?: number }} [layout]
 */
export async function contactSheet(files, out, { tile = 240, cols = 8 } = {}) {
  const present = files.filter((f) => existsSync(f));
  const rows = Math.ceil(present.length / cols);
  const cell = tile + 8;
  /** @type {import('sharp').OverlayOptions[]} */
  const composites = [];
  for (const [i, file] of present.entries()) {
    const input = await sharp(file).resize(tile, tile, { fit: 'cover' }).png().toBuffer();
    composites.push({ input, left: (i % cols) * cell, top: Math.floor(i / cols) * (cell + 18) });
    composites.push({ input: { text: { text: path.basename(file).replace(/-480\.webp$/, ''), dpi: 60, rgba: true } }, left: (i % cols) * cell + 2, top: Math.floor(i / cols) * (cell + 18) + tile + 2 });
  }
  await sharp({ create: { width: cols * cell, height: Math.max(rows, 1) * (cell + 18), channels: 3, background: '#9a958d' } }).composite(composites).png().toFile(out);
}
