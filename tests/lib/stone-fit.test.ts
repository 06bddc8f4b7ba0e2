import { describe, expect, it } from 'vitest';
import { catalogueStones } from '../../content/catalogue';
import { catalogueContent } from '../../content/catalogue-page';
import { stonePriorities, stoneUses } from '../../content/stone-uses';
import { emptyChoice, type CatalogueChoice } from '../../src/lib/catalogue-choice';
import { fitStones, type FitRules } from '../../src/lib/stone-fit';

const rules: FitRules = { uses: stoneUses, priorities: stonePriorities, summary: catalogueContent.summary };
const fit = (choice: Partial<CatalogueChoice>) => fitStones(catalogueStones, { ...emptyChoice(), ...choice }, rules);
const names = (fits: { stone: { name: string } }[]) => fits.map((f) => f.stone.name);
const find = (fits: { stone: { slug: string }; reason: string; verdict: string }[], slug: string) => fits.find((f) => f.stone.slug === slug);

describe('fitting stones to a choice', () => {
  it('lists every stone when nothing is chosen, each with the uses it suits', () => {
    const { kept, setAside } = fit({});
    expect(kept).toHaveLength(23);
    expect(setAside).toEqual([]);
    expect(find(kept, 'preto-absoluto')?.reason).toBe('Indicada para todos os usos, da cozinha à área externa');
    expect(find(kept, 'carrara')?.reason).toBe('Indicada para banheiro e parede');
    expect(find(kept, 'branco-parana')?.reason).toBe('Com cuidados em cozinha, banheiro, piso e parede');
  });

  it('gives the reason from the stone’s own figure: Preto Absoluto against stains', () => {
    const { kept } = fit({ priorities: ['manchas'] });
    expect(find(kept, 'preto-absoluto')?.reason).toBe('Absorção 0,08%: absorve pouco, e manchas demoram a entrar; a ficha de cuidados diz se leva impermeabilizante e o que marca a pedra');
    expect(kept.every((f) => f.stone.figures.absorptionPercent <= 0.2)).toBe(true);
  });

  it('sets a poor fit for the use aside with why, never drops it', () => {
    const { kept, setAside } = fit({ use: 'cozinha' });
    expect(kept.length + setAside.length).toBe(23);
    expect(names(setAside)).toEqual(['Carrara', 'Calacatta Oro', 'Nero Marquina', 'Crema Marfil']);
    expect(find(setAside, 'carrara')).toMatchObject({ verdict: 'pouco-indicada', reason: 'Dureza 3 Mohs: facas riscam e ácidos marcam o polido da bancada' });
    expect(find(kept, 'titanium-black')?.reason).toBe('Dureza 7,5 Mohs e absorção 0,10%: resiste a riscos e ao uso diário');
  });

  it('lists indicated stones before those that fit with care, each group in catalogue order', () => {
    const { kept } = fit({ use: 'cozinha' });
    const firstCareful = kept.findIndex((f) => f.verdict === 'com-cuidados');
    expect(firstCareful).toBeGreaterThan(0);
    expect(kept.slice(firstCareful).every((f) => f.verdict === 'com-cuidados')).toBe(true);
    expect(names(kept.slice(0, 2))).toEqual(['Taj Mahal', 'Azul Macaúbas']);
  });

  it('sets aside a stone that misses a priority with the shortfall, and adds a priority’s reason only for a figure not said yet', () => {
    const { kept, setAside } = fit({ use: 'piso', priorities: ['manchas'] });
    expect(find(setAside, 'patagonia')?.reason).toBe('Absorção 0,35%: acima de 0,20%, mancha sem impermeabilização');
    expect(find(kept, 'preto-absoluto')?.reason).toBe('Dureza 7 Mohs: aguenta tráfego intenso; com capacho nas entradas, o polido dura muito · Absorção 0,08%: absorve pouco, e manchas demoram a entrar; a ficha de cuidados diz se leva impermeabilizante e o que marca a pedra');
    const kitchen = fit({ use: 'cozinha', priorities: ['manchas', 'riscos-calor'] });
    expect(find(kitchen.kept, 'preto-absoluto')?.reason).toBe('Dureza 7 Mohs e absorção 0,08%: resiste a riscos e ao uso diário');
  });

  it('narrows by tone and collection without calling those stones a poor fit', () => {
    const dark = fit({ use: 'area-externa', tone: 'escuro' });
    expect(dark.kept.every((f) => f.stone.tone.shade === 'escuro')).toBe(true);
    expect(names(dark.setAside)).toEqual(['Nero Marquina']);
    const veined = fit({ tone: 'veios', collections: ['granitos'] });
    expect(names(veined.kept)).toEqual(['Via Láctea', 'Titanium Black', 'Verde Alpi']);
    expect(veined.setAside).toEqual([]);
  });

  it('can leave nothing, with everything set aside explained', () => {
    const { kept, setAside } = fit({ use: 'cozinha', collections: ['marmores'], priorities: ['riscos-calor'] });
    expect(kept).toEqual([]);
    expect(setAside).toHaveLength(5);
    expect(setAside.every((f) => f.reason.length > 10)).toBe(true);
  });
});
