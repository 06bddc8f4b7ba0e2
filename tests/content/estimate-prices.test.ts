import { describe, expect, it } from 'vitest';
import { catalogueStones } from '../../content/catalogue';
import { estimateContent } from '../../content/estimate';
import { estimatePrices } from '../../content/estimate-prices';
import type { PriceRange } from '../../content/estimate-types';

const ordered = ([min, max]: PriceRange) => min > 0 && min < max;

describe('the estimate\'s reference table', () => {
  it('is dated', () => {
    expect(estimatePrices.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(estimatePrices.date))).toBe(false);
    expect(estimatePrices.dateLabel).toMatch(/\d{4}/);
  });

  it('prices every stone of the catalogue at every thickness, and no stone the catalogue lacks', () => {
    const slugs = catalogueStones.map((stone) => stone.slug);
    expect(slugs).toHaveLength(23);
    expect(Object.keys(estimatePrices.stones).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) {
      const price = estimatePrices.stones[slug]!;
      expect(ordered(price.perM2[2]), `${slug} 2 cm`).toBe(true);
      expect(ordered(price.perM2[3]), `${slug} 3 cm`).toBe(true);
      expect(price.perM2[3][0], `${slug}: 3 cm costs more than 2 cm`).toBeGreaterThan(price.perM2[2][0]);
    }
  });

  it('prices no catalogue stone at 1.2 cm: the /sinterizados collection is dolomitic marble, cut at 2 or 3 cm', () => {
    for (const stone of catalogueStones) expect(estimatePrices.stones[stone.slug]!.perM2[1.2], stone.slug).toBeUndefined();
    expect(catalogueStones.filter((stone) => stone.collection === 'sinterizados').map((stone) => stone.material)).not.toHaveLength(0);
  });

  it('prices the ultracompact surface at 1.2, 2 and 3 cm, each range ordered and each thickness above the thinner', () => {
    // The one entry priced at 1.2 cm, the thickness the page offers for it alone.
    expect(Object.keys(estimatePrices.materials)).toEqual(['ultracompacto']);
    for (const [material, price] of Object.entries(estimatePrices.materials)) {
      const thin = price.perM2[1.2];
      expect(thin, `${material} at 1.2 cm`).toBeDefined();
      for (const range of [thin!, price.perM2[2], price.perM2[3]]) expect(ordered(range), material).toBe(true);
      expect(thin![0], `${material}: 1.2 cm costs less than 2 cm`).toBeLessThan(price.perM2[2][0]);
      expect(thin![1], `${material}: 1.2 cm costs less than 2 cm`).toBeLessThan(price.perM2[2][1]);
      expect(price.perM2[3][0], `${material}: 3 cm costs more than 2 cm`).toBeGreaterThan(price.perM2[2][0]);
      // A sintered slab is large: at least 3 m long and deep enough for an island.
      expect(price.slab?.lengthCm ?? estimatePrices.slab.lengthCm, material).toBeGreaterThanOrEqual(300);
      expect(price.slab?.depthCm ?? estimatePrices.slab.depthCm, material).toBeGreaterThanOrEqual(120);
    }
  });

  it('names every material in the estimate\'s collection select', () => {
    const values = estimateContent.editor.collection.options.map((option) => option.value as string);
    for (const material of Object.keys(estimatePrices.materials)) expect(values, material).toContain(material);
  });

  it('orders every range, lowest first', () => {
    const ranges: [string, PriceRange][] = [
      ...Object.entries(estimatePrices.edges),
      ...Object.entries(estimatePrices.cutouts),
      ['seam', estimatePrices.seam],
      ['installation per m²', estimatePrices.installation.perM2],
      ['installation minimum', estimatePrices.installation.minimum],
    ];
    for (const [name, range] of ranges) expect(ordered(range), name).toBe(true);
  });

  it('gives each stone a slab no larger than the usual one, and a waste share below half for every shape', () => {
    for (const [slug, price] of Object.entries(estimatePrices.stones)) {
      if (!price.slab) continue;
      expect(price.slab.lengthCm, slug).toBeLessThanOrEqual(estimatePrices.slab.lengthCm);
      expect(price.slab.depthCm, slug).toBeGreaterThanOrEqual(100);
    }
    for (const share of [...Object.values(estimatePrices.waste), estimatePrices.extraPieceWaste]) {
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThan(0.5);
    }
  });

  it('places the rare quartzites above the national granites, as the market does', () => {
    expect(estimatePrices.stones['azul-macaubas']!.perM2[2][0]).toBeGreaterThan(estimatePrices.stones['branco-polar']!.perM2[2][1]);
  });
});
