import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

// Only transform and the veil's opacity animate: the headline and the image are painted at once in
// the prerendered HTML, so nothing waits for JavaScript and the largest paint is never delayed.
const settle = keyframes({ from: { transform: 'scale(1.08)' }, to: { transform: 'scale(1)' } });
const rise = keyframes({ from: { transform: 'translateY(18px)' }, to: { transform: 'none' } });
const lift = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const mix = (color: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, transparent)`;

/**
 * Phones: the stone in a band on top, the text on a solid plate below it. From 1024 px: the stone fills
 * the section and the text sits on a solid column on the left. Either way no line of text is ever
 * painted over the image, so its contrast is the plate's whatever the stone looks like.
 */
export const HeroShell = styled.section(({ theme }) => ({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  display: 'flex',
  flexDirection: 'column',
  minHeight: `min(calc(100svh - ${theme.layout.headerHeight}px), 860px)`,
  [theme.mq.lg]: { minHeight: `clamp(640px, calc(100svh - ${theme.layout.headerHeight}px), 900px)` },
}));

/** The stone's frame: a band that takes the room the plate leaves on phones, the whole section from 1024 px. */
export const Media = styled.div(({ theme }) => ({
  position: 'relative',
  zIndex: -1,
  flex: '1 0 auto',
  minHeight: 'clamp(200px, 28svh, 320px)',
  overflow: 'hidden',
  [theme.mq.lg]: { position: 'absolute', inset: 0, minHeight: 0 },
}));

export const ImageLayer = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  transformOrigin: '60% 40%',
  animation: `${settle} ${theme.durations.heroZoom}ms ${theme.easing.out} both`,
  '& picture, & img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  [theme.mq.reducedMotion]: { animation: 'none' },
}));

/** A graphite veil over the image only, lifting in the hero's fade; the text never fades. */
export const Veil = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  background: theme.colors.graphite,
  opacity: 0,
  animation: `${lift} ${theme.durations.heroFade}ms ease-out both`,
  [theme.mq.reducedMotion]: { animation: 'none' },
}));

export const Inner = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  [theme.mq.lg]: {
    flex: 1,
    width: '100%',
    maxWidth: `calc(${theme.layout.maxWidth} + 2 * ${theme.layout.gutter})`,
    margin: '0 auto',
    padding: `0 ${theme.layout.gutter}`,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
    columnGap: theme.space(8),
  },
}));

/**
 * The text plate: solid graphite under every line. On phones it spans the screen's width below the
 * stone; from 1024 px it is the left column, whose colour the Column carries on to the screen's edge.
 */
export const Plate = styled.div(({ theme }) => ({
  position: 'relative',
  padding: `${theme.space(3)} ${theme.layout.gutter} ${theme.space(6)}`,
  background: theme.colors.graphite,
  [theme.mq.lg]: {
    gridColumn: 1,
    gridRow: 1,
    padding: `${theme.space(12)} ${theme.space(4)} ${theme.space(10)} 0`,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
  },
}));

/** From 1024 px the plate's colour runs from the screen's left edge to the end of the text column. */
export const Column = styled.div(({ theme }) => ({
  display: 'none',
  [theme.mq.lg]: {
    display: 'block',
    gridColumn: 1,
    gridRow: 1,
    position: 'relative',
    marginLeft: `calc(-1 * ${theme.layout.gutter} - max(0px, (100vw - ${theme.layout.maxWidth} - 2 * ${theme.layout.gutter}) / 2))`,
    background: theme.colors.graphite,
  },
}));

export const Copy = styled.div(({ theme }) => ({
  maxWidth: 720,
  animation: `${rise} ${theme.durations.heroFade}ms ${theme.easing.out} both`,
  [theme.mq.reducedMotion]: { animation: 'none' },
}));

export const Headline = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.h1,
  lineHeight: 1.04,
  letterSpacing: '-0.02em',
  fontWeight: 350,
  textWrap: 'balance',
  em: { fontStyle: 'italic', fontWeight: 400, color: theme.colors.bronzeLight },
  // In the text column each sentence keeps a line of its own, at every width from 1024 px.
  [theme.mq.lg]: { fontSize: 'clamp(3rem, 1rem + 3.4vw, 4.25rem)' },
}));

export const Lead = styled.p(({ theme }) => ({
  marginTop: theme.space(3),
  maxWidth: 560,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.65,
  textWrap: 'pretty',
}));

export const Actions = styled.div(({ theme }) => ({ marginTop: theme.space(4), [theme.mq.lg]: { marginTop: theme.space(5) } }));

export const Stats = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space(5)} 0 0`,
  padding: `${theme.space(3)} 0 0`,
  borderTop: `1px solid ${mix(theme.colors.onDark, 28)}`,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space(2),
  [theme.mq.lg]: { marginTop: theme.space(8), gap: theme.space(4) },
}));

export const Stat = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(0.5),
  strong: {
    fontFamily: theme.fonts.display,
    fontSize: theme.fontSizes.stat,
    fontWeight: 350,
    lineHeight: 1,
    letterSpacing: '-0.01em',
  },
  span: {
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    lineHeight: 1.4,
  },
}));

/**
 * The architect's word is a desktop luxury: below 1024 px the hero stays short and the CTA stays close.
 * On large screens it rests on the stone as a solid card, never a tint over it.
 */
export const ArchitectCard = styled.figure(({ theme }) => ({
  display: 'none',
  margin: 0,
  padding: `${theme.space(3)} ${theme.space(3.5)}`,
  background: theme.colors.graphite,
  border: `1px solid ${mix(theme.colors.onDark, 16)}`,
  borderRadius: theme.radii.md,
  boxShadow: '0 24px 60px rgba(0, 0, 0, 0.35)',
  animation: `${rise} ${theme.durations.heroFade}ms ${theme.easing.out} both`,
  [theme.mq.reducedMotion]: { animation: 'none' },
  [theme.mq.lg]: {
    display: 'block',
    gridColumn: 2,
    gridRow: 1,
    alignSelf: 'end',
    justifySelf: 'end',
    maxWidth: 340,
    marginBottom: theme.space(10),
  },
}));

export const Quote = styled.blockquote(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.lg,
  fontStyle: 'italic',
  // The italic face is cut to this one weight (scripts/fonts/brand-fonts.mjs).
  fontWeight: 400,
  lineHeight: 1.5,
  '&::before': {
    content: '"“"',
    display: 'block',
    fontSize: '3rem',
    lineHeight: 0.6,
    marginBottom: theme.space(1),
    color: theme.colors.bronzeLight,
    fontStyle: 'normal',
  },
}));

export const Caption = styled.figcaption(({ theme }) => ({
  marginTop: theme.space(2.5),
  paddingTop: theme.space(2),
  borderTop: `1px solid ${mix(theme.colors.onDark, 20)}`,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.4,
  strong: { display: 'block', fontWeight: 700 },
}));

export const Monogram = styled.span(({ theme }) => ({
  flex: 'none',
  width: 44,
  height: 44,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: theme.colors.bronzeLight,
  color: theme.colors.graphite,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.lg,
}));
