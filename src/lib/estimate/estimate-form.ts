// The estimate form's values (strings, as the inputs hold them), their defaults by room, and the address that
// carries the whole sketch: /estimativa?forma=l&a=300x60&b=180x60&recortes=cooktop,cuba-embutida&pedras=taj-mahal.
// Short, readable parameters; anything unknown or malformed in a hand-typed link falls back to the default.
// `borda` is the finish of every visible edge; `bordas` names the edges finished otherwise, each as
// piece.side:finish (`bordas=ilha.frente:boleado,ilha.fundo:boleado`); a link without it means one finish all round.
// `pontas` names the wall runs' free ends (`pontas=a.direita,b.ponta`); without it every end is against a wall,
// as every link read before ends could be free.
// `esp` is 2 or 3, or 1.2 for the sintered surface (the page falls back to 2 for stones: `withOfferedThickness`).
// `colecao` names a collection, or the ultracompact material (`colecao=ultracompacto`), when no stone is chosen.
import type { CutoutKind, EdgeFinish, EstimateCollection, ShapeKind, Thickness } from '../../../content/estimate-types';
import type { EstimateRoom } from '../../../content/estimate';
import { CUTOUT_KINDS, DEFAULT_FREE_ENDS, freeEndsOf, HAS_FREE_PIECE, MAX_EXTRAS, RUN_COUNT, visibleEdges, type Run, type Sketch } from './sketch';

export interface RunValues {
  length: string;
  depth: string;
}

export interface EstimateFormValues {
  room: EstimateRoom;
  shape: ShapeKind;
  /** Always three: the shape decides how many are asked (RUN_COUNT). */
  runs: [RunValues, RunValues, RunValues];
  free: RunValues;
  extras: RunValues[];
  /** '1.2' only for the sintered surface (`offeredThicknesses`). */
  thickness: ThicknessValue;
  /** Every visible edge's finish… */
  edge: EdgeFinish;
  /** …but these, by edge id ('ilha.frente'). An edge absent here follows `edge`. */
  edgeFinishes: Record<string, EdgeFinish>;
  /** The wall runs' ends left free, by edge id ('b.ponta'); only those the shape has count (RUN_ENDS). */
  freeEnds: string[];
  backsplash: string;
  cutouts: Record<CutoutKind, string>;
  installation: boolean;
  /** Three slots; '' for none. */
  stones: [string, string, string];
  collection: EstimateCollection;
}

export type ThicknessValue = '1.2' | '2' | '3';
/** Every thickness the address and the editor know, thinnest first ('1.2' only for the sintered surface). */
export const THICKNESSES: readonly ThicknessValue[] = ['1.2', '2', '3'];

export const MAX_STONES = 3;
const SHAPES: readonly ShapeKind[] = ['reta', 'l', 'u', 'ilha', 'peninsula'];
const ROOMS: readonly EstimateRoom[] = ['cozinha', 'banheiro', 'area-gourmet', 'outro'];
const EDGES: readonly EdgeFinish[] = ['reto-simples', 'reto-com-saia', 'meia-esquadria', 'boleado', 'chanfrado'];
const COLLECTIONS: readonly EstimateCollection[] = ['granitos', 'sinterizados', 'marmores', 'quartizitos', 'ultracompacto'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DIMENSIONS = /^(\d{1,5})x(\d{1,5})$/;

const run = (length: number, depth: number): RunValues => ({ length: String(length), depth: String(depth) });
const noCutouts = (): Record<CutoutKind, string> => ({ 'cuba-embutida': '0', 'cuba-sobreposta': '0', 'cuba-esculpida': '0', cooktop: '0', furo: '0' });

/** The usual piece of each room: an L kitchen at 60 cm, a 50 cm vanity, a straight gourmet counter with a cooktop. */
export function defaultValues(room: EstimateRoom = 'cozinha'): EstimateFormValues {
  const base: EstimateFormValues = {
    room,
    shape: 'l',
    runs: [run(300, 60), run(180, 60), run(180, 60)],
    free: run(200, 90),
    extras: [],
    thickness: '2',
    edge: 'reto-simples',
    edgeFinishes: {},
    freeEnds: [...DEFAULT_FREE_ENDS.l],
    backsplash: '10',
    cutouts: { ...noCutouts(), 'cuba-embutida': '1', cooktop: '1' },
    installation: true,
    stones: ['', '', ''],
    collection: 'granitos',
  };
  if (room === 'banheiro') return { ...base, shape: 'reta', freeEnds: [...DEFAULT_FREE_ENDS.reta], runs: [run(120, 50), run(120, 50), run(120, 50)], free: run(120, 50), cutouts: { ...noCutouts(), 'cuba-embutida': '1', furo: '1' } };
  if (room === 'area-gourmet') return { ...base, shape: 'reta', freeEnds: [...DEFAULT_FREE_ENDS.reta], runs: [run(280, 60), run(180, 60), run(180, 60)], cutouts: { ...noCutouts(), 'cuba-sobreposta': '1', cooktop: '1' } };
  return base;
}

const int = (value: string) => Number.parseInt(value, 10);
const toRun = (values: RunValues): Run => ({ lengthCm: int(values.length), depthCm: int(values.depth) });

/** The sketch the values describe (call it on values the schema accepted). */
export function sketchOf(values: EstimateFormValues): Sketch {
  return {
    shape: values.shape,
    runs: values.runs.slice(0, RUN_COUNT[values.shape]).map(toRun),
    ...(HAS_FREE_PIECE[values.shape] ? { free: toRun(values.free) } : {}),
    extras: values.extras.slice(0, MAX_EXTRAS).map(toRun),
    thickness: Number(values.thickness) as Thickness,
    edge: values.edge,
    edgeFinishes: edgeFinishesOf(values),
    freeEnds: freeEndsOf(values.shape, values.freeEnds),
    backsplashCm: int(values.backsplash) || 0,
    cutouts: Object.fromEntries(CUTOUT_KINDS.map((kind) => [kind, int(values.cutouts[kind]) || 0])) as Record<CutoutKind, number>,
    installation: values.installation,
  };
}

/** The edges set one by one that the shape has, in the editor's order, each only where it differs from the all-round finish. */
export function edgeFinishesOf(values: Pick<EstimateFormValues, 'shape' | 'extras' | 'edge' | 'edgeFinishes' | 'freeEnds'>): Record<string, EdgeFinish> {
  return Object.fromEntries(
    visibleEdges(values.shape, values.extras.length, values.freeEnds).flatMap(({ id }) => {
      const finish = values.edgeFinishes[id];
      return finish && finish !== values.edge ? [[id, finish]] : [];
    }),
  );
}

/** The edges set one by one after loose piece `removed` is taken away: the pieces after it move up a number. */
export function edgeFinishesWithoutExtra(edgeFinishes: Readonly<Record<string, EdgeFinish>>, removed: number): Record<string, EdgeFinish> {
  return Object.fromEntries(
    Object.entries(edgeFinishes).flatMap(([id, finish]) => {
      const match = /^avulsa(\d)\.(.+)$/.exec(id);
      if (!match) return [[id, finish]];
      const n = Number(match[1]) - 1;
      if (n === removed) return [];
      return [[n > removed ? `avulsa${n}.${match[2]}` : id, finish]];
    }),
  );
}

/**
 * The values with one field changed, by its dotted name as the editor's inputs carry it ('runs.0.length',
 * 'cutouts.cooktop', 'backsplash'): a new object along that path and in arrays a new array, everything else
 * shared, so what did not change keeps its identity (and the editor's blocks that show it are not drawn again).
 */
export function withField<T>(values: T, field: string, value: unknown): T {
  const dot = field.indexOf('.');
  const key = dot < 0 ? field : field.slice(0, dot);
  const current = (values as Record<string, unknown>)[key];
  const next = dot < 0 ? value : withField(current, field.slice(dot + 1), value);
  if (Array.isArray(values)) return (values as unknown[]).map((item, i) => (i === Number(key) ? next : item)) as T;
  return { ...values, [key]: next };
}

/**
 * True when the measures are the room's usual piece (`defaultValues`): a sketch every slab takes, so the page
 * can show its estimate before the fabricator's rules (yup) are loaded.
 */
export function isUsualSketch(values: EstimateFormValues): boolean {
  const usual = defaultValues(values.room);
  const measures = (v: EstimateFormValues) => JSON.stringify([v.shape, v.runs, v.free, v.extras, v.backsplash, v.cutouts]);
  return measures(values) === measures(usual);
}

/** The chosen stones, in order, without blanks or repeats. */
export function chosenStones(values: Pick<EstimateFormValues, 'stones'>): string[] {
  return [...new Set(values.stones.filter(Boolean))];
}

const RUN_PARAMS = ['a', 'b', 'c'] as const;
const dims = (values: RunValues) => `${values.length}x${values.depth}`;

/** The address's query for these values: only what the shape uses, in a fixed order. */
export function estimateQuery(values: EstimateFormValues): string {
  const parts: string[] = [`ambiente=${values.room}`, `forma=${values.shape}`];
  values.runs.slice(0, RUN_COUNT[values.shape]).forEach((item, i) => parts.push(`${RUN_PARAMS[i]}=${dims(item)}`));
  if (HAS_FREE_PIECE[values.shape]) parts.push(`${values.shape}=${dims(values.free)}`);
  if (values.extras.length) parts.push(`extras=${values.extras.map(dims).join(',')}`);
  const ends = freeEndsOf(values.shape, values.freeEnds);
  if (ends.length) parts.push(`pontas=${ends.join(',')}`);
  parts.push(`esp=${values.thickness}`, `borda=${values.edge}`);
  const edges = Object.entries(edgeFinishesOf(values));
  if (edges.length) parts.push(`bordas=${edges.map(([id, finish]) => `${id}:${finish}`).join(',')}`);
  parts.push(`frontao=${values.backsplash}`);
  const cutouts = CUTOUT_KINDS.flatMap((kind) => Array.from({ length: Math.min(10, int(values.cutouts[kind]) || 0) }, () => kind));
  if (cutouts.length) parts.push(`recortes=${cutouts.join(',')}`);
  if (!values.installation) parts.push('instalacao=nao');
  const stones = chosenStones(values);
  if (stones.length) parts.push(`pedras=${stones.join(',')}`);
  else parts.push(`colecao=${values.collection}`);
  return parts.join('&');
}

function parseRun(value: string | null): RunValues | null {
  const match = value ? DIMENSIONS.exec(value) : null;
  return match ? { length: match[1]!, depth: match[2]! } : null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * The values an address describes. A bare address, or one with only `ambiente` and `pedras` (the links from
 * other pages), starts from the room's usual piece. Numbers are kept as typed, so an out-of-range measure
 * shows its reason beside the field instead of vanishing.
 */
export function valuesFromQuery(search: string, isStone: (slug: string) => boolean): EstimateFormValues {
  const params = new URLSearchParams(search);
  const room = oneOf(ROOMS, params.get('ambiente')) ?? 'cozinha';
  const values = defaultValues(room);
  const shape = oneOf(SHAPES, params.get('forma'));
  if (shape) {
    values.shape = shape;
    RUN_PARAMS.forEach((name, i) => {
      const parsed = parseRun(params.get(name));
      if (parsed) values.runs[i] = parsed;
    });
    if (HAS_FREE_PIECE[shape]) values.free = parseRun(params.get(shape)) ?? values.free;
    // A sketch's free ends are the ones it names: none in a link made before ends could be free.
    values.freeEnds = freeEndsOf(shape, (params.get('pontas') ?? '').split(','));
    values.cutouts = noCutouts();
    for (const kind of (params.get('recortes') ?? '').split(',')) {
      if ((CUTOUT_KINDS as readonly string[]).includes(kind)) values.cutouts[kind as CutoutKind] = String(int(values.cutouts[kind as CutoutKind]) + 1);
    }
  }
  values.extras = (params.get('extras') ?? '').split(',').flatMap((part) => parseRun(part) ?? []).slice(0, MAX_EXTRAS);
  values.thickness = oneOf(THICKNESSES, params.get('esp')) ?? '2';
  values.edge = oneOf(EDGES, params.get('borda')) ?? values.edge;
  const edgeIds = new Set(visibleEdges(values.shape, values.extras.length, values.freeEnds).map((edge) => edge.id));
  values.edgeFinishes = Object.fromEntries(
    (params.get('bordas') ?? '').split(',').flatMap((part) => {
      const [id = '', finish = null] = part.split(':');
      const known = oneOf(EDGES, finish);
      return edgeIds.has(id) && known && known !== values.edge ? [[id, known]] : [];
    }),
  );
  const backsplash = params.get('frontao');
  if (backsplash !== null && /^\d{1,4}$/.test(backsplash)) values.backsplash = backsplash;
  values.installation = params.get('instalacao') !== 'nao';
  const stones = [...new Set((params.get('pedras') ?? '').split(',').filter((slug) => SLUG.test(slug) && isStone(slug)))].slice(0, MAX_STONES);
  values.stones = [stones[0] ?? '', stones[1] ?? '', stones[2] ?? ''];
  values.collection = oneOf(COLLECTIONS, params.get('colecao')) ?? values.collection;
  return values;
}
