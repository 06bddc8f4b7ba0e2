// The catalogue's addresses, small enough for the route table in the app's first load: the rules and
// the stones stay in the catalogue's own chunk. tests/content/stone-uses.test.ts proves these are the
// uses of stone-uses.ts, in order.
export const CATALOGUE_PATH = '/pedras';

export const catalogueUseSlugs = Object.freeze(['cozinha', 'banheiro', 'piso', 'parede', 'area-externa'] as const);

/** '/pedras/cozinha'. */
export function catalogueUsePath(slug: string): string {
  return `${CATALOGUE_PATH}/${slug}`;
}
