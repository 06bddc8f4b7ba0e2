// The arithmetic that puts a slab on a surface in perspective, at its real scale. Each face is a rectangle
// the size of its piece of slab (metres times pixels per metre) carried onto the face's four corners in the
// picture by a projective map, written as the numbers of a CSS matrix3d(). The stones' pictures are drawn with it
// at build time (scripts/assets/surface-picture.mjs); the page itself uses only the phone's framing (stoneCrop).

export type Point = readonly [number, number];

/**
 * The projective map (homography) carrying the rectangle (0,0)-(w,h) onto the quadrilateral `quad`
 * (images of (0,0), (w,0), (w,h), (0,h), in that order), as the 16 numbers of a CSS matrix3d() in
 * column-major order, for an element with transform-origin 0 0. (Heckbert's square-to-quad mapping.)
 */
export function rectToQuad(w: number, h: number, quad: readonly Point[]): number[] {
  if (quad.length !== 4) throw new Error('a face has four corners');
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad as [Point, Point, Point, Point];
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  let a: number, b: number, d: number, e: number, g: number, k: number;
  if (Math.abs(sx) < 1e-9 && Math.abs(sy) < 1e-9) {
    [a, b, d, e, g, k] = [x1 - x0, x3 - x0, y1 - y0, y3 - y0, 0, 0];
  } else {
    const dx1 = x1 - x2;
    const dx2 = x3 - x2;
    const dy1 = y1 - y2;
    const dy2 = y3 - y2;
    const den = dx1 * dy2 - dx2 * dy1;
    if (Math.abs(den) < 1e-12) throw new Error('degenerate face');
    g = (sx * dy2 - dx2 * sy) / den;
    k = (dx1 * sy - sx * dy1) / den;
    a = x1 - x0 + g * x1;
    b = x3 - x0 + k * x3;
    d = y1 - y0 + g * y1;
    e = y3 - y0 + k * y3;
  }
  // From the unit square to the element's pixels: u = X / w, v = Y / h.
  return [a / w, d / w, 0, g / w, b / h, e / h, 0, k / h, 0, 0, 1, 0, x0, y0, 0, 1];
}

/** Where the matrix carries the element's point (X, Y): what the compositor will draw. */
export function applyMatrix(m: readonly number[], [x, y]: Point): [number, number] {
  const w = m[3]! * x + m[7]! * y + m[15]!;
  return [(m[0]! * x + m[4]! * y + m[12]!) / w, (m[1]! * x + m[5]! * y + m[13]!) / w];
}

/** The CSS text of a matrix, rounded so the prerendered page stays short. */
export function matrix3d(m: readonly number[]): string {
  return `matrix3d(${m.map((v) => Number(v.toPrecision(7))).join(',')})`;
}

export interface SlabSize {
  widthM: number;
  heightM: number;
}

export interface FacePlane {
  /** The element's size in pixels: the face's metres at `pxPerM`. */
  width: number;
  height: number;
  /** The slab texture's size in the element's pixels: the same metres, the same `pxPerM`. */
  backgroundSize: [number, number];
  /** Where the face's origin sits on the repeating slab. */
  backgroundPosition: [number, number];
  /** CSS matrix3d() numbers carrying the element onto the face's corners. */
  matrix: number[];
}

export interface FaceInput {
  corners: readonly Point[];
  size: readonly [number, number];
  origin: readonly [number, number];
  pxPerM: number;
}

const positiveModulo = (value: number, period: number) => ((value % period) + period) % period;

/**
 * The element that draws one face. Real scale: the element and the slab behind it share one
 * pixels-per-metre, so a metre of slab is a metre of counter, whatever the face's size (a 3.2 m slab's
 * veins are as large on the island as on the slab), and the perspective only then shrinks the far end.
 */
export function facePlane(face: FaceInput, slab: SlabSize): FacePlane {
  const p = face.pxPerM;
  const width = face.size[0] * p;
  const height = face.size[1] * p;
  return {
    width,
    height,
    backgroundSize: [slab.widthM * p, slab.heightM * p],
    backgroundPosition: [-positiveModulo(face.origin[0], slab.widthM) * p, -positiveModulo(face.origin[1], slab.heightM) * p],
    matrix: rectToQuad(width, height, face.corners),
  };
}

/** How many metres of slab one picture pixel covers along a face's edge p0 -> p1 (for tests and checks). */
export function metresPerPixelAlongU(face: FaceInput): number {
  const [[x0, y0], [x1, y1]] = face.corners as [Point, Point];
  return face.size[0] / Math.hypot(x1 - x0, y1 - y0);
}

/** A closer framing of a room for narrow screens: the zoom, and the top-left corner shown, as fractions of the width. */
export interface Crop {
  zoom: number;
  /** The left edge of what is shown, as a fraction of the picture's width. */
  x: number;
  /** The top edge of what is shown, as a fraction of the picture's width (the frame keeps the picture's ratio). */
  y: number;
}

/**
 * On a phone the whole room is a picture 390 px wide whose counters are a finger thick: shown `zoom` times
 * closer, centred on its stone surfaces (the bounds of their faces within the picture) and kept inside the
 * picture, the frame keeping its ratio.
 */
export function stoneCrop(faces: readonly { corners: readonly Point[] }[], picture: { width: number; height: number }, zoom: number): Crop {
  const { width: w, height: h } = picture;
  const xs = faces.flatMap((f) => f.corners.map(([x]) => Math.min(w, Math.max(0, x))));
  const ys = faces.flatMap((f) => f.corners.map(([, y]) => Math.min(h, Math.max(0, y))));
  const cx = xs.length ? (Math.min(...xs) + Math.max(...xs)) / 2 : w / 2;
  const cy = ys.length ? (Math.min(...ys) + Math.max(...ys)) / 2 : h / 2;
  const [vw, vh] = [w / zoom, h / zoom];
  const left = Math.min(w - vw, Math.max(0, cx - vw / 2));
  const top = Math.min(h - vh, Math.max(0, cy - vh / 2));
  return { zoom, x: left / w, y: top / w };
}
