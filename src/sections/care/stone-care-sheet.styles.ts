import styled from '@emotion/styled';
import type { SpillAdvice } from '../../lib/care-advice';

export const HeaderGrid = styled.div(({ theme }) => ({
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  display: 'grid',
  gap: theme.space(5),
  alignItems: 'center',
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1.25fr) minmax(0, 1fr)', gap: theme.space(10) },
  '@media print': { gridTemplateColumns: '1fr 6cm', gap: theme.space(3) },
}));

/** The slab and the figures read from it, as a specimen card. */
export const Plate = styled.figure(({ theme }) => ({
  margin: 0,
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.lg,
  overflow: 'hidden',
  boxShadow: theme.shadows.lifted,
  '& picture': { display: 'block', aspectRatio: '3 / 2', overflow: 'hidden' },
  '& img': { height: '100%', objectFit: 'cover' },
  '@media print': { boxShadow: 'none', borderRadius: theme.radii.sm },
}));

export const Figures = styled.dl(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  '& > div': { padding: `${theme.space(1.5)} ${theme.space(2)}`, borderTop: `1px solid ${theme.colors.travertine}` },
  '& > div[data-wide]': { gridColumn: '1 / -1', borderRight: 'none' },
  '& > div:not([data-wide]):nth-of-type(even)': { borderRight: `1px solid ${theme.colors.travertine}` },
  '& dt': { fontSize: theme.fontSizes.xs, letterSpacing: '0.12em', textTransform: 'uppercase', fontWeight: 700, color: theme.colors.inkMuted },
  '& dd': { margin: `${theme.space(0.5)} 0 0`, fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl },
  '& > div[data-wide] dd': { fontFamily: theme.fonts.body, fontSize: theme.fontSizes.md, lineHeight: 1.4, textWrap: 'pretty' },
  '@media print': { '& > div': { padding: '4px 8px' }, '& dd': { fontSize: '12pt' }, '& dt': { fontSize: '7pt' } },
}));

/** The quick tests to ask for at the showroom, one card each. */
export const Tests = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space(2)} 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
  [theme.mq.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' },
  '& > li': { padding: theme.space(2.5), background: theme.colors.paper, border: `1px solid ${theme.colors.stoneLine}`, borderRadius: theme.radii.md },
  '& h3': { fontSize: theme.fontSizes.lg, marginBottom: theme.space(1) },
  '& p': { lineHeight: 1.6, textWrap: 'pretty' },
  '@media print': { gridTemplateColumns: '1fr 1fr', gap: theme.space(1), '& > li': { padding: theme.space(1.25), breakInside: 'avoid' }, '& p': { fontSize: '9.5pt', lineHeight: 1.4 } },
}));

export const Section = styled.section(({ theme }) => ({
  marginTop: theme.space(6),
  '&:first-of-type': { marginTop: 0 },
  '@media print': { marginTop: theme.space(2), breakInside: 'avoid' },
}));

export const SectionTitle = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.h3,
  marginBottom: theme.space(2.5),
  '@media print': { fontSize: '14pt', marginBottom: theme.space(1) },
}));

/** A verdict of the spills table: what harms the stone is marked, what does not is quiet. */
export const Spill = styled('span', { shouldForwardProp: (prop) => prop !== 'harm' })<{ harm: SpillAdvice['harm'] }>(({ theme, harm }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  fontWeight: harm === 'nenhum' ? 500 : 700,
  color: harm === 'nenhum' ? theme.colors.success : harm === 'desconhecido' ? theme.colors.inkMuted : theme.colors.bronzeDark,
  '&::before': {
    content: '""',
    flex: 'none',
    width: 8,
    height: 8,
    borderRadius: '50%',
    background: 'currentColor',
  },
}));
