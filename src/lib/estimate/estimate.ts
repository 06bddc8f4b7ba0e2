// The estimate of a sketch for one stone, or for a collection (every stone of it, lowest to highest): each
// line's quantity and range, and the total rounded the way a person says a price. Pure and unit tested.
import type { CutoutKind, EdgeFinish, EstimatePriceTable, PriceRange, SlabSize, StonePrice } from '../../../content/estimate-types';
import { backsplashLengthCm, CORNER_JOINTS, CUTOUT_KINDS, finishOf, layoutPieces, type PlanPiece, type Sketch } from './sketch';

export type LineKey = 'stone' | 'edges' | 'cutouts' | 'seams' | 'installation';

export interface EstimateLine {
  key: LineKey;
  range: PriceRange;
}

export interface Quantities {
  /** Pieces and backsplash, in m², two decimals. */
  netAreaM2: number;
  /** With the share a slab cut loses. */
  areaWithWasteM2: number;
  backsplashM2: number;
  edgeM: number;
  /** The edge metres by finish, in EDGE_FINISHES order, only the finishes used: each priced at its own rate. */
  edgeFinishes: readonly { finish: EdgeFinish; m: number }[];
  cutouts: Readonly<Record<CutoutKind, number>>;
  cutoutCount: number;
  /** Corner joints plus the splits of pieces longer than a slab. */
  seams: number;
}

export interface StoneEstimate {
  quantities: Quantities;
  lines: readonly EstimateLine[];
  /** Sum of the lines, unrounded. */
  total: PriceRange;
  /** The total rounded outwards to what a person says: [14000, 18000]. */
  spoken: PriceRange;
}

export const EDGE_FINISHES: readonly EdgeFinish[] = ['reto-simples', 'reto-com-saia', 'meia-esquadria', 'boleado', 'chanfrado'];

const round2 = (value: number) => Math.round(value * 100) / 100;
const down = (value: number, step: number) => Math.floor(value / step + 1e-9) * step;
const up = (value: number, step: number) => Math.max(0, Math.ceil(value / step - 1e-9) * step);
/** A line's range, outwards to the next R$ 10. */
const lineRange = (min: number, max: number): PriceRange => [down(min, 10), up(max, 10)];
const times = (range: PriceRange, quantity: number): [number, number] => [range[0] * quantity, range[1] * quantity];

/** The step a person rounds a price to: R$ 100 below a thousand, 500 below ten thousand, a thousand below a hundred thousand, then five. */
export function spokenStep(value: number): number {
  if (value < 1_000) return 100;
  if (value < 10_000) return 500;
  if (value < 100_000) return 1_000;
  return 5_000;
}

/** A range rounded outwards (the low end down, the high end up); never collapsed to one figure. */
export function spokenRange([min, max]: PriceRange): PriceRange {
  const low = down(min, spokenStep(min));
  let high = up(max, spokenStep(max));
  if (high <= low) high = low + spokenStep(low);
  return [low, high];
}

export function quantitiesOf(sketch: Sketch, table: EstimatePriceTable, slab: SlabSize, pieces: readonly PlanPiece[] = layoutPieces(sketch, slab)): Quantities {
  const mainPieces = pieces.filter((piece) => piece.role !== 'extra');
  const extras = pieces.filter((piece) => piece.role === 'extra');
  const area = (list: readonly PlanPiece[]) => list.reduce((sum, piece) => sum + piece.w * piece.h, 0) / 10_000;
  const backsplashM2 = (backsplashLengthCm(sketch) * sketch.backsplashCm) / 10_000;
  const mainArea = area(mainPieces) + backsplashM2;
  const extrasArea = area(extras);
  const splits = pieces.reduce((sum, piece) => sum + piece.splitsAt.length, 0);
  const cutouts = Object.fromEntries(CUTOUT_KINDS.map((kind) => [kind, Math.max(0, Math.trunc(sketch.cutouts[kind] ?? 0))])) as Record<CutoutKind, number>;
  return {
    netAreaM2: round2(mainArea + extrasArea),
    areaWithWasteM2: round2(mainArea * (1 + table.waste[sketch.shape]) + extrasArea * (1 + table.extraPieceWaste)),
    backsplashM2: round2(backsplashM2),
    edgeM: round2(pieces.reduce((sum, piece) => sum + piece.edgeCm, 0) / 100),
    edgeFinishes: edgeMetresByFinish(sketch, pieces),
    cutouts,
    cutoutCount: CUTOUT_KINDS.reduce((sum, kind) => sum + cutouts[kind], 0),
    seams: CORNER_JOINTS[sketch.shape] + splits,
  };
}

/** Each finish's metres of edge, every edge at its own finish (the sketch's one for the edges not set one by one). */
export function edgeMetresByFinish(sketch: Pick<Sketch, 'edge' | 'edgeFinishes'>, pieces: readonly PlanPiece[]): { finish: EdgeFinish; m: number }[] {
  const cm = new Map<EdgeFinish, number>();
  for (const piece of pieces) {
    for (const edge of piece.edges) {
      const finish = finishOf(sketch, piece.key, edge.side);
      cm.set(finish, (cm.get(finish) ?? 0) + edge.lengthCm);
    }
  }
  return EDGE_FINISHES.flatMap((finish) => (cm.get(finish) ? [{ finish, m: round2(cm.get(finish)! / 100) }] : []));
}

/** A stone's prices by its slug, or a material's by its value ('ultracompacto'); undefined for anything else. */
export function priceOf(table: EstimatePriceTable, slug: string): StonePrice | undefined {
  return Object.hasOwn(table.stones, slug) ? table.stones[slug] : Object.hasOwn(table.materials, slug) ? table.materials[slug as keyof EstimatePriceTable['materials']] : undefined;
}

/** The slab a stone (or a material) is cut from: its own where the table gives one. */
export function slabOf(table: EstimatePriceTable, slug: string): SlabSize {
  return priceOf(table, slug)?.slab ?? table.slab;
}

/**
 * The estimate of the sketch in one stone, or in a material ('ultracompacto'); undefined for one the table does not
 * price, or not at this thickness (1.2 cm: sintered surfaces only).
 */
export function estimateStone(sketch: Sketch, table: EstimatePriceTable, slug: string): StoneEstimate | undefined {
  const perM2 = priceOf(table, slug)?.perM2[sketch.thickness];
  if (!perM2) return undefined;
  const q = quantitiesOf(sketch, table, slabOf(table, slug));
  const stone = times(perM2, q.areaWithWasteM2);
  const edges = q.edgeFinishes.reduce<[number, number]>((sum, { finish, m }) => {
    const [min, max] = times(table.edges[finish], m);
    return [sum[0] + min, sum[1] + max];
  }, [0, 0]);
  const cutouts = CUTOUT_KINDS.reduce<[number, number]>((sum, kind) => {
    const [min, max] = times(table.cutouts[kind], q.cutouts[kind]);
    return [sum[0] + min, sum[1] + max];
  }, [0, 0]);
  const seams = times(table.seam, q.seams);
  const installation: [number, number] = sketch.installation
    ? [Math.max(table.installation.minimum[0], table.installation.perM2[0] * q.netAreaM2), Math.max(table.installation.minimum[1], table.installation.perM2[1] * q.netAreaM2)]
    : [0, 0];
  const lines: EstimateLine[] = [
    { key: 'stone', range: lineRange(...stone) },
    { key: 'edges', range: lineRange(...edges) },
    { key: 'cutouts', range: lineRange(...cutouts) },
    { key: 'seams', range: lineRange(...seams) },
    { key: 'installation', range: lineRange(...installation) },
  ];
  const total: PriceRange = [lines.reduce((sum, line) => sum + line.range[0], 0), lines.reduce((sum, line) => sum + line.range[1], 0)];
  return { quantities: q, lines, total, spoken: spokenRange(total) };
}

/**
 * The estimate across several stones (a collection the visitor has not narrowed): each line from its lowest
 * to its highest among them, the quantities of the stone with the most seams (the smallest slab).
 */
export function estimateAcross(sketch: Sketch, table: EstimatePriceTable, slugs: readonly string[]): StoneEstimate | undefined {
  const each = slugs.flatMap((slug) => estimateStone(sketch, table, slug) ?? []);
  const first = each[0];
  if (!first) return undefined;
  const lines = first.lines.map((line, i): EstimateLine => ({
    key: line.key,
    range: [Math.min(...each.map((e) => e.lines[i]!.range[0])), Math.max(...each.map((e) => e.lines[i]!.range[1]))],
  }));
  const total: PriceRange = [Math.min(...each.map((e) => e.total[0])), Math.max(...each.map((e) => e.total[1]))];
  const quantities = each.reduce((most, e) => (e.quantities.seams > most.seams ? e.quantities : most), first.quantities);
  return { quantities, lines, total, spoken: spokenRange(total) };
}

/** The smallest slab among stones: the plan draws the seams the most demanding one needs. */
export function smallestSlab(table: EstimatePriceTable, slugs: readonly string[]): SlabSize {
  return slugs.reduce<SlabSize>((small, slug) => {
    const slab = slabOf(table, slug);
    return { lengthCm: Math.min(small.lengthCm, slab.lengthCm), depthCm: Math.min(small.depthCm, slab.depthCm) };
  }, table.slab);
}

/** The budget form's investment answer for a range: the bracket its middle falls in. */
export function investmentBracket([min, max]: PriceRange): 'ate-20k' | '20k-50k' | '50k-100k' | '100k-mais' {
  const middle = (min + max) / 2;
  if (middle <= 20_000) return 'ate-20k';
  if (middle <= 50_000) return '20k-50k';
  if (middle <= 100_000) return '50k-100k';
  return '100k-mais';
}
