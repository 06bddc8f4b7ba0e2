// Paints the master picture of one manifest image at a given size, or takes the real photo that
// replaces it: a file assets-src/<src>.(jpg|png|webp) wins over the generated placeholder.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './manifest.mjs';
import { stoneSvg } from './texture.mjs';
import { recipeFromLook } from './stone-recipes.mjs';
import { finishSvg } from './finishes.mjs';
import { illustrationSvg } from './illustrate.mjs';

/** @typedef {import('./manifest.mjs').ManifestImage} ManifestImage */
/** @typedef {import('./manifest.mjs').StoneLooks} StoneLooks */
/** @typedef {import('./texture.mjs').StoneRecipe} StoneRecipe */
/** Raw pixels and their layout, as sharp gives them. @typedef {{ data: Buffer, info: import('sharp').OutputInfo }} RawImage */

/** @type {ReadonlySet<string>} */
export const STONE_KINDS = new Set(['marble', 'quartzite', 'granite', 'dolomitic', 'travertine', 'ultracompact']);
const PHOTO_TYPES = ['jpg', 'jpeg', 'png', 'webp'];

/**
 * The real photo standing in for `src`, if one was dropped in assets-src/.
 * @param {string} src
 * @returns {string | null}
 */
export function photoFor(src) {
  for (const ext of PHOTO_TYPES) {
    const file = path.join(ROOT, 'assets-src', `${src}.${ext}`);
    if (existsSync(file)) return file;
  }
  return null;
}

const svgToSharp = (/** @type {string} */ svg) => sharp(Buffer.from(svg), { limitInputPixels: false, unlimited: true });

/** A darker rim, so the collection heroes hold white text at their edges. */
const vignette = (/** @type {number} */ w, /** @type {number} */ h) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="v" cx="0.5" cy="0.45" r="0.75"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#v)"/></svg>`,
  );

/**
 * Resin fills the pores: dark, thin, glossy fissures over the stone.
 * @param {StoneRecipe} recipe
 * @returns {StoneRecipe}
 */
const withResin = (recipe) => ({
  ...recipe,
  layers: [...recipe.layers, { kind: 'veins', color: '#2A241E', count: 7, width: [1.5, 4], angle: 60, spread: 50, halo: 0, branches: 3, hairlines: 14, opacity: 0.7 }],
});

/**
 * Raw RGB pixels of the master image: { data, info }.
 * @param {ManifestImage} image
 * @param {number} width
 * @param {number} height
 * @param {{ stoneLooks: StoneLooks }} options
 * @returns {Promise<RawImage>}
 */
export async function renderMaster(image, width, height, { stoneLooks }) {
  const photo = photoFor(image.src);
  if (photo) {
    return sharp(photo).rotate().resize(width, height, { fit: 'cover', position: 'attention' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  }
  const recipe = () => recipeFromLook(image.stone, image.stoneId);
  /** @type {import('sharp').Sharp} */
  let pipeline;
  if (STONE_KINDS.has(image.kind)) {
    pipeline = svgToSharp(stoneSvg(recipe(), width, height, image.src));
  } else if (image.kind === 'finish') {
    const base = image.finish === 'resinado' ? withResin(recipe()) : recipe();
    const png = await svgToSharp(stoneSvg(base, width, height, `finish:${image.stoneId}`)).png().toBuffer();
    // A finish image names its finish (content/media.ts); finishSvg throws on anything else.
    pipeline = svgToSharp(finishSvg(/** @type {string} */ (image.finish), `data:image/png;base64,${png.toString('base64')}`, width, height, 7));
  } else if (image.kind === 'collection-hero') {
    const png = await svgToSharp(stoneSvg({ ...recipe(), bookmatch: true }, width, height, image.src)).png().toBuffer();
    pipeline = sharp(png).composite([{ input: vignette(width, height) }]);
  } else if (image.kind === 'illustration' || image.kind === 'hero') {
    pipeline = svgToSharp(await illustrationSvg(image, width, height, stoneLooks));
  } else {
    throw new Error(`No painter for image kind "${image.kind}" (${image.src})`);
  }
  // Flatten through PNG so composites are applied before the raw read.
  const png = await pipeline.png({ compressionLevel: 1 }).toBuffer();
  return sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}
