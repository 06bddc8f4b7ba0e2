// Renders a manifest illustration: the scene's stone texture first, then the drawing that carries it.
import sharp from 'sharp';
import { createStage } from './scene-kit.mjs';
import { stoneSvg } from './texture.mjs';
import { recipeFromLook } from './stone-recipes.mjs';
import * as kitchen from './scenes-kitchen.mjs';
import * as rooms from './scenes-rooms.mjs';
import * as flat from './scenes-flat.mjs';

/**
 * A drawing, its camera, and the stones it paints besides the image's own (by stone id).
 * @typedef {{ draw: (st: import('./scene-kit.mjs').Stage) => void, camera?: import('./scene-kit.mjs').Camera, stones?: string[] }} IllustrationScene
 */

const TEXTURE_WIDTH = 1400;

/**
 * Scene name -> drawing and camera. Cameras are fractions of the canvas (see scene-kit.mjs).
 * @type {Record<string, IllustrationScene>}
 */
export const SCENES = {
  'kitchen-island': { draw: kitchen.kitchenIsland },
  'kitchen-wall': { draw: kitchen.kitchenWall },
  'compact-kitchen': { draw: kitchen.compactKitchen, camera: { x: 0.3 } },
  'integrated-kitchen': { draw: kitchen.integratedKitchen, camera: { x: -0.4 } },
  'finished-kitchen': { draw: kitchen.finishedKitchen, camera: { x: -0.3 } },
  'laser-measure': { draw: kitchen.laserMeasure, camera: { x: 0.2 } },
  'bathroom-wall': { draw: rooms.bathroomWall, camera: { x: 0.5, eye: 1.5, focal: 0.8 } },
  'bathroom-tub': { draw: rooms.bathroomTub, camera: { x: 0.3, focal: 0.85 } },
  'powder-room': { draw: rooms.powderRoom, camera: { x: 0.15, eye: 1.5, focal: 0.75 } },
  'gourmet-counter': { draw: rooms.gourmetCounter, camera: { x: 0.2, eye: 1.6, horizon: 0.4 } },
  'gourmet-terrace': { draw: rooms.gourmetTerrace, camera: { x: 0.3, eye: 1.6, focal: 1.05 } },
  'dining-table': { draw: rooms.diningTable, camera: { eye: 1.75, horizon: 0.4 } },
  sideboard: { draw: rooms.sideboard, camera: { x: 0, eye: 1.45, focal: 1.35, horizon: 0.38 } },
  'samples-table': { draw: flat.samplesTable, stones: ['calacatta-oro', 'branco-dallas', 'ijen-blue'] },
  'slab-layout': { draw: flat.slabLayout },
  proposal: { draw: flat.proposal },
  'bridge-saw': { draw: rooms.bridgeSaw, camera: { x: -0.3, eye: 2.3, horizon: 0.36, focal: 0.6 } },
};

/** Extra stones a scene paints besides its own, by stone id. */
export const sceneStones = Object.fromEntries(Object.entries(SCENES).map(([name, scene]) => [name, scene.stones ?? []]));

/** @type {Record<string, IllustrationScene>} */
const HERO_SCENES = { 'kitchen-island': { draw: kitchen.heroKitchen, camera: { x: 0.2, shift: -0.02 } } };

/**
 * @param {import('../../content/media.ts').StoneLook} look
 * @param {string} id
 * @param {string} seed
 */
async function texturePng(look, id, seed, width = TEXTURE_WIDTH) {
  const height = Math.round((width * 2) / 3);
  const png = await sharp(Buffer.from(stoneSvg(recipeFromLook(look, id), width, height, seed))).png().toBuffer();
  return { href: `data:image/png;base64,${png.toString('base64')}`, width, height };
}

/**
 * SVG source of an illustration at the given size. `extraStones` adds textures by stone id.
 * @param {import('./manifest.mjs').ManifestImage} image
 * @param {number} width
 * @param {number} height
 * @param {import('./manifest.mjs').StoneLooks} stoneLooks
 */
export async function illustrationSvg(image, width, height, stoneLooks) {
  // An illustration names its scene (content/media.ts); a missing or unknown one is reported below.
  const scene = (image.kind === 'hero' && HERO_SCENES[/** @type {string} */ (image.scene)]) || SCENES[/** @type {string} */ (image.scene)];
  if (!scene) throw new Error(`No drawing for scene "${image.scene}" (${image.src})`);
  // Every drawing sets its ink in content/media.ts, and the extra stones are ids of stoneLooks.
  const st = createStage({ width, height, ink: /** @type {import('../../content/media.ts').IllustrationInk} */ (image.ink), camera: scene.camera });
  const main = await texturePng(image.stone, image.stoneId, image.src);
  st.texture('main', main.href, main.width, main.height);
  for (const id of scene.stones ?? []) {
    const t = await texturePng(/** @type {import('../../content/media.ts').StoneLook} */ (stoneLooks[id]), id, `${image.src}:${id}`, 700);
    st.texture(id, t.href, t.width, t.height);
  }
  scene.draw(st);
  return st.svg();
}
