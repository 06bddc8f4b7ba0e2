// The reading pages' frame (the care guide, a stone's care sheet, the warranty): an editorial header on
// travertine, numbered parts with the title in the margin on desktop, hairline tables, a dark closing call.
// Printed, the same pages become one or two A4 sheets: no site frame, no colour fields, nothing cut.
import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

export const printFrame = (theme: Theme) => css`
  @media print {
    @page {
      size: A4;
      margin: 14mm 14mm 16mm;
    }
    header:not(main *),
    footer:not(main *),
    [data-mobile-budget-bar],
    [data-print='hide'] {
      display: none !important;
    }
    body {
      background: ${theme.colors.paper};
      font-size: 10.5pt;
    }
    a {
      text-decoration: none;
    }
  }
`;

export const Header = styled.header(({ theme }) => ({
  background: theme.colors.travertine,
  borderBottom: `1px solid ${theme.colors.stoneLine}`,
  padding: `${theme.space(6)} ${theme.layout.gutter} ${theme.space(6)}`,
  [theme.mq.lg]: { padding: `${theme.space(12)} ${theme.layout.gutter} ${theme.space(10)}` },
  '@media print': { background: 'none', padding: `0 0 ${theme.space(2)}`, borderBottom: `1px solid ${theme.colors.ink}` },
}));

export const Wide = styled.div(({ theme }) => ({ maxWidth: theme.layout.maxWidth, margin: '0 auto' }));

export const Title = styled.h1(({ theme }) => ({
  fontSize: theme.fontSizes.h1,
  lineHeight: 1.02,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
  maxWidth: '16ch',
  '@media print': { fontSize: '26pt', maxWidth: 'none' },
}));

export const Lead = styled.p(({ theme }) => ({
  marginTop: theme.space(3),
  maxWidth: '40rem',
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.6,
  color: theme.colors.inkMuted,
  textWrap: 'pretty',
  '@media print': { fontSize: '11pt', marginTop: theme.space(1) },
}));

export const Dated = styled.p(({ theme }) => ({ marginTop: theme.space(2), fontSize: theme.fontSizes.sm, color: theme.colors.inkMuted }));

export const Body = styled.div(({ theme }) => ({
  background: theme.colors.bone,
  padding: `${theme.space(6)} ${theme.layout.gutter} ${theme.space(8)}`,
  [theme.mq.lg]: { padding: `${theme.space(10)} ${theme.layout.gutter} ${theme.space(14)}` },
  '@media print': { background: 'none', padding: `${theme.space(2)} 0 0` },
}));

/** A numbered part: the number and title in the margin on desktop, the text at a reading measure. */
export const Part = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2),
  padding: `${theme.space(5)} 0`,
  borderTop: `1px solid ${theme.colors.stoneLine}`,
  scrollMarginTop: theme.space(10),
  [theme.mq.lg]: { gridTemplateColumns: '18rem minmax(0, 1fr)', gap: theme.space(8), padding: `${theme.space(7)} 0` },
  '@media print': { display: 'block', padding: `${theme.space(1.5)} 0`, breakInside: 'avoid' },
}));

export const PartNumber = styled.span(({ theme }) => ({
  display: 'block',
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xl,
  color: theme.colors.bronze,
  marginBottom: theme.space(1),
  '@media print': { display: 'inline', marginRight: theme.space(1), fontSize: '13pt' },
}));

export const PartTitle = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.h3,
  lineHeight: 1.2,
  textWrap: 'balance',
  '@media print': { fontSize: '14pt', display: 'inline' },
}));

export const Prose = styled.div(({ theme }) => ({
  maxWidth: '44rem',
  '& > * + *': { marginTop: theme.space(2) },
  '& p': { lineHeight: 1.75, textWrap: 'pretty' },
  '& ul, & ol': { margin: 0, paddingLeft: theme.space(2.5), display: 'grid', gap: theme.space(1), lineHeight: 1.7 },
  '& li::marker': { color: theme.colors.bronze, fontWeight: 700 },
  '@media print': { maxWidth: 'none', marginTop: theme.space(1), '& p, & ul, & ol': { lineHeight: 1.5 } },
}));

/** A table with hairlines only, the figures in the display serif. */
export const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  '& caption': { textAlign: 'left', fontWeight: 700, padding: `0 0 ${theme.space(1)}`, fontSize: theme.fontSizes.sm },
  '& th, & td': { textAlign: 'left', verticalAlign: 'top', padding: `${theme.space(1.5)} ${theme.space(2)}`, borderTop: `1px solid ${theme.colors.travertine}`, lineHeight: 1.5 },
  '& thead th': { fontSize: theme.fontSizes.xs, letterSpacing: '0.12em', textTransform: 'uppercase', color: theme.colors.inkMuted, borderTop: 0, background: theme.colors.bone },
  // On a phone each row is a small card: the row's name, then its cells, full width, so no text is squeezed
  // into a column of a few letters. The column headers stay for screen readers.
  [`@media screen and (max-width: ${theme.breakpoints.md - 1}px)`]: {
    '&, & tbody, & tr, & th, & td': { display: 'block' },
    '& thead': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
    '& tbody tr': { padding: `${theme.space(1.5)} ${theme.space(2)}`, borderTop: `1px solid ${theme.colors.travertine}` },
    '& tbody tr:first-of-type': { borderTop: 0 },
    '& tbody th, & tbody td': { padding: `${theme.space(0.25)} 0`, border: 0 },
    '& tbody td:last-of-type': { color: theme.colors.inkMuted },
  },
  '@media print': { fontSize: '9.5pt', breakInside: 'avoid', '& th, & td': { padding: '5px 8px' } },
}));

/** Keeps a wide table inside the page on a phone: it scrolls on its own, the page never does. */
export const TableScroll = styled.div({ overflowX: 'auto', '@media print': { overflow: 'visible' } });

export const Closing = styled.section(({ theme }) => ({
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  padding: `${theme.space(8)} ${theme.layout.gutter}`,
  [theme.mq.lg]: { padding: `${theme.space(12)} ${theme.layout.gutter}` },
  '& h2': { fontSize: theme.fontSizes.h2, lineHeight: 1.1, maxWidth: '18ch', textWrap: 'balance' },
  '& p': { marginTop: theme.space(2), maxWidth: '36rem', color: theme.colors.onDarkMuted, lineHeight: 1.6 },
  '@media print': { display: 'none' },
}));

export const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${theme.space(1)} ${theme.space(3)}`, marginTop: theme.space(4) }));

export const TextLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: 700,
  textUnderlineOffset: 4,
  '&:hover': { color: theme.colors.bronzeDark },
}));

/** The studio's contact, printed at the foot of the sheet the owner keeps. */
export const Contact = styled.p(({ theme }) => ({
  marginTop: theme.space(4),
  paddingTop: theme.space(2),
  borderTop: `1px solid ${theme.colors.stoneLine}`,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.inkMuted,
  '@media print': { marginTop: theme.space(2), color: theme.colors.ink },
}));

/** The parts of a page, numbered as they are below: two columns on desktop. */
export const Toc = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: `0 0 ${theme.space(4)}`,
  padding: 0,
  display: 'grid',
  gap: `0 ${theme.space(4)}`,
  [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' },
  '& a': {
    display: 'flex',
    gap: theme.space(1.5),
    alignItems: 'baseline',
    minHeight: 44,
    padding: `${theme.space(1.25)} 0`,
    borderBottom: `1px solid ${theme.colors.travertine}`,
    textDecoration: 'none',
    fontWeight: 600,
  },
  '& a span': { fontFamily: theme.fonts.display, color: theme.colors.bronze, fontWeight: 400 },
  '& a:hover': { color: theme.colors.bronzeDark },
}));

/** The guide in a few gestures, as a card beside the title: numbered in the display serif. */
export const Summary = styled.aside(({ theme }) => ({
  padding: theme.space(4),
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.lifted,
  '& h2': { fontSize: theme.fontSizes.xl, marginBottom: theme.space(2) },
  '& ol': { listStyle: 'none', margin: 0, padding: 0, counterReset: 'gesture', display: 'grid' },
  '& li': {
    counterIncrement: 'gesture',
    display: 'grid',
    gridTemplateColumns: '2.5rem 1fr',
    alignItems: 'baseline',
    padding: `${theme.space(1.5)} 0`,
    borderTop: `1px solid ${theme.colors.travertine}`,
    lineHeight: 1.5,
    fontWeight: 600,
  },
  '& li::before': { content: 'counter(gesture)', fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl, color: theme.colors.bronze, fontWeight: 400 },
  '@media print': { boxShadow: 'none', padding: theme.space(1.5), '& li': { padding: '3px 0' } },
}));
