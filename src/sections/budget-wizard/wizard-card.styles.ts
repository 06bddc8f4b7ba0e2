// The form's card: a paper surface on the section's travertine, with the progress on top.
import styled from '@emotion/styled';

export const Card = styled.div(({ theme }) => ({
  position: 'relative',
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.card,
  padding: `${theme.space(3)} ${theme.space(2.5)} ${theme.space(3)}`,
  scrollMarginTop: theme.space(3),
  [theme.mq.sm]: { padding: theme.space(5) },
  [theme.mq.lg]: { padding: `${theme.space(6)} ${theme.space(7)}` },
}));

export const ProgressRow = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: theme.space(2),
  marginBottom: theme.space(1.5),
}));

export const ProgressLabel = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: theme.colors.bronze,
}));

export const ProgressStepName = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  color: theme.colors.inkMuted,
  letterSpacing: '0.02em',
}));

export const ProgressTrack = styled.div(({ theme }) => ({
  height: 4,
  borderRadius: theme.radii.pill,
  background: theme.colors.travertine,
  overflow: 'hidden',
}));

export const ProgressFill = styled.div(({ theme }) => ({
  height: '100%',
  borderRadius: 'inherit',
  background: theme.colors.bronze,
  transition: `width ${theme.durations.base * 2}ms ${theme.easing.out}`,
}));

export const StepHeader = styled.header(({ theme }) => ({
  margin: `${theme.space(4)} 0 ${theme.space(3)}`,
  [theme.mq.lg]: { margin: `${theme.space(5)} 0 ${theme.space(4)}` },
}));

export const StepTitle = styled.h3(({ theme }) => ({
  fontSize: theme.fontSizes.h3,
  outline: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 6 },
}));

export const StepDescription = styled.p(({ theme }) => ({
  marginTop: theme.space(1),
  color: theme.colors.inkMuted,
  fontSize: theme.fontSizes.sm,
  textWrap: 'pretty',
}));

export const RequiredNote = styled.p(({ theme }) => ({
  marginTop: theme.space(1),
  fontSize: theme.fontSizes.xs,
  color: theme.colors.inkMuted,
  '& > span': { color: theme.colors.bronze, fontWeight: 700 },
}));

export const FieldList = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1.5),
}));

/** On the summary the submit label is long: on phones it gets its own full-width row above Back. */
export const Nav = styled('div', { shouldForwardProp: (p) => p !== 'stacked' })<{ stacked: boolean }>(({ theme, stacked }) => ({
  display: 'flex',
  flexDirection: stacked ? 'column-reverse' : 'row',
  alignItems: stacked ? 'stretch' : 'center',
  justifyContent: 'flex-end',
  gap: theme.space(1.5),
  marginTop: theme.space(2),
  paddingTop: theme.space(3),
  borderTop: `1px solid ${theme.colors.travertine}`,
  [theme.mq.sm]: { flexDirection: 'row', alignItems: 'center' },
  '& > [data-nav="back"]': { marginRight: stacked ? 0 : 'auto', [theme.mq.sm]: { marginRight: 'auto' } },
  '& > [data-nav="next"]': { flex: stacked ? '0 0 auto' : '1 1 auto', whiteSpace: 'nowrap', [theme.mq.sm]: { flex: '0 0 auto', minWidth: 220 } },
}));
