// Everything the estimate page shows for one set of values, computed once per change: the sketch, its pieces
// to scale, one estimate per chosen stone (or for the collection, or the ultracompact material, when none is
// chosen), and what the budget form receives when the visitor asks for a quote with it. Pure.
import type { EstimateContent } from '../../../content/estimate';
import type { EdgeFinish, EdgeSide, EstimateCollection, EstimatePriceTable, ShapeKind } from '../../../content/estimate-types';
import { fillTemplate } from '../budget-steps';
import type { EstimateHandoff, LeadEstimate } from '../lead-estimate';
import { estimateAcross, estimateStone, investmentBracket, priceOf, smallestSlab, type StoneEstimate } from './estimate';
import { chosenStones, sketchOf, THICKNESSES, type EstimateFormValues, type ThicknessValue } from './estimate-form';
import { formatDecimal, formatList } from '../../../content/pt-br-format.mjs';
import { CUTOUT_KINDS, finishOf, layoutPieces, type PlanPiece, type Sketch } from './sketch';

/** A stone as the estimate needs it. */
export interface EstimateStoneInfo {
  slug: string;
  name: string;
  collection: EstimateCollection;
  material: string;
}

export interface EstimateCardData {
  /** The stone's slug, the collection's, or the material's ('ultracompacto'). */
  id: string;
  title: string;
  /** A collection's card says what its range spans; a material's, that its brand and colour are chosen with the team. */
  note?: string;
  estimate: StoneEstimate;
}

export interface EstimateView {
  sketch: Sketch;
  pieces: PlanPiece[];
  slabLengthCm: number;
  cards: EstimateCardData[];
  /** The overall range across the cards (the investment answer reads its middle). */
  span: readonly [number, number];
}

type Texts = Pick<EstimateContent, 'editor' | 'card'>;

/** True for a collection value that is a material estimated without a catalogue stone ('ultracompacto'). */
export function isEstimateMaterial(collection: string, table: Pick<EstimatePriceTable, 'materials'>): boolean {
  return Object.hasOwn(table.materials, collection);
}

/**
 * What an estimate is for: the chosen stones; or, when none is chosen, the material the select names (the
 * ultracompact surface, priced on its own) or every stone of the collection.
 */
function estimated(values: Pick<EstimateFormValues, 'stones' | 'collection'>, stones: readonly EstimateStoneInfo[], table: Pick<EstimatePriceTable, 'materials'>) {
  const chosen = chosenStones(values).flatMap((slug) => stones.find((stone) => stone.slug === slug) ?? []);
  const material = !chosen.length && isEstimateMaterial(values.collection, table);
  const slugs = chosen.length ? chosen.map((stone) => stone.slug) : material ? [values.collection] : stones.filter((stone) => stone.collection === values.collection).map((stone) => stone.slug);
  return { chosen, material, slugs };
}

/**
 * The stones (or the material) whose slabs bound the pieces: what is estimated, so the depth the form accepts is
 * the one the plan draws (for a collection, every stone of it: its smallest slab).
 */
export function slabSlugs(values: Pick<EstimateFormValues, 'stones' | 'collection'>, stones: readonly EstimateStoneInfo[], table: Pick<EstimatePriceTable, 'materials'>): string[] {
  return estimated(values, stones, table).slugs;
}

/**
 * The thicknesses the editor offers: 2 and 3 cm for every stone; 1.2 cm as well when everything estimated (the
 * chosen stones, the material, or the whole collection when none is chosen) is priced at it, as only the sintered
 * (ultracompact) surface is.
 */
export function offeredThicknesses(values: Pick<EstimateFormValues, 'stones' | 'collection'>, stones: readonly EstimateStoneInfo[], table: EstimatePriceTable): ThicknessValue[] {
  const { slugs } = estimated(values, stones, table);
  const thin = slugs.length > 0 && slugs.every((slug) => priceOf(table, slug)?.perM2[1.2] !== undefined);
  return THICKNESSES.filter((thickness) => thin || thickness !== '1.2');
}

/** The values at a thickness their stones are cut at: 1.2 cm falls back to 2 cm once a stone that is not sintered is estimated. */
export function withOfferedThickness<T extends EstimateFormValues>(values: T, stones: readonly EstimateStoneInfo[], table: EstimatePriceTable): T {
  return offeredThicknesses(values, stones, table).includes(values.thickness) ? values : { ...values, thickness: '2' };
}

export function buildEstimateView(values: EstimateFormValues, stones: readonly EstimateStoneInfo[], table: EstimatePriceTable, texts: Texts): EstimateView {
  const sketch = sketchOf(values);
  const { chosen, material, slugs } = estimated(values, stones, table);
  const slab = smallestSlab(table, slugs);
  const label = texts.editor.collection.options.find((option) => option.value === values.collection)?.label ?? values.collection;
  const cards: EstimateCardData[] = chosen.length
    ? chosen.flatMap((stone) => {
        const estimate = estimateStone(sketch, table, stone.slug);
        return estimate ? [{ id: stone.slug, title: stone.name, estimate }] : [];
      })
    : material
    ? (() => {
        const estimate = estimateStone(sketch, table, values.collection);
        return estimate ? [{ id: values.collection, title: label, note: texts.card.materialNote, estimate }] : [];
      })()
    : (() => {
        const estimate = estimateAcross(sketch, table, slugs);
        return estimate
          ? [{ id: values.collection, title: fillTemplate(texts.card.collectionTitle, { name: label }), note: fillTemplate(texts.card.collectionNote, { count: slugs.length }), estimate }]
          : [];
      })();
  const span: [number, number] = cards.length
    ? [Math.min(...cards.map((card) => card.estimate.spoken[0])), Math.max(...cards.map((card) => card.estimate.spoken[1]))]
    : [0, 0];
  return { sketch, pieces: layoutPieces(sketch, slab), slabLengthCm: slab.lengthCm, cards, span };
}

/** The name of a piece as the editor labels it: 'Lado A (com o canto)', 'Ilha', 'Peça avulsa 1'. */
export function pieceName(piece: Pick<PlanPiece, 'role' | 'index'>, shape: ShapeKind, editor: EstimateContent['editor']): string {
  if (piece.role === 'run') return editor.runNames[shape][piece.index] ?? editor.runNames.reta[0]!;
  if (piece.role === 'island') return editor.freeName.ilha;
  if (piece.role === 'peninsula') return editor.freeName.peninsula;
  return fillTemplate(editor.extraName, { n: piece.index + 1 });
}

/** An edge's name as the editor labels it: a wall run's ends are 'Ponta esquerda', 'Ponta'; an island's 'Lado esquerdo'. */
export function edgeSideName(role: PlanPiece['role'], side: EdgeSide, editor: Pick<EstimateContent['editor'], 'edgeSides' | 'runEndSides'>): string {
  const end = role === 'run' ? (editor.runEndSides as Partial<Record<EdgeSide, string>>)[side] : undefined;
  return end ?? editor.edgeSides[side];
}

/** Each finish's name as the editor lists it. */
export function finishNames(editor: Pick<EstimateContent['editor'], 'edge'>): Record<EdgeFinish, string> {
  return Object.fromEntries(editor.edge.options.map((option) => [option.value, option.label])) as Record<EdgeFinish, string>;
}

/** The edges' finishes in words: 'reto simples' for one finish all round; 'reto simples 3,00 m, boleado 4,00 m' for several. */
export function edgeFinishText(edgeFinishes: readonly { finish: EdgeFinish; m: number }[], names: Record<EdgeFinish, string>): string {
  if (edgeFinishes.length <= 1) return (names[edgeFinishes[0]?.finish ?? 'reto-simples'] ?? '').toLowerCase();
  return edgeFinishes.map(({ finish, m }) => `${names[finish].toLowerCase()} ${formatDecimal(m)} m`).join(', ');
}

/**
 * The card's edges line: 'Bordas, 3,60 m · reto simples' for one finish all round; with several, 'Bordas, 10,60 m'
 * and one detail per finish ('boleado: 4,40 m'), each on its own line under it.
 */
export function edgeLine(edgeFinishes: readonly { finish: EdgeFinish; m: number }[], edgeM: number, names: Record<EdgeFinish, string>, lines: EstimateContent['card']['lines']): { label: string; details: string[] } {
  const metres = formatDecimal(edgeM);
  if (edgeFinishes.length <= 1) return { label: fillTemplate(lines.edges, { metres, finish: edgeFinishText(edgeFinishes, names) }), details: [] };
  return {
    label: fillTemplate(lines.edgesMixed, { metres }),
    details: edgeFinishes.map(({ finish, m }) => fillTemplate(lines.edgeFinish, { finish: names[finish].toLowerCase(), metres: formatDecimal(m) })),
  };
}

/** A piece's visible edges in words, grouped by finish: 'frente e fundo em boleado; lado esquerdo e lado direito em meia-esquadria 45°'. */
export function pieceEdgesText(piece: Pick<PlanPiece, 'key' | 'edges' | 'role'>, sketch: Pick<Sketch, 'edge' | 'edgeFinishes'>, editor: EstimateContent['editor'], groupTemplate: string): string {
  const names = finishNames(editor);
  const groups = new Map<EdgeFinish, string[]>();
  for (const edge of piece.edges) {
    const finish = finishOf(sketch, piece.key, edge.side);
    groups.set(finish, [...(groups.get(finish) ?? []), edgeSideName(piece.role, edge.side, editor).toLowerCase()]);
  }
  return [...groups].map(([finish, sides]) => fillTemplate(groupTemplate, { sides: formatList(sides), finish: names[finish].toLowerCase() })).join('; ');
}

const MAX_NAME = 60;
const cut = (text: string) => Array.from(text).slice(0, MAX_NAME).join('');

/** What the request stores: the pieces as typed, the details, and each card's range as said. */
export function leadEstimateOf(view: EstimateView, table: EstimatePriceTable, editor: EstimateContent['editor']): LeadEstimate | null {
  const first = view.cards[0];
  if (!first) return null;
  const q = first.estimate.quantities;
  const names = finishNames(editor);
  return {
    v: 1,
    table: table.date,
    shape: view.sketch.shape,
    pieces: view.pieces.map((piece) => ({
      name: cut(pieceName(piece, view.sketch.shape, editor)),
      lengthCm: piece.typed.lengthCm,
      depthCm: piece.typed.depthCm,
      // Each visible edge with its own finish and metres.
      edges: piece.edges
        .filter((edge) => edge.lengthCm > 0)
        .map((edge) => ({ name: cut(edgeSideName(piece.role, edge.side, editor)), finish: cut(names[finishOf(view.sketch, piece.key, edge.side)]), m: Math.round(edge.lengthCm) / 100 })),
    })),
    thicknessCm: view.sketch.thickness,
    edge: cut(names[view.sketch.edge] ?? view.sketch.edge),
    edgeM: q.edgeM,
    backsplashCm: view.sketch.backsplashCm,
    cutouts: CUTOUT_KINDS.filter((kind) => view.sketch.cutouts[kind] > 0).map((kind) => ({ name: cut(editor.cutouts[kind]), count: view.sketch.cutouts[kind] })),
    installation: view.sketch.installation,
    areaM2: q.netAreaM2,
    areaWithWasteM2: q.areaWithWasteM2,
    seams: q.seams,
    stones: view.cards.map((card) => ({ name: cut(card.title), min: card.estimate.spoken[0], max: card.estimate.spoken[1] })),
  };
}

/** The form's pre-filled answers: approximate area, investment bracket from the range's middle. */
export function estimateHandoff(view: EstimateView, estimate: LeadEstimate): EstimateHandoff {
  return { estimate, squareMeters: `${formatDecimal(estimate.areaM2)} m² (estimativa)`, investmentRange: investmentBracket(view.span) };
}
