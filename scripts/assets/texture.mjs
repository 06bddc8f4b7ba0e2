// Stone textures as SVG filter graphs, rasterised by sharp (librsvg).
// A recipe is a base colour plus ordered layers; every size is given for a 1200 px wide canvas
// and scaled, so a texture looks the same whatever width it is rendered at.
import { createRandom } from './prng.mjs';

/** @typedef {import('./prng.mjs').Random} Random */
/** @typedef {[number, number]} Point */
/** A cubic Bézier: start, two control points, end. @typedef {[Point, Point, Point, Point]} Curve */
/** @typedef {'r' | 'g' | 'b' | 'a'} Channel */
/**
 * Soft low-frequency tint.
 * @typedef {object} CloudLayer
 * @property {'cloud'} kind
 * @property {string} color
 * @property {number} [opacity]
 * @property {number} [freq]
 * @property {number} [stretch]
 * @property {Channel} [channel]
 * @property {number} [octaves]
 * @property {number} [contrast]
 * @property {number} [offset]
 * @property {number} [blur]
 * @property {number} [angle] degrees; the veins' angle when left out
 */
/**
 * Options of the ribbons a vein is drawn with.
 * @typedef {object} RibbonOptions
 * @property {number} [taper]
 * @property {number} [samples]
 */
/**
 * The warp a layer is drawn through (veins and strata).
 * @typedef {object} Displacement
 * @property {number} [disp]
 * @property {number} [dispFreq]
 * @property {number} [dispOctaves]
 * @property {number} [dispSeed]
 */
/**
 * Long veins with their halo, branches and hairlines.
 * @typedef {RibbonOptions & Displacement & {
 *   kind: 'veins', color: string | string[], count?: number, width?: [number, number], angle?: number,
 *   spread?: number, length?: number, blur?: number, halo?: number, haloWidth?: number, haloOpacity?: number,
 *   haloColor?: string, haloBlur?: number, branches?: number, branchAngle?: [number, number], hairlines?: number,
 *   hairOpacity?: number, opacity?: number,
 * }} VeinsLayer
 */
/**
 * Thresholded noise: crystals, optionally gathered in clusters by a mask.
 * @typedef {object} SpecksLayer
 * @property {'specks'} kind
 * @property {string} color
 * @property {number} [freq]
 * @property {number} [threshold]
 * @property {number} [stretchX]
 * @property {number} [slope]
 * @property {Channel} [channel]
 * @property {number} [octaves]
 * @property {number} [opacity]
 * @property {number} [blur]
 * @property {{ freq: number, slope?: number, offset?: number }} [mask]
 */
/**
 * Rounded stones in a matrix.
 * @typedef {object} PebblesLayer
 * @property {'pebbles'} kind
 * @property {readonly string[]} colors
 * @property {[number, number]} [size]
 * @property {number} [count]
 * @property {string} [edge]
 */
/**
 * Near-parallel wavy bands.
 * @typedef {Displacement & {
 *   kind: 'strata', colors: readonly string[], count?: number, width?: [number, number], tilt?: number, blur?: number,
 *   opacity?: number,
 * }} StrataLayer
 */
/**
 * A faint diagonal light.
 * @typedef {object} SheenLayer
 * @property {'sheen'} kind
 * @property {number} [opacity]
 * @property {number} [at]
 * @property {number} [shade]
 */
/** @typedef {CloudLayer | VeinsLayer | SpecksLayer | PebblesLayer | StrataLayer | SheenLayer} TextureLayer */
/**
 * What stoneSvg paints: a base colour (or a diagonal gradient of colours) and layers, bottom first.
 * @typedef {object} StoneRecipe
 * @property {string | readonly string[]} base
 * @property {TextureLayer[]} layers
 * @property {string} [seed] varies the drawing of the same recipe
 * @property {boolean} [bookmatch] paints the left half and mirrors it
 */
/**
 * Where a layer is drawn: the canvas (w x h), its scale against 1200 px, and the layer's id prefix.
 * @typedef {{ w: number, h: number, k: number, id: string }} LayerContext
 */
/** A layer's SVG: what goes in <defs>, and what is drawn. @typedef {{ defs: string, body: string }} Part */

const REF_WIDTH = 1200;

/**
 * @param {string} hex
 * @returns {[number, number, number]}
 */
const hexToRgb = (hex) => {
  const v = hex.replace('#', '');
  return /** @type {[number, number, number]} */ ([0, 2, 4].map((i) => parseInt(v.slice(i, i + 2), 16) / 255));
};

/** @param {number} value */
const n = (value) => Number(value.toFixed(4));

/**
 * feColorMatrix that paints a flat colour whose alpha is a ramp of one noise channel.
 * @param {string} color
 * @param {Channel} channel
 * @param {number} slope
 * @param {number} offset
 */
function alphaRamp(color, channel, slope, offset) {
  const [r, g, b] = hexToRgb(color);
  const pick = [0, 0, 0, 0];
  pick['rgba'.indexOf(channel)] = slope;
  return `0 0 0 0 ${n(r)}  0 0 0 0 ${n(g)}  0 0 0 0 ${n(b)}  ${pick.map(n).join(' ')} ${n(offset)}`;
}

/**
 * Smooth 1-D value noise for vein width profiles.
 * @param {Random} random
 * @returns {(t: number) => number}
 */
function profile(random, knots = 7) {
  const values = Array.from({ length: knots + 1 }, () => random.next());
  // i is at most knots - 1, so values[i] and values[i + 1] exist.
  const at = (/** @type {number} */ i) => /** @type {number} */ (values[i]);
  return (t) => {
    const x = t * knots;
    const i = Math.min(Math.floor(x), knots - 1);
    const f = x - i;
    const s = f * f * (3 - 2 * f);
    return at(i) * (1 - s) + at(i + 1) * s;
  };
}

/**
 * @param {Curve} p
 * @param {number} t
 * @returns {Point}
 */
function bezierPoint(p, t) {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p[0][0] + b * p[1][0] + c * p[2][0] + d * p[3][0], a * p[0][1] + b * p[1][1] + c * p[2][1] + d * p[3][1]];
}

/**
 * A tapered ribbon along a cubic Bezier: veins thicken and thin like real ones.
 * @param {Curve} points
 * @param {number} width
 * @param {Random} random
 * @param {RibbonOptions} [options]
 */
function ribbon(points, width, random, { taper = 0.5, samples = 64 } = {}) {
  const wave = profile(random);
  /** @type {string[]} */
  const left = [];
  /** @type {string[]} */
  const right = [];
  for (let i = 0; i <= samples; i += 1) {
    const t = i / samples;
    const [x, y] = bezierPoint(points, t);
    const [x2, y2] = bezierPoint(points, Math.min(1, t + 0.001));
    const [x1, y1] = bezierPoint(points, Math.max(0, t - 0.001));
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const nx = -(y2 - y1) / len;
    const ny = (x2 - x1) / len;
    const ends = Math.pow(Math.sin(Math.PI * t), taper);
    const w = (width * ends * (0.25 + 1.1 * wave(t) ** 1.5)) / 2;
    left.push(`${n(x + nx * w)},${n(y + ny * w)}`);
    right.unshift(`${n(x - nx * w)},${n(y - ny * w)}`);
  }
  return `M${left.join('L')}L${right.join('L')}Z`;
}

/**
 * Control points of a long vein crossing the canvas at about `angle` degrees.
 * @param {Random} random
 * @param {number} w
 * @param {number} h
 * @param {number} angle
 * @param {number} spread
 * @returns {Curve}
 */
function veinCurve(random, w, h, angle, spread, lengthFactor = 1) {
  const a = ((angle + random.range(-spread, spread)) * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const cx = random.range(-0.1, 1.1) * w;
  const cy = random.range(-0.1, 1.1) * h;
  const half = (Math.hypot(w, h) * 0.75 * lengthFactor) / 1;
  /** @type {Point} */
  const p0 = [cx - dx * half, cy - dy * half];
  /** @type {Point} */
  const p3 = [cx + dx * half, cy + dy * half];
  const bend = () => random.range(-0.35, 0.35) * half;
  /** @type {Point} */
  const p1 = [cx - dx * half * 0.35 - dy * bend(), cy - dy * half * 0.35 + dx * bend()];
  /** @type {Point} */
  const p2 = [cx + dx * half * 0.35 - dy * bend(), cy + dy * half * 0.35 + dx * bend()];
  return [p0, p1, p2, p3];
}

/**
 * @param {Random} random
 * @param {Curve} parent
 * @param {number} k
 * @param {[number, number]} angles
 * @returns {Curve}
 */
function branchCurve(random, parent, k, [minAngle, maxAngle]) {
  const t = random.range(0.15, 0.85);
  const start = bezierPoint(parent, t);
  const next = bezierPoint(parent, t + 0.01);
  const base = Math.atan2(next[1] - start[1], next[0] - start[0]);
  const a = base + ((random.next() < 0.5 ? -1 : 1) * random.range(minAngle, maxAngle) * Math.PI) / 180;
  const len = random.range(120, 420) * k;
  /** @type {Point} */
  const end = [start[0] + Math.cos(a) * len, start[1] + Math.sin(a) * len];
  /** @type {(t: number, off: number) => Point} */
  const mid = (t, off) => [
    start[0] + (end[0] - start[0]) * t - Math.sin(a) * off,
    start[1] + (end[1] - start[1]) * t + Math.cos(a) * off,
  ];
  return [start, mid(0.33, random.range(-40, 40) * k), mid(0.66, random.range(-40, 40) * k), end];
}

/**
 * @param {string} id
 * @param {Random} random
 * @param {Displacement} layer
 * @param {number} k
 * @param {number} w
 * @param {number} h
 * @param {number} blur
 */
function displacementFilter(id, random, layer, k, w, h, blur) {
  const freq = n((layer.dispFreq ?? 0.006) / k);
  const octaves = layer.dispOctaves ?? 3;
  const seed = layer.dispSeed ?? random.seed();
  return `<filter id="${id}" filterUnits="userSpaceOnUse" x="${-w * 0.3}" y="${-h * 0.3}" width="${w * 1.6}" height="${h * 1.6}" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}" result="t"/>
<feDisplacementMap in="SourceGraphic" in2="t" scale="${n((layer.disp ?? 170) * k)}" xChannelSelector="R" yChannelSelector="G" result="d"/>
<feGaussianBlur in="d" stdDeviation="${n(blur * k)}"/>
</filter>`;
}

/**
 * @param {VeinsLayer} layer
 * @param {Random} random
 * @param {LayerContext} ctx
 * @returns {Part}
 */
function veinsLayer(layer, random, ctx) {
  const { w, h, k, id } = ctx;
  // One turbulence per layer: halo, core and hairlines share the warp so they stay aligned.
  const defs = [
    displacementFilter(`${id}d`, random, layer, k, w, h, layer.blur ?? 0.7),
    `<filter id="${id}b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n((layer.haloBlur ?? 6) * k)}"/></filter>`,
  ];
  /** @type {string[]} */
  const cores = [];
  /** @type {string[]} */
  const halos = [];
  /** @type {string[]} */
  const hairs = [];
  const colorOf = () => (Array.isArray(layer.color) ? random.pick(layer.color) : layer.color);
  for (let i = 0; i < (layer.count ?? 4); i += 1) {
    const curve = veinCurve(random, w, h, layer.angle ?? 30, layer.spread ?? 12, layer.length ?? 1);
    const width = random.range(...(layer.width ?? [2, 6])) * k;
    const color = colorOf();
    cores.push(`<path d="${ribbon(curve, width, random, layer)}" fill="${color}"/>`);
    if (layer.halo !== 0) {
      halos.push(`<path d="${ribbon(curve, width * (layer.haloWidth ?? 5), random, layer)}" fill="${layer.haloColor ?? color}"/>`);
    }
    const branches = random.int(0, layer.branches ?? 2);
    for (let b = 0; b < branches; b += 1) {
      const bc = branchCurve(random, curve, k, layer.branchAngle ?? [18, 50]);
      cores.push(`<path d="${ribbon(bc, width * random.range(0.3, 0.7), random, { taper: 0.8 })}" fill="${color}"/>`);
    }
  }
  for (let i = 0; i < (layer.hairlines ?? 0); i += 1) {
    const curve = veinCurve(random, w, h, layer.angle ?? 30, (layer.spread ?? 12) * 1.6, random.range(0.3, 0.8));
    hairs.push(`<path d="${ribbon(curve, random.range(0.8, 1.8) * k, random, { taper: 0.9 })}" fill="${colorOf()}"/>`);
  }
  const body = `<g filter="url(#${id}d)" opacity="${n(layer.opacity ?? 0.9)}">
${halos.length ? `<g filter="url(#${id}b)" opacity="${n(layer.haloOpacity ?? 0.18)}">${halos.join('')}</g>` : ''}
${hairs.length ? `<g opacity="${n(layer.hairOpacity ?? 0.55)}">${hairs.join('')}</g>` : ''}
<g>${cores.join('')}</g>
</g>`;
  return { defs: defs.join(''), body };
}

/**
 * Low-frequency noise through an alpha ramp: the soft clouding of marble and quartzite.
 * @param {CloudLayer} layer
 * @param {Random} random
 * @param {LayerContext} ctx
 * @returns {Part}
 */
function cloudLayer(layer, random, ctx) {
  const { w, h, k, id } = ctx;
  const fx = n(((layer.freq ?? 0.006) * (layer.stretch ?? 1)) / k);
  const fy = n((layer.freq ?? 0.006) / k);
  const size = Math.hypot(w, h);
  const x0 = (w - size) / 2;
  const y0 = (h - size) / 2;
  const defs = `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(x0)}" y="${n(y0)}" width="${n(size)}" height="${n(size)}" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="${fx} ${fy}" numOctaves="${layer.octaves ?? 4}" seed="${random.seed()}"/>
<feColorMatrix type="matrix" values="${alphaRamp(layer.color, layer.channel ?? 'r', layer.contrast ?? 3, layer.offset ?? -1.2)}"/>
${layer.blur ? `<feGaussianBlur stdDeviation="${n(layer.blur * k)}"/>` : ''}
</filter>`;
  const rect = `<rect x="${n(x0)}" y="${n(y0)}" width="${n(size)}" height="${n(size)}" filter="url(#${id})" opacity="${layer.opacity ?? 0.6}"/>`;
  // Clouds flow along the veins: the noise is stretched, then turned to the vein angle.
  return { defs, body: `<g transform="rotate(${layer.angle ?? 0} ${n(w / 2)} ${n(h / 2)})">${rect}</g>` };
}

/**
 * Thresholded high-frequency noise: granite crystals, optionally gathered in clusters by a mask.
 * @param {SpecksLayer} layer
 * @param {Random} random
 * @param {LayerContext} ctx
 * @returns {Part}
 */
function speckLayer(layer, random, ctx) {
  const { w, h, k, id } = ctx;
  const freq = `${n(((layer.freq ?? 0.1) * (layer.stretchX ?? 1)) / k)} ${n((layer.freq ?? 0.1) / k)}`;
  const slope = layer.slope ?? 14;
  const cut = layer.threshold ?? 0.62;
  const mask = layer.mask
    ? `<feTurbulence type="fractalNoise" baseFrequency="${n(layer.mask.freq / k)}" numOctaves="3" seed="${random.seed()}" result="m0"/>
<feColorMatrix in="m0" type="matrix" values="${alphaRamp('#000000', 'r', layer.mask.slope ?? 6, layer.mask.offset ?? -2.6)}" result="m"/>
<feComposite in="s" in2="m" operator="in"/>`
    : '';
  const defs = `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${layer.octaves ?? 2}" seed="${random.seed()}"/>
<feColorMatrix type="matrix" values="${alphaRamp(layer.color, layer.channel ?? 'r', slope, -slope * cut)}" result="s"/>
${mask}
${layer.blur ? `<feGaussianBlur stdDeviation="${n(layer.blur * k)}"/>` : ''}
</filter>`;
  return { defs, body: `<rect width="${w}" height="${h}" filter="url(#${id})" opacity="${layer.opacity ?? 1}"/>` };
}

/**
 * Rounded stones set in a dark matrix (conglomerates such as Marinace).
 * @param {PebblesLayer} layer
 * @param {Random} random
 * @param {LayerContext} ctx
 * @returns {Part}
 */
function pebbleLayer(layer, random, ctx) {
  const { w, h, k, id } = ctx;
  /** @type {string[]} */
  const shapes = [];
  const count = Math.round((layer.count ?? 160) * (w * h) / (REF_WIDTH * 800 * k * k));
  for (let i = 0; i < count; i += 1) {
    const [minR, maxR] = layer.size ?? [8, 40];
    // Mostly small pebbles with a few large ones, as in a real conglomerate.
    const r = (minR + (maxR - minR) * random.next() ** 2.2) * k;
    const x = random.range(-0.05, 1.05) * w;
    const y = random.range(-0.05, 1.05) * h;
    const color = random.pick(layer.colors);
    const rot = random.range(0, 180);
    shapes.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * random.range(0.55, 0.95))}" transform="rotate(${n(rot)} ${n(x)} ${n(y)})" fill="${color}" stroke="${layer.edge ?? '#0f0e0e'}" stroke-width="${n(1 * k)}"/>`,
    );
  }
  const defs = `<filter id="${id}" filterUnits="userSpaceOnUse" x="${-w * 0.1}" y="${-h * 0.1}" width="${w * 1.2}" height="${h * 1.2}" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="${n(0.025 / k)}" numOctaves="3" seed="${random.seed()}" result="t"/>
<feDisplacementMap in="SourceGraphic" in2="t" scale="${n(34 * k)}" xChannelSelector="R" yChannelSelector="G"/>
<feGaussianBlur stdDeviation="${n(0.8 * k)}"/>
</filter>`;
  return { defs, body: `<g filter="url(#${id})">${shapes.join('')}</g>` };
}

/**
 * Many near-parallel wavy strata (wood-like quartzites).
 * @param {StrataLayer} layer
 * @param {Random} random
 * @param {LayerContext} ctx
 * @returns {Part}
 */
function strataLayer(layer, random, ctx) {
  const { w, h, k, id } = ctx;
  /** @type {string[]} */
  const lines = [];
  const count = layer.count ?? 40;
  for (let i = 0; i < count; i += 1) {
    const y = (i / count) * h * 1.3 - h * 0.15 + random.range(-10, 10) * k;
    const tilt = (layer.tilt ?? 0) * w;
    /** @type {Curve} */
    const pts = [
      [-w * 0.2, y],
      [w * 0.3, y + random.range(-30, 30) * k + tilt * 0.3],
      [w * 0.7, y + random.range(-30, 30) * k + tilt * 0.7],
      [w * 1.2, y + tilt],
    ];
    const width = random.range(...(layer.width ?? [3, 26])) * k;
    lines.push(
      `<path d="${ribbon(pts, width, random, { taper: 0.15, samples: 48 })}" fill="${random.pick(layer.colors)}" opacity="${n(random.range(0.35, 0.9))}"/>`,
    );
  }
  const defs = displacementFilter(id, random, layer, k, w, h, layer.blur ?? 1.2);
  return { defs, body: `<g filter="url(#${id})" opacity="${layer.opacity ?? 1}">${lines.join('')}</g>` };
}

/**
 * A faint diagonal light: polished stone reads as a surface, not as flat paint.
 * @param {SheenLayer} layer
 * @param {Random} _random
 * @param {LayerContext} ctx
 * @returns {Part}
 */
function sheenLayer(layer, _random, ctx) {
  const { w, h, id } = ctx;
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#ffffff" stop-opacity="0"/>
<stop offset="${layer.at ?? 0.42}" stop-color="#ffffff" stop-opacity="${layer.opacity ?? 0.08}"/>
<stop offset="${(layer.at ?? 0.42) + 0.22}" stop-color="#ffffff" stop-opacity="0"/>
<stop offset="1" stop-color="#000000" stop-opacity="${layer.shade ?? 0.06}"/>
</linearGradient>`;
  return { defs, body: `<rect width="${w}" height="${h}" fill="url(#${id})"/>` };
}

/**
 * Each layer kind's painter.
 * @type {{ [K in TextureLayer['kind']]: (layer: Extract<TextureLayer, { kind: K }>, random: Random, ctx: LayerContext) => Part }}
 */
const LAYERS = {
  cloud: cloudLayer,
  veins: veinsLayer,
  specks: speckLayer,
  pebbles: pebbleLayer,
  strata: strataLayer,
  sheen: sheenLayer,
};

/**
 * @param {StoneRecipe['base']} base
 * @param {number} w
 * @param {number} h
 * @returns {Part}
 */
function baseFill(base, w, h) {
  if (typeof base === 'string') return { defs: '', body: `<rect width="${w}" height="${h}" fill="${base}"/>` };
  const stops = base.map((c, i) => `<stop offset="${n(i / (base.length - 1))}" stop-color="${c}"/>`).join('');
  return {
    defs: `<linearGradient id="base" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#base)"/>`,
  };
}

/**
 * SVG source of a stone texture.
 * `mirror` renders the left half and mirrors it, like a book-matched pair of slabs.
 * @param {StoneRecipe} recipe
 * @param {number} width
 * @param {number} height
 * @param {string} seedName
 */
export function stoneSvg(recipe, width, height, seedName) {
  const random = createRandom(`${seedName}:${recipe.seed ?? ''}`);
  const mirror = recipe.bookmatch === true;
  const w = mirror ? Math.ceil(width / 2) : width;
  const h = height;
  const k = w / REF_WIDTH;
  const parts = [baseFill(recipe.base, w, h)];
  const flow = recipe.layers.find((layer) => layer.kind === 'veins')?.angle ?? 0;
  recipe.layers.forEach((layer, i) => {
    // The painter of the layer's own kind: TypeScript cannot pair the two through the union.
    const build = /** @type {(layer: TextureLayer, random: Random, ctx: LayerContext) => Part} */ (LAYERS[layer.kind]);
    if (!build) throw new Error(`Unknown texture layer "${layer.kind}"`);
    const withFlow = layer.kind === 'cloud' && layer.angle === undefined ? { ...layer, angle: flow } : layer;
    parts.push(build(withFlow, random, { w, h, k, id: `l${i}` }));
  });
  const defs = parts.map((p) => p.defs).join('\n');
  const body = parts.map((p) => p.body).join('\n');
  const content = mirror
    ? `<clipPath id="halfclip"><rect width="${w}" height="${h}"/></clipPath><g id="half" clip-path="url(#halfclip)">${body}</g><use href="#half" transform="translate(${width} 0) scale(-1 1)"/>`
    : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${content}</svg>`;
}
