import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueStones } from '../../content/catalogue';
import { catalogueContent } from '../../content/catalogue-page';
import { CATALOGUE_PATH, catalogueUsePath, catalogueUseSlugs } from '../../content/catalogue-paths';
import { shareImageFor } from '../../content/share-images';
import { describeCondition, stonePriorities, stoneUses } from '../../content/stone-uses';
import { fillReason, holds, tierFor } from '../../src/lib/stone-fit';

const root = path.resolve(__dirname, '../..');
const KNOWN = new Set(['dureza', 'densidade', 'absorcao', 'resistencia', 'durabilidade', 'manutencao']);
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
/** The display strings a placeholder stands for, as the stone page shows them. */
const shown = (key: string, technical: (typeof catalogueStones)[number]['technical']) =>
  ({ dureza: technical.dureza, densidade: technical.densidade, absorcao: technical.absorcao, resistencia: technical.resistenciaMecanica, durabilidade: technical.durabilidade.toLowerCase(), manutencao: technical.manutencao.toLowerCase() })[key];

describe('use rules', () => {
  it('are the uses the route table publishes, each at /pedras/<slug>', () => {
    expect(stoneUses.map((use) => use.slug)).toEqual([...catalogueUseSlugs]);
    for (const use of stoneUses) expect(use.path).toBe(catalogueUsePath(use.slug));
    expect(catalogueContent.path).toBe(CATALOGUE_PATH);
  });

  it('end each use with a tier that always holds, and decide every stone', () => {
    for (const use of stoneUses) {
      expect(use.tiers.at(-1)?.when, use.slug).toEqual([]);
      for (const tier of use.tiers.slice(0, -1)) expect(tier.when.length, use.slug).toBeGreaterThan(0);
      for (const stone of catalogueStones) expect(() => tierFor(use, stone.figures)).not.toThrow();
    }
  });

  it('give every stone a reason made of its own figures, with no placeholder left', () => {
    const templates = [...stoneUses.flatMap((use) => use.tiers.map((tier) => tier.reason)), ...stonePriorities.flatMap((p) => [p.reason, p.shortfall])];
    for (const template of templates) {
      expect(placeholders(template).length, template).toBeGreaterThan(0);
      for (const key of placeholders(template)) expect(KNOWN.has(key), `${template}: {${key}}`).toBe(true);
    }
    for (const use of stoneUses) {
      for (const stone of catalogueStones) {
        const tier = tierFor(use, stone.figures);
        const reason = fillReason(tier.reason, stone.technical);
        expect(reason, `${use.slug} ${stone.name}`).not.toMatch(/[{}]/);
        for (const key of placeholders(tier.reason)) expect(reason).toContain(shown(key, stone.technical));
      }
    }
  });

  it('keep the reason consistent with the rule: a stone is indicated only when every condition of that tier holds', () => {
    for (const use of stoneUses) {
      for (const stone of catalogueStones) {
        const tier = tierFor(use, stone.figures);
        expect(tier.when.every((condition) => holds(condition, stone.figures))).toBe(true);
        const earlier = use.tiers.slice(0, use.tiers.indexOf(tier));
        for (const skipped of earlier) expect(skipped.when.every((condition) => holds(condition, stone.figures)), `${use.slug} ${stone.name}`).toBe(false);
      }
    }
  });

  it('set aside the soft marbles for the kitchen counter and keep every granite and quartzite but Patagonia (and Verde Alpi, a serpentinite) indicated', () => {
    const kitchen = stoneUses.find((use) => use.slug === 'cozinha')!;
    const verdict = (slug: string) => tierFor(kitchen, catalogueStones.find((stone) => stone.slug === slug)!.figures).verdict;
    expect(['carrara', 'calacatta-oro', 'nero-marquina', 'crema-marfil'].map(verdict)).toEqual(Array(4).fill('pouco-indicada'));
    for (const stone of catalogueStones.filter((s) => (s.collection === 'granitos' && s.slug !== 'verde-alpi') || (s.collection === 'quartizitos' && s.slug !== 'patagonia'))) {
      expect(verdict(stone.slug), stone.name).toBe('indicada');
    }
    expect(verdict('patagonia')).toBe('com-cuidados');
  });

  it('state themselves in words for the "como recomendamos" note', () => {
    expect(describeCondition({ figure: 'hardnessMohs', min: 6 })).toBe('dureza a partir de 6 Mohs');
    expect(describeCondition({ figure: 'absorptionPercent', max: 0.3 })).toBe('absorção até 0,30%');
    expect(describeCondition({ figure: 'mechanicalStrengthMpa', min: 100 })).toBe('resistência mecânica a partir de 100 MPa');
    expect(describeCondition({ figure: 'maintenanceRank', max: 1 })).toBe('manutenção baixa');
  });
});

describe('catalogue pages', () => {
  it('each have a title within 60 characters, a description of 140–160 and a share image on disk', () => {
    for (const page of [{ path: catalogueContent.path, seo: catalogueContent.seo }, ...stoneUses]) {
      expect(page.seo.title.length, page.seo.title).toBeLessThanOrEqual(60);
      expect(page.seo.description.length, page.seo.description).toBeGreaterThanOrEqual(140);
      expect(page.seo.description.length, page.seo.description).toBeLessThanOrEqual(160);
      const share = shareImageFor(page.path);
      expect(share, page.path).toBeDefined();
      expect(existsSync(path.join(root, 'public', share!.href)), share!.href).toBe(true);
    }
    expect(new Set(stoneUses.map((use) => use.seo.title)).size).toBe(stoneUses.length);
  });
});
