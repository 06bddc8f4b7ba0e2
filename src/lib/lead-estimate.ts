// The estimate a visitor sends with a budget request (/estimativa, "Pedir orçamento com esta estimativa"): the
// shape of the request's `estimate` column, the bounds the table's check holds it to
// (supabase/migrations/20261127000200_budget_request_estimate.sql, each piece's edges bounded by
// 20261127000210_budget_request_estimate_edges.sql), and its short stay in the browser between
// the estimate page and the form. `isStorableEstimate` mirrors the SQL check, so the form never sends a shape
// the table refuses (tests/server/estimate-column.test.ts runs both on the same samples).
import { readJson, writeJson, type KeyValueStore } from './storage';

/** One visible edge of a piece: its side ('Frente'), its finish ('Boleado') and its metres. */
export type LeadEstimateEdge = {
  name: string;
  finish: string;
  m: number;
};

export type LeadEstimatePiece = {
  name: string;
  lengthCm: number;
  depthCm: number;
  /** Absent on estimates sent before edges were finished one by one (then `edge` is every edge's finish). */
  edges?: LeadEstimateEdge[];
};

export type LeadEstimateStone = {
  /** A stone's name, or a collection's ('Coleção Granitos'). */
  name: string;
  /** The range as said: the total rounded outwards. */
  min: number;
  max: number;
};

export type LeadEstimate = {
  v: 1;
  /** Date of the reference table the figures came from. */
  table: string;
  shape: 'reta' | 'l' | 'u' | 'ilha' | 'peninsula';
  pieces: LeadEstimatePiece[];
  thicknessCm: number;
  /** The finish of every visible edge not set one by one (each piece's `edges` say which has which), as the visitor read it. */
  edge: string;
  edgeM: number;
  backsplashCm: number;
  cutouts: { name: string; count: number }[];
  installation: boolean;
  areaM2: number;
  areaWithWasteM2: number;
  seams: number;
  stones: LeadEstimateStone[];
};

/** What the form is told besides the estimate itself: the answers it pre-fills. */
export interface EstimateHandoff {
  estimate: LeadEstimate;
  squareMeters: string;
  investmentRange: string;
  /** The collection's material when the visitor chose no stone (the stones otherwise tell the form). */
  materialPreference?: string;
}

export const ESTIMATE_BOUNDS = Object.freeze({
  maxBytes: 4000,
  maxPieces: 8,
  maxStones: 3,
  maxCutoutKinds: 5,
  maxNameLength: 60,
  maxLengthCm: 1200,
  maxDepthCm: 200,
  maxAreaM2: 200,
  maxPrice: 10_000_000,
  maxCount: 20,
  /** An island's four sides. */
  maxEdgesPerPiece: 4,
  /** One piece's side: at most a run's 12 m. */
  maxEdgeM: 12,
});

const KEYS = ['v', 'table', 'shape', 'pieces', 'thicknessCm', 'edge', 'edgeM', 'backsplashCm', 'cutouts', 'installation', 'areaM2', 'areaWithWasteM2', 'seams', 'stones'];
const SHAPES = ['reta', 'l', 'u', 'ilha', 'peninsula'];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
const name = (value: unknown) => typeof value === 'string' && value.length >= 1 && Array.from(value).length <= ESTIMATE_BOUNDS.maxNameLength;
const list = (value: unknown, min: number, max: number): value is unknown[] => Array.isArray(value) && value.length >= min && value.length <= max;
const PIECE_KEYS = ['name', 'lengthCm', 'depthCm', 'edges'];
const EDGE_KEYS = ['name', 'finish', 'm'];
const onlyKeys = (value: Record<string, unknown>, keys: readonly string[]) => Object.keys(value).every((key) => keys.includes(key));
const edges = (value: unknown) =>
  value === undefined ||
  (list(value, 0, ESTIMATE_BOUNDS.maxEdgesPerPiece) && value.every((edge) => isObject(edge) && onlyKeys(edge, EDGE_KEYS) && name(edge.name) && name(edge.finish) && num(edge.m, 0.01, ESTIMATE_BOUNDS.maxEdgeM)));

/** The same rules as the table's check, in the browser: size, keys, types and bounds. */
export function isStorableEstimate(value: unknown): value is LeadEstimate {
  if (!isObject(value)) return false;
  if (new TextEncoder().encode(JSON.stringify(value)).length > ESTIMATE_BOUNDS.maxBytes) return false;
  if (Object.keys(value).some((key) => !KEYS.includes(key))) return false;
  const b = ESTIMATE_BOUNDS;
  return (
    value.v === 1 &&
    typeof value.table === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value.table) &&
    SHAPES.includes(value.shape as string) &&
    list(value.pieces, 1, b.maxPieces) &&
    value.pieces.every((piece) => isObject(piece) && onlyKeys(piece, PIECE_KEYS) && name(piece.name) && num(piece.lengthCm, 1, b.maxLengthCm) && num(piece.depthCm, 1, b.maxDepthCm) && edges(piece.edges)) &&
    num(value.thicknessCm, 1, 10) &&
    name(value.edge) &&
    num(value.edgeM, 0, 1000) &&
    num(value.backsplashCm, 0, 200) &&
    list(value.cutouts, 0, b.maxCutoutKinds) &&
    value.cutouts.every((cutout) => isObject(cutout) && name(cutout.name) && num(cutout.count, 1, b.maxCount)) &&
    typeof value.installation === 'boolean' &&
    num(value.areaM2, 0.01, b.maxAreaM2) &&
    num(value.areaWithWasteM2, 0.01, b.maxAreaM2) &&
    num(value.seams, 0, 100) &&
    list(value.stones, 1, b.maxStones) &&
    value.stones.every((stone) => isObject(stone) && name(stone.name) && num(stone.min, 0, b.maxPrice) && num(stone.max, 0, b.maxPrice) && (stone.min as number) <= (stone.max as number))
  );
}

/** localStorage: the estimate waits there from the click on the estimate page until the request is sent. */
export const ESTIMATE_HANDOFF_KEY = 'lavra:estimativa-pedido';
/** The form's address carries `estimativa=1` when it should attach the waiting estimate. */
export const ESTIMATE_PARAM = 'estimativa';

export function saveEstimateHandoff(store: KeyValueStore, handoff: EstimateHandoff): boolean {
  return writeJson(store, ESTIMATE_HANDOFF_KEY, handoff);
}

export function loadEstimateHandoff(store: KeyValueStore): EstimateHandoff | null {
  const data = readJson(store, ESTIMATE_HANDOFF_KEY);
  if (!isObject(data) || !isStorableEstimate(data.estimate)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');
  const material = text(data.materialPreference);
  return { estimate: data.estimate, squareMeters: text(data.squareMeters), investmentRange: text(data.investmentRange), ...(material ? { materialPreference: material } : {}) };
}

export function removeEstimateHandoff(store: KeyValueStore): void {
  store.remove(ESTIMATE_HANDOFF_KEY);
}
