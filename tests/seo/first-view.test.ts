import { describe, expect, it } from 'vitest';
import { collectionPages } from '../../content/collections/all';
import { event } from '../../content/event';
import { hero } from '../../content/home';
import { firstViewFontUrls, firstViewFor } from '../../src/seo/first-view';
import { fallbackFamilies, fontFaces, fontFiles } from '../../src/theme/fonts';
import { fonts } from '../../src/theme/tokens';

describe('firstViewFor', () => {
  it('names the hero photo of the home and collection pages, drawn at full width', () => {
    expect(firstViewFor('/').image).toEqual({ kind: 'responsive', src: hero.image.src, sizes: '100vw' });
    for (const page of collectionPages) {
      expect(firstViewFor(page.path).image).toEqual({ kind: 'responsive', src: page.hero.image.src, sizes: '100vw' });
      expect(firstViewFor(`${page.path}/`).image).toEqual(firstViewFor(page.path).image);
    }
  });

  it('names the event video poster, and no image for text-only pages', () => {
    expect(firstViewFor('/evento-conhecimento-arquitetos').image).toEqual({ kind: 'file', href: event.video.poster });
    expect(firstViewFor('/privacidade').image).toBeNull();
    expect(firstViewFor(null).image).toBeNull();
    expect(firstViewFor('/qualquer-coisa').image).toBeNull();
  });

  it('asks for the upright serif and the sans everywhere', () => {
    for (const path of ['/', '/granitos', '/evento-conhecimento-arquitetos', '/privacidade', null]) {
      expect(firstViewFontUrls(firstViewFor(path))).toEqual([fontFiles.display, fontFiles.body]);
    }
  });
});

describe('font fallbacks', () => {
  it('put each metric-matched fallback right after its web font', () => {
    expect(fonts.display.split(',').map((f) => f.trim().replace(/'/g, '')).slice(0, 2)).toEqual(['Fraunces Variable', fallbackFamilies.display]);
    expect(fonts.body.split(',').map((f) => f.trim().replace(/'/g, '')).slice(0, 2)).toEqual(['Manrope Variable', fallbackFamilies.body]);
  });

  it('declare the fallbacks with size and vertical metric overrides, upright and italic for the serif', () => {
    const faces = fontFaces.match(/@font-face\{[^}]*\}/g) ?? [];
    const fallbackFaces = faces.filter((face) => face.includes('Fallback'));
    expect(fallbackFaces).toHaveLength(3);
    for (const face of fallbackFaces) {
      expect(face).toMatch(/src:local\(/);
      expect(face).toMatch(/size-adjust:\d+(\.\d+)?%/);
      expect(face).toMatch(/ascent-override:\d+(\.\d+)?%/);
      expect(face).toMatch(/descent-override:\d+(\.\d+)?%/);
      expect(face).toMatch(/line-gap-override:0%/);
    }
    expect(fallbackFaces.filter((face) => face.includes(fallbackFamilies.display) && face.includes('font-style:italic'))).toHaveLength(1);
    // The web fonts themselves swap in (never invisible text while they load).
    for (const face of faces.filter((face) => face.includes('Variable'))) expect(face).toContain('font-display:swap');
  });
});
