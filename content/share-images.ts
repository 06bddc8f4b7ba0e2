// The link preview of each page that has one of its own: every stone, every collection and the
// event. `npm run assets` paints them (scripts/assets/share-pages.mjs) from the page's own image,
// and the prerender points each page's og:image at its entry (src/seo/head.ts).
import { collectionPages } from './collections/all';
import { company } from './company';
import { event } from './event';
import { stoneFamily, stoneSeo, stoneShareImage } from './stone-seo';
import { stonePages } from './stone-pages';

export interface ShareImage {
  /** The page it previews. */
  pagePath: string;
  /** Public path of the JPEG, 1200 × 630. */
  href: string;
  /** Image under /media it is painted from (an ImageRef src, or a file path for the event poster). */
  from: string;
  eyebrow: string;
  title: string;
  line: string;
  alt: string;
}

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** The site-wide preview (og/share.jpg), for pages without one of their own. */
export const defaultShareImage = Object.freeze({ href: '/media/og/share.jpg', alt: company.tagline });

const collectionShares: ShareImage[] = collectionPages.map((page) => ({
  pagePath: page.path,
  href: `/media/og/${page.slug}.jpg`,
  from: page.hero.image.src,
  eyebrow: `Coleção · ${page.stones.length} pedras`,
  title: page.hero.title,
  line: page.hero.tagline,
  alt: `Coleção ${page.hero.title} da ${company.name}: ${page.hero.image.alt.charAt(0).toLowerCase()}${page.hero.image.alt.slice(1)}`,
}));

const stoneShares: ShareImage[] = stonePages.map(({ collection, stone, path }) => ({
  pagePath: path,
  href: stoneShareImage(collection, stone),
  from: stone.image.src,
  eyebrow: `${stoneFamily[collection.slug]} · Coleção ${collection.hero.title}`,
  title: stone.name,
  line: stone.subtitle,
  alt: stoneSeo(collection, stone).imageAlt,
}));

const eventShare: ShareImage = {
  pagePath: '/evento-conhecimento-arquitetos',
  href: '/media/og/evento-conhecimento-arquitetos.jpg',
  from: event.video.poster,
  eyebrow: event.eyebrow,
  title: event.title,
  line: event.date.venue,
  alt: `${event.eyebrow}: ${event.title}, no showroom da ${company.name}`,
};

export const shareImages: readonly ShareImage[] = Object.freeze([...collectionShares, ...stoneShares, eventShare]);

export function shareImageFor(pagePath: string): ShareImage | undefined {
  return shareImages.find((image) => image.pagePath === pagePath);
}
