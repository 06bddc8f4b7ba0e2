// What a fabricator accepts, as a yup schema with the reason beside each field: a depth of 5 cm or a run of
// 40 m is refused and says why. Built for the values' shape (only the pieces it asks are checked) and for the
// chosen stones' slab (no piece deeper than one slab).
import { array, object, string, tuple, type AnyObject, type ObjectSchema, type ValidationError } from 'yup';
import type { EstimateContent } from '../../../content/estimate';
import { fillTemplate } from '../budget-steps';
import type { EstimateFormValues } from './estimate-form';
import { HAS_FREE_PIECE, RUN_COUNT } from './sketch';

export const LIMITS = Object.freeze({
  lengthMinCm: 20,
  lengthMaxCm: 1200,
  depthMinCm: 30,
  backsplashMaxCm: 100,
  cutoutMax: 6,
  holeMax: 10,
});

type Messages = EstimateContent['messages'];

const int = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number.parseInt(value, 10) : Number.NaN);

function measure(messages: Messages, min: number, max: number, minMessage: string, maxMessage: string, numberMessage = messages.number) {
  return string()
    .required(messages.required)
    .matches(/^\d{1,5}$/, numberMessage)
    .test('min', minMessage, (value) => !(int(value) < min))
    .test('max', maxMessage, (value) => !(int(value) > max));
}

export interface SchemaLimits {
  /** The usable depth of the shallowest slab among the chosen stones. */
  maxDepthCm: number;
  /** The thicknesses the stones are cut at ('1.2' only when every one is sintered); 2 and 3 cm when not given. */
  thicknesses?: readonly string[];
}

/** The schema for values of this shape, these corner depths, this slab and these thicknesses. */
export function estimateSchema(messages: Messages, values: Pick<EstimateFormValues, 'shape' | 'runs' | 'free'>, limits: SchemaLimits): ObjectSchema<AnyObject> {
  const length = measure(
    messages,
    LIMITS.lengthMinCm,
    LIMITS.lengthMaxCm,
    fillTemplate(messages.lengthMin, { min: LIMITS.lengthMinCm }),
    fillTemplate(messages.lengthMax, { max: LIMITS.lengthMaxCm, metres: LIMITS.lengthMaxCm / 100 }),
  );
  const depth = measure(
    messages,
    LIMITS.depthMinCm,
    limits.maxDepthCm,
    fillTemplate(messages.depthMin, { min: LIMITS.depthMinCm }),
    fillTemplate(messages.depthMax, { max: limits.maxDepthCm }),
  );
  const piece = object({ length, depth });
  const count = (max: number) => measure(messages, 0, max, fillTemplate(messages.count, { max }), fillTemplate(messages.count, { max }), messages.countNumber);

  // A run after a corner starts below the first run's depth; the back of a U loses both sides' depths.
  const firstDepth = int(values.runs[0].depth);
  const beyond = (min: number, message: string) => length.test('corner', fillTemplate(message, { min }), (value) => !(Number.isFinite(min) && int(value) <= min));
  const runCount = RUN_COUNT[values.shape];
  const runs = values.runs.map((_, i) => {
    if (i >= runCount) return object();
    if (i === 0 && values.shape === 'l') return object({ length: beyond(int(values.runs[1].depth), messages.afterCorner), depth });
    if (i === 0 && values.shape === 'u') return object({ length: beyond(int(values.runs[1].depth) + int(values.runs[2].depth), messages.frontAfterCorners), depth });
    if (i === 0 && values.shape === 'peninsula') return object({ length: beyond(int(values.free.depth), messages.afterCorner), depth });
    if (i > 0) return object({ length: beyond(firstDepth, messages.afterCorner), depth });
    return piece;
  });
  const free = !HAS_FREE_PIECE[values.shape] ? object() : values.shape === 'peninsula' ? object({ length: beyond(firstDepth, messages.afterCorner), depth }) : piece;

  return object({
    thickness: string().oneOf([...(limits.thicknesses ?? ['2', '3'])], messages.thickness),
    runs: tuple([runs[0]!, runs[1]!, runs[2]!]),
    free,
    extras: array().of(piece),
    backsplash: measure(
      messages,
      0,
      LIMITS.backsplashMaxCm,
      fillTemplate(messages.backsplash, { max: LIMITS.backsplashMaxCm }),
      fillTemplate(messages.backsplash, { max: LIMITS.backsplashMaxCm }),
    ),
    cutouts: object({
      'cuba-embutida': count(LIMITS.cutoutMax),
      'cuba-sobreposta': count(LIMITS.cutoutMax),
      'cuba-esculpida': count(LIMITS.cutoutMax),
      cooktop: count(LIMITS.cutoutMax),
      furo: count(LIMITS.holeMax),
    }),
  });
}

/** The errors for these values, by field: {} when a fabricator would accept the sketch. */
export function estimateErrors(messages: Messages, values: EstimateFormValues, limits: SchemaLimits): Record<string, unknown> {
  try {
    // Strict: the values are the form's strings as typed; casting them first only copied the whole sketch.
    estimateSchema(messages, values, limits).validateSync(values, { abortEarly: false, strict: true });
    return {};
  } catch (error) {
    const errors: Record<string, unknown> = {};
    for (const item of (error as ValidationError).inner.length ? (error as ValidationError).inner : [error as ValidationError]) {
      if (item.path && getIn(errors, item.path) === undefined) setPath(errors, item.path, item.message);
    }
    return errors;
  }
}

/** Sets 'runs[1].length' (or 'runs.1.length') in a nested object, creating arrays for numeric keys. */
function setPath(target: Record<string, unknown>, path: string, value: string) {
  const keys = path.replace(/\[(\d+)\]/g, '.$1').replace(/^\[|"/g, '').split('.').filter(Boolean);
  let node: Record<string, unknown> = target;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    if (node[key] === undefined) node[key] = /^\d+$/.test(keys[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

function getIn(target: unknown, path: string): unknown {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), target);
}
