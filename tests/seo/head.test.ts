import { describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { collectionPages } from '../../content/collections/all';
import { hero } from '../../content/home';
import { stonePages } from '../../content/stone-pages';
import { stoneSlug } from '../../content/stone-slugs';
import { imageSrcSet } from '../../src/lib/media';
import { headFor } from '../../src/seo/head';
import { routeMeta } from '../../src/seo/route-meta';
import { siteUrl } from '../../src/seo/site-url';

/** Parses the tag soup headFor() returns with the DOM, the way a crawler reads it. */
function parse(html: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  const meta = (key: string) =>
    doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
  return {
    title: doc.querySelector('title')?.textContent ?? null,
    meta,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>),
    imagePreloads: [...doc.querySelectorAll('link[rel="preload"][as="image"]')],
    fontPreloads: [...doc.querySelectorAll('link[rel="preload"][as="font"]')].map((l) => l.getAttribute('href')),
  };
}

describe('headFor', () => {
  it('gives the home page its title, description, canonical URL and share cards', () => {
    const head = parse(headFor('/'));
    const meta = routeMeta('/');
    expect(head.title).toBe(meta.title);
    expect(head.meta('description')).toBe(meta.description);
    expect(head.canonical).toBe(`${siteUrl}/`);
    expect(head.meta('robots')).toBeNull();
    expect(head.meta('og:url')).toBe(`${siteUrl}/`);
    expect(head.meta('og:title')).toBe(meta.title);
    expect(head.meta('og:description')).toBe(meta.description);
    expect(head.meta('og:locale')).toBe('pt_BR');
    expect(head.meta('og:site_name')).toBe(company.name);
    expect(head.meta('og:image')).toBe(`${siteUrl}/media/og/share.jpg`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
  });

  it('escapes markup in text values so a quote or an ampersand cannot break the tag', () => {
    const html = headFor('/');
    // Every attribute value is closed where it should be: parsing gives back the exact text.
    expect(parse(html).meta('og:image:alt')).toBe(company.tagline);
    expect(html).not.toMatch(/content="[^"]*<[^"]*"/);
  });

  it('embeds the business on every indexable page, the FAQ on the home page and the event on its page', () => {
    const types = (path: string) => parse(headFor(path)).jsonLd.map((block) => block['@type']);
    expect(types('/')).toEqual(['HomeAndConstructionBusiness', 'FAQPage']);
    expect(types('/evento-conhecimento-arquitetos')).toEqual(['HomeAndConstructionBusiness', 'Event']);
    for (const page of collectionPages) expect(types(page.path)).toEqual(['HomeAndConstructionBusiness', 'BreadcrumbList']);
    expect(types('/granitos/branco-polar')).toEqual(['HomeAndConstructionBusiness', 'BreadcrumbList', 'Product']);
    expect(types('/privacidade')).toEqual(['HomeAndConstructionBusiness']);
  });

  it('gives every stone page its own head and share image, and each collection and the event theirs', () => {
    for (const { path, stone, collection } of stonePages) {
      const head = parse(headFor(path));
      const meta = routeMeta(path);
      expect(head.title).toBe(meta.title);
      expect(head.title).toContain(stone.name);
      expect(head.canonical).toBe(`${siteUrl}${path}`);
      expect(head.meta('og:url')).toBe(`${siteUrl}${path}`);
      expect(head.meta('og:image')).toBe(`${siteUrl}/media/og/${collection.slug}-${stoneSlug(stone.name)}.jpg`);
      expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
      expect(head.meta('og:image:width')).toBe('1200');
      expect(head.meta('og:image:height')).toBe('630');
      expect(head.meta('og:image:alt')).toContain(stone.name);
    }
    for (const page of collectionPages) expect(parse(headFor(page.path)).meta('og:image')).toBe(`${siteUrl}/media/og/${page.slug}.jpg`);
    expect(parse(headFor('/evento-conhecimento-arquitetos')).meta('og:image')).toBe(`${siteUrl}/media/og/evento-conhecimento-arquitetos.jpg`);
    expect(parse(headFor('/privacidade')).meta('og:image')).toBe(`${siteUrl}/media/og/share.jpg`);
  });

  it('keeps JSON-LD from closing its <script> element', () => {
    for (const path of ['/', '/evento-conhecimento-arquitetos']) {
      for (const block of headFor(path).match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g) ?? []) {
        expect(block.slice(0, -'</script>'.length).slice('<script type="application/ld+json">'.length)).not.toContain('<');
      }
    }
  });

  it('normalises a trailing slash to the canonical path', () => {
    expect(parse(headFor('/granitos/')).canonical).toBe(`${siteUrl}/granitos`);
  });

  it('marks the 404 page (and any unknown path) noindex, with no canonical, cards or structured data', () => {
    for (const head of [parse(headFor(null)), parse(headFor('/nao-existe'))]) {
      expect(head.meta('robots')).toBe('noindex');
      expect(head.canonical).toBeNull();
      expect(head.meta('og:title')).toBeNull();
      expect(head.jsonLd).toEqual([]);
      expect(head.title).toBeTruthy();
    }
  });

  it('preloads the hero image with the same candidates as its AVIF source, at high priority', () => {
    const [link, ...others] = parse(headFor('/')).imagePreloads;
    expect(others).toEqual([]);
    expect(link!.getAttribute('type')).toBe('image/avif');
    expect(link!.getAttribute('imagesrcset')).toBe(imageSrcSet(hero.image.src, 'avif'));
    expect(link!.getAttribute('imagesizes')).toBe('100vw');
    expect(link!.getAttribute('fetchpriority')).toBe('high');
    expect(link!.hasAttribute('href')).toBe(false);
    const granitos = collectionPages.find((page) => page.path === '/granitos')!;
    expect(parse(headFor('/granitos')).imagePreloads[0]!.getAttribute('imagesrcset')).toBe(imageSrcSet(granitos.hero.image.src, 'avif'));
  });

  it("asks for no font file: the first screen's glyphs travel inside the page (scripts/prerender.mjs)", () => {
    for (const path of ['/', '/granitos', '/privacidade', null]) {
      expect(parse(headFor(path)).fontPreloads).toEqual([]);
      expect(headFor(path)).not.toContain('.woff2');
    }
  });
});
