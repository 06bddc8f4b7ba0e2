import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';

const line = (color: string, share: number) => `color-mix(in srgb, ${color} ${share}%, transparent)`;
const belowMd = (theme: Theme) => `@media (max-width: ${theme.breakpoints.md - 1}px)`;

export const TableWrap = styled.div(({ theme }) => ({ marginBottom: theme.space(8), [theme.mq.lg]: { marginBottom: theme.space(10) } }));

/**
 * Below 768 px every row becomes a card (criterion on top, then both answers), without horizontal
 * scrolling. Explicit ARIA roles keep the table semantics that some browsers drop once a table's
 * `display` changes.
 */
export const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  textAlign: 'left',
  caption: {
    captionSide: 'top',
    textAlign: 'left',
    fontFamily: theme.fonts.display,
    fontSize: theme.fontSizes.h3,
    lineHeight: 1.15,
    marginBottom: theme.space(4),
    textWrap: 'balance',
  },
  'th, td': { verticalAlign: 'top', fontWeight: 400 },
  [belowMd(theme)]: {
    display: 'block',
    'caption, thead, tbody, tr, th, td': { display: 'block' },
    caption: { marginBottom: theme.space(3) },
    thead: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    tbody: { display: 'grid', gap: theme.space(2) },
  },
}));

export const HeadCell = styled('th', { shouldForwardProp: (p) => p !== 'emphasis' })<{ emphasis?: boolean }>(({ theme, emphasis }) => ({
  padding: `${theme.space(2.5)} ${theme.space(3)}`,
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: emphasis ? theme.colors.graphite : theme.colors.onDarkMuted,
  background: emphasis ? theme.colors.bronzeLight : 'transparent',
  borderRadius: emphasis ? `${theme.radii.md} ${theme.radii.md} 0 0` : 0,
  '&:first-of-type': { paddingLeft: 0 },
}));

export const Row = styled('tr', { shouldForwardProp: (p) => p !== 'featured' })<{ featured: boolean }>(({ theme }) => ({
  [belowMd(theme)]: {
    padding: theme.space(2.5),
    borderRadius: theme.radii.md,
    border: `1px solid ${line(theme.colors.onDark, 16)}`,
    background: theme.colors.graphiteSoft,
  },
  [theme.mq.md]: {
    '& > *': { borderTop: `1px solid ${line(theme.colors.onDark, 16)}` },
    '&:last-of-type > td:nth-of-type(1)': { borderRadius: `0 0 ${theme.radii.md} ${theme.radii.md}` },
  },
}));

export const Criterion = styled.th(({ theme }) => ({
  padding: `${theme.space(3)} ${theme.space(3)} ${theme.space(3)} 0`,
  color: theme.colors.onDark,
  [belowMd(theme)]: { padding: `0 0 ${theme.space(2)}` },
}));

export const CriterionInner = styled.span(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${theme.space(1)} ${theme.space(1.5)}`,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.3,
  svg: { color: theme.colors.bronzeLight, flex: 'none' },
  // The badge keeps the interface face, not the criterion's serif.
  '& > span': { fontFamily: theme.fonts.body },
}));

export const ProductCell = styled.td(({ theme }) => ({
  padding: `${theme.space(3)} ${theme.space(3)}`,
  background: line(theme.colors.bronzeLight, 12),
  color: theme.colors.onDark,
  '& > span:first-of-type': { color: theme.colors.bronzeLight },
  svg: { color: theme.colors.bronzeLight },
  [belowMd(theme)]: { padding: theme.space(2), borderRadius: theme.radii.sm, marginBottom: theme.space(1) },
}));

export const MarketCell = styled.td(({ theme }) => ({
  padding: `${theme.space(3)} ${theme.space(3)}`,
  color: theme.colors.onDarkMuted,
  [belowMd(theme)]: { padding: `${theme.space(1.5)} ${theme.space(2)} 0` },
}));

export const CellInner = styled.span(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: theme.space(1.5),
  alignItems: 'start',
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.55,
  svg: { marginTop: 1, flex: 'none' },
}));

/** The column name repeated inside each card on small screens; hidden from assistive technology, which gets the real header. */
export const CellLabel = styled.span(({ theme }) => ({
  display: 'block',
  marginBottom: theme.space(0.5),
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  [theme.mq.md]: { display: 'none' },
}));
