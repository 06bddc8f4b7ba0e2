// Loads the media manifest (content/media.ts), the single list of what to paint.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';

/** @typedef {import('../../content/media.ts').StoneLook} StoneLook */
/** @typedef {import('../../content/media.ts').MediaVideo} MediaVideo */
/**
 * A manifest image with the id of its stone look (the key in stoneLooks).
 * @typedef {import('../../content/media.ts').MediaImage & { stoneId: string }} ManifestImage
 */
/** @typedef {Record<string, StoneLook>} StoneLooks */

export const ROOT = path.resolve(import.meta.dirname, '../..');
const MANIFEST = path.join(ROOT, 'content/media.ts');

/**
 * Images and videos to generate, each image tagged with the id of its stone look.
 * @returns {Promise<{ stoneLooks: StoneLooks, images: ManifestImage[], videos: readonly MediaVideo[] }>}
 */
export async function loadManifest() {
  if (!existsSync(MANIFEST)) throw new Error('content/media.ts is missing: it lists every image and video to generate.');
  /** @type {{ module: typeof import('../../content/media.ts') }} */
  const { module } = await runnerImport(MANIFEST, { configFile: false, logLevel: 'silent' });
  const { mediaManifest } = module;
  /** @type {StoneLooks} */
  const stoneLooks = module.stoneLooks;
  /** @param {StoneLook} look */
  const idOf = (look) => {
    const json = JSON.stringify(look);
    return Object.keys(stoneLooks).find((id) => stoneLooks[id] === look || JSON.stringify(stoneLooks[id]) === json);
  };
  return {
    stoneLooks,
    // Every image's stone is one of stoneLooks (content/media.ts builds the images from them).
    images: mediaManifest.images.map((image) => ({ ...image, stoneId: /** @type {string} */ (idOf(image.stone)) })),
    videos: mediaManifest.videos,
  };
}
