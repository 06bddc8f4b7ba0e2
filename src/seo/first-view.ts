// What each page's first screen needs before anything else, so the prerender can ask for it in the
// <head>: the largest image (the LCP element: the hero's photo, or the event video's poster on
// phones). The `sizes` here are the ones the components give their <picture>, so the browser picks
// the same file for the preload and for the image. Its text needs no font file: the prerender puts the
// glyphs of each page's first screen inside the page (scripts/prerender.mjs).
import { collectionPages } from '../../content/collections/all';
import { event } from '../../content/event';
import { hero } from '../../content/home';
import { carePath } from '../../content/care-paths';
import { CARE_IMAGE_SIZES } from '../lib/stone-care-page';
import { stonePages } from '../../content/stone-pages';

export type FirstViewImage =
  /** A responsive image (base name under /media, as in ImageRef.src) drawn at `sizes`. */
  | { kind: 'responsive'; src: string; sizes: string }
  /** A single file, such as a video poster. */
  | { kind: 'file'; href: string };

export interface FirstView {
  image: FirstViewImage | null;
}

/** Hero photos fill the screen's width at every breakpoint (hero.tsx, collection-hero.tsx). */
const FULL_WIDTH = '100vw';
const TEXT_ONLY: FirstView = { image: null };


const byPath: Record<string, FirstView> = {
  '/': { image: { kind: 'responsive', src: hero.image.src, sizes: FULL_WIDTH } },
  ...Object.fromEntries(
    collectionPages.map((page) => [
      page.path,
      { image: { kind: 'responsive', src: page.hero.image.src, sizes: FULL_WIDTH } } satisfies FirstView,
    ]),
  ),
  // A stone page opens on its collection's hero, drawn as on the collection page.
  ...Object.fromEntries(
    stonePages.map(({ collection, path }) => [
      path,
      { image: { kind: 'responsive', src: collection.hero.image.src, sizes: FULL_WIDTH } } satisfies FirstView,
    ]),
  ),
  // A stone's care sheet opens on the stone's slab.
  ...Object.fromEntries(
    stonePages.map(({ collection, slug, stone }) => [
      carePath(collection.slug, slug),
      { image: { kind: 'responsive', src: stone.image.src, sizes: CARE_IMAGE_SIZES } } satisfies FirstView,
    ]),
  ),
  '/evento-conhecimento-arquitetos': { image: { kind: 'file', href: event.video.poster } },
  '/privacidade': TEXT_ONLY,
};

/** The first-screen needs of a path; the 404 page (null) and unknown paths draw text only. */
export function firstViewFor(pathname: string | null): FirstView {
  if (pathname === null) return TEXT_ONLY;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath[normalized] ?? TEXT_ONLY;
}
