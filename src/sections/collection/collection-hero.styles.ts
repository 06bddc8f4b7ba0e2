import { keyframes, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { CollectionVariant } from './collection-variant';

type Tone = CollectionVariant['heroTone'];
const noTone = { shouldForwardProp: (p: string) => p !== 'tone' && p !== 'height' && p !== 'edge' };

// Only decorative layers move: the veil fades away and the photo settles. Text is painted at
// full opacity from the first frame, so the prerendered page reads even if scripts never run.
const veilOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const settle = keyframes({ from: { transform: 'scale(1.08)' }, to: { transform: 'scale(1)' } });

/** 'compact' (a stone's page): as tall as its text, so the stone's details start on the first screen. */
type HeroHeight = CollectionVariant['heroHeight'] | 'compact';

const minHeights: Record<HeroHeight, (header: number) => { base: string; lg: string }> = {
  full: (header) => ({ base: `calc(100svh - ${header}px)`, lg: `max(640px, calc(100svh - ${header}px))` }),
  tall: () => ({ base: 'min(92svh, 760px)', lg: 'min(86svh, 780px)' }),
  compact: () => ({ base: 'auto', lg: '0' }),
};

export const HeroShell = styled('section', noTone)<{ tone: Tone; height: HeroHeight }>(
  ({ theme, tone, height }) => ({
    position: 'relative',
    isolation: 'isolate',
    overflow: 'hidden',
    display: 'flex',
    background: tone === 'dark' ? theme.colors.graphite : theme.colors.bone,
    color: tone === 'dark' ? theme.colors.onDark : theme.colors.ink,
    // A light hero meets the bone page below it: a hairline keeps the two apart.
    borderBottom: tone === 'light' ? `1px solid ${theme.colors.stoneLine}` : undefined,
    minHeight: minHeights[height](theme.layout.headerHeight).base,
    [theme.mq.lg]: { minHeight: minHeights[height](theme.layout.headerHeight).lg },
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
export const base = (theme: Theme, tone: Tone) => (tone === 'dark' ? theme.colors.graphite : theme.colors.bone);

export const Veil = styled('div', noTone)<{ tone: Tone }>(({ theme, tone }) => ({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  pointerEvents: 'none',
  background: base(theme, tone),
  animation: `${veilOut} ${theme.durations.heroFade}ms ${theme.easing.out} both`,
  [theme.mq.reducedMotion]: { display: 'none' },
}));

// Positioned above the photo's layers, so every line of text is painted over the plates below,
// never over the photo: contrast is the plate's, whatever the stone looks like.
export const Inner = styled.div(({ theme }) => ({
  position: 'relative',
  zIndex: 0,
  width: '100%',
  maxWidth: `calc(${theme.layout.maxWidth} + 2 * ${theme.layout.gutter})`,
  margin: '0 auto',
  padding: `${theme.space(3)} ${theme.layout.gutter} 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
  [theme.mq.lg]: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
    gridTemplateRows: 'auto 1fr',
    rowGap: 0,
    padding: `0 ${theme.layout.gutter}`,
  },
}));

export const BackLink = styled(Link, noTone)<{ tone: Tone }>(({ theme, tone }) => ({
  position: 'relative',
  // Above the plate's fade, which reaches up to it when the hero is compact (a stone's page).
  zIndex: 1,
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  minHeight: 44,
  padding: `0 ${theme.space(2)} 0 ${theme.space(1.5)}`,
  borderRadius: theme.radii.pill,
  // A solid pill over the photo on phones; on large screens it sits on the text column itself.
  background: base(theme, tone),
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: 'inherit',
  '& svg': { flex: 'none', transition: `transform ${theme.durations.fast}ms ${theme.easing.out}` },
  '&:hover svg': { transform: 'translateX(-4px)' },
  [theme.mq.lg]: { gridColumn: 1, gridRow: 1, marginTop: theme.space(4), marginLeft: `-${theme.space(1.5)}`, justifySelf: 'start' },
}));

/**
 * The text plate: a solid surface in the hero's tone under the title, tagline and picker. On phones it
 * spans the screen's width at the bottom, the stone showing above it; from 1024 px it sits in the left
 * column, which runs from the screen's edge to the middle, the stone showing on the right.
 */
export const Plate = styled('div', noTone)<{ tone: Tone }>(({ theme, tone }) => ({
  position: 'relative',
  marginTop: 'auto',
  marginInline: `calc(-1 * ${theme.layout.gutter})`,
  padding: `${theme.space(4)} ${theme.layout.gutter} ${theme.space(4)}`,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
  background: base(theme, tone),
  [theme.mq.lg]: {
    gridColumn: 1,
    gridRow: 2,
    marginTop: 0,
    marginInline: 0,
    padding: `${theme.space(6)} ${theme.space(6)} ${theme.space(6)} 0`,
    justifyContent: 'flex-end',
  },
}));

/** From 1024 px the plate's colour runs on to the screen's left edge and behind the back link. */
export const Column = styled('div', noTone)<{ tone: Tone }>(({ theme, tone }) => ({
  display: 'none',
  [theme.mq.lg]: {
    display: 'block',
    gridColumn: 1,
    gridRow: '1 / -1',
    position: 'relative',
    marginLeft: `calc(-1 * ${theme.layout.gutter} - max(0px, (100vw - ${theme.layout.maxWidth} - 2 * ${theme.layout.gutter}) / 2))`,
    background: base(theme, tone),
  },
}));

export const Body = styled.div(({ theme }) => ({
  marginTop: 'auto',
  maxWidth: 720,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space(2.5),
}));

export const Title = styled.h1(({ theme }) => ({
  fontSize: 'clamp(3rem, 1.6rem + 7vw, 7.5rem)',
  lineHeight: 0.95,
  letterSpacing: '-0.025em',
  textWrap: 'balance',
  // A stone's page: the collection's name is a label above the picker, not the headline.
  '&[data-compact]': { fontFamily: theme.fonts.display, fontWeight: 400, fontSize: 'clamp(2.25rem, 1.5rem + 3vw, 3.75rem)', lineHeight: 1 },
}));

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
