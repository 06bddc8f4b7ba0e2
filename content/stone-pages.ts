// One page per stone: its address and its place in its collection, built from the collections
// themselves (what a page says about its stone is in stone-seo.ts). A stone added to a collection also
// goes into stone-slugs.ts, the small index the route table reads; tests/content/stone-pages.test.ts
// fails until both agree.
import { collectionPages } from './collections/all';
import { deepFreeze } from './deep-freeze';
import { stonePath } from './stone-seo';
import { stoneSlug } from './stone-slugs';
import type { CollectionPage, CollectionStone } from './types';

export interface StonePage {
  collection: CollectionPage;
  stone: CollectionStone;
  /** Position in the collection (its tab). */
  index: number;
  slug: string;
  path: string;
}

export const stonePages: readonly StonePage[] = deepFreeze(
  collectionPages.flatMap((collection) =>
    collection.stones.map((stone, index) => ({ collection, stone, index, slug: stoneSlug(stone.name), path: stonePath(collection, stone) })),
  ),
);

export function findStonePage(collection: string, slug: string): StonePage | undefined {
  return stonePages.find((page) => page.collection.slug === collection && page.slug === slug);
}

export function stonePageByPath(path: string): StonePage | undefined {
  return stonePages.find((page) => page.path === path);
}
