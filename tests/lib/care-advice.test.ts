// Every stone's care advice comes from its own figures: each rule names the figure it read, stones with different
// figures read different advice, and a figure that is missing is said to be missing, never guessed.
import { describe, expect, it } from 'vitest';
import { stoneCareContent } from '../../content/care-guide';
import { stoneAddresses } from '../../content/stone-slugs';
import { sealingMonths, stoneCareRules, stoneMineralogy, type StoneCareRules } from '../../content/stone-care';
import { formatAbsorption, formatHardness, maintenanceLevels } from '../../content/stone-figures';
import { careAdvice } from '../../src/lib/care-advice';
import { stoneCareHead, stoneCares } from '../../src/lib/stone-care-page';

const byName = (name: string) => {
  const care = stoneCares.find((entry) => entry.stonePage.stone.name === name);
  if (!care) throw new Error(`no stone ${name}`);
  return care;
};
const rule = (care: { advice: { rules: { rule: string; text: string; title: string }[] } }, key: string) => care.advice.rules.find((entry) => entry.rule === key)!;

describe('care advice of every stone', () => {
  it('covers the 23 stones of the catalogue, each with a care page of its own', () => {
    expect(stoneCares).toHaveLength(23);
    expect(stoneCares.map((care) => care.path)).toEqual(stoneAddresses.map(({ collection, slug }) => `/cuidados/${collection}/${slug}`));
    // Every stone's mineralogy is known: none of the catalogue's advice falls back to "não informado".
    expect(Object.keys(stoneMineralogy).sort()).toEqual(stoneAddresses.map((stone) => stone.slug).sort());
    for (const care of stoneCares) expect(care.advice.unknown, care.path).toEqual([]);
  });

  for (const care of stoneCares) {
    const { stone } = care.stonePage;
    it(`${stone.name}: every rule names the stone's own figure`, () => {
      const { figures } = stone;
      expect(rule(care, 'impermeabilizacao').text).toContain(formatAbsorption(figures.absorptionPercent));
      expect(rule(care, 'riscos').text).toContain(formatHardness(figures.hardnessMohs));
      expect(rule(care, 'acidos').text).toContain(stoneMineralogy[care.stonePage.slug]!.mineral);
      expect(rule(care, 'limpeza').text.toLowerCase()).toContain(`manutenção ${figures.maintenance.label.toLowerCase()}`);
      // The figures beside the rules are the ones the stone's technical card shows.
      const shown = care.advice.rules.map((entry) => entry.figure?.value);
      expect(shown).toContain(stone.technical.absorcao);
      expect(shown).toContain(stone.technical.dureza);
      // Sealing months said in the title are the ones the table gives for the polished finish.
      const polished = care.advice.sealing.find((row) => row.finish === 'polido')!.months!;
      expect(rule(care, 'impermeabilizacao').title).toContain(`${polished} meses`);
      // The head fits a search result and names the stone.
      const head = stoneCareHead(care);
      expect(head.title).toContain(stone.name);
      expect(head.title.length).toBeLessThanOrEqual(70);
      expect(head.description.length).toBeGreaterThanOrEqual(70);
      expect(head.description.length).toBeLessThanOrEqual(170);
    });
  }

  it('no two stones read the same advice, and no two pages the same title or description', () => {
    const texts = stoneCares.map((care) => care.advice.rules.map((entry) => entry.text).join('\n'));
    expect(new Set(texts).size).toBe(stoneCares.length);
    expect(new Set(stoneCares.map((care) => stoneCareHead(care).title)).size).toBe(stoneCares.length);
    expect(new Set(stoneCares.map((care) => stoneCareHead(care).description)).size).toBe(stoneCares.length);
  });
});

describe('the rules', () => {
  it('absorption decides how often to seal: two stones with different absorption get different sealing advice', () => {
    const preto = byName('Preto Absoluto'); // 0,08 %
    const superWhite = byName('Super White'); // 0,30 %
    expect(rule(preto, 'impermeabilizacao').title).toBe('Impermeabilize a cada 36 meses');
    expect(rule(superWhite, 'impermeabilizacao').title).toBe('Impermeabilize a cada 12 meses');
    expect(rule(preto, 'impermeabilizacao').text).toContain('0,08%');
    expect(rule(superWhite, 'impermeabilizacao').text).toContain('0,30%');
  });

  it('seals more often as absorption rises, at every tier, and a honed finish more often than a polished one', () => {
    const samples = [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.55];
    const polished = samples.map((value) => sealingMonths(value, 'polido')!);
    const honed = samples.map((value) => sealingMonths(value, 'levigado')!);
    expect(polished).toEqual([36, 36, 24, 24, 12, 12, 6]);
    for (let i = 1; i < samples.length; i++) expect(polished[i]).toBeLessThanOrEqual(polished[i - 1]!);
    samples.forEach((_, i) => expect(honed[i]).toBeLessThan(polished[i]!));
    // Every tier of the data is reached by some absorption.
    expect(new Set(polished).size).toBe(stoneCareRules.sealing.tiers.length);
  });

  it('polished and honed finishes get different intervals and different notes on the same stone', () => {
    const [polished, honed] = byName('Carrara').advice.sealing;
    expect(polished!.finish).toBe('polido');
    expect(honed!.finish).toBe('levigado');
    expect(polished!.months).toBe(24);
    expect(honed!.months).toBe(12);
    expect(polished!.note).not.toBe(honed!.note);
    expect(polished!.note).toContain('ponto sem brilho');
  });

  it('tells a calcitic marble from a quartzite by acid sensitivity', () => {
    const carrara = byName('Carrara');
    const taj = byName('Taj Mahal');
    expect(carrara.advice.acid).toBe('alta');
    expect(taj.advice.acid).toBe('baixa');
    expect(rule(carrara, 'acidos').text).toContain('calcita');
    expect(rule(carrara, 'acidos').title).not.toBe(rule(taj, 'acidos').title);
    // Lemon etches the marble and not the quartzite; a dolomitic marble sits between.
    const lemon = (care: typeof carrara) => care.advice.spills.find((spill) => spill.name.startsWith('Limão'))!.harm;
    expect(lemon(carrara)).toBe('marca');
    expect(lemon(taj)).toBe('nenhum');
    expect(lemon(byName('Super White'))).toBe('marca');
    expect(rule(byName('Super White'), 'acidos').text).toContain('moderada');
  });

  it('hardness decides what scratches, at each of its tiers', () => {
    expect(rule(byName('Titanium Black'), 'riscos').text).toContain('não risca');
    expect(rule(byName('Super White'), 'riscos').title).toBe('Use tábua de corte e feltro');
    expect(rule(byName('Carrara'), 'riscos').title).toBe('Proteja de riscos e arraste');
  });

  it('stains follow absorption: oil stains a stone above 0,20 % and not one below', () => {
    const oil = (name: string) => byName(name).advice.spills.find((spill) => spill.name.startsWith('Óleo'))!.harm;
    expect(oil('Preto Absoluto')).toBe('nenhum');
    expect(oil('Branco Dallas')).toBe('mancha');
  });

  it('a stone with unknown figures says so instead of guessing', () => {
    const advice = careAdvice({ absorptionPercent: null, hardnessMohs: Number.NaN, maintenance: null, mineralogy: null });
    expect(advice.unknown).toEqual(['manutenção', 'absorção', 'sensibilidade a ácidos', 'dureza']);
    expect(advice.rules.every((entry) => entry.figure === null)).toBe(true);
    const texts = advice.rules.map((entry) => entry.text);
    expect(texts.filter((text) => /não informad/.test(text))).toHaveLength(4);
    expect(advice.sealing.map((row) => row.months)).toEqual([null, null]);
    expect(new Set(advice.spills.map((spill) => spill.harm))).toEqual(new Set(['desconhecido']));
    expect(advice.spills.find((spill) => spill.name.startsWith('Limão'))!.verdict).toBe(stoneCareRules.verdicts.unknown);
    // Only the one figure that is missing is said to be missing.
    const partial = careAdvice({ absorptionPercent: 0.2, hardnessMohs: 7, maintenance: maintenanceLevels.baixa, mineralogy: null });
    expect(partial.unknown).toEqual(['sensibilidade a ácidos']);
    expect(partial.rules.find((entry) => entry.rule === 'impermeabilizacao')!.text).toContain('0,20%');
  });

  it('reads the rules it is given: without the absorption rule, sealing advice no longer differs', () => {
    const flat: StoneCareRules = { ...stoneCareRules, sealing: { ...stoneCareRules.sealing, tiers: [{ months: { polido: 12, levigado: 6 } }] } };
    const low = careAdvice({ absorptionPercent: 0.08, hardnessMohs: 7, maintenance: maintenanceLevels.baixa, mineralogy: null }, flat);
    const high = careAdvice({ absorptionPercent: 0.3, hardnessMohs: 7, maintenance: maintenanceLevels.baixa, mineralogy: null }, flat);
    expect(low.sealing[0]!.months).toBe(high.sealing[0]!.months);
    expect(stoneCareContent.seoTitle).toContain('{name}');
  });
});
