// The committed media must match what the content references: a missing or mis-sized file is a
// broken image on the site. Regenerate with `npm run assets`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaManifest } from '../../content/media';
import type { ImageRef } from '../../content/types';
import { imageUrl, imageWidths } from '../../src/lib/media';

const PUBLIC = path.resolve(__dirname, '../../public');
const publicFile = (url: string) => path.join(PUBLIC, url.split('?')[0]!);
const VIDEO_BUDGET = 400 * 1024;

const contentModules = import.meta.glob<Record<string, unknown>>('../../content/**/*.ts', { eager: true });

/** Every ImageRef and every '/media/...' URL found anywhere in the content modules. */
function collectReferences() {
  const images = new Map<string, ImageRef>();
  const urls = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.startsWith('/media/')) urls.add(value);
      return;
    }
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.alt === 'string' && typeof record.ratio === 'number') {
      images.set(record.src, record as unknown as ImageRef);
    }
    Object.values(record).forEach(walk);
  };
  Object.values(contentModules).forEach((mod) => Object.values(mod).forEach(walk));
  return { images: [...images.values()], urls: [...urls] };
}

const references = collectReferences();
const manifestImages = mediaManifest.images.filter((image) => image.kind !== 'share');

describe('generated media', () => {
  it('finds the images the content references', () => {
    expect(references.images.length).toBeGreaterThan(40);
  });

  it.each(references.images.map((image) => [image.src, image] as const))('%s is in the media manifest with the same ratio', (src, image) => {
    const entry = mediaManifest.images.find((candidate) => candidate.src === src);
    expect(entry, `${src} is referenced by content but not listed in content/media.ts`).toBeDefined();
    expect(Math.abs(entry!.width / entry!.height - image.ratio)).toBeLessThan(0.01);
  });

  it.each(manifestImages.map((image) => [image.src, image] as const))('%s has every width in AVIF and WebP', async (src, image) => {
    for (const width of imageWidths) {
      for (const format of ['avif', 'webp'] as const) {
        expect(existsSync(publicFile(imageUrl(src, width, format))), `${imageUrl(src, width, format)} is missing`).toBe(true);
      }
    }
    const meta = await sharp(publicFile(imageUrl(src, 800, 'webp'))).metadata();
    expect(meta.width).toBe(800);
    expect(Math.abs(meta.width / meta.height - image.width / image.height)).toBeLessThan(0.01);
  });

  it.each(manifestImages.map((image) => [image.src] as const))('%s stays light enough for a phone at 480 and 800 px', (src) => {
    // The first view of a route on a phone must stay under 600 KB in total.
    expect(statSync(publicFile(imageUrl(src, 480, 'avif'))).size).toBeLessThanOrEqual(30 * 1024);
    expect(statSync(publicFile(imageUrl(src, 800, 'avif'))).size).toBeLessThanOrEqual(60 * 1024);
    expect(statSync(publicFile(imageUrl(src, 800, 'webp'))).size).toBeLessThanOrEqual(100 * 1024);
  });

  it('has the 1200 x 630 share image', async () => {
    const meta = await sharp(path.join(PUBLIC, 'media/og/share.jpg')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it.each(references.urls.map((url) => [url] as const))('%s referenced by content exists', (url) => {
    expect(existsSync(publicFile(url))).toBe(true);
  });

  it.each(mediaManifest.videos.map((video) => [video.src, video] as const))('%s is a small H.264 loop with its poster', async (src, video) => {
    const file = publicFile(src);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThanOrEqual(VIDEO_BUDGET);
    const bytes = readFileSync(file);
    expect(bytes.includes('avc1'), 'H.264 track').toBe(true);
    expect(bytes.includes('mp4a'), 'no audio track').toBe(false);
    // +faststart: the index (moov) comes before the media data, so playback starts at once.
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    const poster = await sharp(publicFile(video.poster)).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['webp', video.width, video.height]);
  });
});
