import styled from '@emotion/styled';

export const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  [theme.mq.lg]: {
    gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)',
    columnGap: theme.space(10),
    alignItems: 'start',
    '& > header': { position: 'sticky', top: theme.space(4), marginBottom: 0 },
  },
}));

export const Items = styled.div(({ theme }) => ({ borderTop: `1px solid ${theme.colors.stoneLine}` }));

export const Item = styled.div(({ theme }) => ({ borderBottom: `1px solid ${theme.colors.stoneLine}` }));

export const Question = styled.h3(({ theme }) => ({
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.35,
  button: {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(3),
    minHeight: 64,
    padding: `${theme.space(2.5)} 0`,
    border: 0,
    background: 'transparent',
    color: theme.colors.ink,
    font: 'inherit',
    fontFamily: theme.fonts.display,
    textAlign: 'left',
    transition: `color ${theme.durations.fast}ms ease`,
    '&:hover': { color: theme.colors.bronzeDark },
    '&[aria-expanded="true"]': { color: theme.colors.bronzeDark },
  },
}));

export const Sign = styled('span', { shouldForwardProp: (p) => p !== 'open' })<{ open: boolean }>(({ theme, open }) => ({
  position: 'relative',
  flex: 'none',
  width: 40,
  height: 40,
  borderRadius: theme.radii.pill,
  border: `1px solid ${open ? theme.colors.bronze : theme.colors.stoneLine}`,
  background: open ? theme.colors.bronze : 'transparent',
  color: open ? theme.colors.paper : theme.colors.ink,
  transition: `background-color ${theme.durations.base}ms ease, border-color ${theme.durations.base}ms ease, color ${theme.durations.base}ms ease`,
  '&::before, &::after': {
    content: '""',
    position: 'absolute',
    left: '50%',
    top: '50%',
    width: 14,
    height: 1.5,
    marginLeft: -7,
    marginTop: -0.75,
    background: 'currentColor',
    transition: `transform ${theme.durations.base}ms ${theme.easing.out}`,
  },
  '&::after': { transform: open ? 'rotate(0deg)' : 'rotate(90deg)' },
}));

/**
 * Animates height through a 0fr -> 1fr grid row; the closed panel is also `visibility: hidden`
 * (after the collapse), so its text is neither read nor reachable by Tab.
 */
export const Panel = styled('div', { shouldForwardProp: (p) => p !== 'open' })<{ open: boolean }>(({ theme, open }) => ({
  display: 'grid',
  gridTemplateRows: open ? '1fr' : '0fr',
  visibility: open ? 'visible' : 'hidden',
  transition: open
    ? `grid-template-rows ${theme.durations.base}ms ${theme.easing.out}, visibility 0s`
    : `grid-template-rows ${theme.durations.base}ms ${theme.easing.out}, visibility 0s linear ${theme.durations.base}ms`,
  [theme.mq.reducedMotion]: { transition: 'none' },
  '& > div': { overflow: 'hidden', minHeight: 0 },
}));

export const Answer = styled.p(({ theme }) => ({
  maxWidth: 680,
  padding: `0 ${theme.space(7)} ${theme.space(3)} 0`,
  color: theme.colors.inkMuted,
  textWrap: 'pretty',
  [theme.mq.belowLg]: { paddingRight: 0 },
}));
