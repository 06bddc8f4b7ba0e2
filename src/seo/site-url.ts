import { company } from '../../content/company';

/** The public origin used in canonical URLs, Open Graph, JSON-LD and the sitemap. One config value. */
export const siteUrl = (import.meta.env.VITE_SITE_URL || company.siteUrl).replace(/\/+$/, '');

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
