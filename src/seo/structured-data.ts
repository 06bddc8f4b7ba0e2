import { careGuide } from '../../content/care-guide';
import { CARE_PATH, WARRANTY_PATH } from '../../content/care-paths';
import { catalogueStones } from '../../content/catalogue';
import { catalogueContent } from '../../content/catalogue-page';
import { collectionPages } from '../../content/collections/all';
import { company } from '../../content/company';
import { shareImageFor } from '../../content/share-images';
import { stonePageByPath, type StonePage } from '../../content/stone-pages';
import { stoneFamily } from '../../content/stone-seo';
import { event } from '../../content/event';
import { faqAnswerText, faqItems } from '../../content/faq';
import { stonePriorities, stoneUses } from '../../content/stone-uses';
import { emptyChoice } from '../lib/catalogue-choice';
import { fitStones } from '../lib/stone-fit';
import { imageUrl, imageWidths } from '../lib/media';
import { stoneCareByPath, stoneCareHead } from '../lib/stone-care-page';
import { warrantyContent } from '../../content/warranty';
import { absoluteUrl, siteUrl } from './site-url';

type JsonLd = Record<string, unknown>;

const businessId = `${siteUrl}/#empresa`;

export function localBusiness(): JsonLd {
  const { address, hours } = company;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId,
    name: company.name,
    legalName: company.legalName,
    description: company.tagline,
    url: `${siteUrl}/`,
    image: absoluteUrl('/media/og/share.jpg'),
    logo: absoluteUrl('/favicon.svg'),
    telephone: company.phoneE164,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: hours.open,
        closes: hours.close,
      },
    ],
    areaServed: company.areaServed.map((name) => ({ '@type': 'AdministrativeArea', name })),
    sameAs: [company.social.url],
  };
}

export function faqPage(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqItems.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: faqAnswerText(item) },
    })),
  };
}

export function eventData(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.lead,
    startDate: event.date.start,
    endDate: event.date.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    image: absoluteUrl(event.video.poster),
    url: absoluteUrl('/evento-conhecimento-arquitetos'),
    location: {
      '@type': 'Place',
      name: event.date.venue,
      address: { '@type': 'PostalAddress', addressLocality: company.address.city, addressRegion: company.address.state, addressCountry: 'BR' },
    },
    organizer: { '@id': businessId, '@type': 'Organization', name: company.name, url: `${siteUrl}/` },
  };
}

/** The trail to a page: Início › Granitos › Branco Polar. */
export function breadcrumbs(trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}

/**
 * A stone as the product the company fabricates and installs: what it is, where it comes from and its
 * measured properties. No offer, price, rating or review: the site publishes none, and none is invented.
 */
export function stoneProduct({ collection, stone, path }: StonePage): JsonLd {
  const family = stoneFamily[collection.slug];
  const { technical } = stone;
  const property = (name: string, value: string) => ({ '@type': 'PropertyValue', name, value });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${absoluteUrl(path)}#pedra`,
    name: `${family} ${stone.name}`,
    description: `${stone.subtitle}. ${stone.story}`,
    url: absoluteUrl(path),
    image: [absoluteUrl(largestVariant(stone.image.src)), absoluteUrl(shareImageFor(path)?.href ?? '/media/og/share.jpg')],
    category: collection.hero.title,
    material: family,
    brand: { '@type': 'Brand', name: company.name },
    manufacturer: { '@id': businessId },
    additionalProperty: [
      property('Origem', stone.origin),
      property('Idade', stone.age),
      property('Formação', stone.formation),
      property('Dureza', technical.dureza),
      property('Densidade', technical.densidade),
      property('Absorção', technical.absorcao),
      property('Resistência mecânica', technical.resistenciaMecanica),
      property('Durabilidade', technical.durabilidade),
      property('Manutenção', technical.manutencao),
    ],
  };
}

/**
 * The stones a catalogue page lists, in order, each pointing at its own page: what the prerendered page
 * shows before any refinement (a use's page lists the stones that fit it, not the ones set aside).
 */
export function catalogueItemList(path: string, name: string): JsonLd {
  const use = stoneUses.find((candidate) => candidate.path === path) ?? null;
  const { kept } = fitStones(catalogueStones, emptyChoice(use?.slug ?? null), {
    uses: stoneUses,
    priorities: stonePriorities,
    summary: catalogueContent.summary,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: absoluteUrl(path),
    numberOfItems: kept.length,
    itemListOrder: 'https://schema.org/ItemListUnordered',
    itemListElement: kept.map(({ stone }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: `${stone.family} ${stone.name}`,
      url: absoluteUrl(stone.path),
    })),
  };
}

/**
 * A reading page (the care guide, a stone's care sheet, the warranty) as the article it is: its headline,
 * dates, image and publisher, and what it is about.
 */
export function article(page: { path: string; headline: string; description: string; publishedAt: string; updatedAt: string; about?: JsonLd }): JsonLd {
  const url = absoluteUrl(page.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#artigo`,
    headline: page.headline,
    description: page.description,
    url,
    mainEntityOfPage: url,
    inLanguage: 'pt-BR',
    datePublished: page.publishedAt,
    dateModified: page.updatedAt,
    image: [absoluteUrl(shareImageFor(page.path)?.href ?? '/media/og/share.jpg')],
    author: { '@id': businessId, '@type': 'Organization', name: company.name, url: `${siteUrl}/` },
    publisher: { '@id': businessId, '@type': 'Organization', name: company.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') } },
    ...(page.about ? { about: page.about } : {}),
  };
}

function largestVariant(src: string): string {
  return imageUrl(src, Math.max(...imageWidths), 'webp');
}

/** JSON-LD blocks for a canonical path. */
export function structuredDataFor(canonicalPath: string | null): JsonLd[] {
  if (canonicalPath === null) return [];
  const blocks = [localBusiness()];
  if (canonicalPath === '/') blocks.push(faqPage());
  if (canonicalPath === '/evento-conhecimento-arquitetos') blocks.push(eventData());
  const home = { name: 'Início', path: '/' };
  const collection = collectionPages.find((page) => page.path === canonicalPath);
  if (collection) blocks.push(breadcrumbs([home, { name: collection.hero.title, path: collection.path }]));
  const catalogue = { name: catalogueContent.heading.title, path: catalogueContent.path };
  if (canonicalPath === catalogue.path) blocks.push(breadcrumbs([home, catalogue]), catalogueItemList(catalogue.path, catalogue.name));
  const use = stoneUses.find((candidate) => candidate.path === canonicalPath);
  if (use) blocks.push(breadcrumbs([home, catalogue, { name: use.label, path: use.path }]), catalogueItemList(use.path, use.heading.title));
  const guide = { name: careGuide.title, path: CARE_PATH };
  const dates = { publishedAt: careGuide.publishedAt, updatedAt: careGuide.updatedAt };
  if (canonicalPath === CARE_PATH) {
    blocks.push(breadcrumbs([home, guide]), article({ path: CARE_PATH, headline: careGuide.title, description: careGuide.seo.description, ...dates }));
  }
  const care = stoneCareByPath(canonicalPath);
  if (care && care.path === canonicalPath) {
    const headline = `Como cuidar do ${care.family} ${care.stonePage.stone.name}`;
    blocks.push(
      breadcrumbs([home, guide, { name: care.stonePage.stone.name, path: care.path }]),
      article({ path: care.path, headline, description: stoneCareHead(care).description, ...dates, about: { '@id': `${absoluteUrl(care.stonePage.path)}#pedra` } }),
    );
  }
  if (canonicalPath === WARRANTY_PATH) {
    const { publishedAt, updatedAt, title, seo } = warrantyContent;
    blocks.push(breadcrumbs([home, { name: title, path: WARRANTY_PATH }]), article({ path: WARRANTY_PATH, headline: title, description: seo.description, publishedAt, updatedAt }));
  }
  const stone = stonePageByPath(canonicalPath);
  if (stone) {
    blocks.push(
      breadcrumbs([home, { name: stone.collection.hero.title, path: stone.collection.path }, { name: stone.stone.name, path: stone.path }]),
      stoneProduct(stone),
    );
  }
  return blocks;
}
