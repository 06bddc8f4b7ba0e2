// Which stone wins a row of the comparison. A figure is better higher (hardness, strength) or lower
// (water absorption, upkeep); equal best values are a tie, named as such, and a row where every stone
// has the same value names no winner at all (nothing to choose between).

export type FigureDirection = 'higher' | 'lower';

export type RowVerdict =
  /** Fewer than two stones, or every stone has the same value. */
  | { kind: 'none' }
  | { kind: 'best'; index: number }
  /** Two stones share the best value (the third, if any, is behind). */
  | { kind: 'tie'; indices: number[] };

/** Rounds away float noise (0.1 + 0.2) so equal figures from different sources compare equal. */
const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;

export function rowVerdict(values: readonly number[], direction: FigureDirection): RowVerdict {
  const finite = values.map((value) => (Number.isFinite(value) ? value : null));
  const present = finite.filter((value): value is number => value !== null);
  if (present.length < 2) return { kind: 'none' };
  const best = direction === 'higher' ? Math.max(...present) : Math.min(...present);
  const indices = finite.flatMap((value, index) => (value !== null && same(value, best) ? [index] : []));
  if (indices.length === present.length) return { kind: 'none' };
  return indices.length === 1 ? { kind: 'best', index: indices[0]! } : { kind: 'tie', indices };
}

/** Whether the stone in this column holds the row's best value (alone or tied). */
export function isBest(verdict: RowVerdict, index: number): boolean {
  return verdict.kind === 'best' ? verdict.index === index : verdict.kind === 'tie' && verdict.indices.includes(index);
}
