import { describe, expect, it } from 'vitest';
import { catalogueStones } from '../../content/catalogue';
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

  it('prices every sintered stone at 1.2 cm, below its 2 cm, and no other stone', () => {
    // A stone is sintered by its material; the catalogue's /sinterizados collection is dolomitic marble.
    const sintered = (material: string) => material === 'sinterizado';
    for (const stone of catalogueStones) {
      const thin = estimatePrices.stones[stone.slug]!.perM2[1.2];
      expect(thin !== undefined, `${stone.slug} at 1.2 cm`).toBe(sintered(stone.material));
      if (!thin) continue;
      expect(ordered(thin), `${stone.slug} 1.2 cm`).toBe(true);
      expect(thin[0], `${stone.slug}: 1.2 cm costs less than 2 cm`).toBeLessThan(estimatePrices.stones[stone.slug]!.perM2[2][0]);
      expect(thin[1], `${stone.slug}: 1.2 cm costs less than 2 cm`).toBeLessThan(estimatePrices.stones[stone.slug]!.perM2[2][1]);
    }
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
