import { matchPath } from 'react-router-dom';
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

// The route table: every public page, in sitemap order. Each page module exports its own head data.
export const routes: readonly AppRoute[] = [
  { path: '/', file: 'index.html', module: 'src/pages/home-page.tsx', indexable: true, ...lazyPage(() => import('./pages/home-page')) },
  { path: '/quartizitos', file: 'quartizitos.html', module: 'src/pages/quartzites-page.tsx', indexable: true, ...lazyPage(() => import('./pages/quartzites-page')) },
  { path: '/marmores', file: 'marmores.html', module: 'src/pages/marbles-page.tsx', indexable: true, ...lazyPage(() => import('./pages/marbles-page')) },
  { path: '/granitos', file: 'granitos.html', module: 'src/pages/granites-page.tsx', indexable: true, ...lazyPage(() => import('./pages/granites-page')) },
  { path: '/sinterizados', file: 'sinterizados.html', module: 'src/pages/dolomitic-page.tsx', indexable: true, ...lazyPage(() => import('./pages/dolomitic-page')) },
  { path: '/evento-conhecimento-arquitetos', file: 'evento-conhecimento-arquitetos.html', module: 'src/pages/event-page.tsx', indexable: true, ...lazyPage(() => import('./pages/event-page')) },
  { path: '/privacidade', file: 'privacidade.html', module: 'src/pages/privacy-page.tsx', indexable: true, ...lazyPage(() => import('./pages/privacy-page')) },
  { path: '*', file: '404.html', module: 'src/pages/not-found-page.tsx', indexable: false, ...lazyPage(() => import('./pages/not-found-page')) },
];

export function findRoute(pathname: string): AppRoute {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((r) => r.path !== '*' && matchPath({ path: r.path, end: true }, normalized)) ?? routes[routes.length - 1]!;
}
