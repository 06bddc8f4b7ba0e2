import { describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { notFoundMeta, routeMeta } from '../../src/seo/route-meta';
import { routes } from '../../src/routes';

const pages = routes.filter((route) => route.path !== '*');

describe('routeMeta', () => {
  it('gives every page of the route table its own metadata and canonical path', () => {
    for (const route of pages) {
      const meta = routeMeta(route.path);
      expect(meta, route.path).not.toBe(notFoundMeta);
      // A page kept out of the index (the visit's own page, reached by its e-mail's link) has no canonical URL.
      expect(meta.canonicalPath).toBe(route.indexable ? route.path : null);
    }
  });

  it('has unique titles and descriptions of a useful length, naming the company', () => {
    const metas = pages.map((route) => routeMeta(route.path));
    expect(new Set(metas.map((m) => m.title)).size).toBe(pages.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(pages.length);
    for (const meta of metas) {
      expect(meta.title).toContain(company.name);
      expect(meta.title.length).toBeLessThanOrEqual(70);
      expect(meta.description.length).toBeGreaterThanOrEqual(70);
      expect(meta.description.length).toBeLessThanOrEqual(170);
    }
  });

  it('lists in the sitemap exactly the pages that have a canonical URL', () => {
    for (const route of routes) {
      const indexed = routeMeta(route.path === '*' ? null : route.path).canonicalPath !== null;
      expect(indexed, route.path).toBe(route.indexable);
    }
  });

  it('ignores trailing slashes and sends unknown paths to the 404 metadata', () => {
    expect(routeMeta('/granitos/')).toEqual(routeMeta('/granitos'));
    expect(routeMeta('/nao-existe')).toBe(notFoundMeta);
    expect(routeMeta(null)).toBe(notFoundMeta);
    expect(notFoundMeta.canonicalPath).toBeNull();
  });
});
