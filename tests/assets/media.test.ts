import { describe, expect, it } from 'vitest';
import { imagePreload, imageSrcSet, imageUrl, imageWidths, intrinsicSize, MEDIA_BASE } from '../../src/lib/media';

describe('image URLs', () => {
  it('builds the URL of one published variant under /media/', () => {
    expect(MEDIA_BASE).toBe('/media/');
    expect(imageUrl('stones/taj-mahal', 800, 'webp')).toBe('/media/stones/taj-mahal-800.webp');
    expect(imageUrl('hero/hero', 1600, 'avif')).toBe('/media/hero/hero-1600.avif');
  });

  it('tolerates a base name written as a path', () => {
    expect(imageUrl('/stones/carrara', 480, 'avif')).toBe('/media/stones/carrara-480.avif');
    expect(imageUrl('/media/stones/carrara', 480, 'avif')).toBe('/media/stones/carrara-480.avif');
  });

  it('lists every published width, smallest first, in a srcset', () => {
    expect(imageWidths).toEqual([480, 800, 1200, 1600]);
    expect(imageSrcSet('projects/project-9', 'avif')).toBe(
      '/media/projects/project-9-480.avif 480w, /media/projects/project-9-800.avif 800w, /media/projects/project-9-1200.avif 1200w, /media/projects/project-9-1600.avif 1600w',
    );
    expect(imageSrcSet('finishes/polido', 'webp', [800, 480])).toBe('/media/finishes/polido-480.webp 480w, /media/finishes/polido-800.webp 800w');
  });

  it('gives intrinsic dimensions from the largest width and the ratio', () => {
    expect(intrinsicSize(3 / 2)).toEqual({ width: 1600, height: 1067 });
    expect(intrinsicSize(4 / 3)).toEqual({ width: 1600, height: 1200 });
    expect(intrinsicSize(1, [480, 800])).toEqual({ width: 800, height: 800 });
  });

  it('describes a high-priority AVIF preload for the hero', () => {
    const link = imagePreload('hero/hero', '100vw');
    expect(link).toMatchObject({ rel: 'preload', as: 'image', type: 'image/avif', imageSizes: '100vw', fetchPriority: 'high' });
    expect(link.imageSrcSet).toBe(imageSrcSet('hero/hero', 'avif'));
  });
});
