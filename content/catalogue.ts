// The whole catalogue: every stone of the four collections, flattened to what a catalogue card or a
// comparison needs. Shape (content/types.ts `CatalogueStone`), stable for every reader:
//   id, slug, name, subtitle, collection ('quartizitos' | 'marmores' | 'granitos' | 'sinterizados'),
//   collectionLabel ('Mármore Dolomítico'), family ('Granito'), path ('/granitos/branco-polar'), image,
//   badges, origin, age, formation, applications, technical (display strings, derived from figures),
//   figures (numbers: hardnessMohs, densityGPerCm3, absorptionPercent, mechanicalStrengthMpa, durability and
//   maintenance as { key, rank, label }), tone ({ shade, strongVeins }), material (the budget form's answer;
//   the form's address is budgetHref(slug) in src/lib/budget-anchor.ts).
// It imports every collection, so only the pages that show the catalogue import it.
import { collectionPages } from './collections/all';
import { deepFreeze } from './deep-freeze';
import { stoneFamily, stonePath } from './stone-seo';
import { materialOfCollection, stoneSlug } from './stone-slugs';
import { stoneTones } from './stone-tones';
import type { CatalogueStone } from './types';

export const catalogueStones: readonly CatalogueStone[] = deepFreeze(
  collectionPages.flatMap((collection) =>
    collection.stones.map((stone): CatalogueStone => {
      const slug = stoneSlug(stone.name);
      const tone = stoneTones[slug];
      if (!tone) throw new Error(`content/stone-tones.ts has no tone for ${slug}`);
      return {
        id: stone.id,
        slug,
        name: stone.name,
        subtitle: stone.subtitle,
        collection: collection.slug,
        collectionLabel: collection.hero.title,
        family: stoneFamily[collection.slug],
        path: stonePath(collection, stone),
        image: stone.image,
        badges: stone.badges,
        origin: stone.origin,
        age: stone.age,
        formation: stone.formation,
        applications: stone.applications,
        technical: stone.technical,
        figures: stone.figures,
        tone,
        material: materialOfCollection[collection.slug],
      };
    }),
  ),
);

/** The catalogue's stone with this page slug. */
export function findCatalogueStone(slug: string): CatalogueStone | undefined {
  return catalogueStones.find((stone) => stone.slug === slug);
}
