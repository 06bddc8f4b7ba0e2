// Furniture and architecture shared by the interior scenes, in metres (see scene-kit.mjs).
import { mix } from './scene-kit.mjs';

/** @typedef {import('./scene-kit.mjs').Stage} Stage */
/** @typedef {import('./scene-kit.mjs').Vec3} Vec3 */
/** @typedef {import('./scene-kit.mjs').Fill} Fill */

const n = (/** @type {number} */ v) => Number(v.toFixed(2));

/**
 * Walls, floor and ceiling of a box-shaped room seen from its open front.
 * @param {Stage} st
 * @param {{ left?: number, right?: number, depth?: number, height?: number, near?: number, floor?: 'tiles' | 'boards' | 'none', backFill?: Fill }} [options]
 */
export function room(st, { left = -3, right = 3, depth = 7, height = 2.9, near = 0.4, floor = 'tiles', backFill } = {}) {
  const P = st.palette;
  st.face([[left, height, near], [right, height, near], [right, height, depth], [left, height, depth]], P.ceiling, { stroke: 0 });
  st.face([[left, 0, near], [left, height, near], [left, height, depth], [left, 0, depth]], P.sideWall, { stroke: 0 });
  st.face([[right, 0, near], [right, height, near], [right, height, depth], [right, 0, depth]], mix(P.sideWall, P.wall, 0.45), { stroke: 0 });
  st.face([[left, 0, depth], [right, 0, depth], [right, height, depth], [left, height, depth]], backFill ?? P.wall, { stroke: 0, worldW: right - left, worldH: height });
  st.face([[left, 0, near], [right, 0, near], [right, 0, depth], [left, 0, depth]], P.floor, { stroke: 0 });
  // Floor joints converge on the vanishing point; they set the perspective without noise.
  if (floor === 'tiles' || floor === 'boards') {
    const step = floor === 'tiles' ? 0.9 : 0.22;
    for (let x = left + step; x < right; x += step) st.line([x, 0, near], [x, 0, depth], 0.45);
    if (floor === 'tiles') for (let z = depth; z > near; z -= 0.9) st.line([left, 0, z], [right, 0, z], 0.45);
  }
  for (const [a, b] of /** @type {[Vec3, Vec3][]} */ ([
    [[left, 0, depth], [right, 0, depth]],
    [[left, height, depth], [right, height, depth]],
    [[left, 0, depth], [left, height, depth]],
    [[right, 0, depth], [right, height, depth]],
    [[left, 0, depth], [left, 0, near]],
    [[right, 0, depth], [right, 0, near]],
    [[left, height, depth], [left, height, near]],
    [[right, height, depth], [right, height, near]],
  ])) st.line(a, b, 0.9);
  // Ambient occlusion where the back wall meets the floor.
  const grad = st.uid('ao');
  const [, yFloor] = st.project([0, 0, depth]);
  const [, yAo] = st.project([0, 0.5, depth]);
  st.rawDef(`<linearGradient id="${grad}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.shade}" stop-opacity="0"/><stop offset="1" stop-color="${P.shade}" stop-opacity="${P.dark ? 0.5 : 0.18}"/></linearGradient>`);
  const [xl] = st.project([left, 0, depth]);
  const [xr] = st.project([right, 0, depth]);
  st.raw(`<rect x="${n(xl)}" y="${n(yAo)}" width="${n(xr - xl)}" height="${n(yFloor - yAo)}" fill="url(#${grad})"/>`);
}

/**
 * A window in the back wall with mullions, and the daylight it throws on the floor.
 * @param {Stage} st
 * @param {{ x0: number, x1: number, y0: number, y1: number, depth: number, panes?: number, view?: () => void }} options
 */
export function backWindow(st, { x0, x1, y0, y1, depth, panes = 3, view }) {
  const P = st.palette;
  st.face([[x0, y0, depth], [x1, y0, depth], [x1, y1, depth], [x0, y1, depth]], P.glass, { stroke: 1.2 });
  if (view) view();
  for (let i = 1; i < panes; i += 1) {
    const x = x0 + ((x1 - x0) * i) / panes;
    st.line([x, y0, depth], [x, y1, depth], 1.2);
  }
  st.lightPatch([[x0 + 0.2, 0, depth - 0.1], [x1 - 0.1, 0, depth - 0.1], [x1 - 0.8, 0, depth - 2.6], [x0 - 0.4, 0, depth - 2.6]], P.dark ? 0.08 : 0.4);
}

/**
 * A window in the left wall.
 * @param {Stage} st
 * @param {{ x: number, z0: number, z1: number, y0?: number, y1?: number }} options
 */
export function leftWindow(st, { x, z0, z1, y0 = 0.9, y1 = 2.5 }) {
  const P = st.palette;
  st.face([[x, y0, z0], [x, y1, z0], [x, y1, z1], [x, y0, z1]], P.glass, { stroke: 1.2 });
  st.line([x, y0, (z0 + z1) / 2], [x, y1, (z0 + z1) / 2], 1.1);
  st.lightPatch([[x + 0.4, 0, z0 + 0.2], [x + 2.4, 0, z0 + 0.6], [x + 2.6, 0, z1 + 0.4], [x + 0.5, 0, z1]], P.dark ? 0.08 : 0.45);
}

/**
 * A countertop slab: stone on top and on its front edge; optional stone waterfall ends.
 * @param {Stage} st
 * @param {[number, number]} xs
 * @param {number} y
 * @param {[number, number]} zs
 * @param {{ thickness?: number, waterfall?: boolean, texMeters?: number, offset?: [number, number] }} [options]
 */
export function slab(st, [x0, x1], y, [z0, z1], { thickness = 0.04, waterfall = false, texMeters = 2.8, offset = [0, 0] } = {}) {
  const stone = { tex: 'main' };
  const topOpts = { texMeters, offset };
  st.box([x0, x1], [y - thickness, y], [z0, z1], { front: stone, top: stone, side: stone }, { topOpts, frontOpts: { texMeters, offset }, sideOpts: { texMeters }, frontShade: 0.1, sideShade: 0.18 });
  if (waterfall) {
    st.box([x0, x0 + thickness], [0, y - thickness], [z0, z1], { front: stone, side: stone }, { sideOpts: { texMeters }, frontShade: 0.12, sideShade: 0.2 });
    st.box([x1 - thickness, x1], [0, y - thickness], [z0, z1], { front: stone, side: stone }, { sideOpts: { texMeters }, frontShade: 0.12, sideShade: 0.2 });
  }
}

/**
 * Base cabinets with door joints and slim bronze pulls.
 * @param {Stage} st
 * @param {[number, number]} xs
 * @param {[number, number]} ys
 * @param {[number, number]} zs
 * @param {{ doors?: number, fill?: Fill, handles?: boolean, plinth?: number }} [options]
 */
export function cabinets(st, [x0, x1], [y0, y1], [z0, z1], { doors = 3, fill, handles = true, plinth = 0.1 } = {}) {
  const P = st.palette;
  st.box([x0, x1], [y0 + plinth, y1], [z0, z1], { front: fill ?? P.cabinet, top: fill ?? P.cabinet }, { sideShade: 0.14 });
  if (plinth) st.box([x0 + 0.05, x1 - 0.05], [y0, y0 + plinth], [z0 + 0.06, z1], { front: P.cabinetDark }, { frontShade: 0.25 });
  for (let i = 1; i < doors; i += 1) {
    const x = x0 + ((x1 - x0) * i) / doors;
    st.line([x, y0 + plinth + 0.01, z0], [x, y1 - 0.01, z0], 0.7);
  }
  if (handles) {
    for (let i = 0; i < doors; i += 1) {
      const cx = x0 + ((x1 - x0) * (i + 0.5)) / doors;
      const [ax, ay] = st.project([cx - 0.12, y1 - 0.07, z0]);
      const [bx] = st.project([cx + 0.12, y1 - 0.07, z0]);
      st.raw(`<line x1="${n(ax)}" y1="${n(ay)}" x2="${n(bx)}" y2="${n(ay)}" stroke="${P.accent}" stroke-width="${n(st.width * 0.0022)}" stroke-linecap="round"/>`);
    }
  }
}

/**
 * A pendant lamp hanging from the ceiling, with a warm glow.
 * @param {Stage} st
 * @param {{ x: number, z: number, ceiling?: number, drop?: number, size?: number }} options
 */
export function pendant(st, { x, z, ceiling = 2.9, drop = 0.9, size = 0.34 }) {
  const P = st.palette;
  const [cx, cy] = st.project([x, ceiling, z]);
  const [lx, ly] = st.project([x, ceiling - drop, z]);
  const s = st.cam.f / z;
  const r = (size / 2) * s;
  const glow = st.uid('glow');
  st.rawDef(`<radialGradient id="${glow}"><stop offset="0" stop-color="#FFE8C4" stop-opacity="${P.dark ? 0.45 : 0.35}"/><stop offset="1" stop-color="#FFE8C4" stop-opacity="0"/></radialGradient>`);
  st.raw(`<ellipse cx="${n(lx)}" cy="${n(ly + r * 0.9)}" rx="${n(r * 3)}" ry="${n(r * 2.2)}" fill="url(#${glow})"/>`);
  st.raw(`<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(lx)}" y2="${n(ly)}" ${st.lineStyle(0.7)}/>`);
  st.raw(`<path d="M${n(lx - r)},${n(ly + r * 0.7)} Q${n(lx - r)},${n(ly)} ${n(lx)},${n(ly)} Q${n(lx + r)},${n(ly)} ${n(lx + r)},${n(ly + r * 0.7)} Z" fill="${P.accent}" ${st.lineStyle(0.6)}/>`);
  st.raw(`<ellipse cx="${n(lx)}" cy="${n(ly + r * 0.7)}" rx="${n(r * 0.92)}" ry="${n(r * 0.16)}" fill="#FFF1DA" opacity="0.9"/>`);
}

/**
 * A bar stool in line: round seat, four thin legs.
 * @param {Stage} st
 * @param {{ x: number, z: number, height?: number, seat?: number }} options
 */
export function stool(st, { x, z, height = 0.75, seat = 0.36 }) {
  const P = st.palette;
  const r = seat / 2;
  st.contactShadow([x - r, x + r], [z - r, z + r], { spread: 0.05, opacity: 0.25 });
  for (const [dx, dz] of /** @type {[number, number][]} */ ([[-r * 0.8, -r * 0.8], [r * 0.8, -r * 0.8], [r * 0.8, r * 0.8], [-r * 0.8, r * 0.8]])) st.line([x + dx * 1.1, 0, z + dz * 1.1], [x + dx * 0.7, height, z + dz * 0.7], 1.3);
  st.line([x - r * 0.9, 0.28, z - r * 0.9], [x + r * 0.9, 0.28, z - r * 0.9], 0.8);
  const [sx, sy] = st.project([x, height, z]);
  const s = st.cam.f / z;
  const ry = Math.max(2, ((st.cam.eye - height) / z) * r * s * 0.9);
  st.raw(`<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(r * s)}" ry="${n(ry)}" fill="${P.wood}" ${st.lineStyle(1)}/>`);
  st.raw(`<rect x="${n(sx - r * s)}" y="${n(sy)}" width="${n(2 * r * s)}" height="${n(0.04 * s)}" fill="${mix(P.wood, '#000000', 0.25)}"/>`);
}

/**
 * A dining chair seen from the front or back.
 * @param {Stage} st
 * @param {{ x: number, z: number, facing?: 'front' | 'back', width?: number }} options
 */
export function chair(st, { x, z, facing = 'front', width = 0.46 }) {
  const P = st.palette;
  const r = width / 2;
  st.contactShadow([x - r, x + r], [z - r, z + r], { spread: 0.04, opacity: 0.2 });
  const seatY = 0.46;
  const back = facing === 'front' ? z + r : z - r;
  for (const dx of [-r, r]) {
    st.line([x + dx, 0, z - r], [x + dx, seatY, z - r], 1.2);
    st.line([x + dx, 0, z + r], [x + dx, seatY, z + r], 1.2);
  }
  st.box([x - r, x + r], [seatY - 0.04, seatY], [z - r, z + r], { front: P.wood, top: mix(P.wood, '#ffffff', 0.12) }, { frontShade: 0.2 });
  st.box([x - r, x + r], [seatY, 0.86], [back - 0.02, back + 0.02], { front: mix(P.wood, '#000000', facing === 'front' ? 0.15 : 0) }, { frontShade: 0.1 });
}

/**
 * A ceramic vase with a branch, drawn in screen space at a world point.
 * @param {Stage} st
 * @param {{ x: number, y: number, z: number, height?: number, color?: string }} options
 */
export function vase(st, { x, y, z, height = 0.32, color }) {
  const P = st.palette;
  const [px, py] = st.project([x, y, z]);
  const s = st.cam.f / z;
  const h = height * s;
  const w = h * 0.42;
  st.raw(`<path d="M${n(px - w * 0.3)},${n(py)} C${n(px - w)},${n(py - h * 0.35)} ${n(px - w * 0.6)},${n(py - h * 0.85)} ${n(px - w * 0.18)},${n(py - h)} L${n(px + w * 0.18)},${n(py - h)} C${n(px + w * 0.6)},${n(py - h * 0.85)} ${n(px + w)},${n(py - h * 0.35)} ${n(px + w * 0.3)},${n(py)} Z" fill="${color ?? mix(P.wall, P.line, 0.18)}" ${st.lineStyle(0.9)}/>`);
  st.raw(`<path d="M${n(px)},${n(py - h)} C${n(px - h * 0.1)},${n(py - h * 1.6)} ${n(px + h * 0.3)},${n(py - h * 2)} ${n(px + h * 0.5)},${n(py - h * 2.4)} M${n(px + h * 0.05)},${n(py - h * 1.5)} C${n(px - h * 0.3)},${n(py - h * 1.8)} ${n(px - h * 0.4)},${n(py - h * 2)} ${n(px - h * 0.55)},${n(py - h * 2.2)}" fill="none" ${st.lineStyle(1)}/>`);
  for (let i = 0; i < 7; i += 1) {
    const t = i / 7;
    const lx = px + (i % 2 ? -1 : 1) * h * (0.1 + 0.2 * t) + h * 0.15 * t;
    const ly = py - h * (1.3 + t);
    st.raw(`<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(h * 0.09)}" ry="${n(h * 0.04)}" transform="rotate(${i % 2 ? -30 : 30} ${n(lx)} ${n(ly)})" fill="${P.plant}" opacity="0.85"/>`);
  }
}

/**
 * A low bowl or a stack of books on a surface.
 * @param {Stage} st
 * @param {{ x: number, y: number, z: number, size?: number }} options
 */
export function bowl(st, { x, y, z, size = 0.28 }) {
  const P = st.palette;
  const [px, py] = st.project([x, y, z]);
  const s = (st.cam.f / z) * size;
  st.raw(`<path d="M${n(px - s / 2)},${n(py - s * 0.2)} Q${n(px)},${n(py + s * 0.12)} ${n(px + s / 2)},${n(py - s * 0.2)} Z" fill="${mix(P.wall, P.accent, 0.35)}" ${st.lineStyle(0.8)}/>`);
}

/**
 * @param {Stage} st
 * @param {{ x: number, y: number, z: number, width?: number }} options
 */
export function books(st, { x, y, z, width = 0.3 }) {
  const P = st.palette;
  const colors = [mix(P.wall, P.line, 0.7), P.accent, mix(P.wall, P.shade, 0.5)];
  let top = y;
  colors.forEach((c, i) => {
    const t = 0.035 - i * 0.005;
    st.box([x - width / 2 + i * 0.02, x + width / 2 - i * 0.015], [top, top + t], [z - 0.11, z + 0.11], { front: c, top: mix(c, '#ffffff', 0.2) }, { frontShade: 0.05 });
    top += t;
  });
}

/**
 * A framed artwork or mirror on a wall plane at depth z.
 * @param {Stage} st
 * @param {{ x0: number, x1: number, y0: number, y1: number, z: number, fill?: string, round?: boolean, mirror?: boolean }} options
 */
export function frame(st, { x0, x1, y0, y1, z, fill, round = false, mirror = false }) {
  const P = st.palette;
  if (round) {
    const [cx, cy] = st.project([(x0 + x1) / 2, (y0 + y1) / 2, z]);
    const r = ((x1 - x0) / 2) * (st.cam.f / z);
    st.raw(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill ?? P.glass}" stroke="${P.accent}" stroke-width="${n(st.width * 0.003)}"/>`);
    st.raw(`<path d="M${n(cx - r * 0.5)},${n(cy - r * 0.2)} L${n(cx - r * 0.1)},${n(cy - r * 0.6)} M${n(cx - r * 0.4)},${n(cy + r * 0.05)} L${n(cx + r * 0.15)},${n(cy - r * 0.5)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${n(st.width * 0.002)}"/>`);
    return;
  }
  st.face([[x0, y0, z], [x1, y0, z], [x1, y1, z], [x0, y1, z]], fill ?? P.glass, { stroke: 1.4, worldW: x1 - x0, worldH: y1 - y0 });
  if (mirror) {
    const w = x1 - x0;
    const h = y1 - y0;
    const glint = (/** @type {Vec3} */ a, /** @type {Vec3} */ b) => {
      const [ax, ay] = st.project(a);
      const [bx, by] = st.project(b);
      st.raw(`<line x1="${n(ax)}" y1="${n(ay)}" x2="${n(bx)}" y2="${n(by)}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${n(st.width * 0.0015)}"/>`);
    };
    glint([x0 + w * 0.15, y0 + h * 0.55, z], [x0 + w * 0.45, y0 + h * 0.9, z]);
    glint([x0 + w * 0.2, y0 + h * 0.35, z], [x0 + w * 0.6, y0 + h * 0.82, z]);
  }
}

/**
 * A potted plant: a cylinder and a few long leaves.
 * @param {Stage} st
 * @param {{ x: number, z: number, height?: number }} options
 */
export function plant(st, { x, z, height = 1.2 }) {
  const P = st.palette;
  st.contactShadow([x - 0.2, x + 0.2], [z - 0.2, z + 0.2], { opacity: 0.25 });
  st.box([x - 0.2, x + 0.2], [0, 0.42], [z - 0.2, z + 0.2], { front: mix(P.wall, P.line, 0.25), top: mix(P.wall, P.line, 0.4) });
  const [px, py] = st.project([x, 0.42, z]);
  const s = st.cam.f / z;
  /** @type {string[]} */
  const leaves = [];
  for (let i = 0; i < 9; i += 1) {
    const a = -Math.PI / 2 + (i - 4) * 0.22;
    const len = (height - 0.42) * s * (0.7 + 0.3 * Math.cos(i * 1.7));
    const ex = px + Math.cos(a) * len;
    const ey = py + Math.sin(a) * len;
    const mx = px + Math.cos(a + 0.25) * len * 0.5;
    const my = py + Math.sin(a + 0.25) * len * 0.5;
    leaves.push(`<path d="M${n(px)},${n(py)} Q${n(mx)},${n(my)} ${n(ex)},${n(ey)} Q${n(mx + len * 0.05)},${n(my + len * 0.08)} ${n(px)},${n(py)}" fill="${P.plant}" opacity="0.9"/>`);
  }
  st.raw(leaves.join(''));
}

/**
 * Faucet in line above a sink.
 * @param {Stage} st
 * @param {{ x: number, y: number, z: number, reach?: number, wall?: boolean }} options
 */
export function faucet(st, { x, y, z, reach = 0.18, wall = false }) {
  const [bx, by] = st.project([x, y, z]);
  const s = st.cam.f / z;
  const h = (wall ? 0.05 : 0.3) * s;
  const r = reach * s;
  const P = st.palette;
  st.raw(`<path d="M${n(bx)},${n(by)} L${n(bx)},${n(by - h)} Q${n(bx)},${n(by - h - r * 0.5)} ${n(bx + r * 0.3)},${n(by - h - r * 0.5)} L${n(bx + r * 0.3)},${n(by - h - r * 0.5)}" fill="none" stroke="${P.accent}" stroke-width="${n(0.02 * s)}" stroke-linecap="round"/>`);
}
