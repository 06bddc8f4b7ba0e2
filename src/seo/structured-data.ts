import { company } from '../../content/company';
import { event } from '../../content/event';
import { faqItems } from '../../content/faq';
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
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
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

/** JSON-LD blocks for a canonical path. */
export function structuredDataFor(canonicalPath: string | null): JsonLd[] {
  if (canonicalPath === null) return [];
  const blocks = [localBusiness()];
  if (canonicalPath === '/') blocks.push(faqPage());
  if (canonicalPath === '/evento-conhecimento-arquitetos') blocks.push(eventData());
  return blocks;
}
