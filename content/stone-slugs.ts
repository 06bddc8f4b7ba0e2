// The address of every stone page, small enough for the route table in the app's first load: the
// whole catalogue stays in each collection's own chunk. tests/content/stone-pages.test.ts proves that
// these lists are the collections' stones, in order, each slug made from its name by `stoneSlug`.
import { deepFreeze } from './deep-freeze';
import type { CollectionPage } from './types';

export type CollectionSlug = CollectionPage['slug'];

/** The budget form's material answer for each collection (dolomitic marbles are marbles). */
export type MaterialPreference = 'marmore' | 'granito' | 'quartzito';

export interface StoneAddress {
  collection: CollectionSlug;
  slug: string;
  name: string;
}

/** Lower-case ASCII kebab case: 'Azul Macaúbas' -> 'azul-macaubas'. */
export function stoneSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** '/granitos' + 'branco-polar' -> '/granitos/branco-polar'. */
export function stoneHref(collection: CollectionSlug, slug: string): string {
  return `/${collection}/${slug}`;
}

/** The form's answer for stones of several families at once (a comparison across collections). */
export const UNDECIDED_MATERIAL = 'nao-sei';

export const materialOfCollection: Readonly<Record<CollectionSlug, MaterialPreference>> = Object.freeze({
  quartizitos: 'quartzito',
  marmores: 'marmore',
  granitos: 'granito',
  sinterizados: 'marmore',
});

const names: Readonly<Record<CollectionSlug, readonly string[]>> = {
  quartizitos: ['Taj Mahal', 'Azul Macaúbas', 'Mont Blanc', 'Patagonia', 'Explosion'],
  marmores: ['Carrara', 'Calacatta Oro', 'Nero Marquina', 'Crema Marfil', 'Rosso Levanto'],
  granitos: ['Branco Polar', 'Preto Absoluto', 'Via Láctea', 'Marinace Black', 'Branco Dallas', 'Blue Star', 'Titanium Black', 'Verde Alpi'],
  sinterizados: ['Super White', 'Branco Paraná', 'Aspen White', 'Infinity White', 'Dolomite'],
};

/** Every stone page's address, collection by collection in route-table order. */
export const stoneAddresses: readonly StoneAddress[] = deepFreeze(
  (Object.keys(names) as CollectionSlug[]).flatMap((collection) =>
    names[collection].map((name) => ({ collection, slug: stoneSlug(name), name })),
  ),
);

/** The stone a slug names, in any collection (slugs are unique across the catalogue). */
export function findStoneAddress(slug: string): StoneAddress | undefined {
  return stoneAddresses.find((stone) => stone.slug === slug);
}
