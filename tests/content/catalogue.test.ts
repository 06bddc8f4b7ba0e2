import { describe, expect, it } from 'vitest';
import { catalogueStones, findCatalogueStone } from '../../content/catalogue';
import { collectionPages } from '../../content/collections/all';
import { findStoneAddress, materialOfCollection, stoneAddresses } from '../../content/stone-slugs';
import {
  durabilityLevels,
  formatAbsorption,
  formatDensity,
  formatHardness,
  formatStrength,
  maintenanceLevels,
  technicalSpecs,
} from '../../content/stone-figures';
import { stoneTones } from '../../content/stone-tones';

/** '2,65 g/cm³' -> 2.65: a display string read back as a number (Brazilian decimal comma, no thousands). */
function readBack(display: string): number {
  const match = /^(\d+(?:,\d+)?)(?: Mohs| g\/cm³|%| MPa)$/.exec(display);
  if (!match?.[1]) throw new Error(`not a Brazilian measure: ${display}`);
  return Number(match[1].replace(',', '.'));
}

const stones = collectionPages.flatMap((page) => page.stones.map((stone) => ({ page, stone })));

describe('technical figures', () => {
  it('write each kind of figure one way, in Brazilian format', () => {
    expect(formatHardness(7)).toBe('7 Mohs');
    expect(formatHardness(6.5)).toBe('6,5 Mohs');
    expect(formatDensity(2.65)).toBe('2,65 g/cm³');
    expect(formatDensity(2.7)).toBe('2,70 g/cm³');
    expect(formatAbsorption(0.2)).toBe('0,20%');
    expect(formatAbsorption(0.08)).toBe('0,08%');
    expect(formatStrength(180)).toBe('180 MPa');
  });

  it('give every stone of the four collections numbers in plausible ranges', () => {
    expect(stones).toHaveLength(23);
    for (const { stone } of stones) {
      const f = stone.figures;
      expect(f.hardnessMohs, stone.name).toBeGreaterThanOrEqual(1);
      expect(f.hardnessMohs, stone.name).toBeLessThanOrEqual(10);
      expect(f.densityGPerCm3, stone.name).toBeGreaterThan(2);
      expect(f.densityGPerCm3, stone.name).toBeLessThan(3.5);
      expect(f.absorptionPercent, stone.name).toBeGreaterThan(0);
      expect(f.absorptionPercent, stone.name).toBeLessThan(1);
      expect(Number.isInteger(f.mechanicalStrengthMpa), stone.name).toBe(true);
      expect(Object.values(durabilityLevels)).toContain(f.durability);
      expect(Object.values(maintenanceLevels)).toContain(f.maintenance);
    }
  });

  it('show on the stone pages exactly the strings the numbers make', () => {
    for (const { stone } of stones) {
      expect(stone.technical, stone.name).toEqual(technicalSpecs(stone.figures));
      expect(readBack(stone.technical.dureza), stone.name).toBe(stone.figures.hardnessMohs);
      expect(readBack(stone.technical.densidade), stone.name).toBe(stone.figures.densityGPerCm3);
      expect(readBack(stone.technical.absorcao), stone.name).toBe(stone.figures.absorptionPercent);
      expect(readBack(stone.technical.resistenciaMecanica), stone.name).toBe(stone.figures.mechanicalStrengthMpa);
      expect(stone.technical.durabilidade).toBe(stone.figures.durability.label);
      expect(stone.technical.manutencao).toBe(stone.figures.maintenance.label);
    }
  });

  it('keeps the published values of the spec', () => {
    const titanium = stones.find(({ stone }) => stone.name === 'Titanium Black')!.stone;
    expect(titanium.technical).toMatchObject({ dureza: '7,5 Mohs', resistenciaMecanica: '200 MPa' });
    const preto = stones.find(({ stone }) => stone.name === 'Preto Absoluto')!.stone;
    expect(preto.technical).toMatchObject({ densidade: '2,95 g/cm³', absorcao: '0,08%' });
  });

  it('orders the levels so a comparison can rank them', () => {
    expect([durabilityLevels.media, durabilityLevels.alta, durabilityLevels.extrema].map((l) => l.rank)).toEqual([1, 2, 3]);
    expect([maintenanceLevels.baixa, maintenanceLevels.media, maintenanceLevels.alta].map((l) => l.rank)).toEqual([1, 2, 3]);
  });
});

describe('catalogue', () => {
  it('lists every stone of the four collections once, in collection order', () => {
    expect(catalogueStones.map((s) => s.name)).toEqual(stones.map(({ stone }) => stone.name));
    expect(catalogueStones.map((s) => s.slug)).toEqual(stoneAddresses.map((a) => a.slug));
    expect(new Set(catalogueStones.map((s) => s.slug)).size).toBe(23);
  });

  it('links each stone to its own page and carries what its collection page shows', () => {
    for (const stone of catalogueStones) {
      const address = findStoneAddress(stone.slug)!;
      expect(stone.path).toBe(`/${address.collection}/${address.slug}`);
      expect(stone.collection).toBe(address.collection);
      const source = collectionPages.find((p) => p.slug === stone.collection)!.stones.find((s) => s.id === stone.id)!;
      expect(stone).toMatchObject({ name: source.name, image: source.image, badges: source.badges, technical: source.technical, figures: source.figures });
      expect(stone.material).toBe(materialOfCollection[stone.collection]);
      expect(findCatalogueStone(stone.slug)).toBe(stone);
    }
    expect(findCatalogueStone('branco-polar')).toMatchObject({ collectionLabel: 'Granitos', family: 'Granito', material: 'granito' });
    expect(findCatalogueStone('super-white')).toMatchObject({ collectionLabel: 'Mármore Dolomítico', material: 'marmore' });
  });

  it('gives every stone a tone, and names no stone that is not in the catalogue', () => {
    expect(Object.keys(stoneTones).sort()).toEqual(catalogueStones.map((s) => s.slug).sort());
    expect(catalogueStones.filter((s) => s.tone.shade === 'claro').length).toBeGreaterThan(3);
    expect(catalogueStones.filter((s) => s.tone.shade === 'escuro').length).toBeGreaterThan(3);
    expect(catalogueStones.filter((s) => s.tone.strongVeins).length).toBeGreaterThan(3);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(catalogueStones)).toBe(true);
    expect(Object.isFrozen(catalogueStones[0]?.figures.durability)).toBe(true);
  });
});
