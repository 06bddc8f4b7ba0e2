// Kitchen scenes. Every stone surface uses the scene's texture 'main'.
import { mix } from './scene-kit.mjs';
import { room, leftWindow, slab, cabinets, pendant, stool, vase, bowl, books, plant, faucet } from './scene-parts.mjs';

/** @typedef {import('./scene-kit.mjs').Stage} Stage */

const DEPTH = 7;

/**
 * Tall pantry cabinets and a base run with stone top and stone splash along the back wall.
 * @param {Stage} st
 * @param {{ x0?: number, x1?: number, splash?: number, tall?: boolean, upper?: boolean, window?: () => void }} [options]
 */
function backRun(st, { x0 = -2.6, x1 = 2.6, splash = 0.55, tall = true, upper = false, window } = {}) {
  const P = st.palette;
  const zb = DEPTH;
  if (tall) {
    st.box([x0, x0 + 1.2], [0, 2.4], [zb - 0.62, zb], { front: P.cabinet, top: P.cabinet }, { sideShade: 0.15 });
    for (const x of [x0 + 0.6]) st.line([x, 0.02, zb - 0.62], [x, 2.38, zb - 0.62], 0.7);
  }
  const runStart = tall ? x0 + 1.2 : x0;
  if (splash) {
    st.face([[runStart, 0.9, zb], [x1, 0.9, zb], [x1, 0.9 + splash, zb], [runStart, 0.9 + splash, zb]], { tex: 'main' }, { worldW: x1 - runStart, worldH: splash, stroke: 0.8, offset: [0.1, 0.3] });
  }
  if (window) window();
  if (upper) {
    st.box([runStart + 0.2, x1 - 0.2], [1.75, 1.79], [zb - 0.28, zb], { front: P.wood, top: P.wood, bottom: mix(P.wood, '#000000', 0.2) });
    books(st, { x: runStart + 0.6, y: 1.79, z: zb - 0.14, width: 0.26 });
    vase(st, { x: x1 - 0.7, y: 1.79, z: zb - 0.14, height: 0.2 });
  }
  cabinets(st, [runStart, x1], [0, 0.86], [zb - 0.6, zb], { doors: 4 });
  slab(st, [runStart - 0.01, x1], 0.9, [zb - 0.64, zb], { texMeters: 3.2 });
  // Cooktop and a sink in line on the back run.
  const mid = (runStart + x1) / 2;
  st.box([mid - 0.35, mid + 0.35], [0.9, 0.905], [zb - 0.5, zb - 0.12], { front: P.cabinetDark, top: P.cabinetDark }, { topShade: 0 });
  faucet(st, { x: x1 - 0.7, y: 0.9, z: zb - 0.08 });
}

/**
 * @param {Stage} st
 * @param {{ x0: number, x1: number, z0: number, z1: number, stools?: boolean, waterfall?: boolean }} options
 */
function island(st, { x0, x1, z0, z1, stools = true, waterfall = true }) {
  const P = st.palette;
  st.contactShadow([x0, x1], [z0, z1]);
  if (waterfall) {
    cabinets(st, [x0 + 0.04, x1 - 0.04], [0, 0.86], [z0 + 0.05, z1], { doors: 3, handles: false, fill: mix(P.cabinet, P.wood, 0.25), plinth: 0.08 });
  }
  slab(st, [x0, x1], 0.92, [z0, z1], { waterfall, texMeters: 3.4, offset: [0.05, 0.2] });
  bowl(st, { x: x0 + 0.5, y: 0.92, z: (z0 + z1) / 2 - 0.1 });
  vase(st, { x: x1 - 0.45, y: 0.92, z: (z0 + z1) / 2 + 0.05, height: 0.26 });
  if (stools) {
    stool(st, { x: x0 + 0.55, z: z0 - 0.4 });
    stool(st, { x: (x0 + x1) / 2, z: z0 - 0.4 });
    stool(st, { x: x1 - 0.55, z: z0 - 0.4 });
  }
}

/** @param {Stage} st */
export function kitchenIsland(st) {
  room(st, { depth: DEPTH, floor: 'tiles' });
  backRun(st, { upper: true });
  pendant(st, { x: -0.5, z: 4.6, drop: 1.0 });
  pendant(st, { x: 0.6, z: 4.6, drop: 1.0 });
  island(st, { x0: -1.3, x1: 1.3, z0: 4.1, z1: 5.0 });
}

/**
 * The hero: a dark kitchen whose lit island sits right of centre, leaving calm space for text.
 * @param {Stage} st
 */
export function heroKitchen(st) {
  room(st, { depth: DEPTH, floor: 'boards', left: -3.6, right: 3.4 });
  backRun(st, { x0: -2.2, x1: 3.4, upper: false, splash: 1.3 });
  pendant(st, { x: 0.9, z: 4.6, drop: 1.05 });
  pendant(st, { x: 2.0, z: 4.6, drop: 1.05 });
  island(st, { x0: 0.2, x1: 2.7, z0: 4.0, z1: 4.95, stools: false });
}

/** @param {Stage} st */
export function kitchenWall(st) {
  room(st, { depth: DEPTH, floor: 'boards' });
  leftWindow(st, { x: -3, z0: 3.0, z1: 5.4 });
  backRun(st, { tall: true, upper: false, splash: 1.5 });
  pendant(st, { x: 0.9, z: 6.0, drop: 0.75, size: 0.26 });
  plant(st, { x: -2.4, z: 4.2, height: 1.5 });
}

/** @param {Stage} st */
export function compactKitchen(st) {
  const P = st.palette;
  room(st, { depth: 6, left: -2.2, right: 2.2, floor: 'tiles' });
  const zb = 6;
  // L-shaped run: along the back wall and down the right wall.
  st.face([[-1.4, 0.9, zb], [2.2, 0.9, zb], [2.2, 1.5, zb], [-1.4, 1.5, zb]], { tex: 'main' }, { worldW: 3.6, worldH: 0.6, stroke: 0.8 });
  st.box([-1.4, 2.2], [1.55, 2.3], [zb - 0.35, zb], { front: P.cabinet, bottom: mix(P.cabinet, '#000000', 0.2) });
  cabinets(st, [-1.4, 1.6], [0, 0.86], [zb - 0.6, zb], { doors: 4 });
  slab(st, [-1.41, 1.6], 0.9, [zb - 0.62, zb], { texMeters: 3 });
  cabinets(st, [1.6, 2.2], [0, 0.86], [3.2, zb], { doors: 1, handles: false });
  slab(st, [1.56, 2.2], 0.9, [3.15, zb], { texMeters: 3 });
  // Sculpted sink carved into the same material: a darker recess on the top.
  st.face([[-0.5, 0.9, zb - 0.5], [0.2, 0.9, zb - 0.5], [0.2, 0.9, zb - 0.15], [-0.5, 0.9, zb - 0.15]], P.shade, { stroke: 0.8, opacity: 0.35 });
  faucet(st, { x: -0.15, y: 0.9, z: zb - 0.08 });
  bowl(st, { x: 1.0, y: 0.9, z: zb - 0.3 });
  vase(st, { x: -1.1, y: 0.9, z: zb - 0.3, height: 0.24 });
}

/** @param {Stage} st */
export function integratedKitchen(st) {
  const P = st.palette;
  room(st, { depth: DEPTH, floor: 'boards', left: -3.4, right: 3.4 });
  leftWindow(st, { x: -3.4, z0: 3.2, z1: 5.6 });
  backRun(st, { x0: -0.6, x1: 3.4, upper: true, tall: false, splash: 0.6 });
  // The counter runs on past its cabinets as a cantilevered table; stools wait behind it.
  stool(st, { x: -1.2, z: 5.2, height: 0.7 });
  stool(st, { x: -0.3, z: 5.2, height: 0.7 });
  st.contactShadow([-1.6, 2.2], [4.0, 4.7], { opacity: 0.22 });
  cabinets(st, [0.7, 2.2], [0, 0.86], [4.0, 4.7], { doors: 2, handles: false, fill: mix(P.cabinet, P.wood, 0.2) });
  slab(st, [-1.6, 2.25], 0.9, [3.95, 4.75], { texMeters: 3.6 });
  bowl(st, { x: -0.9, y: 0.9, z: 4.3 });
  vase(st, { x: 1.6, y: 0.9, z: 4.4, height: 0.26 });
  pendant(st, { x: -0.8, z: 4.35, drop: 1.1 });
  plant(st, { x: -2.8, z: 6.3, height: 1.5 });
}

/** @param {Stage} st */
export function finishedKitchen(st) {
  room(st, { depth: DEPTH, floor: 'boards' });
  leftWindow(st, { x: -3, z0: 3.4, z1: 5.8 });
  backRun(st, { upper: true, splash: 0.9 });
  pendant(st, { x: 0.2, z: 4.7, drop: 1.0 });
  island(st, { x0: -0.9, x1: 1.5, z0: 4.2, z1: 5.1, stools: true });
  plant(st, { x: 2.5, z: 3.0, height: 1.3 });
}

/** @param {Stage} st */
export function laserMeasure(st) {
  const P = st.palette;
  room(st, { depth: 6, left: -2.6, right: 2.6, floor: 'tiles' });
  const zb = 6;
  // Cabinets installed, no countertop yet: the carcass tops show.
  cabinets(st, [-2.0, 2.0], [0, 0.86], [zb - 0.6, zb], { doors: 4, fill: P.cabinet });
  // Laser line across the wall, and the tripod level that throws it.
  const [lx0, ly] = st.project([-2.6, 1.2, zb]);
  const [lx1] = st.project([2.6, 1.2, zb]);
  st.raw(`<line x1="${lx0}" y1="${ly}" x2="${lx1}" y2="${ly}" stroke="#C0392B" stroke-width="${st.width * 0.0016}" opacity="0.85"/>`);
  const tx = 0.9;
  const tz = 3.2;
  for (const dx of [-0.25, 0.25, 0]) st.line([tx + dx, 0, tz + (dx === 0 ? 0.3 : -0.1)], [tx, 1.15, tz], 1.3);
  st.box([tx - 0.08, tx + 0.08], [1.15, 1.27], [tz - 0.06, tz + 0.06], { front: P.accent, top: mix(P.accent, '#ffffff', 0.3) });
  // Dimension line over the cabinets, in the accent colour.
  const y = 1.02;
  const [a, ay] = st.project([-2.0, y, zb - 0.6]);
  const [b] = st.project([2.0, y, zb - 0.6]);
  const tick = st.width * 0.008;
  st.raw(`<g stroke="${P.accent}" stroke-width="${st.width * 0.0014}"><line x1="${a}" y1="${ay}" x2="${b}" y2="${ay}"/><line x1="${a}" y1="${ay - tick}" x2="${a}" y2="${ay + tick}"/><line x1="${b}" y1="${ay - tick}" x2="${b}" y2="${ay + tick}"/></g>`);
  const [c, cy0] = st.project([2.2, 0, zb - 0.6]);
  const [, cy1] = st.project([2.2, 0.9, zb - 0.6]);
  st.raw(`<g stroke="${P.accent}" stroke-width="${st.width * 0.0014}"><line x1="${c}" y1="${cy0}" x2="${c}" y2="${cy1}"/><line x1="${c - tick}" y1="${cy0}" x2="${c + tick}" y2="${cy0}"/><line x1="${c - tick}" y1="${cy1}" x2="${c + tick}" y2="${cy1}"/></g>`);
  // A tape measure lying on the cabinet.
  st.box([-1.2, -1.0], [0.86, 0.93], [zb - 0.4, zb - 0.25], { front: P.accent, top: mix(P.accent, '#ffffff', 0.25) });
  st.box([-1.0, -0.2], [0.86, 0.865], [zb - 0.36, zb - 0.3], { front: '#E8C547', top: '#F0D66A' }, { frontShade: 0 });
}
