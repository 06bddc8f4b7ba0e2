// One stone on one surface of a visualizer room, drawn once at build time: the slab carried onto each of the
// surface's faces by the face's own projective map (src/lib/visualizer-geometry.ts, the arithmetic the browser
// used to draw with matrix3d()), at its real scale, kept where the surface's mask shows it. The browser then
// shows a flat picture: a change of stone changes one image, with nothing left to draw in perspective.

/** @typedef {{ data: Buffer | Uint8Array, width: number, height: number }} Raster RGB, 3 bytes a pixel */
/**
 * A face as the browser drew it: an element `width` x `height` px with the slab repeating behind it at
 * `backgroundSize`, from `backgroundPosition`, carried onto the picture by `matrix` (a CSS matrix3d()).
 * @typedef {{ width: number, height: number, backgroundSize: [number, number], backgroundPosition: [number, number], matrix: number[] }} Plane
 */
/** @typedef {[number, number, number, number]} Box left, top, width, height in the picture */
/** @typedef {[number, number, number, number, number, number, number, number, number]} Nine */

/**
 * The smallest box holding every pixel the mask shows (alpha above zero), or null when it shows none.
 * @param {Uint8Array} alpha one byte a pixel
 * @param {number} width
 * @param {number} height
 * @returns {Box | null}
 */
export function maskBox(alpha, width, height) {
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!alpha[y * width + x]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return x1 < 0 ? null : [x0, y0, x1 - x0 + 1, y1 - y0 + 1];
}

/**
 * The inverse of a matrix3d()'s plane part: picture (x, y) -> the element's (X, Y).
 * @param {readonly number[]} m
 */
function inverseMap(m) {
  // The 3 x 3 homography (X, Y, 1) -> (x w, y w, w), rows of [m0 m4 m12; m1 m5 m13; m3 m7 m15].
  const [a, b, c, d, e, f, g, h, i] = /** @type {Nine} */ ([m[0], m[4], m[12], m[1], m[5], m[13], m[3], m[7], m[15]].map(Number));
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-12) throw new Error('degenerate face');
  const [p, q, r, s, t, u, v, w0, z] = /** @type {Nine} */ ([A, -(b * i - c * h), b * f - c * e, B, a * i - c * g, -(a * f - c * d), C, -(a * h - b * g), a * e - b * d].map((n) => n / det));
  /** @type {(x: number, y: number) => [number, number]} */
  return (x, y) => {
    const w = v * x + w0 * y + z;
    return [(p * x + q * y + r) / w, (s * x + t * y + u) / w];
  };
}

const mod = (/** @type {number} */ v, /** @type {number} */ p) => ((v % p) + p) % p;

/**
 * The stone on a surface: RGBA of `box`, the colour from the slab through the face that holds each sample
 * (four samples a pixel), the alpha the mask's.
 * @param {{ planes: Plane[], textures: Raster[], alpha: Uint8Array, pictureWidth: number, box: Box }} input
 *   `textures[i]` is the slab resized to `planes[i].backgroundSize` (as the browser rastered the face)
 * @returns {Buffer} box width x height x 4 bytes
 */
export function drawSurface({ planes, textures, alpha, pictureWidth, box }) {
  const [left, top, bw, bh] = box;
  const faces = planes.map((plane, i) => ({ plane, texture: /** @type {Raster} */ (textures[i]), toElement: inverseMap(plane.matrix) }));
  const out = Buffer.alloc(bw * bh * 4);
  const rgb = new Float64Array(3);
  /** @param {number} x @param {number} y picture coordinates of a sample */
  const sample = (x, y) => {
    // The face holding the point; a point just outside all of them (the mask's soft edge) takes the nearest.
    let best = /** @type {(typeof faces)[number]} */ (faces[0]);
    let bestX = 0;
    let bestY = 0;
    let bestOut = Infinity;
    for (const face of faces) {
      const [X, Y] = face.toElement(x, y);
      const { width, height } = face.plane;
      const outside = Math.max(0, -X, X - width) + Math.max(0, -Y, Y - height);
      if (outside < bestOut) [best, bestX, bestY, bestOut] = [face, Math.min(width, Math.max(0, X)), Math.min(height, Math.max(0, Y)), outside];
      if (outside === 0) break;
    }
    const { plane, texture } = best;
    const [sw, sh] = plane.backgroundSize;
    // Within the face the slab repeats from backgroundPosition (a seam blends as the browser's raster does); at
    // the face's own edge the nearest texel's centre is the last, as the compositor clamps at a layer's edge.
    const kx = sw / texture.width / 2;
    const ky = sh / texture.height / 2;
    const X = Math.min(plane.width - kx, Math.max(kx, bestX));
    const Y = Math.min(plane.height - ky, Math.max(ky, bestY));
    // Texel centres sit at half pixels.
    const tx = (mod(X - plane.backgroundPosition[0], sw) * texture.width) / sw - 0.5;
    const ty = (mod(Y - plane.backgroundPosition[1], sh) * texture.height) / sh - 0.5;
    const x0 = Math.floor(tx);
    const y0 = Math.floor(ty);
    const fx = tx - x0;
    const fy = ty - y0;
    const xa = mod(x0, texture.width);
    const xb = mod(x0 + 1, texture.width);
    const ya = mod(y0, texture.height);
    const yb = mod(y0 + 1, texture.height);
    const d = texture.data;
    for (let c = 0; c < 3; c += 1) {
      const top_ = Number(d[(ya * texture.width + xa) * 3 + c]) * (1 - fx) + Number(d[(ya * texture.width + xb) * 3 + c]) * fx;
      const bottom = Number(d[(yb * texture.width + xa) * 3 + c]) * (1 - fx) + Number(d[(yb * texture.width + xb) * 3 + c]) * fx;
      rgb[c] = Number(rgb[c]) + top_ * (1 - fy) + bottom * fy;
    }
  };
  for (let y = 0; y < bh; y += 1) {
    for (let x = 0; x < bw; x += 1) {
      const a = Number(alpha[(top + y) * pictureWidth + left + x]);
      const o = (y * bw + x) * 4;
      if (!a) continue;
      rgb[0] = rgb[1] = rgb[2] = 0;
      for (const dy of [0.25, 0.75]) for (const dx of [0.25, 0.75]) sample(left + x + dx, top + y + dy);
      for (let c = 0; c < 3; c += 1) out[o + c] = Math.round(Number(rgb[c]) / 4);
      out[o + 3] = a;
    }
  }
  return out;
}
