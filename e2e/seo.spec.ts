// What search engines and link previews read, straight from the prerendered HTML the server sends
// (before any script runs): titles, descriptions, canonical URLs, Open Graph and Twitter cards,
// structured data, the sitemap and robots.txt, and a real 404 for unknown paths.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { company } from '../content/company';
import { stonePages } from '../content/stone-pages';

const CATALOGUE = ['/pedras', '/pedras/cozinha', '/pedras/banheiro', '/pedras/piso', '/pedras/parede', '/pedras/area-externa'];
/** The care guide, each stone's care sheet and the warranty. */
const CARE = ['/cuidados', ...stonePages.map((stone) => `/cuidados${stone.path}`), '/garantia', '/garantia/registrar'];
const INDEXABLE = ['/', '/quartizitos', '/marmores', '/granitos', '/sinterizados', ...CATALOGUE, '/evento-conhecimento-arquitetos', '/privacidade', '/comparar', '/estimativa', '/visualizar', '/agendar', ...CARE];
/** The public origin the build was made for (VITE_SITE_URL overrides the company's). */
const ORIGIN = (process.env.VITE_SITE_URL || company.siteUrl).replace(/\/+$/, '');

type JsonLd = Record<string, unknown>;

interface Head {
  lang: string | null;
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  meta: Record<string, string>;
  jsonLd: JsonLd[];
  imagePreloads: string[];
}

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]!) : null;
};

/** Reads the head of a page as the server sends it. */
async function headOf(request: APIRequestContext, path: string): Promise<{ status: number; head: Head }> {
  const response = await request.get(path);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const tag of head.match(/<meta\b[^>]*>/g) ?? []) {
    const key = attr(tag, 'property') ?? attr(tag, 'name');
    const content = attr(tag, 'content');
    if (key && content !== null) meta[key] = content;
  }
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonLd);
  const links = head.match(/<link\b[^>]*>/g) ?? [];
  return {
    status: response.status(),
    head: {
      lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? null,
      title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ? decode(/<title>([^<]*)<\/title>/.exec(head)![1]!) : null,
      description: meta['description'] ?? null,
      canonical: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href'))[0] ?? null,
      robots: meta['robots'] ?? null,
      meta,
      jsonLd,
      imagePreloads: links.filter((l) => attr(l, 'rel') === 'preload' && attr(l, 'as') === 'image'),
    },
  };
}

const business = (blocks: JsonLd[]) => blocks.find((b) => b['@type'] === 'HomeAndConstructionBusiness');

test.describe('every indexable page', () => {
  for (const path of INDEXABLE) {
    test(`${path}: Portuguese title and description, canonical, share cards and the business data`, async ({ request }) => {
      const { status, head } = await headOf(request, path);
      expect(status).toBe(200);
      expect(head.lang).toBe('pt-BR');
      expect(head.title).toMatch(/\S.{9,}/);
      expect(head.title).toContain(company.name);
      expect(head.description?.length).toBeGreaterThanOrEqual(70);
      expect(head.description?.length).toBeLessThanOrEqual(170);
      // Written in Portuguese: accented words or the usual short words of the language.
      expect(`${head.title} ${head.description}`).toMatch(/[áâãàçéêíóôõú]|\b(de|da|do|e|para|com|no|na)\b/i);
      expect(head.robots).toBeNull();

      const canonical = `${ORIGIN}${path}`;
      expect(head.canonical).toBe(canonical);
      expect(head.canonical).toMatch(/^https?:\/\//);

      const { meta } = head;
      expect(meta['og:type']).toBe('website');
      expect(meta['og:locale']).toBe('pt_BR');
      expect(meta['og:site_name']).toBe(company.name);
      expect(meta['og:title']).toBe(head.title);
      expect(meta['og:description']).toBe(head.description);
      expect(meta['og:url']).toBe(canonical);
      expect(meta['twitter:card']).toBe('summary_large_image');
      expect(meta['twitter:title']).toBe(head.title);
      expect(meta['twitter:description']).toBe(head.description);
      const image = meta['og:image']!;
      expect(image.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(meta['twitter:image']).toBe(image);
      expect(meta['og:image:alt']).toBeTruthy();
      const shared = await request.get(image.slice(ORIGIN.length));
      expect(shared.status()).toBe(200);
      expect(shared.headers()['content-type']).toMatch(/^image\//);
      expect((await shared.body()).length).toBeGreaterThan(5_000);

      const local = business(head.jsonLd);
      expect(local, 'HomeAndConstructionBusiness (a LocalBusiness type) in JSON-LD').toBeDefined();
      expect(local!['@context']).toBe('https://schema.org');
      expect(local!['name']).toBe(company.name);
      expect(local!['telephone']).toBe(company.phoneE164);
      expect(local!['address']).toMatchObject({
        '@type': 'PostalAddress',
        streetAddress: company.address.street,
        addressLocality: company.address.city,
        addressRegion: company.address.state,
        postalCode: company.address.postalCode,
        addressCountry: 'BR',
      });
      expect(local!['openingHoursSpecification']).toEqual([
        expect.objectContaining({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        }),
      ]);
      const areas = local!['areaServed'] as { name: string }[];
      expect(areas.map((a) => a.name)).toEqual([...company.areaServed]);
      expect(local!['url']).toBe(`${ORIGIN}/`);
    });
  }

  test('titles and descriptions are unique per page', async ({ request }) => {
    const heads = await Promise.all(INDEXABLE.map(async (path) => (await headOf(request, path)).head));
    expect(new Set(heads.map((h) => h.title)).size).toBe(INDEXABLE.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(INDEXABLE.length);
  });
});

test('the home page carries an FAQPage that matches the visible questions and answers', async ({ page, request }) => {
  const { head } = await headOf(request, '/');
  const faq = head.jsonLd.find((b) => b['@type'] === 'FAQPage');
  expect(faq).toBeDefined();
  const entries = (faq!['mainEntity'] as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]).map((q) => {
    expect(q['@type']).toBe('Question');
    expect(q.acceptedAnswer['@type']).toBe('Answer');
    return { question: q.name, answer: q.acceptedAnswer.text };
  });

  await page.goto('/');
  const section = page.locator('#perguntas-frequentes');
  const visible = await section.locator('details').evaluateAll((items) =>
    items.map((item) => ({
      question: (item.querySelector('summary')?.textContent ?? '').trim(),
      answer: [...item.children].filter((child) => child.tagName !== 'SUMMARY').map((child) => child.textContent ?? '').join('').trim(),
    })),
  );
  expect(visible.length).toBeGreaterThanOrEqual(6);
  expect(entries).toEqual(visible);
});

test('the event page carries an Event with its date, place and organiser', async ({ page, request }) => {
  const { head } = await headOf(request, '/evento-conhecimento-arquitetos');
  const event = head.jsonLd.find((b) => b['@type'] === 'Event');
  expect(event).toBeDefined();
  expect(event!['startDate']).toMatch(/^\d{4}-\d{2}-\d{2}/);
  expect(event!['eventAttendanceMode']).toBe('https://schema.org/OfflineEventAttendanceMode');
  expect(event!['location']).toMatchObject({ '@type': 'Place', address: expect.objectContaining({ addressLocality: company.address.city }) });
  expect(event!['organizer']).toMatchObject({ name: company.name });
  expect(event!['url']).toBe(`${ORIGIN}/evento-conhecimento-arquitetos`);
  await page.goto('/evento-conhecimento-arquitetos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event!['name'] as string);
  // Only the home page answers questions; only the event page describes an event.
  expect(head.jsonLd.some((b) => b['@type'] === 'FAQPage')).toBe(false);
  const home = (await headOf(request, '/')).head;
  expect(home.jsonLd.some((b) => b['@type'] === 'Event')).toBe(false);
});

test('sitemap.xml lists exactly the indexable pages and every stone page, and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locations.sort()).toEqual([...INDEXABLE, ...stonePages.map((stone) => stone.path)].map((path) => `${ORIGIN}${path}`).sort());
  expect(locations).toHaveLength(INDEXABLE.length + 23);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  // The certificate's page (its key is a link's fragment) and the one-click unsubscribe are kept out of the crawl.
  expect(text).toMatch(/^Disallow: \/garantia\/certificado$/m);
  expect(text).toMatch(/^Disallow: \/descadastrar$/m);
  expect(xml).not.toContain('/garantia/certificado');
});

test('an unknown path answers 404 with noindex and no canonical or structured data', async ({ request }) => {
  const { status, head } = await headOf(request, '/pagina-que-nao-existe');
  expect(status).toBe(404);
  expect(head.robots).toMatch(/noindex/);
  expect(head.canonical).toBeNull();
  expect(head.jsonLd).toEqual([]);
  expect(head.title).toBeTruthy();
  expect(head.lang).toBe('pt-BR');
});

test('each page preloads the image its first screen shows, at high priority', async ({ page, request }) => {
  // The privacy page, the catalogue (its first cards load eagerly, below it on phones) and the comparison
  // (its stones come from the address) open on text, and so does the estimate; the visualizer's room and stones
  // come from the address too.
  // The care guide, the warranty, its registration and the booking page open on text too; a stone's care sheet opens on its slab.
  for (const path of INDEXABLE.filter((p) => p !== '/privacidade' && p !== '/comparar' && p !== '/estimativa' && p !== '/visualizar' && p !== '/cuidados' && p !== '/garantia' && p !== '/garantia/registrar' && p !== '/agendar' && !CATALOGUE.includes(p))) {
    const { head } = await headOf(request, path);
    expect(head.imagePreloads, path).toHaveLength(1);
    const tag = head.imagePreloads[0]!;
    expect(attr(tag, 'fetchpriority')).toBe('high');
    await page.goto(path);
    const srcset = attr(tag, 'imagesrcset');
    if (srcset) {
      // A responsive hero: the same candidates and sizes as the first screen's <picture> source, so the
      // file the browser preloads is the one it draws.
      expect(srcset).toMatch(/\s\d+w(,|$)/);
      const sources = await page.locator('main picture source').evaluateAll((els) =>
        els.map((el) => `${el.getAttribute('srcset')} | ${el.getAttribute('sizes')}`),
      );
      expect(sources, path).toContain(`${srcset} | ${attr(tag, 'imagesizes')}`);
    } else {
      // A single file: the event video's poster.
      const href = attr(tag, 'href');
      expect(await page.locator('main video').first().getAttribute('poster'), path).toBe(href);
    }
  }
});
