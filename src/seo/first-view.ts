// What each page's first screen needs before anything else, so the prerender can ask for it in the
// <head>: the largest image (the LCP element: the hero's photo, or the event video's poster on
// phones) and the font files its text is drawn in. The `sizes` here are the ones the components
// give their <picture>, so the browser picks the same file for the preload and for the image.
import { collectionPages } from '../../content/collections/all';
import { event } from '../../content/event';
import { hero } from '../../content/home';
import { stonePages } from '../../content/stone-pages';
import { fontFiles, type FontFile } from '../theme/fonts';

export type FirstViewImage =
  /** A responsive image (base name under /media, as in ImageRef.src) drawn at `sizes`. */
  | { kind: 'responsive'; src: string; sizes: string }
  /** A single file, such as a video poster. */
  | { kind: 'file'; href: string };

export interface FirstView {
  image: FirstViewImage | null;
  fonts: readonly FontFile[];
}

/** Hero photos fill the screen's width at every breakpoint (hero.tsx, collection-hero.tsx). */
const FULL_WIDTH = '100vw';
/**
 * Every first screen draws the upright serif (brand, headline) and the sans (text, buttons). The italic
 * (one emphasised word in the home headline, the collection taglines) is not preloaded: its 46 KB would
 * compete with the hero image for the first screen, and its metric-matched fallback swaps without a shift.
 */
const HEADLINE_FONTS: readonly FontFile[] = ['display', 'body'];
const TEXT_ONLY: FirstView = { image: null, fonts: HEADLINE_FONTS };

const byPath: Record<string, FirstView> = {
  '/': { image: { kind: 'responsive', src: hero.image.src, sizes: FULL_WIDTH }, fonts: HEADLINE_FONTS },
  ...Object.fromEntries(
    collectionPages.map((page) => [
      page.path,
      { image: { kind: 'responsive', src: page.hero.image.src, sizes: FULL_WIDTH }, fonts: HEADLINE_FONTS } satisfies FirstView,
    ]),
  ),
  // A stone page opens on its collection's hero, drawn as on the collection page.
  ...Object.fromEntries(
    stonePages.map(({ collection, path }) => [
      path,
      { image: { kind: 'responsive', src: collection.hero.image.src, sizes: FULL_WIDTH }, fonts: HEADLINE_FONTS } satisfies FirstView,
    ]),
  ),
  '/evento-conhecimento-arquitetos': { image: { kind: 'file', href: event.video.poster }, fonts: HEADLINE_FONTS },
  '/privacidade': TEXT_ONLY,
};

/** The first-screen needs of a path; the 404 page (null) and unknown paths draw text only. */
export function firstViewFor(pathname: string | null): FirstView {
  if (pathname === null) return TEXT_ONLY;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath[normalized] ?? TEXT_ONLY;
}

/** URLs of the font files a first view draws, in a stable order. */
export function firstViewFontUrls(view: FirstView): string[] {
  return view.fonts.map((font) => fontFiles[font]);
}
