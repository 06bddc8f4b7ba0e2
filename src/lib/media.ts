// URLs of the responsive images under public/media. Every image base name ('stones/taj-mahal') is
// published as `<base>-<width>.avif` and `.webp` at each width below (see scripts/assets).

export const MEDIA_BASE = '/media/';

/** Widths every image is published at, smallest first. */
export const imageWidths = [480, 800, 1200, 1600] as const;

export type ImageFormat = 'avif' | 'webp';

const baseName = (src: string) => src.replace(/^\/+/, '').replace(/^media\//, '');

/** URL of one variant, e.g. imageUrl('stones/taj-mahal', 800, 'webp') -> '/media/stones/taj-mahal-800.webp'. */
export function imageUrl(src: string, width: number, format: ImageFormat): string {
  return `${MEDIA_BASE}${baseName(src)}-${width}.${format}`;
}

/** `srcset` value listing every width of one format. */
export function imageSrcSet(src: string, format: ImageFormat, widths: readonly number[] = imageWidths): string {
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${imageUrl(src, w, format)} ${w}w`)
    .join(', ');
}

/** Intrinsic size for the `width`/`height` attributes: the largest width and the image's ratio. */
export function intrinsicSize(ratio: number, widths: readonly number[] = imageWidths): { width: number; height: number } {
  const width = Math.max(...widths);
  return { width, height: Math.round(width / ratio) };
}

/** Attributes of a `<link rel="preload" as="image">` for an above-the-fold image (AVIF, like the first `<source>`). */
export function imagePreload(src: string, sizes: string, widths: readonly number[] = imageWidths) {
  return {
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imageSrcSet: imageSrcSet(src, 'avif', widths),
    imageSizes: sizes,
    fetchPriority: 'high',
  } as const;
}
