import { describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { event } from '../../content/event';
import { faqItems } from '../../content/faq';
import { stonePages } from '../../content/stone-pages';
import { siteUrl } from '../../src/seo/site-url';
import { eventData, faqPage, localBusiness, stoneProduct, structuredDataFor } from '../../src/seo/structured-data';

describe('structured data', () => {
  it('describes the company as a HomeAndConstructionBusiness (a LocalBusiness type) with its contact facts', () => {
    const business = localBusiness();
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      '@id': `${siteUrl}/#empresa`,
      name: company.name,
      legalName: company.legalName,
      telephone: company.phoneE164,
      email: company.email,
      url: `${siteUrl}/`,
      sameAs: [company.social.url],
      address: {
        '@type': 'PostalAddress',
        streetAddress: company.address.street,
        addressLocality: company.address.city,
        addressRegion: company.address.state,
        postalCode: company.address.postalCode,
        addressCountry: company.address.country,
      },
    });
    expect(business['telephone']).toMatch(/^\+55\d{10,11}$/);
  });

  it('gives Monday to Friday opening hours from the company facts, and the areas it serves', () => {
    const business = localBusiness();
    expect(business['openingHoursSpecification']).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: company.hours.open,
        closes: company.hours.close,
      },
    ]);
    expect(company.hours.open).toBe('09:00');
    expect(company.hours.close).toBe('18:00');
    expect(business['areaServed']).toEqual(company.areaServed.map((name) => ({ '@type': 'AdministrativeArea', name })));
    expect((business['areaServed'] as unknown[]).length).toBeGreaterThan(0);
  });

  it('lists every FAQ question with its answer, in order, an answer’s link read as its last words', () => {
    const faq = faqPage();
    expect(faq['@type']).toBe('FAQPage');
    expect(faq['mainEntity']).toEqual(
      faqItems.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.link ? `${item.answer} ${item.link.label}` : item.answer },
      })),
    );
    expect(faqItems.some((item) => item.link?.href === '/garantia')).toBe(true);
  });

  it('gives the care guide, each stone’s care sheet and the warranty an Article with its dates, and a trail', () => {
    for (const path of ['/cuidados', '/cuidados/marmores/carrara', '/garantia']) {
      const blocks = structuredDataFor(path);
      const article = blocks.find((block) => block['@type'] === 'Article');
      expect(article, path).toMatchObject({ url: `${siteUrl}${path}`, inLanguage: 'pt-BR' });
      expect(article!['datePublished'], path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(blocks.some((block) => block['@type'] === 'BreadcrumbList'), path).toBe(true);
    }
    const sheet = structuredDataFor('/cuidados/marmores/carrara').find((block) => block['@type'] === 'Article')!;
    expect(sheet['headline']).toBe('Como cuidar do Mármore Carrara');
    expect(sheet['about']).toEqual({ '@id': `${siteUrl}/marmores/carrara#pedra` });
  });

  it('describes the event with its dates, place and the company as organiser', () => {
    const data = eventData();
    expect(data).toMatchObject({
      '@type': 'Event',
      name: event.title,
      startDate: event.date.start,
      endDate: event.date.end,
      eventStatus: 'https://schema.org/EventScheduled',
      url: `${siteUrl}/evento-conhecimento-arquitetos`,
      location: { '@type': 'Place', name: event.date.venue },
      organizer: { '@id': `${siteUrl}/#empresa`, name: company.name },
    });
    expect(Date.parse(data['startDate'] as string)).toBeLessThan(Date.parse(data['endDate'] as string));
    expect(data['image']).toBe(`${siteUrl}${event.video.poster}`);
  });

  it('chooses the blocks by canonical path, and none for a page that is not indexed', () => {
    expect(structuredDataFor(null)).toEqual([]);
    expect(structuredDataFor('/').map((b) => b['@type'])).toEqual(['HomeAndConstructionBusiness', 'FAQPage']);
    expect(structuredDataFor('/evento-conhecimento-arquitetos').map((b) => b['@type'])).toEqual(['HomeAndConstructionBusiness', 'Event']);
    expect(structuredDataFor('/marmores').map((b) => b['@type'])).toEqual(['HomeAndConstructionBusiness', 'BreadcrumbList']);
    expect(structuredDataFor('/marmores/nero-marquina').map((b) => b['@type'])).toEqual(['HomeAndConstructionBusiness', 'BreadcrumbList', 'Product']);
  });

  it('walks Início › collection › stone in the breadcrumbs of collection and stone pages', () => {
    const trail = (path: string) =>
      (structuredDataFor(path).find((b) => b['@type'] === 'BreadcrumbList')!['itemListElement'] as { position: number; name: string; item: string }[]).map(
        (crumb) => [crumb.position, crumb.name, crumb.item],
      );
    expect(trail('/granitos')).toEqual([
      [1, 'Início', `${siteUrl}/`],
      [2, 'Granitos', `${siteUrl}/granitos`],
    ]);
    expect(trail('/granitos/branco-polar')).toEqual([
      [1, 'Início', `${siteUrl}/`],
      [2, 'Granitos', `${siteUrl}/granitos`],
      [3, 'Branco Polar', `${siteUrl}/granitos/branco-polar`],
    ]);
    expect(trail('/sinterizados/branco-parana').map(([, name]) => name)).toEqual(['Início', 'Mármore Dolomítico', 'Branco Paraná']);
  });

  it('describes each stone as a product with its measured properties, and no price, rating or review', () => {
    for (const page of stonePages) {
      const product = stoneProduct(page);
      expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', url: `${siteUrl}${page.path}`, brand: { '@type': 'Brand', name: company.name } });
      expect(product['name']).toContain(page.stone.name);
      expect(String(product['description'])).toContain(page.stone.story);
      for (const url of product['image'] as string[]) expect(url.startsWith(`${siteUrl}/media/`)).toBe(true);
      const properties = product['additionalProperty'] as { '@type': string; name: string; value: string }[];
      expect(properties.every((p) => p['@type'] === 'PropertyValue' && p.value.length > 0)).toBe(true);
      expect(properties.find((p) => p.name === 'Dureza')?.value).toBe(page.stone.technical.dureza);
      const json = JSON.stringify(product);
      for (const invented of ['offers', 'price', 'aggregateRating', 'review', 'ratingValue']) expect(json).not.toContain(`"${invented}"`);
      expect(JSON.parse(json)).toEqual(product);
    }
  });

  it('serialises to JSON and back unchanged (no functions, no undefined values)', () => {
    for (const block of [localBusiness(), faqPage(), eventData()]) expect(JSON.parse(JSON.stringify(block))).toEqual(block);
  });
});
