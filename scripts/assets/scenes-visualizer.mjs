// The visualizer's rooms. Each stone surface is a texture keyed by its surface (content/visualizer.ts:
// 'bancada', 'ilha', 'parede', 'piso'), so the stage records its faces and the layers can be cut apart.
// Light comes from a window on the left; contact shadows and a side fall-off model it.
import { mix } from './scene-kit.mjs';
import { room, leftWindow, cabinets, pendant, vase, bowl, books, plant, faucet, frame } from './scene-parts.mjs';

/** @typedef {import('./scene-kit.mjs').Stage} Stage */
/** @typedef {import('./scene-kit.mjs').Vec3} Vec3 */
/** @typedef {import('./scene-kit.mjs').Point} Point */
/** @typedef {import('./scene-kit.mjs').Camera} Camera */
/** A span along one axis, in metres: from, to. @typedef {[number, number]} Span */
/** A room's walls, in metres: left and right of the camera, the back wall's distance. @typedef {{ left: number, right: number, depth: number }} Walls */

const n = (/** @type {number} */ v) => Number(v.toFixed(2));

/**
 * A slab whose top and front edge carry the surface's stone.
 * @param {Stage} st
 * @param {string} key
 * @param {Span} xs
 * @param {number} y
 * @param {Span} zs
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
 * @param {Span} xs
 * @param {number} y
 * @param {Span} zs
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
function daylight(st, { strength = 1.7 } = {}) {
  if (st.mask) return;
  const g = st.uid('day');
  const v = st.uid('vig');
  st.rawDef(`<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="0.25"><stop offset="0" stop-color="#FFF6E6" stop-opacity="${n(0.22 * strength)}"/><stop offset="0.45" stop-color="#FFF6E6" stop-opacity="0"/><stop offset="1" stop-color="#2A2118" stop-opacity="${n(0.2 * strength)}"/></linearGradient>`);
  st.rawDef(`<radialGradient id="${v}" cx="0.42" cy="0.5" r="0.78"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#1A140E" stop-opacity="${n(0.2 * strength)}"/></radialGradient>`);
  st.raw(`<rect width="${st.width}" height="${st.height}" fill="url(#${g})"/><rect width="${st.width}" height="${st.height}" fill="url(#${v})"/>`);
}

/**
 * A shadow an object casts on a vertical wall: a blurred rectangle.
 * @param {Stage} st
 * @param {Span} xs
 * @param {Span} ys
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


/**
 * A soft gradient polygon (screen space), from `from` to `to`, dark at the start.
 * @param {Stage} st
 * @param {Point[]} quad
 * @param {[number, number, number, number]} line from x, from y, to x, to y
 * @param {number} opacity
 */
function gradientQuad(st, quad, [fx, fy, tx, ty], opacity, colour = '#1A140E') {
  if (st.mask) return;
  const g = st.uid('gq');
  st.rawDef(`<linearGradient id="${g}" gradientUnits="userSpaceOnUse" x1="${n(fx)}" y1="${n(fy)}" x2="${n(tx)}" y2="${n(ty)}"><stop offset="0" stop-color="${colour}" stop-opacity="${n(opacity)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`);
  st.raw(`<polygon points="${quad.map((q) => q.map(n).join(',')).join(' ')}" fill="url(#${g})"/>`);
}

/**
 * Ambient occlusion where the room's planes meet: the back corners, the ceiling's edges, the floor's.
 * @param {Stage} st
 * @param {Walls & { height?: number, near?: number }} room
 */
function roomOcclusion(st, { left, right, depth, height = 2.9, near = 0.4 }) {
  if (st.mask) return;
  /** @type {(x: number, y: number, z: number) => Point} */
  const P = (x, y, z) => st.project([x, y, z]);
  const band = 0.35;
  // Back wall: darker towards its two vertical corners and under the ceiling.
  const [bl, br, tl, tr] = [P(left, 0, depth), P(right, 0, depth), P(left, height, depth), P(right, height, depth)];
  const wide = (br[0] - bl[0]) * 0.09;
  gradientQuad(st, [tl, [tl[0] + wide, tl[1]], [bl[0] + wide, bl[1]], bl], [bl[0], 0, bl[0] + wide, 0], 0.2);
  gradientQuad(st, [tr, [tr[0] - wide, tr[1]], [br[0] - wide, br[1]], br], [br[0], 0, br[0] - wide, 0], 0.16);
  const tall = (bl[1] - tl[1]) * 0.1;
  gradientQuad(st, [tl, tr, [tr[0], tr[1] + tall], [tl[0], tl[1] + tall]], [0, tl[1], 0, tl[1] + tall], 0.12);
  // Side walls: darker where they meet the back wall and the floor.
  for (const x of [left, right]) {
    const a = P(x, 0, depth);
    const b = P(x, height, depth);
    const c = P(x, height, depth - band * 3);
    const d = P(x, 0, depth - band * 3);
    gradientQuad(st, [a, b, c, d], [a[0], 0, d[0], 0], 0.18);
    const f0 = P(x, 0, near);
    const f1 = P(x, 0.3, near);
    const f2 = P(x, 0.3, depth);
    gradientQuad(st, [f0, f1, f2, a], [0, f0[1], 0, f1[1]], 0.14);
  }
  // The ceiling, darker towards the camera (no light reaches it from below the window).
  const c0 = P(left, height, near);
  const c1 = P(right, height, near);
  gradientQuad(st, [c0, c1, tr, tl], [0, c0[1], 0, tl[1]], 0.16);
}

/**
 * Oak planks: each board a touch lighter or darker, staggered end joints, a faint sheen towards the window.
 * @param {Stage} st
 * @param {Walls & { near?: number, width?: number }} room
 */
function planks(st, { left, right, depth, near = 0.4, width = 0.22 }) {
  if (st.mask) return;
  let seed = 7;
  const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const P = st.palette;
  for (let x = left, i = 0; x < right; x += width, i += 1) {
    const tone = rand();
    const fill = tone < 0.5 ? mix(P.floor, '#6B4A2B', 0.06 + tone * 0.3) : mix(P.floor, '#E8D2B0', (tone - 0.5) * 0.5);
    st.face([[x, 0, near], [x + width, 0, near], [x + width, 0, depth], [x, 0, depth]], fill, { stroke: 0 });
    const [gx0, gy0] = st.project([x, 0, near]);
    const [gx1, gy1] = st.project([x, 0, depth]);
    st.raw(`<line x1="${n(gx0)}" y1="${n(gy0)}" x2="${n(gx1)}" y2="${n(gy1)}" stroke="#4A3521" stroke-opacity="0.35" stroke-width="${n(st.width * 0.0012)}"/>`);
    for (let z = near + rand() * 1.8; z < depth; z += 1.6 + rand() * 1.2) {
      const [ax, ay] = st.project([x, 0, z]);
      const [bx, by] = st.project([x + width, 0, z]);
      st.raw(`<line x1="${n(ax)}" y1="${n(ay)}" x2="${n(bx)}" y2="${n(by)}" stroke="#4A3521" stroke-opacity="0.3" stroke-width="${n(st.width * 0.001)}"/>`);
    }
  }
  const grain = st.uid('grain');
  st.rawDef(`<filter id="${grain}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="3" seed="3"/><feColorMatrix values="0 0 0 0 0.32  0 0 0 0 0.22  0 0 0 0 0.12  0 0 0 0.55 -0.12"/></filter>`);
  const floor = /** @type {Vec3[]} */ ([[left, 0, near], [right, 0, near], [right, 0, depth], [left, 0, depth]]).map((p) => st.project(p));
  const clip = st.uid('fc');
  st.rawDef(`<clipPath id="${clip}"><polygon points="${floor.map((q) => q.map(n).join(',')).join(' ')}"/></clipPath>`);
  st.raw(`<g clip-path="url(#${clip})"><rect width="${st.width}" height="${st.height}" filter="url(#${grain})" opacity="0.8"/></g>`);
}

/**
 * The shadow an object throws across the floor away from the window (light from the left), soft.
 * @param {Stage} st
 * @param {Span} xs
 * @param {Span} zs
 * @param {number} height
 * @param {{ opacity?: number, reach?: number }} [options]
 */
function castShadow(st, [x0, x1], [z0, z1], height, { opacity = 0.3, reach = 0.55 } = {}) {
  if (st.mask) return;
  const blur = st.uid('cs');
  const far = reach * height;
  st.rawDef(`<filter id="${blur}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(st.width * 0.012)}"/></filter>`);
  st.raw(`<polygon points="${st.pts([[x0, 0, z0], [x1, 0, z0], [x1 + far, 0, z0 - far * 0.25], [x1 + far, 0, z1 + far * 0.1], [x1, 0, z1], [x0, 0, z1]])}" fill="${st.palette.shade}" opacity="${opacity}" filter="url(#${blur})"/>`);
}

/**
 * The counter's overhang shades the top of the doors below it; the plinth's recess is dark.
 * @param {Stage} st
 * @param {Span} xs
 * @param {number} y
 * @param {number} z
 */
function underCounter(st, [x0, x1], y, z, depth = 0.12) {
  const top = st.project([x0, y, z]);
  const right = st.project([x1, y, z]);
  const low = st.project([x0, y - depth, z]);
  gradientQuad(st, [top, right, [right[0], low[1]], [top[0], low[1]]], [0, top[1], 0, low[1]], 0.32);
}

/**
 * Where a counter meets the wall behind it, a soft line of occlusion on the stone.
 * @param {Stage} st
 * @param {Span} xs
 * @param {number} y
 * @param {number} z
 */
function backEdge(st, [x0, x1], y, z, reach = 0.1) {
  const a = st.project([x0, y, z]);
  const b = st.project([x1, y, z]);
  const c = st.project([x1, y, z - reach]);
  const d = st.project([x0, y, z - reach]);
  gradientQuad(st, [a, b, c, d], [0, a[1], 0, d[1]], 0.4);
}

/**
 * Fine grain and a plaster's slow mottling over the whole picture: paint is never one flat colour.
 * @param {Stage} st
 */
export function finish(st) {
  if (st.mask) return;
  const mottle = st.uid('mottle');
  const grain = st.uid('fine');
  st.rawDef(`<filter id="${mottle}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.006" numOctaves="3" seed="11"/><feColorMatrix values="0 0 0 0 0.25  0 0 0 0 0.2  0 0 0 0 0.15  0 0 0 0.5 -0.18"/></filter>`);
  st.rawDef(`<filter id="${grain}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="5"/><feColorMatrix values="0 0 0 0 0.2  0 0 0 0 0.17  0 0 0 0 0.14  0 0 0 0.7 -0.28"/></filter>`);
  st.raw(`<rect width="${st.width}" height="${st.height}" filter="url(#${mottle})" opacity="0.35"/><rect width="${st.width}" height="${st.height}" filter="url(#${grain})" opacity="0.25"/>`);
}

/**
 * Door joints as shadowed gaps (darker and firmer than the drawing's hairlines), with a pull on each door.
 * @param {Stage} st
 * @param {Span} xs
 * @param {Span} ys
 * @param {number} z
 * @param {number} doors
 * @param {{ pulls?: boolean }} [options]
 */
function doorGaps(st, [x0, x1], [y0, y1], z, doors, { pulls = false } = {}) {
  if (st.mask) return;
  const lines = [];
  for (let i = 1; i < doors; i += 1) {
    const x = x0 + ((x1 - x0) * i) / doors;
    const [ax, ay] = st.project([x, y0, z]);
    const [, by] = st.project([x, y1, z]);
    lines.push(`<line x1="${n(ax)}" y1="${n(ay)}" x2="${n(ax)}" y2="${n(by)}"/>`);
  }
  const [lx, ly] = st.project([x0, y1 - 0.005, z]);
  const [rx] = st.project([x1, y1 - 0.005, z]);
  lines.push(`<line x1="${n(lx)}" y1="${n(ly)}" x2="${n(rx)}" y2="${n(ly)}"/>`);
  st.raw(`<g stroke="#3E3226" stroke-opacity="0.4" stroke-width="${n(st.width * 0.0016)}">${lines.join('')}</g>`);
  if (pulls) {
    for (let i = 0; i < doors; i += 1) {
      const x = x0 + ((x1 - x0) * (i + 1)) / doors - 0.06;
      const [px, py] = st.project([x, y1 - 0.25, z]);
      const [, qy] = st.project([x, y1 - 0.65, z]);
      st.raw(`<line x1="${n(px)}" y1="${n(py)}" x2="${n(px)}" y2="${n(qy)}" stroke="${st.palette.accent}" stroke-width="${n(st.width * 0.0024)}" stroke-linecap="round"/>`);
    }
  }
}

/**
 * A bar stool: a turned oak seat shaded towards its edge, four dark steel legs, its shadow.
 * @param {Stage} st
 * @param {{ x: number, z: number, height?: number, seat?: number }} stool
 */
function barStool(st, { x, z, height = 0.75, seat = 0.38 }) {
  const r = seat / 2;
  st.contactShadow([x - r, x + r], [z - r, z + r], { spread: 0.04, opacity: 0.3 });
  castShadow(st, [x - r, x + r], [z - r, z + r], height, { opacity: 0.14, reach: 0.4 });
  const s = st.cam.f / z;
  const legs = /** @type {[number, number][]} */ ([[-1, -1], [1, -1], [1, 1], [-1, 1]]).map(([dx, dz]) => {
    const [ax, ay] = st.project([x + dx * r * 0.95, 0, z + dz * r * 0.95]);
    const [bx, by] = st.project([x + dx * r * 0.6, height, z + dz * r * 0.6]);
    return `<line x1="${n(ax)}" y1="${n(ay)}" x2="${n(bx)}" y2="${n(by)}"/>`;
  });
  const [fx0, fy] = st.project([x - r * 0.85, 0.3, z - r * 0.85]);
  const [fx1] = st.project([x + r * 0.85, 0.3, z - r * 0.85]);
  legs.push(`<line x1="${n(fx0)}" y1="${n(fy)}" x2="${n(fx1)}" y2="${n(fy)}"/>`);
  st.raw(`<g stroke="#2B2520" stroke-width="${n(0.018 * s)}" stroke-linecap="round">${legs.join('')}</g>`);
  const [sx, sy] = st.project([x, height, z]);
  const ry = Math.max(2, ((st.cam.eye - height) / z) * r * s * 0.9);
  const g = st.uid('seat');
  st.rawDef(`<radialGradient id="${g}" cx="0.4" cy="0.4" r="0.7"><stop offset="0" stop-color="${mix(st.palette.wood, '#ffffff', 0.18)}"/><stop offset="1" stop-color="${mix(st.palette.wood, '#000000', 0.18)}"/></radialGradient>`);
  st.raw(`<rect x="${n(sx - r * s)}" y="${n(sy)}" width="${n(2 * r * s)}" height="${n(0.045 * s)}" fill="${mix(st.palette.wood, '#000000', 0.35)}"/>`);
  st.raw(`<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(r * s)}" ry="${n(ry)}" fill="url(#${g})"/>`);
}

/**
 * What the left window shows: a pale sky over a garden, and the glare of daylight on its glass.
 * @param {Stage} st
 * @param {{ x: number, z0: number, z1: number, y0: number, y1: number }} opening
 */
function windowView(st, { x, z0, z1, y0, y1 }) {
  if (st.mask) return;
  const g = st.uid('view');
  const [, top] = st.project([x, y1, z0]);
  const [, bottom] = st.project([x, y0, z0]);
  st.rawDef(`<linearGradient id="${g}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(top)}" x2="0" y2="${n(bottom)}"><stop offset="0" stop-color="#F4F6F4"/><stop offset="0.55" stop-color="#E4EADF"/><stop offset="0.75" stop-color="#A9B58F"/><stop offset="1" stop-color="#8A9A74"/></linearGradient>`);
  st.raw(`<polygon points="${st.pts([[x, y0, z0], [x, y1, z0], [x, y1, z1], [x, y0, z1]])}" fill="url(#${g})" opacity="0.8"/>`);
  const glow = st.uid('glare');
  st.rawDef(`<filter id="${glow}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(st.width * 0.02)}"/></filter>`);
  st.raw(`<polygon points="${st.pts([[x, y0, z0], [x, y1, z0], [x, y1, z1], [x, y0, z1]])}" fill="#FFFBF2" opacity="0.55" filter="url(#${glow})"/>`);
  st.line([x, y0, (z0 + z1) / 2], [x, y1, (z0 + z1) / 2], 2.2);
}

/** @param {Stage} st */
export function kitchen(st) {
  const P = st.palette;
  const zb = 6.4;
  room(st, { depth: zb, floor: 'boards', left: -3.2, right: 3.2 });
  planks(st, { left: -3.2, right: 3.2, depth: zb });
  roomOcclusion(st, { left: -3.2, right: 3.2, depth: zb });
  leftWindow(st, { x: -3.2, z0: 3.0, z1: 5.4, y0: 0.8, y1: 2.55 });
  windowView(st, { x: -3.2, z0: 3.0, z1: 5.4, y0: 0.8, y1: 2.55 });
  // Back run: tall pantry on the right, counter with its backsplash in stone, a floating shelf above.
  const [r0, r1] = [-2.4, 1.9];
  st.box([r1, r1 + 1.2], [0, 2.4], [zb - 0.62, zb], { front: P.cabinet, top: P.cabinet }, { sideShade: 0.15 });
  st.line([r1 + 0.6, 0.02, zb - 0.62], [r1 + 0.6, 2.38, zb - 0.62], 0.7);
  doorGaps(st, [r1, r1 + 1.2], [0.02, 2.38], zb - 0.62, 2, { pulls: true });
  st.face([[r0, 0.9, zb], [r1, 0.9, zb], [r1, 1.55, zb], [r0, 1.55, zb]], { tex: 'parede' }, { stroke: 0.6 });
  wallShadow(st, [r0 + 0.2, r1 - 0.2], [1.62, 1.78], zb, 0.22);
  st.box([r0 + 0.3, r1 - 0.3], [1.8, 1.84], [zb - 0.28, zb], { front: P.wood, top: P.wood, bottom: mix(P.wood, '#000000', 0.2) });
  books(st, { x: r0 + 0.8, y: 1.84, z: zb - 0.14, width: 0.26 });
  vase(st, { x: r1 - 0.8, y: 1.84, z: zb - 0.14, height: 0.2 });
  cabinets(st, [r0, r1], [0, 0.86], [zb - 0.6, zb], { doors: 4 });
  doorGaps(st, [r0, r1], [0.1, 0.86], zb - 0.6, 4);
  underCounter(st, [r0, r1], 0.86, zb - 0.6);
  stoneSlab(st, 'bancada', [r0 - 0.01, r1], 0.9, [zb - 0.64, zb]);
  backEdge(st, [r0, r1], 0.9, zb);
  const mid = (r0 + r1) / 2 - 0.5;
  st.box([mid - 0.35, mid + 0.35], [0.9, 0.905], [zb - 0.5, zb - 0.12], { front: P.cabinetDark, top: P.cabinetDark }, { topShade: 0 });
  faucet(st, { x: r1 - 0.8, y: 0.9, z: zb - 0.08 });
  bowl(st, { x: r0 + 0.5, y: 0.9, z: zb - 0.3, size: 0.3 });
  // The island: a waterfall slab over wood-faced cabinets, stools in front.
  const [x0, x1, z0, z1] = [-1.5, 1.5, 4.0, 4.9];
  castShadow(st, [x0, x1], [z0, z1], 0.92, { opacity: 0.28 });
  st.contactShadow([x0, x1], [z0, z1], { opacity: 0.45, spread: 0.06 });
  waterfallEnds(st, 'ilha', [x0, x1], 0.92, [z0, z1], 0.05);
  cabinets(st, [x0 + 0.05, x1 - 0.05], [0, 0.86], [z0 + 0.06, z1], { doors: 3, handles: false, fill: mix(P.cabinet, P.wood, 0.3), plinth: 0.08 });
  doorGaps(st, [x0 + 0.05, x1 - 0.05], [0.08, 0.86], z0 + 0.06, 3);
  underCounter(st, [x0 + 0.05, x1 - 0.05], 0.87, z0 + 0.06, 0.16);
  stoneSlab(st, 'ilha', [x0, x1], 0.92, [z0, z1], { thickness: 0.05 });
  bowl(st, { x: x0 + 0.6, y: 0.92, z: (z0 + z1) / 2 - 0.1 });
  vase(st, { x: x1 - 0.5, y: 0.92, z: (z0 + z1) / 2 + 0.05, height: 0.28 });
  pendant(st, { x: -0.6, z: 4.45, drop: 0.75 });
  pendant(st, { x: 0.6, z: 4.45, drop: 0.75 });
  for (const x of [-0.8, 0, 0.8]) barStool(st, { x, z: z0 - 0.42 });
  daylight(st);
}

/** @param {Stage} st */
export function bathroom(st) {
  const P = st.palette;
  const zb = 5;
  room(st, { depth: zb, left: -2.2, right: 2.2, floor: 'boards' });
  planks(st, { left: -2.2, right: 2.2, depth: zb, width: 0.2 });
  leftWindow(st, { x: -2.2, z0: 2.4, z1: 3.9, y0: 1.2, y1: 2.4 });
  windowView(st, { x: -2.2, z0: 2.4, z1: 3.9, y0: 1.2, y1: 2.4 });
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
  backEdge(st, [v0, v1], y, zb, 0.08);
  const m = (v0 + v1) / 2;
  st.face([[m - 0.27, y + 0.001, zb - depth + 0.1], [m + 0.27, y + 0.001, zb - depth + 0.1], [m + 0.27, y + 0.001, zb - 0.12], [m - 0.27, y + 0.001, zb - 0.12]], mix(P.glass, '#c9ced0', 0.4), { stroke: 0.8 });
  faucet(st, { x: m - 0.05, y: y + 0.25, z: zb - 0.01, reach: 0.16, wall: true });
  pendant(st, { x: 1.0, z: zb - 0.35, drop: 0.9, size: 0.18 });
  castShadow(st, [1.4, 1.8], [3.4, 3.8], 0.42, { opacity: 0.25 });
  plant(st, { x: 1.6, z: 3.6, height: 1.0 });
  roomOcclusion(st, { left: -2.2, right: 2.2, depth: zb });
  daylight(st);
}

/** @param {Stage} st */
export function gourmet(st) {
  const P = st.palette;
  const zb = 6.5;
  room(st, { depth: zb, left: -3, right: 3, floor: 'boards' });
  planks(st, { left: -3, right: 3, depth: zb, width: 0.24 });
  roomOcclusion(st, { left: -3, right: 3, depth: zb });
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
  doorGaps(st, [c0, c1], [0.1, 0.86], zb - 0.65, 4);
  underCounter(st, [c0, c1], 0.86, zb - 0.65);
  stoneSlab(st, 'bancada', [c0 - 0.02, c1 + 0.02], 0.9, [zb - 0.68, zb], { thickness: 0.05 });
  backEdge(st, [c0, c1], 0.9, zb - 0.01);
  stoneSlab(st, 'bancada', [-3, -0.95], 0.9, [zb - 0.68, zb - 0.02], { thickness: 0.05 });
  st.box([-2.95, -1.0], [0, 0.85], [zb - 0.64, zb - 0.02], { front: P.cabinetDark }, { frontShade: 0.1 });
  underCounter(st, [-2.95, -1.0], 0.85, zb - 0.64);
  faucet(st, { x: 1.7, y: 0.9, z: zb - 0.08 });
  st.face([[1.35, 0.901, zb - 0.55], [2.05, 0.901, zb - 0.55], [2.05, 0.901, zb - 0.15], [1.35, 0.901, zb - 0.15]], mix(P.glass, '#c9ced0', 0.4), { stroke: 0.8 });
  bowl(st, { x: 0.2, y: 0.9, z: zb - 0.35 });
  vase(st, { x: -0.5, y: 0.9, z: zb - 0.3, height: 0.26 });
  // Glass railing on the right, the garden light coming from the left.
  st.face([[3, 0, 1], [3, 1.1, 1], [3, 1.1, zb], [3, 0, zb]], mix(P.glass, '#cfe0e6', 0.5), { stroke: 1, opacity: 0.7 });
  leftWindow(st, { x: -3, z0: 2.2, z1: 5.0, y0: 0.4, y1: 2.6 });
  windowView(st, { x: -3, z0: 2.2, z1: 5.0, y0: 0.4, y1: 2.6 });
  castShadow(st, [2.1, 2.5], [3.0, 3.4], 0.42, { opacity: 0.22 });
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
  windowView(st, { x: left, z0: 2.6, z1: 5.6, y0: 0.3, y1: 2.6 });
  // A sofa against the back wall under a picture, a low table before it, a plant by the window.
  const sofa = mix(P.wall, '#8E8273', 0.45);
  frame(st, { x0: -0.9, x1: 0.9, y0: 1.3, y1: 2.2, z: zb - 0.02, fill: mix(P.wall, P.accent, 0.3) });
  roomOcclusion(st, { left, right, depth: zb });
  castShadow(st, [-1.5, 1.5], [zb - 0.95, zb - 0.05], 0.85, { opacity: 0.22, reach: 0.4 });
  st.contactShadow([-1.5, 1.5], [zb - 0.95, zb], { opacity: 0.5, spread: 0.06 });
  st.box([-1.5, 1.5], [0.1, 0.44], [zb - 0.95, zb - 0.05], { front: sofa, top: mix(sofa, '#ffffff', 0.12) }, { frontShade: 0.12 });
  st.box([-1.5, 1.5], [0.44, 0.85], [zb - 0.28, zb - 0.05], { front: mix(sofa, '#000000', 0.06), top: mix(sofa, '#ffffff', 0.1) }, { frontShade: 0.06 });
  for (const x of [-1.5, 1.3]) st.box([x, x + 0.2], [0.1, 0.62], [zb - 0.95, zb - 0.05], { front: mix(sofa, '#000000', 0.04), top: mix(sofa, '#ffffff', 0.15) }, { frontShade: 0.04 });
  castShadow(st, [-0.7, 0.7], [4.6, 5.3], 0.36, { opacity: 0.22 });
  st.contactShadow([-0.7, 0.7], [4.6, 5.3], { opacity: 0.4 });
  st.box([-0.7, 0.7], [0.3, 0.36], [4.6, 5.3], { front: mix(P.wood, '#000000', 0.25), top: mix(P.wood, '#000000', 0.1) }, { frontShade: 0.1 });
  for (const x of [-0.62, 0.62]) st.line([x, 0, 4.66], [x, 0.3, 4.66], 1.6);
  bowl(st, { x: 0.1, y: 0.36, z: 4.95, size: 0.3 });
  vase(st, { x: -0.4, y: 0.36, z: 5.0, height: 0.22 });
  plant(st, { x: 2.7, z: 6.2, height: 1.7 });
  castShadow(st, [-3.0, -2.2], [5.6, 6.6], 0.45, { opacity: 0.2 });
  st.contactShadow([-3.0, -2.2], [5.6, 6.6], { opacity: 0.35 });
  st.box([-3.0, -2.2], [0.1, 0.45], [5.6, 6.6], { front: mix(P.wood, P.wall, 0.3), top: mix(P.wood, '#ffffff', 0.2) }, { frontShade: 0.1 });
  pendant(st, { x: 0, z: 5.0, drop: 0.8, size: 0.5 });
  daylight(st);
}

/**
 * Room slug (content/visualizer.ts) -> drawing and camera (fractions of the canvas, see scene-kit.mjs).
 * @type {Record<import('../../content/visualizer.ts').VisualizerRoomSlug, { draw: (st: Stage) => void, camera: Camera }>}
 */
export const VISUALIZER_SCENES = {
  cozinha: { draw: kitchen, camera: { x: 0.1, eye: 2.5, focal: 0.72, horizon: 0.2 } },
  banheiro: { draw: bathroom, camera: { x: 0.35, eye: 1.5, focal: 0.78, horizon: 0.42 } },
  'area-gourmet': { draw: gourmet, camera: { x: 0.2, eye: 1.6, focal: 0.9, horizon: 0.4 } },
  sala: { draw: livingRoom, camera: { x: 0.2, eye: 1.75, focal: 0.8, horizon: 0.3 } },
};
