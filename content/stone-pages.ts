// One page per stone: its address, its head (title, description, share image) and its place in its
// collection. Built from the collections themselves, so a stone added there gets its page.
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
