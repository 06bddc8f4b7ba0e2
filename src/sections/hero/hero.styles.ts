import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

// Only transform and the veil's opacity animate: the headline and the image are painted at once in
// the prerendered HTML, so nothing waits for JavaScript and the largest paint is never delayed.
const settle = keyframes({ from: { transform: 'scale(1.08)' }, to: { transform: 'scale(1)' } });
const rise = keyframes({ from: { transform: 'translateY(18px)' }, to: { transform: 'none' } });
const lift = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const HeroShell = styled.section(({ theme }) => ({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: `min(calc(100svh - ${theme.layout.headerHeight}px), 860px)`,
  padding: `${theme.space(10)} 0 ${theme.space(7)}`,
  [theme.mq.lg]: { padding: `${theme.space(16)} 0 ${theme.space(10)}`, minHeight: `clamp(640px, calc(100svh - ${theme.layout.headerHeight}px), 900px)` },
}));

export const Backdrop = styled.div({ position: 'absolute', inset: 0, zIndex: -1 });

export const ImageLayer = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  transformOrigin: '60% 40%',
  animation: `${settle} ${theme.durations.heroZoom}ms ${theme.easing.out} both`,
  '& picture, & img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  [theme.mq.reducedMotion]: { animation: 'none' },
}));

/** A graphite veil over the image only, lifting in the hero's fade; the text above it never fades. */
export const Veil = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  background: theme.colors.graphite,
  opacity: 0,
  animation: `${lift} ${theme.durations.heroFade}ms ease-out both`,
  [theme.mq.reducedMotion]: { animation: 'none' },
}));

/**
 * Solid scrim: at least the theme's scrim opacity wherever text sits, so light text keeps AA contrast
 * even over the palest part of the stone. On large screens the right side, which holds only the
 * opaque testimonial card, lets more of the stone through.
 */
export const Scrim = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  background: theme.colors.scrim,
  [theme.mq.lg]: {
    background: `linear-gradient(90deg, ${theme.colors.scrim} 0%, ${theme.colors.scrim} 64%, rgba(20, 18, 15, 0.4) 100%)`,
  },
}));

export const Inner = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(6),
  alignItems: 'end',
  animation: `${rise} ${theme.durations.heroFade}ms ${theme.easing.out} both`,
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 4fr)', columnGap: theme.space(8) },
  [theme.mq.reducedMotion]: { animation: 'none' },
}));

export const Copy = styled.div({ maxWidth: 720 });

export const Headline = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.h1,
  lineHeight: 1.04,
  letterSpacing: '-0.02em',
  fontWeight: 350,
  textWrap: 'balance',
  em: { fontStyle: 'italic', fontWeight: 400, color: theme.colors.bronzeLight },
}));

export const Lead = styled.p(({ theme }) => ({
  marginTop: theme.space(3),
  maxWidth: 560,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.65,
  textWrap: 'pretty',
}));

export const Actions = styled.div(({ theme }) => ({ marginTop: theme.space(5) }));

export const Stats = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space(6)} 0 0`,
  padding: `${theme.space(3)} 0 0`,
  borderTop: '1px solid rgba(244, 239, 230, 0.28)',
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

/** The architect's word is a desktop luxury: below 1024 px the hero stays short and the CTA stays close. */
export const ArchitectCard = styled.figure(({ theme }) => ({
  display: 'none',
  margin: 0,
  padding: theme.space(4),
  background: 'rgba(31, 29, 26, 0.92)',
  border: '1px solid rgba(244, 239, 230, 0.18)',
  borderRadius: theme.radii.md,
  boxShadow: '0 24px 60px rgba(0, 0, 0, 0.35)',
  [theme.mq.lg]: { display: 'block', justifySelf: 'end', maxWidth: 400 },
}));

export const Quote = styled.blockquote(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xl,
  fontStyle: 'italic',
  fontWeight: 350,
  lineHeight: 1.4,
  '&::before': {
    content: '"“"',
    display: 'block',
    fontSize: '3.5rem',
    lineHeight: 0.6,
    marginBottom: theme.space(1),
    color: theme.colors.bronzeLight,
    fontStyle: 'normal',
  },
}));

export const Caption = styled.figcaption(({ theme }) => ({
  marginTop: theme.space(3),
  paddingTop: theme.space(2),
  borderTop: '1px solid rgba(244, 239, 230, 0.2)',
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
