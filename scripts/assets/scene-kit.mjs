// A tiny one-point-perspective kit for calm architectural drawings: a camera that projects metres to
// pixels, boxes whose visible faces are filled flat or with a stone texture, and soft contact shadows.
// Scenes list objects far to near (painter's order).

/** A point in the room, in metres: x to the right, y up from the floor, z away from the viewer. @typedef {[number, number, number]} Vec3 */
/** A point in the picture, in pixels. @typedef {[number, number]} Point */
/** The four colours a drawing is made from (content/media.ts's IllustrationInk). @typedef {{ background: string, line: string, shadow: string, accent: string }} Ink */
/** @typedef {ReturnType<typeof paletteFor>} Palette */
/**
 * Where the eye is, in fractions of the canvas and metres; every field has a default.
 * @typedef {object} Camera
 * @property {number} [x] the eye's x in metres
 * @property {number} [eye] the eye's height in metres
 * @property {number} [focal] focal length, in canvas widths
 * @property {number} [shift] horizontal shift of the centre, in canvas widths
 * @property {number} [horizon] the horizon's height, as a fraction of the canvas from the top
 */
/** A face's fill: a colour, or a registered texture by key. @typedef {string | { tex: string }} Fill */
/**
 * @typedef {object} FaceOptions
 * @property {number} [stroke] outline weight; 0 for none
 * @property {number} [shade] darkens (above 0) or lightens (below 0), as an opacity
 * @property {[colour: string, opacity: number]} [tint]
 * @property {number} [texMeters] how many metres the texture's width spans
 * @property {number} [worldW] the face's size in metres, to scale the texture
 * @property {number} [worldH]
 * @property {[number, number]} [offset] the texture's shift, in fractions of it
 * @property {number} [opacity]
 */
/** A box's fills per face. @typedef {{ front?: Fill, top?: Fill, side?: Fill, bottom?: Fill }} BoxFills */
/**
 * @typedef {object} BoxOptions
 * @property {number} [sideShade]
 * @property {number} [topShade]
 * @property {number} [frontShade]
 * @property {FaceOptions} [sideOpts]
 * @property {FaceOptions} [topOpts]
 * @property {FaceOptions} [frontOpts]
 */
/** A textured face as drawn: its texture's key and its corners in the room. @typedef {{ tex: string, points: Vec3[] }} TexturedFace */
/** A registered texture: its id in <defs> and its size in pixels. @typedef {{ id: string, w: number, h: number }} Texture */
/** @typedef {ReturnType<typeof createStage>} Stage */

const n = (/** @type {number} */ v) => Number(v.toFixed(2));

/**
 * The colour a fraction t of the way from a to b (#rrggbb).
 * @param {string} a
 * @param {string} b
 * @param {number} t
 */
export function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (/** @type {number} */ shift) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${[16, 8, 0].map((s) => ch(s).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Colours of a drawing, derived from the manifest's ink so light and dark scenes share one code path.
 * @param {Ink} ink
 */
export function paletteFor(ink) {
  const dark = parseInt(ink.background.slice(1, 3), 16) < 0x80;
  const bg = ink.background;
  return {
    dark,
    ink,
    wall: dark ? mix(bg, '#3a342d', 0.25) : mix(bg, '#ffffff', 0.2),
    sideWall: dark ? mix(bg, '#000000', 0.25) : mix(bg, ink.shadow, 0.32),
    ceiling: dark ? mix(bg, '#000000', 0.35) : mix(bg, '#ffffff', 0.5),
    floor: dark ? mix(bg, ink.shadow, 0.6) : mix(bg, ink.shadow, 0.55),
    cabinet: dark ? mix(bg, '#5b5148', 0.55) : mix(bg, ink.shadow, 0.4),
    cabinetDark: dark ? mix(bg, '#000000', 0.35) : mix(ink.line, ink.shadow, 0.62),
    wood: dark ? '#5E4631' : '#B08A63',
    glass: dark ? '#39352F' : '#FBFAF6',
    shade: dark ? '#000000' : mix(ink.line, ink.shadow, 0.4),
    light: dark ? '#FFE2B8' : '#FFFFFF',
    line: ink.line,
    accent: ink.accent,
    plant: dark ? '#3D4A3A' : '#7D8B6A',
  };
}

/**
 * `lines` scales the hairlines' opacity (1 for the drawings, less for the visualizer's rendered rooms).
 * `mask: true` paints geometry only (no shading, shadows or light), for the visualizer's surface masks.
 * Every textured face is recorded in `faces` (its world corners and the texture's key).
 * @param {{ width: number, height: number, ink: Ink, camera?: Camera, lines?: number, mask?: boolean }} options
 */
export function createStage({ width, height, ink, camera = {}, lines = 1, mask = false }) {
  const palette = paletteFor(ink);
  const cam = {
    x: camera.x ?? 0,
    eye: camera.eye ?? 1.45,
    f: (camera.focal ?? 0.9) * width,
    cx: width / 2 + (camera.shift ?? 0) * width,
    horizon: (camera.horizon ?? 0.43) * height,
  };
  /** @type {string[]} */
  const defs = [];
  /** @type {string[]} */
  const body = [];
  /** @type {TexturedFace[]} */
  const faces = [];
  let next = 0;
  const uid = (/** @type {string} */ p) => `${p}${(next += 1)}`;

  /** @type {(point: Vec3) => Point} */
  const project = ([x, y, z]) => [cam.cx + (cam.f * (x - cam.x)) / z, cam.horizon + (cam.f * (cam.eye - y)) / z];
  const pts = (/** @type {Vec3[]} */ list) => list.map((p) => project(p).map(n).join(',')).join(' ');
  const lineStyle = (weight = 1) =>
    `stroke="${palette.line}" stroke-width="${n(weight * width * 0.0011)}" stroke-opacity="${n((palette.dark ? 0.32 : 0.55) * lines)}" stroke-linejoin="round" stroke-linecap="round"`;

  /** @type {Map<string, Texture>} */
  const textures = new Map();
  /**
   * Registers a texture (data URI of w x h pixels) once; faces reference it by id.
   * @overload
   * @param {string} key
   * @param {string} href
   * @param {number} w
   * @param {number} h
   * @returns {Texture}
   */
  /**
   * The texture registered under `key`.
   * @overload
   * @param {string} key
   * @returns {Texture}
   */
  /**
   * @param {string} key
   * @param {string} [href]
   * @param {number} [w]
   * @param {number} [h]
   * @returns {Texture}
   */
  function texture(key, href, w, h) {
    if (!textures.has(key)) {
      const id = uid('tex');
      defs.push(`<image id="${id}" href="${href}" width="${w}" height="${h}" preserveAspectRatio="none"/>`);
      // Registering passes all four arguments (the first form above).
      textures.set(key, /** @type {Texture} */ ({ id, w, h }));
    }
    return /** @type {Texture} */ (textures.get(key));
  }

  /**
   * A polygon in world space, filled flat or with a texture mapped to its projected bounds.
   * @param {Vec3[]} points3d
   * @param {Fill} fill
   * @param {FaceOptions} [options]
   */
  function face(points3d, fill, { stroke = 1, shade = 0, tint, texMeters = 2.8, worldW = 1, worldH = 1, offset = [0, 0], opacity = 1 } = {}) {
    const poly = points3d.map(project);
    const p = pts(points3d);
    if (typeof fill === 'string') {
      body.push(`<polygon points="${p}" fill="${fill}" ${stroke ? lineStyle(stroke) : ''} opacity="${opacity}"/>`);
    } else {
      faces.push({ tex: fill.tex, points: points3d });
      // A scene registers its textures before it draws with them.
      const tex = /** @type {Texture} */ (textures.get(fill.tex));
      const xs = poly.map((q) => q[0]);
      const ys = poly.map((q) => q[1]);
      const bx = Math.min(...xs);
      const by = Math.min(...ys);
      const bw = Math.max(...xs) - bx;
      const bh = Math.max(...ys) - by;
      // The texture must cover the whole face: widen its span in metres when the face is larger.
      const span = Math.max(texMeters, worldW * (1 + offset[0]), worldH * (tex.w / tex.h) * (1 + offset[1]));
      const sx = ((bw / worldW) * span) / tex.w;
      const sy = ((bh / worldH) * span) / tex.w;
      const clip = uid('clip');
      defs.push(`<clipPath id="${clip}"><polygon points="${p}"/></clipPath>`);
      const ox = bx - offset[0] * tex.w * sx;
      const oy = by - offset[1] * tex.h * sy;
      body.push(`<g clip-path="url(#${clip})"><use href="#${tex.id}" transform="matrix(${n(sx * 1000) / 1000} 0 0 ${n(sy * 1000) / 1000} ${n(ox)} ${n(oy)})"/></g>`);
      if (stroke) body.push(`<polygon points="${p}" fill="none" ${lineStyle(stroke)}/>`);
    }
    if (mask) return;
    if (shade) body.push(`<polygon points="${p}" fill="${shade > 0 ? '#000000' : '#ffffff'}" opacity="${n(Math.abs(shade))}"/>`);
    if (tint) body.push(`<polygon points="${p}" fill="${tint[0]}" opacity="${tint[1]}"/>`);
  }

  /**
   * An axis-aligned box: x0..x1 (left to right), y0..y1 (floor up), z0..z1 (near to far).
   * `fills` per face: front, top, side, bottom; a fill is a colour or { tex } with face options.
   * @param {[number, number]} xs
   * @param {[number, number]} ys
   * @param {[number, number]} zs
   * @param {BoxFills} [fills]
   * @param {BoxOptions} [opts]
   */
  function box([x0, x1], [y0, y1], [z0, z1], fills = {}, opts = {}) {
    /** @type {(x: number, y: number, z: number) => Vec3} */
    const c = (x, y, z) => [x, y, z];
    // A box whose side shows is given a side or a front fill.
    const sideFill = /** @type {Fill} */ (fills.side ?? fills.front);
    const shadeSide = opts.sideShade ?? 0.12;
    if (cam.x < x0) face([c(x0, y0, z0), c(x0, y1, z0), c(x0, y1, z1), c(x0, y0, z1)], sideFill, { worldW: z1 - z0, worldH: y1 - y0, shade: shadeSide, ...opts.sideOpts });
    if (cam.x > x1) face([c(x1, y0, z0), c(x1, y1, z0), c(x1, y1, z1), c(x1, y0, z1)], sideFill, { worldW: z1 - z0, worldH: y1 - y0, shade: shadeSide, ...opts.sideOpts });
    if (cam.eye > y1 && fills.top) face([c(x0, y1, z0), c(x1, y1, z0), c(x1, y1, z1), c(x0, y1, z1)], fills.top, { worldW: x1 - x0, worldH: z1 - z0, shade: opts.topShade ?? -0.04, ...opts.topOpts });
    if (cam.eye < y0 && fills.bottom) face([c(x0, y0, z0), c(x1, y0, z0), c(x1, y0, z1), c(x0, y0, z1)], fills.bottom, { worldW: x1 - x0, worldH: z1 - z0, shade: 0.1 });
    face([c(x0, y0, z0), c(x1, y0, z0), c(x1, y1, z0), c(x0, y1, z0)], fills.front ?? palette.cabinet, { worldW: x1 - x0, worldH: y1 - y0, shade: opts.frontShade ?? 0.03, ...opts.frontOpts });
  }

  /**
   * Soft shadow on the floor around a footprint.
   * @param {[number, number]} xs
   * @param {[number, number]} zs
   * @param {{ spread?: number, opacity?: number, y?: number }} [options]
   */
  function contactShadow([x0, x1], [z0, z1], { spread = 0.12, opacity = 0.35, y = 0 } = {}) {
    if (mask) return;
    const blur = uid('blur');
    defs.push(`<filter id="${blur}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(width * 0.008)}"/></filter>`);
    body.push(
      `<polygon points="${pts([[x0 - spread, y, z0 - spread], [x1 + spread, y, z0 - spread], [x1 + spread, y, z1 + spread], [x0 - spread, y, z1 + spread]])}" fill="${palette.shade}" opacity="${palette.dark ? opacity * 1.6 : opacity}" filter="url(#${blur})"/>`,
    );
  }

  /**
   * Light falling through a window: a pale, blurred parallelogram.
   * @param {Vec3[]} points3d
   */
  function lightPatch(points3d, opacity = 0.35) {
    if (mask) return;
    const blur = uid('blur');
    defs.push(`<filter id="${blur}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(width * 0.01)}"/></filter>`);
    body.push(`<polygon points="${pts(points3d)}" fill="${palette.light}" opacity="${opacity}" filter="url(#${blur})"/>`);
  }

  /**
   * @param {Vec3} a
   * @param {Vec3} b
   */
  function line(a, b, weight = 1, extra = '') {
    const [x1, y1] = project(a);
    const [x2, y2] = project(b);
    body.push(`<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${lineStyle(weight)} ${extra}/>`);
  }

  /** @param {string} markup */
  function raw(markup) {
    body.push(markup);
  }

  /** @param {string} markup */
  function rawDef(markup) {
    defs.push(markup);
  }

  function svg() {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs><rect width="${width}" height="${height}" fill="${palette.wall}"/>${body.join('')}</svg>`;
  }

  return { width, height, palette, cam, faces, mask, project, pts, uid, texture, face, box, contactShadow, lightPatch, line, raw, rawDef, lineStyle, svg };
}
