import { careGuide } from '../../content/care-guide';
import { CARE_PATH, WARRANTY_CERTIFICATE_PATH, WARRANTY_PATH, WARRANTY_REGISTER_PATH } from '../../content/care-paths';
import { catalogueContent } from '../../content/catalogue-page';
import { collectionPages } from '../../content/collections/all';
import { compareContent } from '../../content/stone-comparison';
import { estimateContent } from '../../content/estimate';
import { event } from '../../content/event';
import { seo } from '../../content/home';
import { privacyContent } from '../../content/privacy';
import { stonePages } from '../../content/stone-pages';
import { stoneSeo } from '../../content/stone-seo';
import { stoneUses } from '../../content/stone-uses';
import { visitBookingContent } from '../../content/visit-booking';
import { visualizerContent } from '../../content/visualizer';
import { warrantyContent } from '../../content/warranty';
import { warrantyRegistrationContent } from '../../content/warranty-registration';
import { stoneCareHead, stoneCares } from '../lib/stone-care-page';

export interface RouteMeta {
  title: string;
  description: string;
  /** Canonical path, or null for pages that must not be indexed (404). */
  canonicalPath: string | null;
}

const byPath: Record<string, RouteMeta> = {
  '/': { ...seo.home, canonicalPath: '/' },
  [`/evento-conhecimento-arquitetos`]: { ...event.seo, canonicalPath: '/evento-conhecimento-arquitetos' },
  '/privacidade': { ...privacyContent.seo, canonicalPath: '/privacidade' },
  '/comparar': { ...compareContent.seo, canonicalPath: '/comparar' },
  '/visualizar': { ...visualizerContent.seo, canonicalPath: '/visualizar' },
  '/estimativa': { ...estimateContent.seo, canonicalPath: '/estimativa' },
  [CARE_PATH]: { ...careGuide.seo, canonicalPath: CARE_PATH },
  ...Object.fromEntries(stoneCares.map((care) => [care.path, { ...stoneCareHead(care), canonicalPath: care.path }])),
  [WARRANTY_PATH]: { ...warrantyContent.seo, canonicalPath: WARRANTY_PATH },
  [WARRANTY_REGISTER_PATH]: { ...warrantyRegistrationContent.seo, canonicalPath: WARRANTY_REGISTER_PATH },
  [WARRANTY_CERTIFICATE_PATH]: { ...warrantyRegistrationContent.certificateSeo, canonicalPath: null },
  [visitBookingContent.path]: { ...visitBookingContent.seo, canonicalPath: visitBookingContent.path },
  [visitBookingContent.managePath]: { ...visitBookingContent.manageSeo, canonicalPath: null },
  ...Object.fromEntries(collectionPages.map((page) => [page.path, { ...page.seo, canonicalPath: page.path }])),
  [catalogueContent.path]: { ...catalogueContent.seo, canonicalPath: catalogueContent.path },
  ...Object.fromEntries(stoneUses.map((use) => [use.path, { ...use.seo, canonicalPath: use.path }])),
  ...Object.fromEntries(
    stonePages.map(({ collection, stone, path }) => {
      const { title, description } = stoneSeo(collection, stone);
      return [path, { title, description, canonicalPath: path }];
    }),
  ),
};

export const notFoundMeta: RouteMeta = { ...seo.notFound, canonicalPath: null };

/** Title, description and canonical path of a route; unknown paths get the 404 metadata. */
export function routeMeta(pathname: string | null): RouteMeta {
  if (pathname === null) return notFoundMeta;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath[normalized] ?? notFoundMeta;
}
