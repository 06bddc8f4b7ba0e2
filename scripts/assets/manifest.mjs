// Loads the media manifest (content/media.ts), the single list of what to paint.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const MANIFEST = path.join(ROOT, 'content/media.ts');

/** Images and videos to generate, each image tagged with the id of its stone look. */
export async function loadManifest() {
  if (!existsSync(MANIFEST)) throw new Error('content/media.ts is missing: it lists every image and video to generate.');
  const { module } = await runnerImport(MANIFEST, { configFile: false, logLevel: 'silent' });
  const { mediaManifest, stoneLooks } = module;
  const idOf = (look) => {
    const json = JSON.stringify(look);
    return Object.keys(stoneLooks).find((id) => stoneLooks[id] === look || JSON.stringify(stoneLooks[id]) === json);
  };
  return {
    stoneLooks,
    images: mediaManifest.images.map((image) => ({ ...image, stoneId: idOf(image.stone) })),
    videos: mediaManifest.videos,
  };
}
