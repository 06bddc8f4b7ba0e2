// Everything the estimate page shows for one set of values, computed once per change: the sketch, its pieces
// to scale, one estimate per chosen stone (or for the collection when none is chosen), and what the budget
// form receives when the visitor asks for a quote with it. Pure.
import type { EstimateContent } from '../../../content/estimate';
import type { EstimateCollection, EstimatePriceTable, ShapeKind } from '../../../content/estimate-types';
import { fillTemplate } from '../budget-steps';
import type { EstimateHandoff, LeadEstimate } from '../lead-estimate';
import { estimateAcross, estimateStone, investmentBracket, smallestSlab, type StoneEstimate } from './estimate';
import { chosenStones, sketchOf, type EstimateFormValues } from './estimate-form';
import { formatDecimal } from './format';
import { CUTOUT_KINDS, layoutPieces, type PlanPiece, type Sketch } from './sketch';

/** A stone as the estimate needs it. */
export interface EstimateStoneInfo {
  slug: string;
  name: string;
  collection: EstimateCollection;
  material: string;
}

export interface EstimateCardData {
  /** The stone's slug, or the collection's. */
  id: string;
  title: string;
  /** A collection's card says what its range spans. */
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

export function buildEstimateView(values: EstimateFormValues, stones: readonly EstimateStoneInfo[], table: EstimatePriceTable, texts: Texts): EstimateView {
  const sketch = sketchOf(values);
  const chosen = chosenStones(values).flatMap((slug) => stones.find((stone) => stone.slug === slug) ?? []);
  const inCollection = stones.filter((stone) => stone.collection === values.collection);
  const slugs = (chosen.length ? chosen : inCollection).map((stone) => stone.slug);
  const slab = smallestSlab(table, slugs);
  const cards: EstimateCardData[] = chosen.length
    ? chosen.flatMap((stone) => {
        const estimate = estimateStone(sketch, table, stone.slug);
        return estimate ? [{ id: stone.slug, title: stone.name, estimate }] : [];
      })
    : (() => {
        const estimate = estimateAcross(sketch, table, slugs);
        const label = texts.editor.collection.options.find((option) => option.value === values.collection)?.label ?? values.collection;
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

const MAX_NAME = 60;
const cut = (text: string) => Array.from(text).slice(0, MAX_NAME).join('');

/** What the request stores: the pieces as typed, the details, and each card's range as said. */
export function leadEstimateOf(view: EstimateView, table: EstimatePriceTable, editor: EstimateContent['editor']): LeadEstimate | null {
  const first = view.cards[0];
  if (!first) return null;
  const q = first.estimate.quantities;
  return {
    v: 1,
    table: table.date,
    shape: view.sketch.shape,
    pieces: view.pieces.map((piece) => ({ name: cut(pieceName(piece, view.sketch.shape, editor)), lengthCm: piece.typed.lengthCm, depthCm: piece.typed.depthCm })),
    thicknessCm: view.sketch.thickness,
    edge: cut(editor.edge.options.find((option) => option.value === view.sketch.edge)?.label ?? view.sketch.edge),
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
