import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

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

/**
 * One question: a native <details>, so it opens on the first tap, with or without the app's code.
 * The answer animates its height (0 -> auto) and, closed, is not rendered at all (the browser's own
 * `content-visibility: hidden`), so its text is neither read nor reachable by Tab.
 */
export const Item = styled.details(({ theme }) => ({
  borderBottom: `1px solid ${theme.colors.stoneLine}`,
  interpolateSize: 'allow-keywords',
  '&::details-content': {
    blockSize: 0,
    overflowY: 'clip',
    transition: `block-size ${theme.durations.base}ms ${theme.easing.out}, content-visibility ${theme.durations.base}ms allow-discrete`,
    [theme.mq.reducedMotion]: { transition: 'none' },
  },
  '&[open]::details-content': { blockSize: 'auto' },
  '&[open] > summary': { color: theme.colors.bronzeDark },
  '&[open] > summary [data-sign]': {
    borderColor: theme.colors.bronze,
    background: theme.colors.bronze,
    color: theme.colors.paper,
    '&::after': { transform: 'rotate(0deg)' },
  },
}));

export const Question = styled.summary(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
  minHeight: 64,
  padding: `${theme.space(2.5)} 0`,
  color: theme.colors.ink,
  cursor: 'pointer',
  listStyle: 'none',
  transition: `color ${theme.durations.fast}ms ease`,
  '&::-webkit-details-marker': { display: 'none' },
  '&::marker': { content: '""' },
  '&:hover': { color: theme.colors.bronzeDark },
  h3: {
    margin: 0,
    fontSize: theme.fontSizes.lg,
    lineHeight: 1.35,
    fontFamily: theme.fonts.display,
    color: 'inherit',
  },
}));

export const Sign = styled.span(({ theme }) => ({
  position: 'relative',
  flex: 'none',
  width: 40,
  height: 40,
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.stoneLine}`,
  background: 'transparent',
  color: theme.colors.ink,
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
  '&::after': { transform: 'rotate(90deg)' },
}));

export const Answer = styled.p(({ theme }) => ({
  maxWidth: 680,
  padding: `0 ${theme.space(7)} ${theme.space(3)} 0`,
  color: theme.colors.inkMuted,
  textWrap: 'pretty',
  [theme.mq.belowLg]: { paddingRight: 0 },
}));

export const AnswerLink = styled(Link)(({ theme }) => ({
  color: theme.colors.bronzeDark,
  fontWeight: 700,
  textUnderlineOffset: 3,
  '&:hover': { color: theme.colors.ink },
}));
