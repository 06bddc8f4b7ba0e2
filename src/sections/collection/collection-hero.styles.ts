import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { CollectionVariant } from './collection-variant';

type Tone = CollectionVariant['heroTone'];
const noTone = { shouldForwardProp: (p: string) => p !== 'tone' && p !== 'height' };

// Only decorative layers move: the veil fades away and the photo settles. Text is painted at
// full opacity from the first frame, so the prerendered page reads even if scripts never run.
const veilOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const settle = keyframes({ from: { transform: 'scale(1.08)' }, to: { transform: 'scale(1)' } });

export const HeroShell = styled('section', noTone)<{ tone: Tone; height: CollectionVariant['heroHeight'] }>(
  ({ theme, tone, height }) => ({
    position: 'relative',
    isolation: 'isolate',
    overflow: 'hidden',
    display: 'flex',
    background: tone === 'dark' ? theme.colors.graphite : theme.colors.bone,
    color: tone === 'dark' ? theme.colors.onDark : theme.colors.ink,
    // A light hero meets the bone page below it: a hairline keeps the two apart.
    borderBottom: tone === 'light' ? `1px solid ${theme.colors.stoneLine}` : undefined,
    minHeight: height === 'full' ? `calc(100svh - ${theme.layout.headerHeight}px)` : 'min(92svh, 760px)',
    [theme.mq.lg]: {
      minHeight: height === 'full' ? `max(640px, calc(100svh - ${theme.layout.headerHeight}px))` : 'min(86svh, 780px)',
    },
  }),
);

export const Media = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  zIndex: -3,
  '& img': {
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    transformOrigin: '60% 40%',
    animation: `${settle} ${theme.durations.heroZoom}ms ${theme.easing.out} both`,
    [theme.mq.reducedMotion]: { animation: 'none' },
  },
  '& picture': { display: 'block', width: '100%', height: '100%' },
}));

const mix = (color: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, transparent)`;

/** Static scrim that keeps every line of hero text above AA contrast over any stone. */
export const Scrim = styled('div', noTone)<{ tone: Tone }>(({ theme, tone }) => {
  const base = tone === 'dark' ? theme.colors.graphite : theme.colors.bone;
  return {
    position: 'absolute',
    inset: 0,
    zIndex: -2,
    // Phones: dense behind the back link and the text block, thinner in the empty band between
    // them so the stone still shows.
    background: `linear-gradient(180deg, ${mix(base, 72)} 0%, ${mix(base, 62)} 14%, ${mix(base, 32)} 32%, ${mix(base, 72)} 48%, ${mix(base, 88)} 62%, ${mix(base, 94)} 100%)`,
    [theme.mq.lg]: {
      background: `linear-gradient(90deg, ${mix(base, 92)} 0%, ${mix(base, 80)} 38%, ${mix(base, 30)} 72%, ${mix(base, 18)} 100%),
        linear-gradient(0deg, ${mix(base, 70)} 0%, transparent 38%)`,
    },
  };
});

export const Veil = styled('div', noTone)<{ tone: Tone }>(({ theme, tone }) => ({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  pointerEvents: 'none',
  background: tone === 'dark' ? theme.colors.graphite : theme.colors.bone,
  animation: `${veilOut} ${theme.durations.heroFade}ms ${theme.easing.out} both`,
  [theme.mq.reducedMotion]: { display: 'none' },
}));

export const Inner = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: `calc(${theme.layout.maxWidth} + 2 * ${theme.layout.gutter})`,
  margin: '0 auto',
  padding: `${theme.space(3)} ${theme.layout.gutter} ${theme.space(4)}`,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
  [theme.mq.lg]: { padding: `${theme.space(4)} ${theme.layout.gutter} ${theme.space(6)}` },
}));

export const BackLink = styled(Link)(({ theme }) => ({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  minHeight: 44,
  paddingRight: theme.space(1),
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: 'inherit',
  '& span': { transition: `transform ${theme.durations.fast}ms ${theme.easing.out}` },
  '&:hover span': { transform: 'translateX(-4px)' },
}));

export const Body = styled.div(({ theme }) => ({
  marginTop: 'auto',
  maxWidth: 720,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space(2.5),
}));

export const Title = styled.h1({
  fontSize: 'clamp(3rem, 1.6rem + 7vw, 7.5rem)',
  lineHeight: 0.95,
  letterSpacing: '-0.025em',
  textWrap: 'balance',
});

export const Tagline = styled.p(({ theme }) => ({
  fontFamily: theme.fonts.display,
  fontStyle: 'italic',
  fontSize: theme.fontSizes.xl,
  lineHeight: 1.4,
  maxWidth: 560,
  textWrap: 'pretty',
}));

export const Picker = styled('div', noTone)<{ tone: Tone }>(({ theme, tone }) => ({
  paddingTop: theme.space(3),
  borderTop: `1px solid ${tone === 'dark' ? mix(theme.colors.onDark, 24) : mix(theme.colors.ink, 20)}`,
}));

export const PickerHead = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: theme.space(3),
  rowGap: theme.space(0.5),
  marginBottom: theme.space(2),
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  '& > :last-child': { fontWeight: 500, letterSpacing: '0.08em', opacity: 0.85 },
}));
