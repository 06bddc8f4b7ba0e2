import styled from '@emotion/styled';
import type { ImageRef } from '../../content/types';
import { imageSrcSet, imageUrl, imageWidths, intrinsicSize } from '../lib/media';

export interface PictureProps {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Above the fold: load eagerly with high fetch priority instead of lazily. */
  priority?: boolean;
  className?: string;
  /** Published widths to offer; defaults to all of them. */
  widths?: readonly number[];
  /** Fill the parent's box (it must have a height) instead of keeping the natural height. */
  fit?: 'cover' | 'contain';
}

const Img = styled('img', { shouldForwardProp: (prop) => prop !== 'fit' })<{ fit?: PictureProps['fit'] }>(({ fit }) => ({
  display: 'block',
  width: '100%',
  height: fit ? '100%' : 'auto',
  objectFit: fit,
}));

/** A responsive image: AVIF, then WebP, with explicit dimensions so the layout never shifts. */
export function Picture({ image, sizes, priority = false, className, widths = imageWidths, fit }: PictureProps) {
  const { width, height } = intrinsicSize(image.ratio, widths);
  const fallbackWidth = [...widths].sort((a, b) => a - b).find((w) => w >= 800) ?? Math.max(...widths);
  const loading = priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={imageSrcSet(image.src, 'avif', widths)} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image.src, 'webp', widths)} sizes={sizes} />
      <Img src={imageUrl(image.src, fallbackWidth, 'webp')} alt={image.alt} width={width} height={height} fit={fit} {...loading} />
    </picture>
  );
}
