// The sketch a visitor draws on /estimativa, as plain data, and its pieces laid out to scale. Pure: the page,
// the plan, the calculation and the tests all read the same geometry.
import type { CutoutKind, EdgeFinish, ShapeKind, SlabSize, Thickness } from '../../../content/estimate-types';

/** One straight piece as typed: its length along the wall (to the outer corner) and its depth, in cm. */
export interface Run {
  lengthCm: number;
  depthCm: number;
}

export interface Sketch {
  shape: ShapeKind;
  /** Pieces against the walls: one for reta, ilha and península; two for L; three for U (the back first). */
  runs: readonly Run[];
  /** The island (ilha) or the peninsula (península), measured from the wall; absent for the other shapes. */
  free?: Run;
  /** Loose pieces: a vanity top, a second counter. */
  extras: readonly Run[];
  thickness: Thickness;
  edge: EdgeFinish;
  /** Backsplash (frontão) height along the walls, in cm; 0 for none. */
  backsplashCm: number;
  cutouts: Readonly<Record<CutoutKind, number>>;
  installation: boolean;
}

export const RUN_COUNT: Readonly<Record<ShapeKind, number>> = { reta: 1, l: 2, u: 3, ilha: 1, peninsula: 1 };
export const HAS_FREE_PIECE: Readonly<Record<ShapeKind, boolean>> = { reta: false, l: false, u: false, ilha: true, peninsula: true };
export const CORNER_JOINTS: Readonly<Record<ShapeKind, number>> = { reta: 0, l: 1, u: 2, ilha: 0, peninsula: 1 };
export const CUTOUT_KINDS: readonly CutoutKind[] = ['cuba-embutida', 'cuba-sobreposta', 'cuba-esculpida', 'cooktop', 'furo'];
export const MAX_EXTRAS = 3;

export type PieceRole = 'run' | 'island' | 'peninsula' | 'extra';

/** A piece as drawn on the plan: a rectangle in cm (x right, y down from the back wall's corner). */
export interface PlanPiece {
  role: PieceRole;
  /** 0-based index among pieces of the same role. */
  index: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** The measures the visitor typed for it. */
  typed: Run;
  /** The length actually cut (a run after a corner loses the corner's square, counted once). */
  cutLengthCm: number;
  /** Visible edge to finish, in cm. */
  edgeCm: number;
  /** Whether the piece runs along x (true) or y. */
  horizontal: boolean;
  /** Positions of the seams along the piece, in cm from its start, for a given slab. */
  splitsAt: readonly number[];
}

/** Aisle between a wall counter and an island: the usual passage. */
export const ISLAND_AISLE_CM = 100;
/** Gap between the main shape and the loose pieces on the plan. */
export const EXTRAS_GAP_CM = 60;

/** Where a piece longer than the slab is cut: into equal parts, each at most one slab long. */
export function splitPositions(lengthCm: number, slab: SlabSize): number[] {
  const parts = Math.max(1, Math.ceil(lengthCm / slab.lengthCm - 1e-9));
  return Array.from({ length: parts - 1 }, (_, k) => Math.round(((k + 1) * lengthCm) / parts));
}

/** Every piece of the sketch, to scale, with the corner squares counted once (in the first run). */
export function layoutPieces(sketch: Sketch, slab: SlabSize): PlanPiece[] {
  const runs = sketch.runs.slice(0, RUN_COUNT[sketch.shape]);
  const pieces: PlanPiece[] = [];
  const add = (piece: Omit<PlanPiece, 'splitsAt' | 'cutLengthCm'>) => {
    const cutLengthCm = piece.horizontal ? piece.w : piece.h;
    pieces.push({ ...piece, cutLengthCm, splitsAt: splitPositions(cutLengthCm, slab) });
  };
  const [a, b, c] = runs;
  if (!a) return pieces;

  switch (sketch.shape) {
    case 'reta':
    case 'ilha':
      add({ role: 'run', index: 0, x: 0, y: 0, w: a.lengthCm, h: a.depthCm, typed: a, edgeCm: a.lengthCm, horizontal: true });
      break;
    case 'l':
      if (!b) break;
      // The back run keeps the corner; the side run starts below it.
      add({ role: 'run', index: 0, x: 0, y: 0, w: a.lengthCm, h: a.depthCm, typed: a, edgeCm: a.lengthCm - b.depthCm, horizontal: true });
      add({ role: 'run', index: 1, x: 0, y: a.depthCm, w: b.depthCm, h: b.lengthCm - a.depthCm, typed: b, edgeCm: b.lengthCm - a.depthCm, horizontal: false });
      break;
    case 'u':
      if (!b || !c) break;
      add({ role: 'run', index: 0, x: 0, y: 0, w: a.lengthCm, h: a.depthCm, typed: a, edgeCm: a.lengthCm - b.depthCm - c.depthCm, horizontal: true });
      add({ role: 'run', index: 1, x: 0, y: a.depthCm, w: b.depthCm, h: b.lengthCm - a.depthCm, typed: b, edgeCm: b.lengthCm - a.depthCm, horizontal: false });
      add({ role: 'run', index: 2, x: a.lengthCm - c.depthCm, y: a.depthCm, w: c.depthCm, h: c.lengthCm - a.depthCm, typed: c, edgeCm: c.lengthCm - a.depthCm, horizontal: false });
      break;
    case 'peninsula':
      add({ role: 'run', index: 0, x: 0, y: 0, w: a.lengthCm, h: a.depthCm, typed: a, edgeCm: a.lengthCm - (sketch.free?.depthCm ?? 0), horizontal: true });
      break;
  }

  const free = sketch.free;
  if (free && sketch.shape === 'ilha') {
    const x = Math.max(0, (a.lengthCm - free.lengthCm) / 2);
    add({ role: 'island', index: 0, x, y: a.depthCm + ISLAND_AISLE_CM, w: free.lengthCm, h: free.depthCm, typed: free, edgeCm: 2 * (free.lengthCm + free.depthCm), horizontal: true });
  }
  if (free && sketch.shape === 'peninsula') {
    const length = free.lengthCm - a.depthCm;
    // Both long sides face the room, and its end.
    add({ role: 'peninsula', index: 0, x: a.lengthCm - free.depthCm, y: a.depthCm, w: free.depthCm, h: length, typed: free, edgeCm: 2 * length + free.depthCm, horizontal: false });
  }

  const bottom = Math.max(...pieces.map((p) => p.y + p.h));
  let x = 0;
  sketch.extras.slice(0, MAX_EXTRAS).forEach((extra, index) => {
    add({ role: 'extra', index, x, y: bottom + EXTRAS_GAP_CM, w: extra.lengthCm, h: extra.depthCm, typed: extra, edgeCm: extra.lengthCm, horizontal: true });
    x += extra.lengthCm + EXTRAS_GAP_CM;
  });
  return pieces;
}

/** The wall length a backsplash follows: every run's typed length (the corner's two walls meet at a point). */
export function backsplashLengthCm(sketch: Sketch): number {
  return sketch.runs.slice(0, RUN_COUNT[sketch.shape]).reduce((sum, run) => sum + run.lengthCm, 0);
}
