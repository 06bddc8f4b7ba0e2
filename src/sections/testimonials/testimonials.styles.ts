import styled from '@emotion/styled';

/**
 * On phones the cards sit in a swipeable row (the next one peeks in) instead of three tall
 * portrait videos stacked; the row scrolls inside itself, the page never scrolls sideways.
 */
export const Cards = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `0 calc(-1 * ${theme.layout.gutter})`,
  padding: `0 ${theme.layout.gutter} ${theme.space(1)}`,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(82%, 340px)',
  gap: theme.space(2),
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: theme.layout.gutter,
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '& > li': { scrollSnapAlign: 'start' },
  [theme.mq.md]: {
    margin: 0,
    padding: 0,
    gridAutoFlow: 'row',
    gridAutoColumns: 'auto',
    overflowX: 'visible',
    scrollSnapType: 'none',
    gap: theme.space(6),
  },
  [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space(4) },
}));

export const Card = styled.article(({ theme }) => ({
  // The section's own colour, painted by the card: a card half out of the swipeable row still has its
  // text on a background of its own, so its contrast is known wherever the row is scrolled.
  background: theme.colors.bone,
  display: 'grid',
  gap: theme.space(3),
  alignContent: 'start',
  height: '100%',
  [theme.mq.md]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: theme.space(5), alignItems: 'center' },
  [theme.mq.lg]: { gridTemplateColumns: '1fr', gap: theme.space(3), alignItems: 'start' },
}));

export const Media = styled.div(({ theme }) => ({
  position: 'relative',
  borderRadius: theme.radii.md,
  overflow: 'hidden',
  boxShadow: theme.shadows.card,
}));

export const CategoryTag = styled.span(({ theme }) => ({
  position: 'absolute',
  top: theme.space(1.5),
  left: theme.space(1.5),
  zIndex: 3,
  padding: `2px ${theme.space(1.5)}`,
  borderRadius: theme.radii.pill,
  // Solid, not a tint over the video: the label reads the same on every frame.
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  lineHeight: 1.8,
  pointerEvents: 'none',
}));

export const Soon = styled.div(({ theme }) => ({
  position: 'relative',
  aspectRatio: '4 / 5',
  display: 'grid',
  placeItems: 'center',
  background: theme.colors.graphiteSoft,
  img: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: 0.55 },
  p: {
    position: 'relative',
    padding: `${theme.space(1)} ${theme.space(2.5)}`,
    borderRadius: theme.radii.pill,
    background: theme.colors.graphite,
    color: theme.colors.onDark,
    fontSize: theme.fontSizes.sm,
    fontWeight: 700,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
  },
}));

export const Body = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2),
  padding: `0 ${theme.space(0.5)}`,
}));

export const Title = styled.h3(({ theme }) => ({
  fontSize: theme.fontSizes.xl,
  lineHeight: 1.2,
  textWrap: 'balance',
}));

export const Figure = styled.figure(({ theme }) => ({ margin: 0, display: 'grid', gap: theme.space(1.5) }));

export const Quote = styled.blockquote(({ theme }) => ({
  margin: 0,
  paddingLeft: theme.space(2),
  borderLeft: `2px solid ${theme.colors.bronze}`,
  fontFamily: theme.fonts.display,
  fontStyle: 'italic',
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.45,
  color: theme.colors.ink,
  textWrap: 'pretty',
}));

export const Author = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: theme.colors.bronzeDark,
}));

export const Description = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.sm,
  color: theme.colors.inkMuted,
  textWrap: 'pretty',
}));

/** A quiet, centred coda under a hairline, so it does not repeat the portfolio's closing panel. */
export const Closing = styled.div(({ theme }) => ({
  marginTop: theme.space(8),
  paddingTop: theme.space(6),
  borderTop: `1px solid ${theme.colors.stoneLine}`,
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space(3),
  textAlign: 'center',
  [theme.mq.lg]: { marginTop: theme.space(12), paddingTop: theme.space(8) },
}));

export const ClosingTitle = styled.h3(({ theme }) => ({
  fontSize: theme.fontSizes.h2,
  fontWeight: 350,
  textWrap: 'balance',
}));

export const ClosingText = styled.p(({ theme }) => ({
  marginTop: theme.space(1.5),
  maxWidth: 520,
  marginInline: 'auto',
  color: theme.colors.inkMuted,
  fontSize: theme.fontSizes.lg,
  textWrap: 'balance',
}));
