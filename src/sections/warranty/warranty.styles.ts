import styled from '@emotion/styled';

export const Title2 = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.h3,
  lineHeight: 1.2,
  marginBottom: theme.space(2.5),
  '@media print': { fontSize: '14pt', marginBottom: theme.space(1) },
}));

export const Covers = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
  [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: theme.space(3) },
  '@media print': { gridTemplateColumns: 'repeat(3, 1fr)', gap: theme.space(1) },
}));

export const CoverCard = styled.li(({ theme }) => ({
  padding: theme.space(3),
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.md,
  '& [data-term]': { fontFamily: theme.fonts.display, fontSize: theme.fontSizes.stat, lineHeight: 1, color: theme.colors.bronze },
  '& h3': { marginTop: theme.space(1.5), fontSize: theme.fontSizes.xl },
  '& p': { marginTop: theme.space(1.5), lineHeight: 1.65 },
  '& ul': { margin: `${theme.space(2)} 0 0`, padding: `${theme.space(2)} 0 0 ${theme.space(2.5)}`, borderTop: `1px solid ${theme.colors.travertine}`, display: 'grid', gap: theme.space(0.75), fontSize: theme.fontSizes.sm },
  '& li::marker': { color: theme.colors.bronze },
  '@media print': { padding: theme.space(1.25), breakInside: 'avoid', '& [data-term]': { fontSize: '18pt' }, '& p, & ul': { fontSize: '9pt', lineHeight: 1.4 } },
}));

export const Start = styled.p(({ theme }) => ({ marginTop: theme.space(2), fontSize: theme.fontSizes.sm, color: theme.colors.inkMuted }));

export const Lists = styled.div(({ theme }) => ({
  marginTop: theme.space(8),
  display: 'grid',
  gap: theme.space(6),
  [theme.mq.lg]: { gridTemplateColumns: '1fr 1fr', gap: theme.space(8) },
  '& p': { lineHeight: 1.65, color: theme.colors.inkMuted },
  '& ul': { margin: `${theme.space(2)} 0`, paddingLeft: theme.space(2.5), display: 'grid', gap: theme.space(1.25), lineHeight: 1.65 },
  '& li::marker': { color: theme.colors.bronze },
  '@media print': { marginTop: theme.space(2), gridTemplateColumns: '1fr 1fr', gap: theme.space(3), '& ul': { lineHeight: 1.4, fontSize: '9.5pt' } },
}));

export const Claim = styled.section(({ theme }) => ({
  marginTop: theme.space(8),
  padding: theme.space(4),
  background: theme.colors.travertine,
  borderRadius: theme.radii.lg,
  [theme.mq.lg]: { padding: theme.space(6) },
  '& [data-actions]': { marginTop: theme.space(4), display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) },
  '& [data-actions] p': { lineHeight: 1.8 },
  '& [data-actions] a:not([data-print])': { fontWeight: 700, textUnderlineOffset: 3 },
  '@media print': { marginTop: theme.space(2), padding: 0, background: 'none', breakInside: 'avoid', '& [data-actions]': { marginTop: theme.space(1) } },
}));

export const ClaimSteps = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'step',
  display: 'grid',
  gap: theme.space(3),
  [theme.mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  '& li': { counterIncrement: 'step', borderTop: `1px solid ${theme.colors.sand}`, paddingTop: theme.space(2) },
  '& li::before': { content: 'counter(step, decimal-leading-zero)', fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl, color: theme.colors.bronzeDark },
  '& h3': { marginTop: theme.space(1), fontSize: theme.fontSizes.lg },
  '& p': { marginTop: theme.space(1), lineHeight: 1.6 },
  '@media print': { gridTemplateColumns: 'repeat(3, 1fr)', gap: theme.space(1.5), '& p': { fontSize: '9.5pt', lineHeight: 1.4 } },
}));

export const Legal = styled.p(({ theme }) => ({
  marginTop: theme.space(6),
  maxWidth: '48rem',
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.65,
  color: theme.colors.inkMuted,
  '@media print': { marginTop: theme.space(2), fontSize: '8.5pt' },
}));
