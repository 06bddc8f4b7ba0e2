import { describe, expect, it } from 'vitest';
import { findCatalogueStone } from '../../content/catalogue';
import { figureVerdicts } from '../../src/sections/compare/compare-rows';

const stones = (...slugs: string[]) => slugs.map((slug) => findCatalogueStone(slug)!);

describe('the comparison of catalogue stones', () => {
  // Carrara: 3 Mohs, 2,70 g/cm³, 0,20%, 110 MPa, Alta, Média. Branco Polar: 7 Mohs, 2,65, 0,20%, 180 MPa,
  // Extrema, Baixa. Nero Marquina: 3,5 Mohs, 2,70, 0,12%, 120 MPa, Alta, Média.
  it('marks the best stone of each figure, a tie where two share it', () => {
    expect(stones('carrara', 'branco-polar', 'nero-marquina').map((stone) => stone.technical.absorcao)).toEqual(['0,20%', '0,20%', '0,12%']);
    expect(figureVerdicts(stones('carrara', 'branco-polar', 'nero-marquina'))).toEqual({
      dureza: { kind: 'best', index: 1 },
      densidade: { kind: 'tie', indices: [0, 2] },
      // Lower is better: the highest absorption never wins.
      absorcao: { kind: 'best', index: 2 },
      resistenciaMecanica: { kind: 'best', index: 1 },
      // Levels by rank: Extrema over Alta, and Baixa upkeep over Média.
      durabilidade: { kind: 'best', index: 1 },
      manutencao: { kind: 'best', index: 1 },
    });
  });

  it('names no winner where the stones are equal, or for one stone alone', () => {
    expect(figureVerdicts(stones('carrara', 'branco-polar')).absorcao).toEqual({ kind: 'none' });
    expect(Object.values(figureVerdicts(stones('carrara'))).every((verdict) => verdict.kind === 'none')).toBe(true);
  });
});
