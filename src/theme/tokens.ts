// Design tokens: the only place literal colours, sizes and breakpoints live.
export const colors = {
  bone: '#F7F4EE',
  paper: '#FFFDF9',
  travertine: '#ECE5D8',
  sand: '#DCD1BE',
  stoneLine: '#CFC5B3',
  graphite: '#1F1D1A',
  graphiteSoft: '#2B2824',
  ink: '#24211D',
  inkMuted: '#5A534A',
  onDark: '#F4EFE6',
  onDarkMuted: '#C9C0B2',
  bronze: '#8A5A2B',
  bronzeDark: '#6E4620',
  bronzeLight: '#D9A66B',
  green: '#2F4A3A',
  error: '#B3261E',
  errorOnDark: '#FFB4AB',
  success: '#2E6B3F',
  focus: '#8A5A2B',
  focusOnDark: '#F1C48C',
  scrim: 'rgba(20, 18, 15, 0.72)',
  whatsapp: '#1F7A4D',
} as const;

// Each web font is followed by its metric-matched fallback (see fonts.ts), so swapping moves nothing.
export const fonts = {
  display: "'Fraunces Variable', 'Fraunces Fallback', Georgia, serif",
  body: "'Manrope Variable', 'Manrope Fallback', Arial, sans-serif",
} as const;

export const fontSizes = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1rem',
  lg: 'clamp(1.0625rem, 1rem + 0.3vw, 1.25rem)',
  xl: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.625rem)',
  h3: 'clamp(1.375rem, 1.2rem + 0.8vw, 1.875rem)',
  h2: 'clamp(2rem, 1.5rem + 2.2vw, 3.25rem)',
  h1: 'clamp(2.5rem, 1.6rem + 4.2vw, 5rem)',
  stat: 'clamp(2.25rem, 1.8rem + 2vw, 3.5rem)',
} as const;

/** 8 px scale: space(1) = 8px. */
export const space = (n: number) => `${n * 8}px`;

export const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

export const breakpoints = { sm: 600, md: 768, lg: 1024, xl: 1280 } as const;
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 1}px)`,
  belowXl: `@media (max-width: ${breakpoints.xl - 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover) and (pointer: fine)',
} as const;

export const durations = { fast: 200, base: 300, heroFade: 1000, heroZoom: 3000 } as const;
export const easing = { out: 'cubic-bezier(0.22, 1, 0.36, 1)', inOut: 'cubic-bezier(0.65, 0, 0.35, 1)' } as const;

export const layout = { maxWidth: '1200px', gutter: 'clamp(20px, 5vw, 48px)', headerHeight: 72, mobileBarHeight: 72 } as const;

export const shadows = {
  card: '0 1px 2px rgba(31, 29, 26, 0.06), 0 8px 24px rgba(31, 29, 26, 0.06)',
  lifted: '0 2px 4px rgba(31, 29, 26, 0.08), 0 18px 40px rgba(31, 29, 26, 0.12)',
} as const;

export const theme = { colors, fonts, fontSizes, space, radii, breakpoints, mq, durations, easing, layout, shadows } as const;
export type AppTheme = typeof theme;
