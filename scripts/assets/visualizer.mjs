// The visualizer's layers (`npm run assets -- --visualizer`): for each room of content/visualizer.ts,
//   base                the room with its stone surfaces in a neutral grey (AVIF/WebP, 750 and 1500 px),
//   <surface>/<stone>   every stone on every surface, in perspective at its real scale, where the surface is
//                       seen (occluders cut out): AVIF/WebP with alpha, the size of the surface's box,
//   light               the shading the stone receives (shadows, side light, joints), multiplied over it,
//   sheen               the polish's reflection, added over it with `screen`.
// A stone's slab (3.2 x 1.6 m at 1600 x 800, cut from its largest picture) is carried onto each face of a
// surface by the face's projective map (src/lib/visualizer-geometry.ts, scripts/assets/surface-picture.mjs);
// a small swatch per stone. Each surface's box and faces are written to content/visualizer-layers.ts.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { ROOT } from './manifest.mjs';
import { createStage } from './scene-kit.mjs';
import { VISUALIZER_SCENES, finish } from './scenes-visualizer.mjs';
import { runLimited } from './pool.mjs';
import { drawSurface, maskBox } from './surface-picture.mjs';

/** @typedef {import('./scene-kit.mjs').Stage} Stage */
/** @typedef {import('./scene-kit.mjs').Vec3} Vec3 */
/** @typedef {import('./scene-kit.mjs').Point} Point */
/** @typedef {import('../../content/visualizer.ts').VisualizerRoom} VisualizerRoom */
/** @typedef {import('../../content/visualizer.ts').VisualizerRoomSlug} VisualizerRoomSlug */
/** @typedef {import('../../content/visualizer.ts').VisualizerSurfaceKey} VisualizerSurfaceKey */
/** @typedef {import('../../content/types.ts').CatalogueStone} CatalogueStone */
/**
 * A recorded face as the browser needs it (and the axes its joints and sheen are drawn along).
 * @typedef {object} FaceGeometry
 * @property {Point[]} corners in the picture, in the order drawn
 * @property {[number, number]} size along u and v, in metres
 * @property {[number, number]} origin where the first corner sits on the slab, in metres
 * @property {number} pxPerM
 * @property {number} area in the picture, in square pixels
 * @property {{ u: Vec3, v: Vec3, p0: Vec3 }} axes the face's unit edges and first corner, in the room
 */
/** A surface's mask: its alpha over the picture, and its faces. @typedef {{ alpha: Buffer, faces: FaceGeometry[] }} SurfaceMask */
/** A stone's slab, RGB. @typedef {{ slug: string, data: Buffer, width: number, height: number, swatch: number }} Slab */
/** @typedef {typeof import('../../src/lib/visualizer-geometry.ts').facePlane} FacePlaneFn */

const OUT = path.join(ROOT, 'public/media/visualizer');
const LAYERS_TS = path.join(ROOT, 'content/visualizer-layers.ts');
const [W, H] = [1500, 1000];
const BASE_WIDTHS = [750, 1500];
export const SLAB = { widthM: 3.2, heightM: 1.6, widthPx: 1600, heightPx: 800 };
/**
 * Floors are laid in squares cut from the slabs; walls and counters show the slab's own joints.
 * @type {Partial<Record<VisualizerSurfaceKey, [number, number]>>}
 */
const JOINT_MODULE = { piso: [0.8, 0.8] };
// Warmer and deeper than the drawings' ink: the rooms read as lit spaces, and pale stones stand out.
const INK = { background: '#F3EEE6', line: '#1F1D1A', shadow: '#A8957C', accent: '#8A5A2B' };
const NEUTRAL = '#C8C1B5';

const n = (/** @type {number} */ v, d = 2) => Number(v.toFixed(d));
/** A buffer's byte at `i` (always within its length here). */
const byte = (/** @type {Buffer} */ b, /** @type {number} */ i) => /** @type {number} */ (b[i]);
const svgToSharp = (/** @type {string} */ svg) => sharp(Buffer.from(svg), { limitInputPixels: false, unlimited: true });
const solid = async (/** @type {string} */ hex) => `data:image/png;base64,${(await sharp({ create: { width: 4, height: 4, channels: 3, background: hex } }).png().toBuffer()).toString('base64')}`;

/**
 * Draws one room with each surface filled flat: `fills` maps surface key -> colour.
 * @param {VisualizerRoomSlug} slug
 * @param {readonly string[]} surfaceKeys
 * @param {Record<string, string>} fills
 * @param {{ mask?: boolean, after?: (st: Stage) => void, grain?: boolean }} [options]
 */
async function drawRoom(slug, surfaceKeys, fills, { mask = false, after, grain = false } = {}) {
  const scene = VISUALIZER_SCENES[slug];
  // Faint hairlines: edges read from light and shade, as in a photograph, not from outlines.
  const st = createStage({ width: W, height: H, ink: INK, camera: scene.camera, lines: 0.16, mask });
  // Oak floors and warm walls: the stone is the lightest, most polished thing in the room.
  Object.assign(st.palette, { floor: '#B9976F', wall: '#EEE7DC', sideWall: '#DDD2C2', ceiling: '#F6F2EC' });
  for (const key of surfaceKeys) st.texture(key, await solid(fills[key] ?? NEUTRAL), 4, 4);
  scene.draw(st);
  // The room's own picture (not the light over the stone) gets the paint's grain; the stone covers it where it lies.
  if (grain) finish(st);
  if (after) after(st);
  const { data } = await svgToSharp(st.svg()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { st, data };
}

/** @type {(a: Vec3, b: Vec3) => Vec3} */
const sub = (a, b) => /** @type {Vec3} */ (a.map((v, i) => v - /** @type {number} */ (b[i])));
/** @type {(a: Vec3, b: Vec3) => number} */
const dot = (a, b) => a.reduce((s, v, i) => s + v * /** @type {number} */ (b[i]), 0);
/** @type {(a: Vec3) => number} */
const norm = (a) => Math.hypot(...a);
/** @type {(a: Vec3) => Vec3} */
const unit = (a) => /** @type {Vec3} */ (a.map((v) => v / norm(a)));

/**
 * A recorded face as the browser needs it: corners in the picture, size and origin on the slab.
 * @param {Stage} st
 * @param {Vec3[]} points the face's four corners (a recorded face is a quadrilateral)
 * @returns {FaceGeometry}
 */
function faceGeometry(st, points) {
  const [p0, p1, , p3] = /** @type {[Vec3, Vec3, Vec3, Vec3]} */ (points);
  const u = sub(p1, p0);
  const v = sub(p3, p0);
  const corners = points.map((p) => /** @type {Point} */ (st.project(p).map((c) => n(c))));
  const corner = (/** @type {number} */ i) => /** @type {Point} */ (corners[i]);
  /** @type {[number, number]} */
  const size = [norm(u), norm(v)];
  /** @type {[number, number, number][]} */
  const edges = [[0, 1, size[0]], [3, 2, size[0]], [0, 3, size[1]], [1, 2, size[1]]];
  const pxPerM = Math.max(...edges.map(([a, b, m]) => Math.hypot(corner(b)[0] - corner(a)[0], corner(b)[1] - corner(a)[1]) / m));
  const area = Math.abs(corners.reduce((s, c, i) => { const d = corner((i + 1) % 4); return s + c[0] * d[1] - d[0] * c[1]; }, 0)) / 2;
  return {
    corners,
    size: [n(size[0], 3), n(size[1], 3)],
    origin: [n(dot(p0, unit(u)), 3), n(dot(p0, unit(v)), 3)],
    // Raster the face about as finely as the picture shows it; never finer than the slab itself.
    pxPerM: Math.round(Math.min(SLAB.widthPx / SLAB.widthM, Math.max(48, pxPerM))),
    area,
    axes: { u: unit(u), v: unit(v), p0 },
  };
}

/**
 * Joint lines of a surface's faces in the picture, at the module's multiples (world metres).
 * @param {Stage} st
 * @param {FaceGeometry[]} faces
 * @param {[number, number]} module
 */
function jointsSvg(st, faces, module) {
  const lines = [];
  for (const f of faces) {
    const { u, v, p0 } = f.axes;
    /** @type {(a: number, b: number) => Point} */
    const at = (a, b) => st.project(/** @type {Vec3} */ (p0.map((c, i) => c + /** @type {number} */ (u[i]) * a + /** @type {number} */ (v[i]) * b)));
    const [su, sv] = f.size;
    for (const [axis, step, length, across] of /** @type {[0 | 1, number, number, number][]} */ ([[0, module[0], su, sv], [1, module[1], sv, su]])) {
      const start = f.origin[axis];
      for (let k = Math.ceil(start / step) * step; k < start + length; k += step) {
        const t = k - start;
        if (t < 0.01) continue;
        const [a, b] = axis === 0 ? [at(t, 0), at(t, across)] : [at(0, t), at(across, t)];
        lines.push(`<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}"/>`);
      }
    }
  }
  return `<g stroke="#6E655A" stroke-width="${n(W * 0.0009)}" stroke-opacity="0.55">${lines.join('')}</g>`;
}

/**
 * The polish catches the window: a soft streak on the tops, fainter on the walls, brighter to the left.
 * @param {FaceGeometry[]} faces
 */
function sheenSvg(faces) {
  /** @type {string[]} */
  const defs = [];
  /** @type {string[]} */
  const shapes = [];
  faces.forEach((f, i) => {
    const top = Math.abs(f.axes.u[1]) < 0.01 && Math.abs(f.axes.v[1]) < 0.01;
    const xs = f.corners.map((c) => c[0]);
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const id = `s${i}`;
    const peak = top ? 0.8 : 0.3;
    defs.push(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x0)}" y1="0" x2="${n(x1 + (x1 - x0) * 0.3)}" y2="${n(H * 0.2)}"><stop offset="0" stop-color="#fff" stop-opacity="${peak}"/><stop offset="0.3" stop-color="#fff" stop-opacity="${n(peak * 0.6)}"/><stop offset="0.42" stop-color="#fff" stop-opacity="${n(peak * 0.15)}"/><stop offset="0.55" stop-color="#fff" stop-opacity="${n(peak * 0.35)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`);
    shapes.push(`<polygon points="${f.corners.map((c) => c.join(',')).join(' ')}" fill="url(#${id})"/>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${defs.join('')}<filter id="b"><feGaussianBlur stdDeviation="${W * 0.006}"/></filter></defs><rect width="${W}" height="${H}" fill="#000"/><g filter="url(#b)">${shapes.join('')}</g></svg>`;
}

/**
 * @param {VisualizerRoom} room
 * @param {Slab[]} slabs
 * @param {FacePlaneFn} facePlane
 */
async function paintRoom(room, slabs, facePlane) {
  const keys = room.surfaces.map((s) => s.key);
  const dir = path.join(OUT, room.slug);
  mkdirSync(dir, { recursive: true });
  const fill = (/** @type {string} */ colour) => Object.fromEntries(keys.map((k) => [k, colour]));

  // Masks: the surface painted white, then black, geometry only; what changed is where it shows.
  // Filled for every key in the loop below, before anything reads it.
  const masks = /** @type {Record<VisualizerSurfaceKey, SurfaceMask>} */ ({});
  for (const key of keys) {
    const white = await drawRoom(room.slug, keys, { ...fill(NEUTRAL), [key]: '#FFFFFF' }, { mask: true });
    const black = await drawRoom(room.slug, keys, { ...fill(NEUTRAL), [key]: '#000000' }, { mask: true });
    const alpha = Buffer.alloc(W * H);
    for (let i = 0; i < W * H; i += 1) {
      const d = (byte(white.data, i * 3) - byte(black.data, i * 3) + byte(white.data, i * 3 + 1) - byte(black.data, i * 3 + 1) + byte(white.data, i * 3 + 2) - byte(black.data, i * 3 + 2)) / 3;
      alpha[i] = Math.max(0, Math.min(255, Math.round(d / 0.85)));
    }
    masks[key] = { alpha, faces: white.st.faces.filter((f) => f.tex === key).map((f) => faceGeometry(white.st, f.points)).filter((f) => f.area > 6) };
  }

  // Base: the room with neutral surfaces.
  const base = await drawRoom(room.slug, keys, fill(NEUTRAL), { grain: true });
  for (const w of BASE_WIDTHS) {
    const img = () => sharp(base.data, { raw: { width: W, height: H, channels: 3 } }).resize(w);
    await img().avif({ quality: 52, effort: 4 }).toFile(path.join(dir, `base-${w}.avif`));
    await img().webp({ quality: 74, effort: 5 }).toFile(path.join(dir, `base-${w}.webp`));
  }

  // Light: the room with white surfaces (and the floor's joints), kept only where a surface shows.
  const light = await drawRoom(room.slug, keys, fill('#FFFFFF'), {
    after: (st) => {
      for (const key of keys) {
        const module = JOINT_MODULE[key];
        if (module) st.raw(jointsSvg(st, masks[key].faces, module));
      }
    },
  });
  const union = Buffer.alloc(W * H);
  for (const key of keys) for (let i = 0; i < W * H; i += 1) union[i] = Math.max(byte(union, i), byte(masks[key].alpha, i));
  const lightPx = Buffer.alloc(W * H * 3);
  for (let i = 0; i < W * H; i += 1) {
    const a = byte(union, i) / 255;
    for (let c = 0; c < 3; c += 1) lightPx[i * 3 + c] = Math.round(255 * (1 - a) + byte(light.data, i * 3 + c) * a);
  }
  await sharp(lightPx, { raw: { width: W, height: H, channels: 3 } }).webp({ quality: 80, effort: 5 }).toFile(path.join(dir, 'light.webp'));

  // Sheen: the streaks, kept only where a surface shows.
  const allFaces = keys.flatMap((k) => masks[k].faces);
  const sheen = await svgToSharp(sheenSvg(allFaces)).removeAlpha().raw().toBuffer();
  for (let i = 0; i < W * H; i += 1) for (let c = 0; c < 3; c += 1) sheen[i * 3 + c] = Math.round((byte(sheen, i * 3 + c) * byte(union, i)) / 255);
  await sharp(sheen, { raw: { width: W, height: H, channels: 3 } }).webp({ quality: 70, effort: 5 }).toFile(path.join(dir, 'sheen.webp'));

  // Every stone on every surface: the slab through each face's projective map, at the face's pixels per metre
  // (the slab resized as the browser rastered a face), kept where the mask shows the surface.
  /** @type {Record<string, { box: import('./surface-picture.mjs').Box, bytes: number }>} */
  const surfaces = {};
  for (const key of keys) {
    const { alpha, faces } = masks[key];
    const box = maskBox(alpha, W, H);
    if (!box) throw new Error(`visualizer: ${room.slug} ${key} is not seen`);
    const planes = faces.map((f) => facePlane(f, SLAB));
    mkdirSync(path.join(dir, key), { recursive: true });
    let bytes = 0;
    await runLimited(slabs, 2, async (slab) => {
      // A surface's faces mostly share one pixels-per-metre: the slab is resized once per size.
      /** @type {Map<string, Promise<import('./surface-picture.mjs').Raster>>} */
      const resized = new Map();
      const textures = await Promise.all(planes.map((plane) => {
        const [width, height] = /** @type {[number, number]} */ (plane.backgroundSize.map((v) => Math.max(1, Math.round(v))));
        const key = `${width}x${height}`;
        if (!resized.has(key)) {
          resized.set(key, sharp(slab.data, { raw: { width: slab.width, height: slab.height, channels: 3 } }).resize(width, height).raw().toBuffer().then((data) => ({ data, width, height })));
        }
        return /** @type {Promise<import('./surface-picture.mjs').Raster>} */ (resized.get(key));
      }));
      const rgba = drawSurface({ planes, textures, alpha, pictureWidth: W, box });
      const img = () => sharp(rgba, { raw: { width: box[2], height: box[3], channels: 4 } });
      const file = path.join(dir, key, slab.slug);
      await img().avif({ quality: 50, effort: 4 }).toFile(`${file}.avif`);
      await img().webp({ quality: 70, effort: 5 }).toFile(`${file}.webp`);
      bytes += statSync(`${file}.avif`).size;
    });
    surfaces[key] = { box, bytes };
  }

  return {
    slug: room.slug,
    surfaces: Object.fromEntries(keys.map((key) => [key, { box: surfaces[key]?.box, faces: masks[key].faces.map(({ corners, size, origin, pxPerM }) => ({ corners, size, origin, pxPerM })) }])),
    bytes: Object.fromEntries(keys.map((key) => [key, surfaces[key]?.bytes ?? 0])),
  };
}

/**
 * Slab and swatch of one catalogue stone, cut from the stone's own largest picture (painted by the same
 * recipe, or the real photo that replaced it): its full width is the slab's 3.2 m, cropped to the slab's
 * 2:1. Painting the recipe again at this size would take minutes a stone for the same pixels. The slab is
 * kept in memory for the surfaces; the swatch is written.
 * @param {CatalogueStone} stone
 * @returns {Promise<Slab>}
 */
async function paintStone(stone) {
  const source = path.join(ROOT, 'public/media', `${stone.image.src}-1600.webp`);
  if (!existsSync(source)) throw new Error(`visualizer: ${source} is missing; run npm run assets first`);
  const swatch = path.join(OUT, 'swatches', `${stone.slug}.webp`);
  mkdirSync(path.dirname(swatch), { recursive: true });
  // A WebP the pipeline wrote: sharp always reads its size.
  const meta = /** @type {{ width: number, height: number }} */ (await sharp(source).metadata());
  const { data, info } = await sharp(source)
    .extract({ left: 0, top: Math.round((meta.height - meta.width / 2) / 2), width: meta.width, height: Math.round(meta.width / 2) })
    .resize(SLAB.widthPx, SLAB.heightPx)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
  await raw().extract({ left: 560, top: 200, width: 400, height: 400 }).resize(160, 160).webp({ quality: 72 }).toFile(swatch);
  return { slug: stone.slug, data, width: info.width, height: info.height, swatch: statSync(swatch).size };
}

/** @param {Awaited<ReturnType<typeof paintRoom>>[]} rooms */
function layersModule(rooms) {
  const roomEntries = rooms.map((r) => `  '${r.slug}': ${JSON.stringify({ surfaces: r.surfaces })},`).join('\n');
  return `// Generated by \`npm run assets -- --visualizer\` (scripts/assets/visualizer.mjs): do not edit.
// Each room's surfaces: the box their pictures cover in the ${W} x ${H} picture, and the faces they were drawn
// from (corners in the picture, near-left first, as drawn; size and origin on the slab in metres; the pixels a
// metre got).
import type { VisualizerLayers } from './visualizer';

export const visualizerLayers: VisualizerLayers = {
  picture: { width: ${W}, height: ${H}, baseWidths: ${JSON.stringify(BASE_WIDTHS)} },
  slab: ${JSON.stringify(SLAB)},
  rooms: {
${roomEntries}
  },
};
`;
}

export async function paintVisualizer() {
  const started = Date.now();
  /**
   * @template T
   * @param {string} file
   * @returns {Promise<T>}
   */
  const load = async (file) => (await runnerImport(path.join(ROOT, file), { configFile: false, logLevel: 'silent' })).module;
  const [{ visualizerRooms }, { catalogueStones }, { facePlane }] = await Promise.all([
    /** @type {typeof load<typeof import('../../content/visualizer.ts')>} */ (load)('content/visualizer.ts'),
    /** @type {typeof load<typeof import('../../content/catalogue.ts')>} */ (load)('content/catalogue.ts'),
    /** @type {typeof load<typeof import('../../src/lib/visualizer-geometry.ts')>} */ (load)('src/lib/visualizer-geometry.ts'),
  ]);
  /** @type {Slab[]} */
  const slabs = [];
  await runLimited(catalogueStones, 2, async (stone) => {
    slabs.push(await paintStone(stone));
  });
  slabs.sort((a, b) => a.slug.localeCompare(b.slug));
  /** @type {Awaited<ReturnType<typeof paintRoom>>[]} */
  const rooms = [];
  const kb = (/** @type {number} */ b) => (b / 1024).toFixed(0);
  for (const room of visualizerRooms) {
    const t0 = Date.now();
    const painted = await paintRoom(room, slabs, facePlane);
    rooms.push(painted);
    const sizes = Object.entries(painted.bytes).map(([key, bytes]) => `${key} ${kb(bytes)} KB`).join(', ');
    console.log(`  visualizer/${room.slug} (${((Date.now() - t0) / 1000).toFixed(1)} s; the ${slabs.length} stones in AVIF: ${sizes})`);
  }
  writeFileSync(LAYERS_TS, layersModule(rooms));
  console.log(`  visualizer done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
