// The link preview of each page that has one of its own: every stone, every collection and the
// event. `npm run assets` paints them (scripts/assets/share-pages.mjs) from the page's own image,
// and the prerender points each page's og:image at its entry (src/seo/head.ts).
import { careGuide } from './care-guide';
import { CARE_PATH, carePath, WARRANTY_PATH } from './care-paths';
import { catalogueStones } from './catalogue';
import { catalogueContent } from './catalogue-page';
import { collectionPages } from './collections/all';
import { company } from './company';
import { event } from './event';
import { stoneFamily, stoneSeo, stoneShareImage } from './stone-seo';
import { stonePages } from './stone-pages';
import { stoneUses, type StoneUseSlug } from './stone-uses';
import { sealingInterval, sealingWords, stoneMineralogy } from './stone-care';
import { warrantyContent } from './warranty';

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

// The catalogue's previews: a place the stone goes (a project of the portfolio) or a slab.
const catalogueFrom: Record<StoneUseSlug | 'todas', string> = {
  todas: 'collections/marmores-hero',
  cozinha: 'projects/project-2',
  banheiro: 'projects/project-3',
  piso: 'stones/crema-marfil',
  parede: 'stones/calacatta-oro',
  'area-externa': 'projects/project-4',
};

const catalogueShares: ShareImage[] = [
  {
    pagePath: catalogueContent.path,
    href: '/media/og/pedras.jpg',
    from: catalogueFrom.todas,
    eyebrow: `${catalogueContent.eyebrow} · ${catalogueStones.length} pedras`,
    title: catalogueContent.heading.title,
    line: 'Escolha pelo uso, com a razão de cada pedra',
    alt: `${catalogueContent.heading.title} da ${company.name}: catálogo de pedras naturais escolhidas pelo uso`,
  },
  ...stoneUses.map((use) => ({
    pagePath: use.path,
    href: `/media/og/pedras-${use.slug}.jpg`,
    from: catalogueFrom[use.slug],
    eyebrow: catalogueContent.eyebrow,
    title: use.heading.title,
    line: 'Cada pedra com a razão, nos próprios números',
    alt: `${use.heading.title}, no catálogo da ${company.name}`,
  })),
];

// The care guide, each stone's care sheet (the slab, with the sealing its absorption gives) and the warranty.
const careShares: ShareImage[] = [
  {
    pagePath: CARE_PATH,
    href: '/media/og/cuidados.jpg',
    from: 'stones/calacatta-oro',
    eyebrow: careGuide.eyebrow,
    title: careGuide.title,
    line: 'Limpar, impermeabilizar e o que evitar',
    alt: `${careGuide.title}: guia de cuidados da ${company.name}`,
  },
  ...stonePages.map(({ collection, stone, slug }) => ({
    pagePath: carePath(collection.slug, slug),
    href: `/media/og/cuidados-${collection.slug}-${slug}.jpg`,
    from: stone.image.src,
    eyebrow: `Como cuidar · ${stoneFamily[collection.slug]}`,
    title: stone.name,
    line: `Absorção ${stone.technical.absorcao}: ${sealingWords(sealingInterval(stone.figures.absorptionPercent, 'polido', stoneMineralogy[slug] ?? null))}`,
    alt: `Como cuidar do ${stoneFamily[collection.slug]} ${stone.name}: textura da chapa e o prazo de impermeabilização`,
  })),
  {
    pagePath: WARRANTY_PATH,
    href: '/media/og/garantia.jpg',
    from: 'projects/project-2',
    eyebrow: warrantyContent.eyebrow,
    title: warrantyContent.title,
    line: '2 anos na instalação, 1 ano nas peças',
    alt: `${warrantyContent.title}: a garantia de instalação e das peças da ${company.name}`,
  },
];

export const shareImages: readonly ShareImage[] = Object.freeze([...collectionShares, ...stoneShares, ...catalogueShares, eventShare, ...careShares]);

export function shareImageFor(pagePath: string): ShareImage | undefined {
  return shareImages.find((image) => image.pagePath === pagePath);
}
