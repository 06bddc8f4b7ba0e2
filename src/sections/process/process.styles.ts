import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(6px)' }, to: { opacity: 1, transform: 'none' } });

export const Steps = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(3),
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space(4), rowGap: theme.space(6) },
}));

// No overflow clipping here or on any ancestor: the popover rises above the card and must stay whole.
// Phones get a compact card (thumbnail beside the title) so six steps do not become six screens.
export const StepCard = styled('li', { shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>(({ theme, open }) => ({
  position: 'relative',
  zIndex: open ? 2 : 'auto',
  display: 'grid',
  gridTemplateColumns: '88px minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: theme.space(2),
  padding: `${theme.space(2.5)} ${theme.space(2.5)} ${theme.space(1)}`,
  background: theme.colors.paper,
  border: `1px solid ${open ? theme.colors.sand : theme.colors.travertine}`,
  borderRadius: theme.radii.md,
  boxShadow: open ? theme.shadows.lifted : 'none',
  transition: `box-shadow ${theme.durations.base}ms ease, border-color ${theme.durations.base}ms ease`,
  [theme.mq.md]: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', padding: 0 },
}));

export const Media = styled.div(({ theme }) => ({
  gridRow: 'span 2',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: theme.radii.sm,
  background: theme.colors.travertine,
  '& picture, & img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  [theme.mq.md]: { aspectRatio: '16 / 10', borderRadius: `${theme.radii.md} ${theme.radii.md} 0 0` },
  [theme.mq.lg]: { aspectRatio: '4 / 3' },
}));

export const Body = styled.div(({ theme }) => ({
  display: 'contents',
  [theme.mq.md]: {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    padding: `${theme.space(3)} ${theme.space(3)} ${theme.space(2)}`,
  },
  [theme.mq.lg]: { padding: `${theme.space(4)} ${theme.space(4)} ${theme.space(3)}` },
}));

export const StepLabel = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  gap: theme.space(1),
  alignSelf: 'end',
  marginBottom: theme.space(0.5),
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  color: theme.colors.inkMuted,
  [theme.mq.md]: { alignSelf: 'auto', marginBottom: theme.space(1.5) },
  span: {
    fontFamily: theme.fonts.display,
    fontSize: '1.75rem',
    fontWeight: 350,
    letterSpacing: 0,
    color: theme.colors.bronze,
    lineHeight: 1,
  },
}));

export const StepTitle = styled.h3(({ theme }) => ({ alignSelf: 'start', fontSize: theme.fontSizes.h3, textWrap: 'balance' }));

export const StepText = styled.p(({ theme }) => ({
  gridColumn: '1 / -1',
  marginTop: theme.space(2),
  color: theme.colors.inkMuted,
  textWrap: 'pretty',
}));

export const TriggerRow = styled.div(({ theme }) => ({
  gridColumn: '1 / -1',
  position: 'relative',
  marginTop: 'auto',
  paddingTop: theme.space(2),
}));

export const Trigger = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  minHeight: 44,
  padding: 0,
  background: 'none',
  border: 0,
  color: theme.colors.bronzeDark,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  svg: { transition: `transform ${theme.durations.fast}ms ease` },
  '&[aria-expanded="true"] svg': { transform: 'rotate(45deg)' },
  '&:hover': { color: theme.colors.ink },
}));

/**
 * Phones: drops below the trigger, over the next card. Larger screens: rises over the card's own image,
 * so it never covers a neighbour. Either way it spans the card, so it fits a 360 px screen.
 */
export const Popover = styled.div(({ theme }) => ({
  position: 'absolute',
  left: `-${theme.space(1)}`,
  right: `-${theme.space(1)}`,
  top: `calc(100% - ${theme.space(0.5)})`,
  padding: theme.space(3),
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.lifted,
  animation: `${appear} ${theme.durations.fast}ms ${theme.easing.out}`,
  // Brought into view after a tap: clear the phone's fixed bottom bar.
  scrollMarginTop: theme.space(2),
  scrollMarginBottom: theme.layout.mobileBarHeight + 16,
  '&[hidden]': { display: 'none' },
  '&::after': {
    content: '""',
    position: 'absolute',
    bottom: '100%',
    left: theme.space(4),
    borderWidth: 8,
    borderStyle: 'solid',
    borderColor: `transparent transparent ${theme.colors.graphite} transparent`,
  },
  [theme.mq.md]: {
    top: 'auto',
    bottom: `calc(100% - ${theme.space(0.5)})`,
    '&::after': { bottom: 'auto', top: '100%', borderColor: `${theme.colors.graphite} transparent transparent transparent` },
  },
  [theme.mq.lg]: { left: `-${theme.space(1.5)}`, right: `-${theme.space(1.5)}` },
}));

export const PopoverTitle = styled.p(({ theme }) => ({
  marginBottom: theme.space(1.5),
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  color: theme.colors.bronzeLight,
}));

export const DetailList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(1),
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.5,
  li: { position: 'relative', paddingLeft: theme.space(2.5) },
  'li::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: '0.7em',
    width: 10,
    height: 1,
    background: theme.colors.bronzeLight,
  },
}));
