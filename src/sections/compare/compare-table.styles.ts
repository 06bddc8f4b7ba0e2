import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';

const belowMd = (theme: Theme) => `@media (max-width: ${theme.breakpoints.md - 1}px)`;

/**
 * The brand table's rhythm on a light ground: uppercase column labels, the criteria in the display
 * serif, hairlines between rows. Below 768 px each row is a label line over the stones' values, the
 * stones staying columns side by side (three fit at 360 px) with no horizontal scrolling. Explicit
 * ARIA roles keep the table semantics that some browsers drop once a table's `display` changes.
 */
export const Table = styled('table', { shouldForwardProp: (p) => p !== 'columns' })<{ columns: number }>(({ theme, columns }) => ({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  textAlign: 'left',
  tableLayout: 'fixed',
  'th, td': { verticalAlign: 'top', fontWeight: 400 },
  [belowMd(theme)]: {
    display: 'block',
    'thead, tbody, tr, th, td': { display: 'block' },
    tr: {
      display: 'grid',
      gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      columnGap: theme.space(1),
    },
    // The row's label spans every column, above the values.
    'tbody th': { gridColumn: '1 / -1' },
    'thead td': { display: 'none' },
  },
  '@media print': { tableLayout: 'fixed', fontSize: '10pt' },
}));

export const CornerCell = styled.td(({ theme }) => ({ width: '22%', padding: `0 ${theme.space(3)} ${theme.space(3)} 0` }));

export const StoneHeadCell = styled.th(({ theme }) => ({
  padding: `0 ${theme.space(1.5)} ${theme.space(3)}`,
  [belowMd(theme)]: { padding: `0 0 ${theme.space(2)}` },
}));

export const Row = styled.tr(({ theme }) => ({
  '& > *': { borderTop: `1px solid ${theme.colors.stoneLine}` },
  [belowMd(theme)]: {
    borderTop: `1px solid ${theme.colors.stoneLine}`,
    padding: `${theme.space(2)} 0`,
    rowGap: theme.space(1),
    '& > *': { borderTop: 0 },
  },
  '@media print': { breakInside: 'avoid' },
}));

export const Criterion = styled.th(({ theme }) => ({
  padding: `${theme.space(2.5)} ${theme.space(3)} ${theme.space(2.5)} 0`,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.3,
  color: theme.colors.ink,
  [belowMd(theme)]: { padding: 0, fontFamily: theme.fonts.body, fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase' },
}));

/** "maior é melhor" under the figure's name: which way the row is judged. */
export const Direction = styled.span(({ theme }) => ({
  display: 'block',
  marginTop: theme.space(0.5),
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.xs,
  letterSpacing: '0.02em',
  color: theme.colors.inkMuted,
  [belowMd(theme)]: { display: 'inline', marginTop: 0, marginLeft: theme.space(1), fontWeight: 400, textTransform: 'none', letterSpacing: 0 },
}));

export const Value = styled('td', { shouldForwardProp: (p) => p !== 'best' })<{ best?: boolean }>(({ theme, best }) => ({
  padding: `${theme.space(2.5)} ${theme.space(1.5)}`,
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.5,
  color: theme.colors.ink,
  background: best ? `color-mix(in srgb, ${theme.colors.bronzeLight} 22%, ${theme.colors.paper})` : 'transparent',
  // Three columns on a 360 px phone are narrow: long Portuguese words break at syllables where the
  // browser knows them, and anywhere rather than spill out of their column.
  hyphens: 'auto',
  overflowWrap: 'anywhere',
  // Every cell padded alike, so values line up across rows whichever is marked best.
  [belowMd(theme)]: { padding: `${theme.space(1)} ${theme.space(0.75)}`, borderRadius: theme.radii.sm },
  '@media print': { background: 'transparent' },
}));

/** A figure: the number large, in the serif, as on the stone pages' technical card. */
export const Figure = styled.span(({ theme }) => ({
  display: 'block',
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xl,
  lineHeight: 1.2,
  fontVariantNumeric: 'lining-nums',
  [belowMd(theme)]: { fontSize: theme.fontSizes.md },
}));

/** The best value named in words, never by colour alone. */
export const BestMark = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  marginTop: theme.space(0.75),
  fontSize: '0.75rem',
  fontWeight: 800,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: theme.colors.bronzeDark,
  svg: { flex: 'none' },
}));

export const Pills = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(0.75),
  // A badge never breaks inside its word: on phones it is drawn smaller to fit a third of the screen.
  [belowMd(theme)]: { '& > li > span': { fontSize: '0.6875rem', letterSpacing: '0.06em', padding: '2px 8px' } },
}));

export const Applications = styled.ul(({ theme }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: theme.space(0.75),
  '& li': { paddingLeft: theme.space(1.5), position: 'relative' },
  '& li::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: '0.7em',
    width: 5,
    height: 5,
    borderRadius: '50%',
    background: theme.colors.bronze,
  },
}));

export const Muted = styled.span(({ theme }) => ({ color: theme.colors.inkMuted }));
