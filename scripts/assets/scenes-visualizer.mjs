// The visualizer's rooms. Each stone surface is a texture keyed by its surface (content/visualizer.ts:
// 'bancada', 'ilha', 'parede', 'piso'), so the stage records its faces and the layers can be cut apart.
// Light comes from a window on the left; contact shadows and a side fall-off model it.
import { mix } from './scene-kit.mjs';
import { room, leftWindow, cabinets, pendant, stool, vase, bowl, books, plant, faucet, frame } from './scene-parts.mjs';

/** @typedef {import('./scene-kit.mjs').Stage} Stage */

/** @param {number} v */
const n = (v) => Number(v.toFixed(2));

/**
 * A slab whose top and front edge carry the surface's stone.
 * @param {Stage} st
 * @param {string} key
 * @param {[number, number]} xs
 * @param {number} y
 * @param {[number, number]} zs
 * @param {{ thickness?: number }} [options]
 */
function stoneSlab(st, key, [x0, x1], y, [z0, z1], { thickness = 0.04 } = {}) {
  const stone = { tex: key };
  st.box([x0, x1], [y - thickness, y], [z0, z1], { front: stone, top: stone, side: stone }, { frontShade: 0.12, sideShade: 0.2, topShade: 0 });
}

/**
 * The two ends of a waterfall slab, drawn before what stands between them.
 * @param {Stage} st
 * @param {string} key
 * @param {[number, number]} xs
 * @param {number} y
 * @param {[number, number]} zs
 * @param {number} thickness
 */
function waterfallEnds(st, key, [x0, x1], y, [z0, z1], thickness) {
  const stone = { tex: key };
  st.box([x0, x0 + thickness], [0, y - thickness], [z0, z1], { front: stone, side: stone }, { frontShade: 0.14, sideShade: 0.3 });
  st.box([x1 - thickness, x1], [0, y - thickness], [z0, z1], { front: stone, side: stone }, { frontShade: 0.14, sideShade: 0.3 });
}

/**
 * Daylight from the left: brighter near the window, falling off to the right, and a soft vignette.
 * @param {Stage} st
 * @param {{ strength?: number }} [options]
 */
function daylight(st, { strength = 1 } = {}) {
  if (st.mask) return;
  const g = st.uid('day');
  const v = st.uid('vig');
  st.rawDef(`<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="0.25"><stop offset="0" stop-color="#FFF6E6" stop-opacity="${n(0.22 * strength)}"/><stop offset="0.45" stop-color="#FFF6E6" stop-opacity="0"/><stop offset="1" stop-color="#2A2118" stop-opacity="${n(0.2 * strength)}"/></linearGradient>`);
  st.rawDef(`<radialGradient id="${v}" cx="0.42" cy="0.5" r="0.78"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#1A140E" stop-opacity="0.22"/></radialGradient>`);
  st.raw(`<rect width="${st.width}" height="${st.height}" fill="url(#${g})"/><rect width="${st.width}" height="${st.height}" fill="url(#${v})"/>`);
}

/**
 * A shadow an object casts on a vertical wall: a blurred rectangle.
 * @param {Stage} st
 * @param {[number, number]} xs
 * @param {[number, number]} ys
 * @param {number} z
 */
function wallShadow(st, [x0, x1], [y0, y1], z, opacity = 0.18) {
  if (st.mask) return;
  const [ax, ay] = st.project([x0, y0, z]);
  const [bx, by] = st.project([x1, y1, z]);
  const blur = st.uid('ws');
  st.rawDef(`<filter id="${blur}" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur stdDeviation="${n(st.width * 0.008)}"/></filter>`);
  st.raw(`<rect x="${n(ax)}" y="${n(by)}" width="${n(bx - ax)}" height="${n(ay - by)}" fill="${st.palette.shade}" opacity="${opacity}" filter="url(#${blur})"/>`);
}

/** @param {Stage} st */
export function kitchen(st) {
  const P = st.palette;
  const zb = 7;
  room(st, { depth: zb, floor: 'boards', left: -3.2, right: 3.2 });
  leftWindow(st, { x: -3.2, z0: 3.2, z1: 5.8, y0: 0.8, y1: 2.55 });
  // Back run: tall pantry on the right, counter with its backsplash in stone, a floating shelf above.
  const [r0, r1] = [-2.4, 1.9];
  st.box([r1, r1 + 1.2], [0, 2.4], [zb - 0.62, zb], { front: P.cabinet, top: P.cabinet }, { sideShade: 0.15 });
  st.line([r1 + 0.6, 0.02, zb - 0.62], [r1 + 0.6, 2.38, zb - 0.62], 0.7);
  st.face([[r0, 0.9, zb], [r1, 0.9, zb], [r1, 1.55, zb], [r0, 1.55, zb]], { tex: 'parede' }, { stroke: 0.6 });
  wallShadow(st, [r0 + 0.2, r1 - 0.2], [1.62, 1.78], zb, 0.22);
  st.box([r0 + 0.3, r1 - 0.3], [1.8, 1.84], [zb - 0.28, zb], { front: P.wood, top: P.wood, bottom: mix(P.wood, '#000000', 0.2) });
  books(st, { x: r0 + 0.8, y: 1.84, z: zb - 0.14, width: 0.26 });
  vase(st, { x: r1 - 0.8, y: 1.84, z: zb - 0.14, height: 0.2 });
  cabinets(st, [r0, r1], [0, 0.86], [zb - 0.6, zb], { doors: 4 });
  stoneSlab(st, 'bancada', [r0 - 0.01, r1], 0.9, [zb - 0.64, zb]);
  const mid = (r0 + r1) / 2 - 0.5;
  st.box([mid - 0.35, mid + 0.35], [0.9, 0.905], [zb - 0.5, zb - 0.12], { front: P.cabinetDark, top: P.cabinetDark }, { topShade: 0 });
  faucet(st, { x: r1 - 0.8, y: 0.9, z: zb - 0.08 });
  bowl(st, { x: r0 + 0.5, y: 0.9, z: zb - 0.3, size: 0.3 });
  // The island: a waterfall slab over wood-faced cabinets, stools in front.
  const [x0, x1, z0, z1] = [-1.5, 1.5, 4.0, 4.95];
  st.contactShadow([x0, x1], [z0, z1], { opacity: 0.4 });
  waterfallEnds(st, 'ilha', [x0, x1], 0.92, [z0, z1], 0.05);
  cabinets(st, [x0 + 0.05, x1 - 0.05], [0, 0.86], [z0 + 0.06, z1], { doors: 3, handles: false, fill: mix(P.cabinet, P.wood, 0.3), plinth: 0.08 });
  stoneSlab(st, 'ilha', [x0, x1], 0.92, [z0, z1], { thickness: 0.05 });
  bowl(st, { x: x0 + 0.6, y: 0.92, z: (z0 + z1) / 2 - 0.1 });
  vase(st, { x: x1 - 0.5, y: 0.92, z: (z0 + z1) / 2 + 0.05, height: 0.28 });
  pendant(st, { x: -0.6, z: 4.5, drop: 0.95 });
  pendant(st, { x: 0.6, z: 4.5, drop: 0.95 });
  for (const x of [-0.8, 0, 0.8]) stool(st, { x, z: z0 - 0.42 });
  daylight(st);
}

/** @param {Stage} st */
export function bathroom(st) {
  const P = st.palette;
  const zb = 5;
  room(st, { depth: zb, left: -2.2, right: 2.2, floor: 'tiles' });
  leftWindow(st, { x: -2.2, z0: 2.4, z1: 3.9, y0: 1.2, y1: 2.4 });
  // The back wall clad in stone from floor to ceiling.
  st.face([[-2.2, 0, zb], [2.2, 0, zb], [2.2, 2.9, zb], [-2.2, 2.9, zb]], { tex: 'parede' }, { stroke: 0 });
  // Mirror with its shadow, a lit niche, the floating vanity and the shadow it casts.
  wallShadow(st, [-1.0, 0.45], [1.2, 2.12], zb, 0.16);
  frame(st, { x0: -1.05, x1: 0.35, y0: 1.25, y1: 2.15, z: zb - 0.02, fill: mix(P.glass, '#b9c6cc', 0.35), mirror: true });
  st.face([[1.2, 1.1, zb], [1.8, 1.1, zb], [1.8, 1.6, zb], [1.2, 1.6, zb]], mix(P.shade, '#000000', 0.2), { stroke: 0.6, opacity: 0.45 });
  vase(st, { x: 1.5, y: 1.1, z: zb - 0.05, height: 0.2 });
  const [v0, v1, y, depth] = [-1.4, 0.8, 0.85, 0.52];
  wallShadow(st, [v0 + 0.1, v1 - 0.1], [y - 0.5, y - 0.1], zb, 0.22);
  st.box([v0 + 0.1, v1 - 0.1], [y - 0.3, y - 0.06], [zb - depth + 0.04, zb], { front: P.wood, bottom: mix(P.wood, '#000000', 0.3) }, { frontShade: 0.05 });
  stoneSlab(st, 'bancada', [v0, v1], y, [zb - depth, zb], { thickness: 0.06 });
  const m = (v0 + v1) / 2;
  st.face([[m - 0.27, y + 0.001, zb - depth + 0.1], [m + 0.27, y + 0.001, zb - depth + 0.1], [m + 0.27, y + 0.001, zb - 0.12], [m - 0.27, y + 0.001, zb - 0.12]], mix(P.glass, '#c9ced0', 0.4), { stroke: 0.8 });
  faucet(st, { x: m - 0.05, y: y + 0.25, z: zb - 0.01, reach: 0.16, wall: true });
  pendant(st, { x: 1.0, z: zb - 0.35, drop: 0.9, size: 0.18 });
  plant(st, { x: 1.6, z: 3.6, height: 1.0 });
  daylight(st);
}

/** @param {Stage} st */
export function gourmet(st) {
  const P = st.palette;
  const zb = 6.5;
  room(st, { depth: zb, left: -3, right: 3, floor: 'boards' });
  // Wood slats on the back wall, right of the barbecue.
  for (let x = -0.9; x < 3; x += 0.12) st.face([[x, 0, zb - 0.01], [x + 0.07, 0, zb - 0.01], [x + 0.07, 2.9, zb - 0.01], [x, 2.9, zb - 0.01]], mix(P.wood, P.wall, 0.35), { stroke: 0 });
  // The barbecue wall in stone from floor to ceiling, the grill set into it.
  const [w0, w1] = [-3, -0.95];
  st.face([[w0, 0, zb - 0.02], [w1, 0, zb - 0.02], [w1, 2.9, zb - 0.02], [w0, 2.9, zb - 0.02]], { tex: 'parede' }, { stroke: 0.6 });
  st.face([[-2.45, 0.95, zb - 0.025], [-1.5, 0.95, zb - 0.025], [-1.5, 1.55, zb - 0.025], [-2.45, 1.55, zb - 0.025]], '#1d1a17', { stroke: 0.6 });
  for (let i = 1; i < 6; i += 1) st.line([-2.45 + i * 0.158, 1.02, zb - 0.03], [-2.45 + i * 0.158, 1.12, zb - 0.03], 0.6);
  st.face([[-2.45, 1.0, zb - 0.03], [-1.5, 1.0, zb - 0.03], [-1.5, 1.1, zb - 0.03], [-2.45, 1.1, zb - 0.03]], '#3a2418', { stroke: 0, opacity: 0.8 });
  // The counter with a sink, wood cabinets, and a bench at the window.
  const [c0, c1] = [-0.95, 2.7];
  cabinets(st, [c0, c1], [0, 0.86], [zb - 0.65, zb], { doors: 4, fill: mix(P.wood, P.wall, 0.15) });
  stoneSlab(st, 'bancada', [c0 - 0.02, c1 + 0.02], 0.9, [zb - 0.68, zb], { thickness: 0.05 });
  stoneSlab(st, 'bancada', [-3, -0.95], 0.9, [zb - 0.68, zb - 0.02], { thickness: 0.05 });
  st.box([-2.95, -1.0], [0, 0.85], [zb - 0.64, zb - 0.02], { front: P.cabinetDark }, { frontShade: 0.1 });
  faucet(st, { x: 1.7, y: 0.9, z: zb - 0.08 });
  st.face([[1.35, 0.901, zb - 0.55], [2.05, 0.901, zb - 0.55], [2.05, 0.901, zb - 0.15], [1.35, 0.901, zb - 0.15]], mix(P.glass, '#c9ced0', 0.4), { stroke: 0.8 });
  bowl(st, { x: 0.2, y: 0.9, z: zb - 0.35 });
  vase(st, { x: -0.5, y: 0.9, z: zb - 0.3, height: 0.26 });
  // Glass railing on the right, the garden light coming from the left.
  st.face([[3, 0, 1], [3, 1.1, 1], [3, 1.1, zb], [3, 0, zb]], mix(P.glass, '#cfe0e6', 0.5), { stroke: 1, opacity: 0.7 });
  leftWindow(st, { x: -3, z0: 2.2, z1: 5.0, y0: 0.4, y1: 2.6 });
  plant(st, { x: 2.3, z: 3.2, height: 1.5 });
  pendant(st, { x: 0.9, z: zb - 0.5, drop: 0.8, size: 0.22 });
  pendant(st, { x: 1.9, z: zb - 0.5, drop: 0.8, size: 0.22 });
  daylight(st);
}

/** @param {Stage} st */
export function livingRoom(st) {
  const P = st.palette;
  const zb = 7;
  const [left, right, near] = [-3.4, 3.4, 0.4];
  room(st, { depth: zb, left, right, floor: 'none' });
  // The floor in stone, laid in 80 cm squares (their joints are drawn on the light layer).
  st.face([[left, 0, near], [right, 0, near], [right, 0, zb], [left, 0, zb]], { tex: 'piso' }, { stroke: 0 });
  leftWindow(st, { x: left, z0: 2.6, z1: 5.6, y0: 0.3, y1: 2.6 });
  // A sofa against the back wall under a picture, a low table before it, a plant by the window.
  const sofa = mix(P.wall, '#8E8273', 0.45);
  frame(st, { x0: -0.9, x1: 0.9, y0: 1.3, y1: 2.2, z: zb - 0.02, fill: mix(P.wall, P.accent, 0.3) });
  st.contactShadow([-1.5, 1.5], [zb - 0.95, zb], { opacity: 0.45 });
  st.box([-1.5, 1.5], [0.1, 0.44], [zb - 0.95, zb - 0.05], { front: sofa, top: mix(sofa, '#ffffff', 0.12) }, { frontShade: 0.12 });
  st.box([-1.5, 1.5], [0.44, 0.85], [zb - 0.28, zb - 0.05], { front: mix(sofa, '#000000', 0.06), top: mix(sofa, '#ffffff', 0.1) }, { frontShade: 0.06 });
  for (const x of [-1.5, 1.3]) st.box([x, x + 0.2], [0.1, 0.62], [zb - 0.95, zb - 0.05], { front: mix(sofa, '#000000', 0.04), top: mix(sofa, '#ffffff', 0.15) }, { frontShade: 0.04 });
  st.contactShadow([-0.7, 0.7], [4.6, 5.3], { opacity: 0.4 });
  st.box([-0.7, 0.7], [0.3, 0.36], [4.6, 5.3], { front: mix(P.wood, '#000000', 0.25), top: mix(P.wood, '#000000', 0.1) }, { frontShade: 0.1 });
  for (const x of [-0.62, 0.62]) st.line([x, 0, 4.66], [x, 0.3, 4.66], 1.6);
  bowl(st, { x: 0.1, y: 0.36, z: 4.95, size: 0.3 });
  vase(st, { x: -0.4, y: 0.36, z: 5.0, height: 0.22 });
  plant(st, { x: 2.7, z: 6.2, height: 1.7 });
  st.contactShadow([-3.0, -2.2], [5.6, 6.6], { opacity: 0.35 });
  st.box([-3.0, -2.2], [0.1, 0.45], [5.6, 6.6], { front: mix(P.wood, P.wall, 0.3), top: mix(P.wood, '#ffffff', 0.2) }, { frontShade: 0.1 });
  pendant(st, { x: 0, z: 5.0, drop: 0.8, size: 0.5 });
  daylight(st);
}

/**
 * Room slug (content/visualizer.ts) -> drawing and camera (fractions of the canvas, see scene-kit.mjs).
 * @type {Record<string, { draw: (st: Stage) => void, camera: import('./scene-kit.mjs').Camera }>}
 */
export const VISUALIZER_SCENES = {
  cozinha: { draw: kitchen, camera: { x: 0.1, eye: 1.6, focal: 0.82, horizon: 0.4 } },
  banheiro: { draw: bathroom, camera: { x: 0.35, eye: 1.5, focal: 0.78, horizon: 0.42 } },
  'area-gourmet': { draw: gourmet, camera: { x: 0.2, eye: 1.6, focal: 0.9, horizon: 0.4 } },
  sala: { draw: livingRoom, camera: { x: 0.2, eye: 1.75, focal: 0.8, horizon: 0.3 } },
};
