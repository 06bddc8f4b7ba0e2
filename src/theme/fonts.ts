// Self-hosted variable fonts, Latin subset only (Portuguese needs nothing beyond it).
// URLs are imported so the prerender can preload the exact hashed files.
import frauncesUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import frauncesItalicUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2?url';
import manropeUrl from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The three font files; a page preloads the ones its first screen draws (see src/seo/first-view.ts). */
export const fontFiles = {
  /** Fraunces, upright: the brand name in the header and every heading. */
  display: frauncesUrl,
  /** Fraunces italic: emphasis in the home headline, the collection taglines. */
  displayItalic: frauncesItalicUrl,
  /** Manrope: body text and controls. */
  body: manropeUrl,
} as const;

export type FontFile = keyof typeof fontFiles;

/** Fonts every page's first screen draws. */
export const preloadFonts = [frauncesUrl, manropeUrl] as const;

/** Family names of the metric-matched fallbacks, placed right after each web font in the stacks. */
export const fallbackFamilies = { display: 'Fraunces Fallback', body: 'Manrope Fallback' } as const;

/*
 * Until a web font arrives (font-display: swap) text is drawn in a local font scaled to the web font's
 * width and vertical metrics, so the swap moves nothing (no layout shift). Fraunces is matched on
 * Georgia (or Gelasio, drawn to Georgia's metrics), Manrope on Arial (or its metric twins Liberation
 * Sans and Arimo). size-adjust is the ratio of average character widths over Portuguese text; the
 * overrides are the web font's ascent and descent (line gap 0) divided by size-adjust, which the
 * browser applies to them. Measured with the font files in Chromium against Georgia's published
 * metrics (capsize) and Liberation Sans; re-measure if a font file changes.
 */
const fallbackFaces = `
@font-face{font-family:'${fallbackFamilies.display}';font-style:normal;src:local('Georgia'),local('Gelasio');size-adjust:102.89%;ascent-override:95.05%;descent-override:24.78%;line-gap-override:0%}
@font-face{font-family:'${fallbackFamilies.display}';font-style:italic;src:local('Georgia Italic'),local('Georgia-Italic'),local('Gelasio Italic'),local('Gelasio-Italic');size-adjust:95.18%;ascent-override:102.75%;descent-override:26.79%;line-gap-override:0%}
@font-face{font-family:'${fallbackFamilies.body}';font-style:normal;src:local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans'),local('Arimo');size-adjust:102.22%;ascent-override:104.28%;descent-override:29.35%;line-gap-override:0%}
`;

export const fontFaces = `
@font-face{font-family:'Fraunces Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${frauncesUrl}) format('woff2-variations');unicode-range:${latinRange}}
@font-face{font-family:'Fraunces Variable';font-style:italic;font-display:swap;font-weight:100 900;src:url(${frauncesItalicUrl}) format('woff2-variations');unicode-range:${latinRange}}
@font-face{font-family:'Manrope Variable';font-style:normal;font-display:swap;font-weight:200 800;src:url(${manropeUrl}) format('woff2-variations');unicode-range:${latinRange}}
${fallbackFaces}`;
