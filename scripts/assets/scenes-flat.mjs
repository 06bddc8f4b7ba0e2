// Flat, top-down or elevation compositions for the process steps: samples on a plan, pieces laid
// out on a slab, a printed proposal. Coordinates are fractions of the canvas width (u) for scale.
import { mix } from './scene-kit.mjs';

/** @typedef {import('./scene-kit.mjs').Stage} Stage */

/** @param {number} v */
const n = (v) => Number(v.toFixed(2));

/**
 * @param {Stage} st
 * @param {string} id
 * @param {{ dy?: number, blur?: number, opacity?: number }} [options]
 */
function dropShadow(st, id, { dy = 0.006, blur = 0.008, opacity = 0.28 } = {}) {
  st.rawDef(`<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="${n(st.width * blur)}"/><feOffset dy="${n(st.width * dy)}" result="b"/><feComponentTransfer in="b" result="s"><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer><feMerge><feMergeNode in="s"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`);
}

/**
 * A rectangle filled with a registered texture, rotated about its centre, with a soft shadow.
 * @param {Stage} st
 * @param {string} key
 * @param {{ cx: number, cy: number, w: number, h: number, rotate?: number, radius?: number, edge?: boolean }} options
 */
function stoneTile(st, key, { cx, cy, w, h, rotate = 0, radius = 0, edge = true }) {
  const tex = st.texture(key);
  const clip = st.uid('tile');
  const shadow = st.uid('ds');
  dropShadow(st, shadow);
  const x = cx - w / 2;
  const y = cy - h / 2;
  const scale = Math.max(w / tex.w, h / tex.h);
  st.rawDef(`<clipPath id="${clip}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}"/></clipPath>`);
  st.raw(`<g transform="rotate(${rotate} ${n(cx)} ${n(cy)})" filter="url(#${shadow})"><g clip-path="url(#${clip})"><use href="#${tex.id}" transform="matrix(${n(scale * 1000) / 1000} 0 0 ${n(scale * 1000) / 1000} ${n(x)} ${n(y)})"/></g>${edge ? `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}" fill="none" ${st.lineStyle(0.6)}/>` : ''}</g>`);
}

/**
 * A table top seen from above: pale wood with long, faint grain lines.
 * @param {Stage} st
 * @param {string} color
 */
function tableTop(st, color) {
  const { width: W, height: H } = st;
  st.raw(`<rect width="${W}" height="${H}" fill="${color}"/>`);
  const lines = [];
  for (let i = 0; i < 28; i += 1) {
    const y = (i / 28) * H + ((i * 37) % 11);
    lines.push(`<path d="M0,${n(y)} C${n(W * 0.3)},${n(y + 6)} ${n(W * 0.6)},${n(y - 5)} ${W},${n(y + 3)}" fill="none" stroke="${mix(color, '#000000', 0.12)}" stroke-width="${n(W * 0.0012)}" opacity="0.6"/>`);
  }
  st.raw(lines.join(''));
}

/**
 * A sheet of paper with a floor plan drawn in fine lines.
 * @param {Stage} st
 * @param {{ cx: number, cy: number, w: number, h: number, rotate: number }} options
 */
function planSheet(st, { cx, cy, w, h, rotate }) {
  const P = st.palette;
  const id = st.uid('ds');
  dropShadow(st, id, { opacity: 0.18 });
  const x = cx - w / 2;
  const y = cy - h / 2;
  const wall = st.width * 0.004;
  const line = `stroke="${P.line}" stroke-opacity="0.7"`;
  const rooms = /** @type {[number, number, number, number][]} */ ([
    [0.1, 0.12, 0.5, 0.45],
    [0.6, 0.12, 0.3, 0.45],
    [0.1, 0.57, 0.35, 0.33],
    [0.45, 0.57, 0.45, 0.33],
  ])
    .map(([rx, ry, rw, rh]) => `<rect x="${n(x + rx * w)}" y="${n(y + ry * h)}" width="${n(rw * w)}" height="${n(rh * h)}" fill="none" ${line} stroke-width="${n(wall)}"/>`)
    .join('');
  const island = `<rect x="${n(x + 0.22 * w)}" y="${n(y + 0.26 * h)}" width="${n(0.22 * w)}" height="${n(0.08 * h)}" fill="${mix(P.wall, P.accent, 0.3)}" ${line} stroke-width="${n(wall * 0.4)}"/>`;
  const dims = `<g stroke="${P.accent}" stroke-width="${n(wall * 0.35)}"><line x1="${n(x + 0.1 * w)}" y1="${n(y + 0.06 * h)}" x2="${n(x + 0.9 * w)}" y2="${n(y + 0.06 * h)}"/><line x1="${n(x + 0.05 * w)}" y1="${n(y + 0.12 * h)}" x2="${n(x + 0.05 * w)}" y2="${n(y + 0.9 * h)}"/></g>`;
  st.raw(`<g transform="rotate(${rotate} ${n(cx)} ${n(cy)})" filter="url(#${id})"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#FFFDF9"/>${rooms}${island}${dims}</g>`);
}

/**
 * @param {Stage} st
 * @param {{ x: number, y: number, length: number, angle: number }} options
 */
function pencil(st, { x, y, length, angle }) {
  const P = st.palette;
  const t = st.width * 0.009;
  st.raw(`<g transform="rotate(${angle} ${n(x)} ${n(y)})"><rect x="${n(x)}" y="${n(y - t / 2)}" width="${n(length)}" height="${n(t)}" fill="${P.accent}"/><polygon points="${n(x)},${n(y - t / 2)} ${n(x - t * 2)},${n(y)} ${n(x)},${n(y + t / 2)}" fill="#E7D3B5"/><rect x="${n(x + length)}" y="${n(y - t / 2)}" width="${n(t * 1.2)}" height="${n(t)}" fill="${P.line}"/></g>`);
}

/**
 * @param {Stage} st
 * @param {{ cx: number, cy: number, r: number }} options
 */
function cup(st, { cx, cy, r }) {
  const id = st.uid('ds');
  dropShadow(st, id, { opacity: 0.22 });
  st.raw(`<g filter="url(#${id})"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.45)}" fill="#FFFDF9" ${st.lineStyle(0.5)}/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#FFFDF9" ${st.lineStyle(0.6)}/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.78)}" fill="#5B3B22"/><rect x="${n(cx + r * 0.95)}" y="${n(cy - r * 0.15)}" width="${n(r * 0.45)}" height="${n(r * 0.3)}" rx="${n(r * 0.12)}" fill="#FFFDF9" ${st.lineStyle(0.5)}/></g>`);
}

/** @param {Stage} st */
export function samplesTable(st) {
  const W = st.width;
  tableTop(st, mix(st.palette.wood, '#ffffff', 0.45));
  planSheet(st, { cx: W * 0.42, cy: st.height * 0.5, w: W * 0.62, h: W * 0.44, rotate: -4 });
  const s = W * 0.17;
  stoneTile(st, 'main', { cx: W * 0.7, cy: st.height * 0.34, w: s * 1.3, h: s * 1.3, rotate: 8 });
  stoneTile(st, 'calacatta-oro', { cx: W * 0.56, cy: st.height * 0.66, w: s, h: s, rotate: -12 });
  stoneTile(st, 'branco-dallas', { cx: W * 0.76, cy: st.height * 0.7, w: s, h: s, rotate: 4 });
  stoneTile(st, 'ijen-blue', { cx: W * 0.88, cy: st.height * 0.48, w: s * 0.9, h: s * 0.9, rotate: -6 });
  pencil(st, { x: W * 0.18, y: st.height * 0.86, length: W * 0.26, angle: -14 });
  cup(st, { cx: W * 0.14, cy: st.height * 0.2, r: W * 0.045 });
}

/**
 * Dashed outline of a piece to be cut, with its number.
 * @param {Stage} st
 * @param {{ x: number, y: number, w: number, h: number, label: string }} options
 */
function piece(st, { x, y, w, h, label }) {
  const P = st.palette;
  const sw = st.width * 0.0022;
  st.raw(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${P.accent}" fill-opacity="0.08" stroke="${P.accent}" stroke-width="${n(sw)}" stroke-dasharray="${n(sw * 5)} ${n(sw * 3)}"/>`);
  const r = st.width * 0.016;
  st.raw(`<circle cx="${n(x + r * 1.6)}" cy="${n(y + r * 1.6)}" r="${n(r)}" fill="${P.accent}"/><text x="${n(x + r * 1.6)}" y="${n(y + r * 1.6 + r * 0.36)}" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="${n(r)}" font-weight="700" fill="#FFFDF9" text-anchor="middle">${label}</text>`);
}

/**
 * @param {Stage} st
 * @param {{ x1: number, y1: number, x2: number, y2: number }} options
 */
function dimension(st, { x1, y1, x2, y2 }) {
  const P = st.palette;
  const t = st.width * 0.006;
  const vertical = x1 === x2;
  const ticks = vertical
    ? `<line x1="${n(x1 - t)}" y1="${n(y1)}" x2="${n(x1 + t)}" y2="${n(y1)}"/><line x1="${n(x2 - t)}" y1="${n(y2)}" x2="${n(x2 + t)}" y2="${n(y2)}"/>`
    : `<line x1="${n(x1)}" y1="${n(y1 - t)}" x2="${n(x1)}" y2="${n(y1 + t)}"/><line x1="${n(x2)}" y1="${n(y2 - t)}" x2="${n(x2)}" y2="${n(y2 + t)}"/>`;
  st.raw(`<g stroke="${P.line}" stroke-opacity="0.6" stroke-width="${n(st.width * 0.0012)}"><line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"/>${ticks}</g>`);
}

/** @param {Stage} st */
export function slabLayout(st) {
  const { width: W, height: H, palette: P } = st;
  st.raw(`<rect width="${W}" height="${H}" fill="${P.wall}"/>`);
  const sw = W * 0.78;
  const sh = sw * 0.58;
  const x = (W - sw) / 2;
  const y = H * 0.14;
  // Floor line and the slab's shadow: the slab stands upright on its rack.
  st.raw(`<rect x="0" y="${n(y + sh + H * 0.04)}" width="${W}" height="${n(H)}" fill="${P.floor}"/>`);
  const blur = st.uid('sb');
  st.rawDef(`<filter id="${blur}" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="${n(W * 0.012)}"/></filter>`);
  st.raw(`<rect x="${n(x + W * 0.02)}" y="${n(y + sh + H * 0.025)}" width="${n(sw - W * 0.04)}" height="${n(H * 0.03)}" fill="${P.shade}" opacity="0.45" filter="url(#${blur})"/>`);
  stoneTile(st, 'main', { cx: W / 2, cy: y + sh / 2, w: sw, h: sh, radius: W * 0.004 });
  st.raw(`<rect x="${n(x + sw * 0.15)}" y="${n(y + sh)}" width="${n(sw * 0.7)}" height="${n(H * 0.04)}" fill="${P.cabinetDark}"/>`);
  piece(st, { x: x + sw * 0.05, y: y + sh * 0.08, w: sw * 0.62, h: sh * 0.3, label: '1' });
  piece(st, { x: x + sw * 0.05, y: y + sh * 0.44, w: sw * 0.22, h: sh * 0.48, label: '2' });
  piece(st, { x: x + sw * 0.31, y: y + sh * 0.44, w: sw * 0.36, h: sh * 0.2, label: '3' });
  piece(st, { x: x + sw * 0.72, y: y + sh * 0.08, w: sw * 0.23, h: sh * 0.84, label: '4' });
  dimension(st, { x1: x, y1: y - H * 0.04, x2: x + sw, y2: y - H * 0.04 });
  dimension(st, { x1: x - W * 0.03, y1: y, x2: x - W * 0.03, y2: y + sh });
}

/** @param {Stage} st */
export function proposal(st) {
  const { width: W, height: H, palette: P } = st;
  tableTop(st, mix(P.wood, '#ffffff', 0.5));
  stoneTile(st, 'main', { cx: W * 0.62, cy: H * 0.55, w: W * 0.6, h: W * 0.42, rotate: 6, radius: W * 0.004 });
  const id = st.uid('ds');
  dropShadow(st, id, { opacity: 0.2 });
  const pw = W * 0.42;
  const ph = pw * 1.414;
  const px = W * 0.16;
  const py = (H - ph) / 2;
  /** @type {string[]} */
  const bars = [];
  const bar = (/** @type {number} */ bx, /** @type {number} */ by, /** @type {number} */ bw, color = mix(P.line, '#ffffff', 0.75), bh = W * 0.008) => bars.push(`<rect x="${n(px + bx * pw)}" y="${n(py + by * ph)}" width="${n(bw * pw)}" height="${n(bh)}" rx="${n(bh / 2)}" fill="${color}"/>`);
  bars.push(`<rect x="${n(px + 0.08 * pw)}" y="${n(py + 0.07 * ph)}" width="${n(0.14 * pw)}" height="${n(0.014 * ph)}" fill="${P.accent}"/>`);
  bar(0.08, 0.12, 0.5, mix(P.line, '#ffffff', 0.35), W * 0.012);
  [0.18, 0.21, 0.24].forEach((by, i) => bar(0.08, by, 0.8 - i * 0.12));
  for (let r = 0; r < 6; r += 1) {
    const by = 0.34 + r * 0.06;
    bars.push(`<line x1="${n(px + 0.08 * pw)}" y1="${n(py + (by + 0.035) * ph)}" x2="${n(px + 0.92 * pw)}" y2="${n(py + (by + 0.035) * ph)}" stroke="${mix(P.line, '#ffffff', 0.85)}" stroke-width="${n(W * 0.001)}"/>`);
    bar(0.08, by, 0.4 + ((r * 7) % 5) * 0.05);
    bar(0.76, by, 0.16);
  }
  bars.push(`<rect x="${n(px + 0.56 * pw)}" y="${n(py + 0.74 * ph)}" width="${n(0.36 * pw)}" height="${n(0.05 * ph)}" fill="${mix(P.wall, P.accent, 0.18)}"/>`);
  bar(0.6, 0.758, 0.28, P.line, W * 0.01);
  [0.86, 0.89].forEach((by) => bar(0.08, by, 0.35));
  st.raw(`<g transform="rotate(-5 ${n(px + pw / 2)} ${n(py + ph / 2)})" filter="url(#${id})"><rect x="${n(px)}" y="${n(py)}" width="${n(pw)}" height="${n(ph)}" fill="#FFFDF9"/>${bars.join('')}</g>`);
  pencil(st, { x: W * 0.62, y: H * 0.8, length: W * 0.22, angle: -28 });
}
