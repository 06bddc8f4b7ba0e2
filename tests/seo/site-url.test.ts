import { describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { absoluteUrl, siteUrl } from '../../src/seo/site-url';

describe('site URL', () => {
  it('is an absolute origin without a trailing slash, the company one unless the build sets another', () => {
    expect(siteUrl).toMatch(/^https?:\/\/[^/]+$/);
    if (!import.meta.env.VITE_SITE_URL) expect(siteUrl).toBe(company.siteUrl);
  });

  it('turns site paths into absolute URLs, with or without a leading slash', () => {
    expect(absoluteUrl('/granitos')).toBe(`${siteUrl}/granitos`);
    expect(absoluteUrl('granitos')).toBe(`${siteUrl}/granitos`);
    expect(absoluteUrl('/')).toBe(`${siteUrl}/`);
  });
});
