// Renders a manifest illustration: the scene's stone texture first, then the drawing that carries it.
import sharp from 'sharp';
import { createStage } from './scene-kit.mjs';
import { stoneSvg } from './texture.mjs';
import { recipeFromLook } from './stone-recipes.mjs';
import * as kitchen from './scenes-kitchen.mjs';
import * as rooms from './scenes-rooms.mjs';
import * as flat from './scenes-flat.mjs';

const TEXTURE_WIDTH = 1400;

/** Scene name -> drawing and camera. Cameras are fractions of the canvas (see scene-kit.mjs). */
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

const HERO_SCENES = { 'kitchen-island': { draw: kitchen.heroKitchen, camera: { x: 0.2, shift: -0.02 } } };

async function texturePng(look, id, seed, width = TEXTURE_WIDTH) {
  const height = Math.round((width * 2) / 3);
  const png = await sharp(Buffer.from(stoneSvg(recipeFromLook(look, id), width, height, seed))).png().toBuffer();
  return { href: `data:image/png;base64,${png.toString('base64')}`, width, height };
}

/** SVG source of an illustration at the given size. `extraStones` adds textures by stone id. */
export async function illustrationSvg(image, width, height, stoneLooks) {
  const scene = (image.kind === 'hero' && HERO_SCENES[image.scene]) || SCENES[image.scene];
  if (!scene) throw new Error(`No drawing for scene "${image.scene}" (${image.src})`);
  const st = createStage({ width, height, ink: image.ink, camera: scene.camera });
  const main = await texturePng(image.stone, image.stoneId, image.src);
  st.texture('main', main.href, main.width, main.height);
  for (const id of scene.stones ?? []) {
    const t = await texturePng(stoneLooks[id], id, `${image.src}:${id}`, 700);
    st.texture(id, t.href, t.width, t.height);
  }
  scene.draw(st);
  return st.svg();
}
