import { matchPath } from 'react-router-dom';
import { CARE_PATH, carePath, WARRANTY_CERTIFICATE_PATH, WARRANTY_PATH, WARRANTY_REGISTER_PATH } from '../content/care-paths';
import { CATALOGUE_PATH, catalogueUsePath, catalogueUseSlugs } from '../content/catalogue-paths';
import { stoneAddresses, stoneHref, type CollectionSlug } from '../content/stone-slugs';
import { lazyPage, type LazyPage } from './lib/lazy-page';

export interface AppRoute extends LazyPage {
  /** Router path; '*' is the 404 page. */
  path: string;
  /** File name of the prerendered page, e.g. 'granitos.html'. */
  file: string;
  /** Source module, used by the prerender to preload the route's chunks. */
  module: string;
  /** Listed in the sitemap. */
  indexable: boolean;
}

const collections: Record<CollectionSlug, AppRoute> = {
  quartizitos: { path: '/quartizitos', file: 'quartizitos.html', module: 'src/pages/quartzites-page.tsx', indexable: true, ...lazyPage(() => import('./pages/quartzites-page')) },
  marmores: { path: '/marmores', file: 'marmores.html', module: 'src/pages/marbles-page.tsx', indexable: true, ...lazyPage(() => import('./pages/marbles-page')) },
  granitos: { path: '/granitos', file: 'granitos.html', module: 'src/pages/granites-page.tsx', indexable: true, ...lazyPage(() => import('./pages/granites-page')) },
  sinterizados: { path: '/sinterizados', file: 'sinterizados.html', module: 'src/pages/dolomitic-page.tsx', indexable: true, ...lazyPage(() => import('./pages/dolomitic-page')) },
};

// A stone's page is its collection's page with that stone selected: the same module and the same
// component, so moving between stones keeps the page mounted (no remount, no jump) and only the URL moves.
const stoneRoutes: AppRoute[] = stoneAddresses.map(({ collection, slug }) => {
  const path = stoneHref(collection, slug);
  return { ...collections[collection], path, file: `${path.slice(1)}.html` };
});

// The whole catalogue and each use's page share one module and one component, as the stone pages do.
const catalogue: AppRoute = { path: CATALOGUE_PATH, file: 'pedras.html', module: 'src/pages/catalogue-page.tsx', indexable: true, ...lazyPage(() => import('./pages/catalogue-page')) };
const catalogueRoutes: AppRoute[] = [
  catalogue,
  ...catalogueUseSlugs.map((slug) => {
    const path = catalogueUsePath(slug);
    return { ...catalogue, path, file: `${path.slice(1)}.html` };
  }),
];

// The care guide and each stone's care sheet share one module, as the stone pages do.
const care: AppRoute = { path: CARE_PATH, file: 'cuidados.html', module: 'src/pages/care-page.tsx', indexable: true, ...lazyPage(() => import('./pages/care-page')) };
const careRoutes: AppRoute[] = [
  care,
  ...stoneAddresses.map(({ collection, slug }) => {
    const path = carePath(collection, slug);
    return { ...care, path, file: `${path.slice(1)}.html` };
  }),
];

// The route table: every public page, in sitemap order. Each page module exports its own head data.
export const routes: readonly AppRoute[] = [
  { path: '/', file: 'index.html', module: 'src/pages/home-page.tsx', indexable: true, ...lazyPage(() => import('./pages/home-page')) },
  collections.quartizitos,
  collections.marmores,
  collections.granitos,
  collections.sinterizados,
  ...catalogueRoutes,
  { path: '/evento-conhecimento-arquitetos', file: 'evento-conhecimento-arquitetos.html', module: 'src/pages/event-page.tsx', indexable: true, ...lazyPage(() => import('./pages/event-page')) },
  { path: '/privacidade', file: 'privacidade.html', module: 'src/pages/privacy-page.tsx', indexable: true, ...lazyPage(() => import('./pages/privacy-page')) },
  ...stoneRoutes,
  // Query-driven (?pedras=a,b,c): prerendered once; every comparison's canonical is /comparar (docs/decisions/016).
  { path: '/comparar', file: 'comparar.html', module: 'src/pages/compare-page.tsx', indexable: true, ...lazyPage(() => import('./pages/compare-page')) },
  // Query-driven (?ambiente=cozinha&bancada=taj-mahal): prerendered once with each room's defaults.
  { path: '/visualizar', file: 'visualizar.html', module: 'src/pages/visualizer-page.tsx', indexable: true, ...lazyPage(() => import('./pages/visualizer-page')) },
  // Query-driven (?forma=l&a=300x60&…): prerendered once, canonical /estimativa (docs/decisions/020-estimate.md).
  { path: '/estimativa', file: 'estimativa.html', module: 'src/pages/estimate-page.tsx', indexable: true, ...lazyPage(() => import('./pages/estimate-page')) },
  ...careRoutes,
  { path: WARRANTY_PATH, file: 'garantia.html', module: 'src/pages/warranty-page.tsx', indexable: true, ...lazyPage(() => import('./pages/warranty-page')) },
  { path: WARRANTY_REGISTER_PATH, file: 'garantia/registrar.html', module: 'src/pages/warranty-register-page.tsx', indexable: true, ...lazyPage(() => import('./pages/warranty-register-page')) },
  // The e-mail's link to the certificate (#t=…, a key): never indexed, and kept out of robots.txt's crawl.
  { path: WARRANTY_CERTIFICATE_PATH, file: 'garantia/certificado.html', module: 'src/pages/warranty-certificate-page.tsx', indexable: false, ...lazyPage(() => import('./pages/warranty-certificate-page')) },
  // Query-driven (?tipo=showroom&pedras=a,b&pedido=…): the booking form runs in the browser (content/visit-booking.ts).
  { path: '/agendar', file: 'agendar.html', module: 'src/pages/schedule-page.tsx', indexable: true, ...lazyPage(() => import('./pages/schedule-page')) },
  // The e-mail's link to change or cancel a visit (#t=…, src/lib/visit-token.ts): never indexed.
  { path: '/agendar/visita', file: 'agendar/visita.html', module: 'src/pages/visit-manage-page.tsx', indexable: false, ...lazyPage(() => import('./pages/visit-manage-page')) },
  { path: '*', file: '404.html', module: 'src/pages/not-found-page.tsx', indexable: false, ...lazyPage(() => import('./pages/not-found-page')) },
];

export function findRoute(pathname: string): AppRoute {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((r) => r.path !== '*' && matchPath({ path: r.path, end: true }, normalized)) ?? routes[routes.length - 1]!;
}
