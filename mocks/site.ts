// The site's own server as the page sees it in unit tests: it answers the HEAD of the home page
// that the page sends before it asks for code (src/lib/network.ts).
import { http, HttpResponse, type HttpHandler } from 'msw';

export const siteAnswers: HttpHandler = http.head('/', () => new HttpResponse(null, { status: 200 }));

/** The site's server is unreachable: the HEAD fails as a dropped connection does. */
export const siteUnreachable: HttpHandler = http.head('/', () => HttpResponse.error());

/** A story's or a test's Supabase answers, with the site's server answering too. */
export const withSite = (handlers: readonly HttpHandler[]): HttpHandler[] => [siteAnswers, ...handlers];
