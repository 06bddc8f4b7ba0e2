import { company } from '../../content/company';
import { defaultShareImage, SHARE_HEIGHT, SHARE_WIDTH, shareImageFor } from '../../content/share-images';
import { imagePreload } from '../lib/media';
import { firstViewFor, type FirstViewImage } from './first-view';
import { routeMeta } from './route-meta';
import { absoluteUrl } from './site-url';
import { structuredDataFor } from './structured-data';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// JSON inside <script> must not be able to close the tag.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const shareImagePath = defaultShareImage.href;

/** The page's own link preview, or the site's. */
export function shareImageOf(canonicalPath: string): { href: string; alt: string } {
  return shareImageFor(canonicalPath) ?? defaultShareImage;
}

function imagePreloadTag(image: FirstViewImage): string {
  if (image.kind === 'file') {
    const type = image.href.endsWith('.avif') ? 'image/avif' : image.href.endsWith('.webp') ? 'image/webp' : null;
    return `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${type ? ` type="${type}"` : ''} fetchpriority="high">`;
  }
  // Same candidates and sizes as the hero's AVIF <source>, so the preloaded file is the one drawn.
  const link = imagePreload(image.src, image.sizes);
  return `<link rel="preload" as="image" type="${link.type}" imagesrcset="${escapeHtml(link.imageSrcSet)}" imagesizes="${escapeHtml(link.imageSizes)}" fetchpriority="high">`;
}

/** The preload of what the first screen draws largest, its image (the fonts travel inside the page). */
export function firstViewPreloads(pathname: string | null): string {
  const view = firstViewFor(pathname);
  return view.image ? imagePreloadTag(view.image) : '';
}

/** The <head> tags of a route, written into its prerendered HTML. `null` is the 404 page. */
export function headFor(pathname: string | null): string {
  const meta = routeMeta(pathname);
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}">`, firstViewPreloads(pathname)];
  if (meta.canonicalPath === null) {
    tags.push('<meta name="robots" content="noindex">');
  } else {
    const url = absoluteUrl(meta.canonicalPath);
    const share = shareImageOf(meta.canonicalPath);
    const image = absoluteUrl(share.href);
    tags.push(
      `<link rel="canonical" href="${url}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:locale" content="pt_BR">`,
      `<meta property="og:site_name" content="${escapeHtml(company.name)}">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:url" content="${url}">`,
      `<meta property="og:image" content="${image}">`,
      `<meta property="og:image:type" content="image/jpeg">`,
      `<meta property="og:image:width" content="${SHARE_WIDTH}">`,
      `<meta property="og:image:height" content="${SHARE_HEIGHT}">`,
      `<meta property="og:image:alt" content="${escapeHtml(share.alt)}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
      `<meta name="twitter:title" content="${title}">`,
      `<meta name="twitter:description" content="${description}">`,
      `<meta name="twitter:image" content="${image}">`,
      `<meta name="twitter:image:alt" content="${escapeHtml(share.alt)}">`,
    );
  }
  for (const block of structuredDataFor(meta.canonicalPath)) {
    tags.push(`<script type="application/ld+json">${safeJson(block)}</script>`);
  }
  return tags.join('');
}
