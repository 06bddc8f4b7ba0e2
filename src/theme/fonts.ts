// The brand fonts, self-hosted: each face cut at build time to the characters the site's text holds and
// to the weights the theme draws (scripts/fonts/brand-fonts.mjs writes them to .generated/fonts/).
// URLs are imported so Vite hashes the files and the prerender can name them.
import frauncesUrl from '../../.generated/fonts/fraunces-normal.woff2?url';
import frauncesItalicUrl from '../../.generated/fonts/fraunces-italic.woff2?url';
import manropeUrl from '../../.generated/fonts/manrope-normal.woff2?url';

export interface BrandFontFace {
  family: string;
  style: 'normal' | 'italic';
  /** The `font-weight` descriptor: one weight, or the range the face was cut to. */
  weight: string;
  url: string;
}

/** The three faces; keep families, styles and weights in step with scripts/fonts/brand-fonts.mjs. */
export const brandFontFaces = {
  /** Fraunces, upright, 350 to 400: the brand name in the header and every heading. */
  display: { family: 'Fraunces Variable', style: 'normal', weight: '350 400', url: frauncesUrl },
  /** Fraunces italic, 400: emphasis in the home headline, quotes, the collection taglines. */
  displayItalic: { family: 'Fraunces Variable', style: 'italic', weight: '400', url: frauncesItalicUrl },
  /** Manrope, 400 to 800: body text and controls. */
  body: { family: 'Manrope Variable', style: 'normal', weight: '400 800', url: manropeUrl },
} as const satisfies Record<string, BrandFontFace>;

export type FontFile = keyof typeof brandFontFaces;

/** Family names of the metric-matched fallbacks, placed right after each web font in the stacks. */
export const fallbackFamilies = { display: 'Fraunces Fallback', body: 'Manrope Fallback' } as const;

/*
 * Until a web font arrives (font-display: swap) text is drawn in a local font scaled to the web font's
 * width and vertical metrics, so the swap moves as little as possible. Prerendered pages carry their first
 * screen's glyphs inside the page (scripts/prerender.mjs), so these only draw there when a font fails.
 * Fraunces is matched on Georgia (or Gelasio, drawn to Georgia's metrics), Manrope on Arial (or its
 * metric twins Liberation Sans and Arimo). size-adjust is the ratio of average character widths over
 * Portuguese text; the overrides are the web font's ascent and descent (line gap 0) divided by
 * size-adjust, which the browser applies to them. Measured with the font files in Chromium against
 * Georgia's published metrics (capsize) and Liberation Sans; re-measure if the source fonts change.
 */
export const fallbackFaces = `
@font-face{font-family:'${fallbackFamilies.display}';font-style:normal;src:local('Georgia'),local('Gelasio');size-adjust:102.89%;ascent-override:95.05%;descent-override:24.78%;line-gap-override:0%}
@font-face{font-family:'${fallbackFamilies.display}';font-style:italic;src:local('Georgia Italic'),local('Georgia-Italic'),local('Gelasio Italic'),local('Gelasio-Italic');size-adjust:95.18%;ascent-override:102.75%;descent-override:26.79%;line-gap-override:0%}
@font-face{font-family:'${fallbackFamilies.body}';font-style:normal;src:local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans'),local('Arimo');size-adjust:102.22%;ascent-override:104.28%;descent-override:29.35%;line-gap-override:0%}
`;

/** One @font-face rule for a brand face drawn from `src` (a URL, or a data: URL of a smaller cut). */
export function fontFaceRule(face: BrandFontFace, src: string = face.url): string {
  return `@font-face{font-family:'${face.family}';font-style:${face.style};font-weight:${face.weight};font-display:swap;src:url(${src}) format('woff2')}`;
}

/** The brand faces from their files, then the fallbacks: what the app declares where nothing was prerendered. */
export const fontFaces = `
${Object.values(brandFontFaces)
  .map((face) => fontFaceRule(face))
  .join('\n')}
${fallbackFaces}`;
