import { describe, expect, it } from 'vitest';
import { collectionPages } from '../../content/collections/all';
import { event } from '../../content/event';
import { hero } from '../../content/home';
import { firstViewFor } from '../../src/seo/first-view';
import { brandFontFaces, fallbackFamilies, fontFaces } from '../../src/theme/fonts';
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
    const brand = faces.filter((face) => face.includes('Variable'));
    expect(brand).toHaveLength(3);
    for (const face of brand) expect(face).toContain('font-display:swap');
  });

  it('declare each brand face with the weights it was cut to, from its own file', () => {
    const faces = fontFaces.match(/@font-face\{[^}]*\}/g) ?? [];
    for (const face of Object.values(brandFontFaces)) {
      const rule = faces.find((candidate) => candidate.includes(`url(${face.url})`));
      expect(rule, face.url).toContain(`font-family:'${face.family}';font-style:${face.style};font-weight:${face.weight};`);
    }
    expect(brandFontFaces.display.weight).toBe('350 400');
    expect(brandFontFaces.displayItalic.weight).toBe('400');
    expect(brandFontFaces.body.weight).toBe('400 800');
  });
});
