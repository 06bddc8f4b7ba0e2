// The six technical figures in the order the stone pages show them, each with the number it is
// judged by and which way is better. Levels (durability, upkeep) compare by rank, not by label.
import type { CatalogueStone, StoneFigures, TechnicalSpecs } from '../../../content/types';
import { rowVerdict, type FigureDirection, type RowVerdict } from '../../lib/compare-best';

/** What a column of the comparison shows: a catalogue stone, or any stone with the same fields. */
export type ComparedStone = Pick<
  CatalogueStone,
  'slug' | 'name' | 'collectionLabel' | 'path' | 'image' | 'badges' | 'origin' | 'age' | 'formation' | 'applications' | 'technical' | 'figures'
>;

export type FigureKey = keyof TechnicalSpecs;

export interface FigureRow {
  key: FigureKey;
  value: (figures: StoneFigures) => number;
  direction: FigureDirection;
}

export const FIGURE_ROWS: readonly FigureRow[] = Object.freeze([
  { key: 'dureza', value: (f) => f.hardnessMohs, direction: 'higher' },
  // Denser stone is more compact: fewer pores for water and stains to enter.
  { key: 'densidade', value: (f) => f.densityGPerCm3, direction: 'higher' },
  { key: 'absorcao', value: (f) => f.absorptionPercent, direction: 'lower' },
  { key: 'resistenciaMecanica', value: (f) => f.mechanicalStrengthMpa, direction: 'higher' },
  { key: 'durabilidade', value: (f) => f.durability.rank, direction: 'higher' },
  { key: 'manutencao', value: (f) => f.maintenance.rank, direction: 'lower' },
] satisfies FigureRow[]);

/** Each figure's verdict over the compared stones, in column order. */
export function figureVerdicts(stones: readonly Pick<ComparedStone, 'figures'>[]): Record<FigureKey, RowVerdict> {
  return Object.fromEntries(FIGURE_ROWS.map((row) => [row.key, rowVerdict(stones.map((stone) => row.value(stone.figures)), row.direction)])) as Record<
    FigureKey,
    RowVerdict
  >;
}
