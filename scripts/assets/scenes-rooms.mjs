// Bathrooms, gourmet areas, furniture and the workshop. Stone surfaces use texture 'main'.
import { mix } from './scene-kit.mjs';
import { room, backWindow, leftWindow, slab, cabinets, pendant, chair, vase, bowl, books, frame, plant, faucet } from './scene-parts.mjs';

/** @typedef {import('./scene-kit.mjs').Stage} Stage */
/** @typedef {import('./scene-kit.mjs').Point} Point */

/** @param {number} v */
const n = (v) => Number(v.toFixed(2));
const stone = { tex: 'main' };

/**
 * A floating vanity: stone slab with an integrated basin, over a slim drawer.
 * @param {Stage} st
 * @param {{ x0: number, x1: number, z: number, y?: number, depth?: number, drawer?: boolean }} options
 */
function vanity(st, { x0, x1, z, y = 0.85, depth = 0.5, drawer = true }) {
  const P = st.palette;
  if (drawer) st.box([x0 + 0.1, x1 - 0.1], [y - 0.3, y - 0.05], [z - depth + 0.04, z], { front: P.wood, bottom: mix(P.wood, '#000000', 0.3) }, { frontShade: 0.05 });
  slab(st, [x0, x1], y, [z - depth, z], { thickness: 0.08, texMeters: 2.4 });
  const mid = (x0 + x1) / 2;
  st.face([[mid - 0.28, y, z - depth + 0.1], [mid + 0.28, y, z - depth + 0.1], [mid + 0.28, y, z - 0.12], [mid - 0.28, y, z - 0.12]], P.shade, { stroke: 0.8, opacity: 0.3 });
  faucet(st, { x: mid - 0.05, y: y + 0.25, z: z - 0.01, reach: 0.16, wall: true });
  // Shadow the floating vanity casts on the wall below it.
  const [ax, ay] = st.project([x0 + 0.1, y - 0.4, z]);
  const [bx, by] = st.project([x1 - 0.1, y - 0.1, z]);
  const blur = st.uid('vb');
  st.rawDef(`<filter id="${blur}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${st.width * 0.01}"/></filter>`);
  st.raw(`<rect x="${n(ax)}" y="${n(by)}" width="${n(bx - ax)}" height="${n(ay - by)}" fill="${P.shade}" opacity="0.18" filter="url(#${blur})"/>`);
}

/** @param {Stage} st */
export function bathroomWall(st) {
  const zb = 5;
  room(st, { depth: zb, left: -2.2, right: 2.2, floor: 'tiles' });
  // The whole back wall clad in the stone, with a recessed niche.
  st.face([[-2.2, 0, zb], [2.2, 0, zb], [2.2, 2.9, zb], [-2.2, 2.9, zb]], stone, { worldW: 4.4, worldH: 2.9, stroke: 0 });
  st.line([0, 0, zb], [0, 2.9, zb], 0.5);
  st.face([[1.2, 1.1, zb], [1.8, 1.1, zb], [1.8, 1.6, zb], [1.2, 1.6, zb]], st.palette.shade, { stroke: 0.8, opacity: 0.3 });
  vase(st, { x: 1.5, y: 1.1, z: zb - 0.05, height: 0.2 });
  frame(st, { x0: -1.0, x1: 0.4, y0: 1.25, y1: 2.15, z: zb - 0.02, fill: mix(st.palette.glass, '#b9c6cc', 0.35), mirror: true });
  vanity(st, { x0: -1.4, x1: 0.8, z: zb });
  pendant(st, { x: 0.8, z: zb - 0.3, drop: 0.9, size: 0.18 });
}

/** @param {Stage} st */
export function bathroomTub(st) {
  const P = st.palette;
  const zb = 5.5;
  room(st, { depth: zb, left: -2.4, right: 2.4, floor: 'none', backFill: stone });
  st.face([[-2.4, 0, 0.4], [2.4, 0, 0.4], [2.4, 0, zb], [-2.4, 0, zb]], stone, { worldW: 4.8, worldH: zb, stroke: 0, shade: -0.05 });
  leftWindow(st, { x: -2.4, z0: 2.8, z1: 4.6, y0: 1.2, y1: 2.5 });
  // A monolithic tub in the same stone.
  st.contactShadow([-1.5, 0.4], [zb - 0.85, zb - 0.05]);
  st.box([-1.5, 0.4], [0, 0.55], [zb - 0.85, zb - 0.05], { front: stone, top: stone, side: stone }, { frontShade: 0.08, topOpts: { texMeters: 2.2 } });
  st.face([[-1.38, 0.55, zb - 0.75], [0.28, 0.55, zb - 0.75], [0.28, 0.55, zb - 0.15], [-1.38, 0.55, zb - 0.15]], mix(P.glass, '#9fb6c2', 0.25), { stroke: 0.8 });
  vanity(st, { x0: 0.9, x1: 2.4, z: zb, drawer: false, depth: 0.45 });
  frame(st, { x0: 1.3, x1: 2.0, y0: 1.3, y1: 2.0, z: zb - 0.02, round: true });
  plant(st, { x: -2.0, z: 3.4, height: 1.1 });
}

/** @param {Stage} st */
export function powderRoom(st) {
  const P = st.palette;
  const zb = 4;
  room(st, { depth: zb, left: -1.3, right: 1.3, floor: 'tiles', backFill: mix(P.wall, P.line, 0.12) });
  // A carved monolith: every visible face is stone.
  st.contactShadow([-0.4, 0.4], [zb - 0.45, zb]);
  st.box([-0.4, 0.4], [0.0, 0.86], [zb - 0.45, zb], { front: stone, top: stone, side: stone }, { frontShade: 0.06, topOpts: { texMeters: 1.6 }, frontOpts: { texMeters: 1.6 }, sideOpts: { texMeters: 1.6 } });
  st.face([[-0.25, 0.86, zb - 0.36], [0.25, 0.86, zb - 0.36], [0.25, 0.86, zb - 0.1], [-0.25, 0.86, zb - 0.1]], P.shade, { stroke: 0.8, opacity: 0.4 });
  faucet(st, { x: -0.05, y: 1.1, z: zb - 0.01, wall: true, reach: 0.15 });
  frame(st, { x0: -0.35, x1: 0.35, y0: 1.3, y1: 2.0, z: zb - 0.02, round: true });
  for (const x of [-0.65, 0.65]) {
    const [sx, sy] = st.project([x, 1.75, zb - 0.05]);
    const s = st.cam.f / zb;
    st.raw(`<rect x="${n(sx - 0.04 * s)}" y="${n(sy - 0.14 * s)}" width="${n(0.08 * s)}" height="${n(0.28 * s)}" rx="${n(0.04 * s)}" fill="${P.accent}"/>`);
    st.raw(`<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(0.25 * s)}" ry="${n(0.35 * s)}" fill="#FFE8C4" opacity="0.18"/>`);
  }
}

/**
 * Outdoor back plane: sky, a low garden wall and the pool line.
 * @param {Stage} st
 * @param {{ depth: number }} options
 */
function outdoor(st, { depth }) {
  const P = st.palette;
  st.face([[-4, 0, depth], [4, 0, depth], [4, 3.4, depth], [-4, 3.4, depth]], mix(P.glass, '#cfe0e6', 0.35), { stroke: 0 });
  st.face([[-4, 0, depth - 0.01], [4, 0, depth - 0.01], [4, 1.1, depth - 0.01], [-4, 1.1, depth - 0.01]], mix(P.plant, P.wall, 0.35), { stroke: 0 });
  for (let i = 0; i < 9; i += 1) {
    const x = -3.6 + i * 0.95;
    const [px, py] = st.project([x, 1.1, depth]);
    const r = (0.45 + (i % 3) * 0.12) * (st.cam.f / depth);
    st.raw(`<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r)}" ry="${n(r * 0.8)}" fill="${mix(P.plant, P.wall, 0.2 + (i % 2) * 0.15)}"/>`);
  }
}

/** @param {Stage} st */
export function gourmetCounter(st) {
  const P = st.palette;
  const zb = 8;
  outdoor(st, { depth: zb });
  // Stone floor, pool and a pergola above.
  st.face([[-4, 0, 0.4], [4, 0, 0.4], [4, 0, zb], [-4, 0, zb]], stone, { worldW: 8, worldH: zb, stroke: 0, texMeters: 6 });
  st.face([[-3.6, 0.001, 6.2], [0.6, 0.001, 6.2], [0.6, 0.001, 7.6], [-3.6, 0.001, 7.6]], '#8FB7C4', { stroke: 0.8 });
  for (let x = -3; x <= 3; x += 0.5) st.line([x, 2.8, 1], [x, 2.8, 5.5], 1.1);
  for (const x of [-3, 3]) st.line([x, 0, 5.5], [x, 2.8, 5.5], 1.6);
  st.line([-3, 2.8, 5.5], [3, 2.8, 5.5], 1.4);
  // Counter and fixed bench in the same stone.
  st.contactShadow([-0.8, 2.2], [4.0, 4.7]);
  st.box([-0.8, 2.2], [0, 0.86], [4.05, 4.7], { front: stone, side: stone }, { frontShade: 0.1, frontOpts: { texMeters: 3 } });
  slab(st, [-0.85, 2.25], 0.9, [4.0, 4.72], { thickness: 0.05, texMeters: 3 });
  st.box([1.3, 1.9], [0.9, 0.92], [4.2, 4.5], { front: P.cabinetDark, top: mix(P.cabinetDark, '#ffffff', 0.2) });
  st.contactShadow([-2.6, -1.0], [3.2, 3.6]);
  st.box([-2.6, -1.0], [0, 0.45], [3.2, 3.6], { front: stone, top: stone, side: stone }, { frontShade: 0.1, topOpts: { texMeters: 2.4 } });
  bowl(st, { x: 0.1, y: 0.9, z: 4.3 });
  vase(st, { x: 2.0, y: 0.9, z: 4.5, height: 0.3 });
}

/** @param {Stage} st */
export function gourmetTerrace(st) {
  const P = st.palette;
  const zb = 6.5;
  room(st, { depth: zb, left: -3, right: 3, floor: 'boards' });
  // Wood slats on the back wall.
  for (let x = -2.95; x < 3; x += 0.12) st.face([[x, 0, zb - 0.01], [x + 0.07, 0, zb - 0.01], [x + 0.07, 2.9, zb - 0.01], [x, 2.9, zb - 0.01]], mix(P.wood, P.wall, 0.35), { stroke: 0 });
  // Barbecue: masonry box with a hood and chimney, then the long counter.
  st.box([-2.6, -1.4], [0, 0.9], [zb - 0.7, zb], { front: P.cabinetDark, top: P.cabinetDark }, { frontShade: 0.05 });
  st.box([-2.5, -1.5], [0.9, 1.55], [zb - 0.6, zb - 0.02], { front: mix(P.cabinetDark, '#000000', 0.4) });
  st.box([-2.65, -1.35], [1.55, 1.95], [zb - 0.72, zb], { front: P.cabinetDark, bottom: mix(P.cabinetDark, '#000000', 0.3) });
  st.box([-2.3, -1.7], [1.95, 2.9], [zb - 0.45, zb], { front: P.cabinetDark });
  st.face([[-1.4, 0.9, zb - 0.02], [2.6, 0.9, zb - 0.02], [2.6, 1.5, zb - 0.02], [-1.4, 1.5, zb - 0.02]], stone, { worldW: 4, worldH: 0.6, stroke: 0.8 });
  cabinets(st, [-1.4, 2.6], [0, 0.86], [zb - 0.65, zb], { doors: 4, fill: mix(P.wood, P.wall, 0.15) });
  slab(st, [-1.42, 2.62], 0.9, [zb - 0.68, zb], { thickness: 0.05, texMeters: 3.2 });
  faucet(st, { x: 1.6, y: 0.9, z: zb - 0.08 });
  // Glass railing on the right, plants at the front.
  st.face([[3, 0, 1], [3, 1.1, 1], [3, 1.1, zb], [3, 0, zb]], mix(P.glass, '#cfe0e6', 0.5), { stroke: 1, opacity: 0.7 });
  plant(st, { x: 2.4, z: 3.0, height: 1.5 });
  pendant(st, { x: 0.6, z: zb - 0.4, drop: 0.8, size: 0.22 });
  vase(st, { x: 0.2, y: 0.9, z: zb - 0.3, height: 0.24 });
  bowl(st, { x: 2.1, y: 0.9, z: zb - 0.35 });
}

/** @param {Stage} st */
export function diningTable(st) {
  const P = st.palette;
  const zb = 7;
  room(st, { depth: zb, left: -3.2, right: 3.2, floor: 'boards' });
  backWindow(st, {
    x0: -2.6,
    x1: 2.6,
    y0: 0.4,
    y1: 2.6,
    depth: zb - 0.001,
    panes: 4,
    view: () => {
      // The lagoon and the hills beyond, flat and pale.
      st.face([[-2.6, 0.4, zb], [2.6, 0.4, zb], [2.6, 1.0, zb], [-2.6, 1.0, zb]], mix(P.glass, '#9fbfca', 0.4), { stroke: 0 });
      const pts = /** @type {[number, number][]} */ ([[-2.6, 1.0], [-1.8, 1.45], [-1.0, 1.2], [-0.2, 1.7], [0.8, 1.3], [1.8, 1.55], [2.6, 1.1]]).map(([x, y]) => st.project([x, y, zb]));
      const [first, last] = /** @type {[Point, Point]} */ ([pts[0], pts[pts.length - 1]]);
      const d = `M${pts.map((p) => p.map(n).join(',')).join(' L')} L${last[0]},${st.project([2.6, 1.0, zb])[1]} L${first[0]},${st.project([-2.6, 1.0, zb])[1]} Z`;
      st.raw(`<path d="${d}" fill="${mix(P.plant, P.glass, 0.55)}"/>`);
    },
  });
  const [x0, x1, z0, z1] = [-1.6, 1.6, 3.6, 4.6];
  chair(st, { x: -0.9, z: z1 + 0.45, facing: 'back' });
  chair(st, { x: 0, z: z1 + 0.45, facing: 'back' });
  chair(st, { x: 0.9, z: z1 + 0.45, facing: 'back' });
  st.contactShadow([x0, x1], [z0, z1], { opacity: 0.3 });
  // Two stone slab legs under a thick top.
  for (const lx of [x0 + 0.3, x1 - 0.4]) st.box([lx, lx + 0.1], [0, 0.7], [z0 + 0.15, z1 - 0.15], { front: stone, side: stone }, { frontShade: 0.12, sideShade: 0.22 });
  slab(st, [x0, x1], 0.76, [z0, z1], { thickness: 0.06, texMeters: 3.4 });
  bowl(st, { x: -0.4, y: 0.76, z: 4.1, size: 0.36 });
  vase(st, { x: 0.5, y: 0.76, z: 4.2, height: 0.3 });
  // A long linear pendant over the table.
  const [ax, ay] = st.project([-1.0, 1.9, 4.1]);
  const [bx] = st.project([1.0, 1.9, 4.1]);
  const [, cy] = st.project([0, 2.9, 4.1]);
  st.raw(`<line x1="${n(ax + 10)}" y1="${n(cy)}" x2="${n(ax + 10)}" y2="${n(ay)}" ${st.lineStyle(0.6)}/><line x1="${n(bx - 10)}" y1="${n(cy)}" x2="${n(bx - 10)}" y2="${n(ay)}" ${st.lineStyle(0.6)}/>`);
  st.raw(`<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(st.width * 0.008)}" fill="${P.accent}"/>`);
}

/** @param {Stage} st */
export function sideboard(st) {
  const P = st.palette;
  const zb = 5.5;
  room(st, { depth: zb, left: -2.8, right: 2.8, floor: 'boards' });
  frame(st, { x0: -0.9, x1: 0.7, y0: 1.35, y1: 2.35, z: zb - 0.02, fill: mix(P.wall, P.accent, 0.25) });
  st.raw(`<g opacity="0.5">${[0.3, 0.55].map((t) => { const [a, y] = st.project([-0.9 + 1.6 * t, 1.55, zb - 0.02]); const r = 0.22 * (st.cam.f / zb); return `<circle cx="${n(a)}" cy="${n(y - r)}" r="${n(r)}" fill="${mix(P.wall, P.line, 0.3)}"/>`; }).join('')}</g>`);
  st.contactShadow([-0.9, 0.9], [zb - 0.5, zb]);
  // Dark wood base on slim legs, stone top.
  for (const x of [-0.85, 0.8]) st.line([x, 0, zb - 0.45], [x, 0.18, zb - 0.45], 1.6);
  st.box([-0.9, 0.9], [0.18, 0.74], [zb - 0.48, zb - 0.02], { front: mix(P.wood, '#000000', 0.45) }, { frontShade: 0.05 });
  for (const x of [-0.3, 0.3]) st.line([x, 0.2, zb - 0.48], [x, 0.72, zb - 0.48], 0.6);
  slab(st, [-0.92, 0.92], 0.78, [zb - 0.5, zb], { thickness: 0.04, texMeters: 2 });
  vase(st, { x: 0.55, y: 0.78, z: zb - 0.25, height: 0.34 });
  books(st, { x: -0.5, y: 0.78, z: zb - 0.25, width: 0.3 });
  bowl(st, { x: 0.0, y: 0.78, z: zb - 0.2, size: 0.22 });
  plant(st, { x: -2.2, z: 3.6, height: 1.3 });
  leftWindow(st, { x: -2.8, z0: 2.4, z1: 4.4 });
}

/** @param {Stage} st */
export function bridgeSaw(st) {
  const P = st.palette;
  const zb = 9;
  room(st, { depth: zb, left: -4, right: 4, height: 4.2, floor: 'tiles', backFill: mix(P.wall, P.shade, 0.2) });
  // Slabs stored on an A-frame along the back wall.
  for (let i = 0; i < 3; i += 1) {
    const x0 = -3.6 + i * 0.05;
    st.face([[x0, 0.1, zb - 0.5 + i * 0.08], [x0 + 3.0, 0.1, zb - 0.5 + i * 0.08], [x0 + 3.0, 1.9, zb - 0.35 + i * 0.08], [x0, 1.9, zb - 0.35 + i * 0.08]], stone, { worldW: 3, worldH: 1.8, stroke: 0.8, shade: 0.12 - i * 0.05, offset: [0.1 * i, 0] });
  }
  // Bridge: two rails on pillars and a travelling beam with the saw head.
  const [x0, x1, z0, z1] = [-1.4, 2.0, 4.6, 6.8];
  for (const x of [x0 - 0.3, x1 + 0.3]) {
    st.box([x - 0.12, x + 0.12], [0, 2.4], [z1 - 0.2, z1 + 0.05], { front: mix(P.cabinetDark, P.wall, 0.3) });
  }
  st.box([x0 - 0.42, x0 - 0.18], [2.2, 2.4], [z0 - 0.2, z1 + 0.05], { front: P.accent, bottom: mix(P.accent, '#000000', 0.3), side: P.accent });
  st.box([x1 + 0.18, x1 + 0.42], [2.2, 2.4], [z0 - 0.2, z1 + 0.05], { front: P.accent, bottom: mix(P.accent, '#000000', 0.3), side: P.accent });
  // Cutting table and slab.
  st.contactShadow([x0, x1], [z0, z1]);
  st.box([x0, x1], [0, 0.78], [z0, z1], { front: mix(P.cabinetDark, P.wall, 0.2), top: P.cabinetDark });
  st.box([x0 + 0.1, x1 - 0.1], [0.78, 0.81], [z0 + 0.1, z1 - 0.1], { front: stone, top: stone }, { topOpts: { texMeters: 3.6 }, frontShade: 0.1 });
  // Cut line across the slab.
  st.line([0.6, 0.812, z0 + 0.1], [0.6, 0.812, z1 - 0.1], 1.1, `stroke-dasharray="${st.width * 0.006} ${st.width * 0.004}"`);
  for (const x of [x0 - 0.3, x1 + 0.3]) {
    st.box([x - 0.12, x + 0.12], [0, 2.4], [z0 - 0.25, z0], { front: mix(P.cabinetDark, P.wall, 0.2) });
  }
  st.box([x0 - 0.45, x1 + 0.45], [2.15, 2.35], [5.5, 5.75], { front: mix(P.accent, '#000000', 0.1), bottom: mix(P.accent, '#000000', 0.35) });
  st.box([0.35, 0.85], [1.4, 2.15], [5.4, 5.85], { front: P.cabinetDark, side: P.cabinetDark });
  // Saw blade and water spray.
  const [bx, by] = st.project([0.6, 1.1, 5.35]);
  const r = 0.3 * (st.cam.f / 5.35);
  st.raw(`<circle cx="${n(bx)}" cy="${n(by)}" r="${n(r)}" fill="${mix(P.wall, P.line, 0.35)}" ${st.lineStyle(1.2)}/><circle cx="${n(bx)}" cy="${n(by)}" r="${n(r * 0.2)}" fill="${P.cabinetDark}"/>`);
  st.raw(`<g stroke="#9fc3d1" stroke-width="${st.width * 0.0012}" opacity="0.8">${[-0.5, -0.2, 0.2, 0.5].map((d) => `<line x1="${n(bx + d * r)}" y1="${n(by + r * 0.85)}" x2="${n(bx + d * r * 2.2)}" y2="${n(by + r * 1.25)}"/>`).join('')}</g>`);
  pendant(st, { x: -2.2, z: 6.5, ceiling: 4.2, drop: 1.1, size: 0.5 });
  pendant(st, { x: 2.6, z: 6.5, ceiling: 4.2, drop: 1.1, size: 0.5 });
}

