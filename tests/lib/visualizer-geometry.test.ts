import { describe, expect, it } from 'vitest';
import { applyMatrix, facePlane, matrix3d, metresPerPixelAlongU, rectToQuad, stoneCrop, type Point } from '../../src/lib/visualizer-geometry';

const close = (a: readonly number[], b: readonly number[]) => a.forEach((v, i) => expect(v).toBeCloseTo(b[i]!, 6));

describe('rectToQuad', () => {
  const quad: Point[] = [[100, 700], [1300, 690], [1050, 420], [380, 430]];

  it('carries each corner of the element onto the face corner it stands for', () => {
    const m = rectToQuad(640, 320, quad);
    close(applyMatrix(m, [0, 0]), quad[0]!);
    close(applyMatrix(m, [640, 0]), quad[1]!);
    close(applyMatrix(m, [640, 320]), quad[2]!);
    close(applyMatrix(m, [0, 320]), quad[3]!);
  });

  it('draws the far half of a receding floor smaller than the near half, as perspective does', () => {
    // A floor seen from above its near edge: the far edge is shorter.
    const floor: Point[] = [[0, 1000], [1500, 1000], [1100, 500], [400, 500]];
    const m = rectToQuad(1000, 1000, floor);
    const [, nearY] = applyMatrix(m, [500, 0]);
    const [, midY] = applyMatrix(m, [500, 500]);
    const [, farY] = applyMatrix(m, [500, 1000]);
    // Equal steps on the slab: the far step is shorter on screen.
    expect(nearY - midY).toBeGreaterThan(midY - farY);
  });

  it('is an affine map for a parallelogram and the identity for the rectangle itself', () => {
    close(rectToQuad(200, 100, [[0, 0], [200, 0], [200, 100], [0, 100]]), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    const m = rectToQuad(10, 10, [[5, 5], [25, 5], [35, 15], [15, 15]]);
    expect(m[3]).toBe(0);
    expect(m[7]).toBe(0);
    close(applyMatrix(m, [10, 10]), [35, 15]);
  });

  it('refuses a face that is not four corners, or that collapsed to a line', () => {
    expect(() => rectToQuad(1, 1, [[0, 0], [1, 0], [1, 1]])).toThrow();
    expect(() => rectToQuad(1, 1, [[0, 0], [1, 0], [2, 0], [3, 0]])).toThrow();
  });

  it('writes a CSS matrix3d of sixteen numbers', () => {
    expect(matrix3d(rectToQuad(640, 320, quad))).toMatch(/^matrix3d\((-?[\d.e-]+,){15}-?[\d.e-]+\)$/);
  });
});

describe('facePlane: the slab at its real scale', () => {
  const slab = { widthM: 3.2, heightM: 1.6 };
  const island = { corners: [[300, 640], [1200, 640], [1100, 560], [400, 560]] as Point[], size: [3, 0.95] as const, origin: [-1.5, 4] as const, pxPerM: 300 };
  const backsplash = { corners: [[250, 520], [1150, 520], [1150, 430], [250, 430]] as Point[], size: [4.3, 0.65] as const, origin: [-2.4, 0.9] as const, pxPerM: 200 };

  it('gives the element and the slab behind it the same pixels per metre', () => {
    for (const face of [island, backsplash]) {
      const plane = facePlane(face, slab);
      // The slab covers slab.widthM / face width of the element, whatever the face's size.
      expect(plane.backgroundSize[0] / plane.width).toBeCloseTo(slab.widthM / face.size[0], 9);
      expect(plane.backgroundSize[1] / plane.height).toBeCloseTo(slab.heightM / face.size[1], 9);
    }
  });

  it('shows a 3.2 m slab across 3.2 m of counter: on a 3 m island, 3/3.2 of one slab', () => {
    const plane = facePlane(island, slab);
    expect(plane.width / plane.backgroundSize[0]).toBeCloseTo(3 / 3.2, 9);
    // And on screen the near edge's metres per pixel are the face's own, not the texture's.
    expect(metresPerPixelAlongU(island)).toBeCloseTo(3 / 900, 9);
  });

  it('starts the face where it lies on the repeating slab, so an edge continues its top', () => {
    const plane = facePlane(island, slab);
    // origin -1.5 m on a 3.2 m slab is 1.7 m into it; 4 m down a 1.6 m slab is 0.8 m into it.
    expect(plane.backgroundPosition[0]).toBeCloseTo(-1.7 * 300, 6);
    expect(plane.backgroundPosition[1]).toBeCloseTo(-0.8 * 300, 6);
  });

  it('lands the element on the face corners', () => {
    const plane = facePlane(backsplash, slab);
    close(applyMatrix(plane.matrix, [plane.width, plane.height]), backsplash.corners[2]!);
  });
});

describe('stoneCrop', () => {
  const picture = { width: 1500, height: 1000 };

  it('centres a closer view on the stone surfaces', () => {
    const crop = stoneCrop([{ corners: [[500, 400], [1000, 400], [1000, 600], [500, 600]] }], picture, 1.25);
    // 1200 x 800 shown around (750, 500): from (150, 100).
    expect(crop.zoom).toBe(1.25);
    expect(crop.x * 1500).toBeCloseTo(150, 6);
    expect(crop.y * 1500).toBeCloseTo(100, 6);
  });

  it('never shows past the picture’s edges, even for a floor that projects far beyond them', () => {
    const crop = stoneCrop([{ corners: [[-10050, 5550], [10350, 5550], [1298, 600], [132, 600]] }], picture, 1.2);
    // Bounds clamped to the picture: centre (750, 800); the view (1250 x 833) keeps to the bottom edge.
    expect(crop.x * 1500).toBeCloseTo(125, 6);
    expect(crop.y * 1500 + 1000 / 1.2).toBeCloseTo(1000, 6);
  });

  it('leaves the picture whole at zoom 1', () => {
    expect(stoneCrop([{ corners: [[300, 300], [400, 300], [400, 400], [300, 400]] }], picture, 1)).toEqual({ zoom: 1, x: 0, y: 0 });
  });
});
