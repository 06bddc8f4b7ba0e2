// Types of the estimate's reference table (content/estimate-prices.ts) and of the sketch a visitor draws on
// /estimativa. Kept apart from content/types.ts: only the estimate page and its calculation read them.

/** A price range in reais, lowest first: [min, max]. */
export type PriceRange = readonly [min: number, max: number];

/** The thicknesses every stone is cut at. */
export type SlabThickness = 2 | 3;
/** 1.2 cm exists only for sintered surfaces (an entry the table prices at 1.2: the ultracompact material). */
export type Thickness = 1.2 | SlabThickness;
export type ShapeKind = 'reta' | 'l' | 'u' | 'ilha' | 'peninsula';
export type EdgeFinish = 'reto-simples' | 'reto-com-saia' | 'meia-esquadria' | 'boleado' | 'chanfrado';
/**
 * A visible edge of a piece: a wall run's front and its free ends (esquerda and direita along the back wall, ponta
 * at the end of a side run); an island's front, back and two ends; a peninsula's two sides and its end.
 */
export type EdgeSide = 'frente' | 'fundo' | 'esquerda' | 'direita' | 'ponta';
export type CutoutKind = 'cuba-embutida' | 'cuba-sobreposta' | 'cuba-esculpida' | 'cooktop' | 'furo';
/**
 * A surface estimated without a catalogue stone: the ultracompact (sintered) surface, whose brand and colour the
 * visitor chooses with the team. It sits in the estimate's collection select and is priced in `materials`.
 */
export type EstimateMaterial = 'ultracompacto';
/** What an estimate without a chosen stone is for: a catalogue collection, or a material (`EstimateMaterial`). */
export type EstimateCollection = 'quartizitos' | 'marmores' | 'granitos' | 'sinterizados' | EstimateMaterial;

/** A slab's usable size in centimetres: no piece is longer or deeper than one slab without a seam. */
export interface SlabSize {
  lengthCm: number;
  depthCm: number;
}

export interface StonePrice {
  /**
   * Material and fabrication per m² of finished piece, by thickness in cm (polished face, no edge work): 2 and 3
   * for every stone, 1.2 for a sintered surface only (and then cheaper than its 2 cm).
   */
  perM2: Readonly<Record<SlabThickness, PriceRange>> & { readonly 1.2?: PriceRange };
  /** The stone's own slab when it differs from the table's usual one. */
  slab?: SlabSize;
}

export interface EstimatePriceTable {
  /** ISO date the figures were set; shown on every estimate. */
  date: string;
  /** The same date as a person says it: 'novembro de 2026'. */
  dateLabel: string;
  slab: SlabSize;
  /** By stone page slug: every stone of the catalogue (tests/content/estimate-prices.test.ts). */
  stones: Readonly<Record<string, StonePrice>>;
  /** The materials estimated without a catalogue stone (the ultracompact surface), by the collection select's value. */
  materials: Readonly<Record<EstimateMaterial, StonePrice>>;
  /** Per metre of visible edge, by finish. */
  edges: Readonly<Record<EdgeFinish, PriceRange>>;
  /** Per cutout. */
  cutouts: Readonly<Record<CutoutKind, PriceRange>>;
  /** Per joint between two pieces (a corner, or a run longer than one slab). */
  seam: PriceRange;
  /** Installation in Rio's metropolitan area: per m² of stone, never below the minimum visit. */
  installation: { perM2: PriceRange; minimum: PriceRange };
  /** Share of the slab lost in cutting, by shape (applied to the net area). */
  waste: Readonly<Record<ShapeKind, number>>;
  /** Share lost on loose pieces (a vanity top, a second counter). */
  extraPieceWaste: number;
}
