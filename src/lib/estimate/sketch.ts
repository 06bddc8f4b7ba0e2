// The sketch a visitor draws on /estimativa, as plain data, and its pieces laid out to scale. Pure: the page,
// the plan, the calculation and the tests all read the same geometry.
import type { CutoutKind, EdgeFinish, EdgeSide, ShapeKind, SlabSize, Thickness } from '../../../content/estimate-types';

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
  /** The finish of every visible edge the visitor has not set one by one. */
  edge: EdgeFinish;
  /** Edges finished otherwise, by edge id ('ilha.frente', 'a.frente': see `edgeId`). */
  edgeFinishes?: Readonly<Record<string, EdgeFinish>>;
  /** The ends of wall runs left free (no wall beside them), by edge id ('b.ponta', 'a.esquerda': see `RUN_ENDS`); absent or empty, every end is against a wall. */
  freeEnds?: readonly string[];
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

/** One visible edge of a piece, to be finished: its side and its length in cm. */
export interface PieceEdge {
  side: EdgeSide;
  lengthCm: number;
}

/** A piece's short name, as the address spells it: the runs a, b, c (as their measures), ilha, peninsula, avulsa1-3. */
export type PieceKey = string;
const RUN_KEYS = ['a', 'b', 'c'] as const;
export const EDGE_SIDES: readonly EdgeSide[] = ['frente', 'fundo', 'esquerda', 'direita', 'ponta'];

export function pieceKeyOf(role: PieceRole, index: number): PieceKey {
  if (role === 'run') return RUN_KEYS[index] ?? `r${index + 1}`;
  if (role === 'island') return 'ilha';
  if (role === 'peninsula') return 'peninsula';
  return `avulsa${index + 1}`;
}

/** An edge's id, in the sketch's `edgeFinishes` and the address: 'ilha.frente'. */
export const edgeId = (piece: PieceKey, side: EdgeSide) => `${piece}.${side}`;

/**
 * The sides of a piece that are always left visible: a wall run and a loose piece show their front, an island all
 * four sides, a peninsula both sides and its end. A wall run's free ends are added to its front (`runSides`).
 */
export const VISIBLE_SIDES: Readonly<Record<PieceRole, readonly EdgeSide[]>> = {
  run: ['frente'],
  extra: ['frente'],
  island: ['frente', 'fundo', 'esquerda', 'direita'],
  peninsula: ['esquerda', 'direita', 'ponta'],
};

/**
 * The ends of wall runs that may be free, by shape, as edge ids: the ends no corner takes. A straight run (reta,
 * the wall run of an island) has both; an L's back run its far end and its side run its end; a U's two sides their
 * ends; a peninsula's wall run the end away from the peninsula. An end's edge is as long as the run is deep.
 */
export const RUN_ENDS: Readonly<Record<ShapeKind, readonly string[]>> = {
  reta: ['a.esquerda', 'a.direita'],
  ilha: ['a.esquerda', 'a.direita'],
  l: ['a.direita', 'b.ponta'],
  u: ['b.ponta', 'c.ponta'],
  peninsula: ['a.esquerda'],
};

/**
 * The free ends a new sketch starts with: the end of an L's side run and of a U's two sides (they open onto the
 * room); a straight run's ends against walls (a niche between walls or tall units is the usual straight counter).
 * The visitor sets each end. A link written before ends could be free names none, and reads as every end against a wall.
 */
export const DEFAULT_FREE_ENDS: Readonly<Record<ShapeKind, readonly string[]>> = {
  reta: [],
  ilha: [],
  l: ['b.ponta'],
  u: ['b.ponta', 'c.ponta'],
  peninsula: [],
};

/** The free ends the shape has among these, in RUN_ENDS order. */
export function freeEndsOf(shape: ShapeKind, freeEnds: readonly string[] | undefined): string[] {
  return RUN_ENDS[shape].filter((id) => freeEnds?.includes(id));
}

/** The visible sides of wall run `index`: its front, then its free ends. */
export function runSides(shape: ShapeKind, index: number, freeEnds: readonly string[] | undefined): EdgeSide[] {
  const key = pieceKeyOf('run', index);
  return EDGE_SIDES.filter((side) => side === 'frente' || (RUN_ENDS[shape].includes(edgeId(key, side)) && freeEnds?.includes(edgeId(key, side))));
}

/** Every visible edge a shape has, piece by piece, in the editor's order (needs no measures): a wall run's free ends after its front. */
export function visibleEdges(shape: ShapeKind, extraCount: number, freeEnds: readonly string[] = []): { role: PieceRole; index: number; key: PieceKey; side: EdgeSide; id: string }[] {
  const pieces: { role: PieceRole; index: number }[] = [
    ...Array.from({ length: RUN_COUNT[shape] }, (_, index) => ({ role: 'run' as const, index })),
    ...(shape === 'ilha' ? [{ role: 'island' as const, index: 0 }] : shape === 'peninsula' ? [{ role: 'peninsula' as const, index: 0 }] : []),
    ...Array.from({ length: Math.min(MAX_EXTRAS, extraCount) }, (_, index) => ({ role: 'extra' as const, index })),
  ];
  return pieces.flatMap(({ role, index }) => {
    const key = pieceKeyOf(role, index);
    const sides = role === 'run' ? runSides(shape, index, freeEnds) : VISIBLE_SIDES[role];
    return sides.map((side) => ({ role, index, key, side, id: edgeId(key, side) }));
  });
}

/** The finish of one edge: the one set for it, or the sketch's finish for every edge. */
export function finishOf(sketch: Pick<Sketch, 'edge' | 'edgeFinishes'>, piece: PieceKey, side: EdgeSide): EdgeFinish {
  return sketch.edgeFinishes?.[edgeId(piece, side)] ?? sketch.edge;
}

/** A piece as drawn on the plan: a rectangle in cm (x right, y down from the back wall's corner). */
export interface PlanPiece {
  role: PieceRole;
  /** 0-based index among pieces of the same role. */
  index: number;
  key: PieceKey;
  x: number;
  y: number;
  w: number;
  h: number;
  /** The measures the visitor typed for it. */
  typed: Run;
  /** The length actually cut (a run after a corner loses the corner's square, counted once). */
  cutLengthCm: number;
  /** Visible edge to finish, in cm: the sum of `edges`. */
  edgeCm: number;
  /** Each visible edge, side by side (VISIBLE_SIDES; a wall run's free ends after its front). */
  edges: readonly PieceEdge[];
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
  /** A piece with its visible edges' lengths: a wall run's front and its free ends (each as long as the run is deep), the other pieces' sides in VISIBLE_SIDES's order. */
  const add = (piece: Omit<PlanPiece, 'splitsAt' | 'cutLengthCm' | 'key' | 'edgeCm' | 'edges'>, lengths: readonly number[]) => {
    const cutLengthCm = piece.horizontal ? piece.w : piece.h;
    const sides = piece.role === 'run' ? runSides(sketch.shape, piece.index, sketch.freeEnds) : VISIBLE_SIDES[piece.role];
    const lengthOf = (side: EdgeSide, i: number) => (piece.role === 'run' ? (side === 'frente' ? lengths[0] : piece.typed.depthCm) : lengths[i]);
    const edges = sides.map((side, i) => ({ side, lengthCm: Math.max(0, lengthOf(side, i) ?? 0) }));
    const edgeCm = edges.reduce((sum, edge) => sum + edge.lengthCm, 0);
    pieces.push({ ...piece, key: pieceKeyOf(piece.role, piece.index), edgeCm, edges, cutLengthCm, splitsAt: splitPositions(cutLengthCm, slab) });
  };
  const [a, b, c] = runs;
  if (!a) return pieces;

  switch (sketch.shape) {
    case 'reta':
    case 'ilha':
      add({ role: 'run', index: 0, x: 0, y: 0, w: a.lengthCm, h: a.depthCm, typed: a, horizontal: true }, [a.lengthCm]);
      break;
    case 'l':
      if (!b) break;
      // The back run keeps the corner; the side run starts below it.
      add({ role: 'run', index: 0, x: 0, y: 0, w: a.lengthCm, h: a.depthCm, typed: a, horizontal: true }, [a.lengthCm - b.depthCm]);
      add({ role: 'run', index: 1, x: 0, y: a.depthCm, w: b.depthCm, h: b.lengthCm - a.depthCm, typed: b, horizontal: false }, [b.lengthCm - a.depthCm]);
      break;
    case 'u':
      if (!b || !c) break;
      add({ role: 'run', index: 0, x: 0, y: 0, w: a.lengthCm, h: a.depthCm, typed: a, horizontal: true }, [a.lengthCm - b.depthCm - c.depthCm]);
      add({ role: 'run', index: 1, x: 0, y: a.depthCm, w: b.depthCm, h: b.lengthCm - a.depthCm, typed: b, horizontal: false }, [b.lengthCm - a.depthCm]);
      add({ role: 'run', index: 2, x: a.lengthCm - c.depthCm, y: a.depthCm, w: c.depthCm, h: c.lengthCm - a.depthCm, typed: c, horizontal: false }, [c.lengthCm - a.depthCm]);
      break;
    case 'peninsula':
      add({ role: 'run', index: 0, x: 0, y: 0, w: a.lengthCm, h: a.depthCm, typed: a, horizontal: true }, [a.lengthCm - (sketch.free?.depthCm ?? 0)]);
      break;
  }

  const free = sketch.free;
  if (free && sketch.shape === 'ilha') {
    const x = Math.max(0, (a.lengthCm - free.lengthCm) / 2);
    add({ role: 'island', index: 0, x, y: a.depthCm + ISLAND_AISLE_CM, w: free.lengthCm, h: free.depthCm, typed: free, horizontal: true }, [free.lengthCm, free.lengthCm, free.depthCm, free.depthCm]);
  }
  if (free && sketch.shape === 'peninsula') {
    const length = free.lengthCm - a.depthCm;
    // Both long sides face the room, and its end.
    add({ role: 'peninsula', index: 0, x: a.lengthCm - free.depthCm, y: a.depthCm, w: free.depthCm, h: length, typed: free, horizontal: false }, [length, length, free.depthCm]);
  }

  const bottom = Math.max(...pieces.map((p) => p.y + p.h));
  let x = 0;
  sketch.extras.slice(0, MAX_EXTRAS).forEach((extra, index) => {
    add({ role: 'extra', index, x, y: bottom + EXTRAS_GAP_CM, w: extra.lengthCm, h: extra.depthCm, typed: extra, horizontal: true }, [extra.lengthCm]);
    x += extra.lengthCm + EXTRAS_GAP_CM;
  });
  return pieces;
}

/** The wall length a backsplash follows: every run's typed length (the corner's two walls meet at a point). */
export function backsplashLengthCm(sketch: Sketch): number {
  return sketch.runs.slice(0, RUN_COUNT[sketch.shape]).reduce((sum, run) => sum + run.lengthCm, 0);
}
