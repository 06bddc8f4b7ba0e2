// Self-hosted variable fonts, Latin subset only (Portuguese needs nothing beyond it).
// URLs are imported so the prerender can preload the exact hashed files.
import frauncesUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import frauncesItalicUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2?url';
import manropeUrl from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** Fonts worth a <link rel="preload">: the hero headline and body text. */
export const preloadFonts = [frauncesUrl, manropeUrl] as const;

export const fontFaces = `
@font-face{font-family:'Fraunces Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${frauncesUrl}) format('woff2-variations');unicode-range:${latinRange}}
@font-face{font-family:'Fraunces Variable';font-style:italic;font-display:swap;font-weight:100 900;src:url(${frauncesItalicUrl}) format('woff2-variations');unicode-range:${latinRange}}
@font-face{font-family:'Manrope Variable';font-style:normal;font-display:swap;font-weight:200 800;src:url(${manropeUrl}) format('woff2-variations');unicode-range:${latinRange}}
`;
