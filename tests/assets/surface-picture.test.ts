// @vitest-environment node
// A stone drawn on a surface at build time: the slab in perspective, at its real scale, where the mask shows it.
// Expected values come from projective geometry and from CSS's own rules for a repeating background, never
// from the drawing: the middle of a rectangle seen in perspective lies where the picture's diagonals cross (not
// halfway along its edges), and its midline runs from there to the vanishing point of its other two edges.
import { describe, expect, it } from 'vitest';
import { drawSurface, maskBox } from '../../scripts/assets/surface-picture.mjs';
import { facePlane, type Point } from '../../src/lib/visualizer-geometry';

const SLAB = { widthM: 3.2, heightM: 1.6 };

/** A slab in four quarters, `pxPerM` texels a metre: red where u < 1.6 m, blue beyond; plus green where v < 0.8 m. */
function quarters(pxPerM: number) {
  const [TW, TH] = [SLAB.widthM * pxPerM, SLAB.heightM * pxPerM];
  const data = Buffer.alloc(TW * TH * 3);
  for (let y = 0; y < TH; y += 1) {
    for (let x = 0; x < TW; x += 1) {
      const o = (y * TW + x) * 3;
      data[o] = x < TW / 2 ? 255 : 0;
      data[o + 1] = y < TH / 2 ? 255 : 0;
      data[o + 2] = x < TW / 2 ? 0 : 255;
    }
  }
  return { data, width: TW, height: TH };
}

function draw(corners: Point[], size: [number, number], origin: [number, number], picture: [number, number], { pxPerM = 20, alphaAt = () => 255 }: { pxPerM?: number; alphaAt?: (x: number, y: number) => number } = {}) {
  const [w, h] = picture;
  const alpha = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1) for (let x = 0; x < w; x += 1) alpha[y * w + x] = alphaAt(x, y);
  const plane = facePlane({ corners, size, origin, pxPerM }, SLAB);
  const box: [number, number, number, number] = [0, 0, w, h];
  const out = drawSurface({ planes: [plane], textures: [quarters(pxPerM)], alpha, pictureWidth: w, box });
  return (x: number, y: number) => {
    const o = (Math.floor(y) * w + Math.floor(x)) * 4;
    return { red: out[o]!, green: out[o + 1]!, blue: out[o + 2]!, alpha: out[o + 3]! };
  };
}

type P = [number, number];
/** Where the lines a1-a2 and b1-b2 cross. */
function cross([a1, a2]: [P, P], [b1, b2]: [P, P]): P {
  const d = (a1[0] - a2[0]) * (b1[1] - b2[1]) - (a1[1] - a2[1]) * (b1[0] - b2[0]);
  const s = a1[0] * a2[1] - a1[1] * a2[0];
  const t = b1[0] * b2[1] - b1[1] * b2[0];
  return [(s * (b1[0] - b2[0]) - (a1[0] - a2[0]) * t) / d, (s * (b1[1] - b2[1]) - (a1[1] - a2[1]) * t) / d];
}
/** Which side of the line a-b the point p lies (the sign of the cross product). */
const side = (a: P, b: P, p: P) => Math.sign((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]));

describe('a stone drawn on a surface', () => {
  // A slab-sized face (3.2 x 1.6 m, the slab's own four quarters) seen in perspective, no two edges parallel,
  // its slab about a texel a picture pixel.
  const corners: P[] = [[20, 190], [280, 198], [230, 40], [70, 60]];
  const [p0, p1, p2, p3] = corners as [P, P, P, P];
  const at = draw(corners, [3.2, 1.6], [0, 0], [300, 220], { pxPerM: 80 });
  const centre = cross([p0, p2], [p1, p3]);
  // The line u = 1.6 m: through the centre and the vanishing point of the edges along v (p0-p3, p1-p2).
  const uMid: [P, P] = [centre, cross([p0, p3], [p1, p2])];
  // The line v = 0.8 m: through the centre and the vanishing point of the edges along u (p0-p1, p3-p2).
  const vMid: [P, P] = [centre, cross([p0, p1], [p3, p2])];

  it('splits the slab where the perspective puts its middle, not halfway along the picture', () => {
    // Sample a grid inside the face, away from the two midlines by more than a pixel, and check each colour.
    const inside = (p: P) => [[p0, p1], [p1, p2], [p2, p3], [p3, p0]].every(([a, b]) => side(a as P, b as P, p) === side(p0, p1, centre));
    const away = (line: [P, P], p: P) => {
      const [[ax, ay], [bx, by]] = line;
      return Math.abs((bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)) / Math.hypot(bx - ax, by - ay) > 1.5;
    };
    let checked = 0;
    for (let y = 45; y < 195; y += 7) {
      for (let x = 25; x < 280; x += 7) {
        const p: P = [x + 0.5, y + 0.5];
        if (!inside(p) || !away(uMid, p) || !away(vMid, p)) continue;
        const nearP0u = side(uMid[0], uMid[1], p) === side(uMid[0], uMid[1], p0);
        const nearP0v = side(vMid[0], vMid[1], p) === side(vMid[0], vMid[1], p0);
        const { red, green, blue } = at(x, y);
        expect({ at: p, red, blue, green }).toEqual({ at: p, red: nearP0u ? 255 : 0, blue: nearP0u ? 0 : 255, green: nearP0v ? 255 : 0 });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('would be wrong if the slab were spread evenly: halfway along the near and far edges lies off the middle', () => {
    // The point halfway between the midpoints of the near and far edges is where an affine drawing would split the
    // slab; the true midline passes well away from it, so the test above can tell the two apart.
    const affineMid: P = [(p0[0] + p1[0] + p2[0] + p3[0]) / 4, (p0[1] + p1[1] + p2[1] + p3[1]) / 4];
    const [[ax, ay], [bx, by]] = uMid;
    const distance = Math.abs((bx - ax) * (affineMid[1] - ay) - (by - ay) * (affineMid[0] - ax)) / Math.hypot(bx - ax, by - ay);
    expect(distance).toBeGreaterThan(5);
  });

  it('repeats the slab every 3.2 m along a longer face, from the face’s own place on the slab', () => {
    // A 6.4 m run seen flat at 20 px a metre: 128 px. From the slab's start: red 0-32, blue 32-64, red 64-96, blue 96-128.
    const flat: P[] = [[0, 0], [128, 0], [128, 16], [0, 16]];
    const fromStart = draw(flat, [6.4, 0.8], [0, 0], [128, 16]);
    expect([4, 28, 36, 60, 68, 92, 100, 124].map((x) => fromStart(x, 8).red)).toEqual([255, 255, 0, 0, 255, 255, 0, 0]);
    // A face that starts 1.6 m into the slab starts on its blue half.
    const shifted = draw(flat, [6.4, 0.8], [1.6, 0], [128, 16]);
    expect([4, 28, 36, 60].map((x) => shifted(x, 8).blue)).toEqual([255, 255, 0, 0]);
  });

  it('keeps the mask’s alpha: nothing where the surface is hidden, half where its edge is soft', () => {
    const flat: P[] = [[0, 0], [64, 0], [64, 32], [0, 32]];
    const at2 = draw(flat, [3.2, 1.6], [0, 0], [64, 32], { alphaAt: (x) => (x < 10 ? 0 : x < 20 ? 128 : 255) });
    expect(at2(5, 5)).toEqual({ red: 0, green: 0, blue: 0, alpha: 0 });
    expect(at2(15, 5)).toEqual({ red: 255, green: 255, blue: 0, alpha: 128 });
    expect(at2(40, 20)).toEqual({ red: 0, green: 0, blue: 255, alpha: 255 });
  });
});

describe('a surface’s box', () => {
  it('is the smallest rectangle holding every pixel the mask shows', () => {
    const alpha = new Uint8Array(10 * 6);
    alpha[1 * 10 + 3] = 1;
    alpha[4 * 10 + 7] = 200;
    expect(maskBox(alpha, 10, 6)).toEqual([3, 1, 5, 4]);
    expect(maskBox(new Uint8Array(60), 10, 6)).toBeNull();
  });
});
