import styled from '@emotion/styled';

export const Head = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1),
  marginBottom: theme.space(2),
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end', gap: theme.space(8), marginBottom: theme.space(2) },
}));

export const HeadStats = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `0 0 ${theme.space(6)}`,
  padding: 0,
  display: 'flex',
  gap: theme.space(5),
  li: { display: 'flex', flexDirection: 'column', gap: theme.space(0.5) },
  strong: {
    fontFamily: theme.fonts.display,
    fontSize: theme.fontSizes.stat,
    fontWeight: 350,
    lineHeight: 1,
    color: theme.colors.bronzeDark,
  },
  span: {
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    letterSpacing: '0.14em',
    textTransform: 'uppercase',
    color: theme.colors.inkMuted,
  },
  [theme.mq.lg]: { marginBottom: theme.space(8), paddingLeft: theme.space(5), borderLeft: `1px solid ${theme.colors.stoneLine}` },
}));

export const Featured = styled.article(({ theme }) => ({
  display: 'grid',
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  borderRadius: theme.radii.md,
  overflow: 'hidden',
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' },
}));

// overflow: hidden also keeps an aspect-ratio box from growing to the image's intrinsic height.
export const FeaturedMedia = styled.div(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  background: theme.colors.graphiteSoft,
  '& picture, & img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  [theme.mq.lg]: { aspectRatio: 'auto', minHeight: 520 },
}));

export const FeaturedBadge = styled.div(({ theme }) => ({
  position: 'absolute',
  top: theme.space(2),
  left: theme.space(2),
  [theme.mq.lg]: { top: theme.space(3), left: theme.space(3) },
}));

export const FeaturedBody = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: theme.space(3),
  [theme.mq.md]: { padding: theme.space(5) },
  [theme.mq.lg]: { padding: theme.space(6) },
}));

export const Kicker = styled.p(({ theme }) => ({
  marginBottom: theme.space(1.5),
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: theme.colors.bronzeDark,
  '[data-theme="dark"] &': { color: theme.colors.bronzeLight },
}));

export const FeaturedTitle = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.h2, fontWeight: 350, textWrap: 'balance' }));

export const FeaturedResult = styled.p(({ theme }) => ({
  marginTop: theme.space(2.5),
  fontSize: theme.fontSizes.lg,
  textWrap: 'pretty',
}));

export const Facts = styled.dl(({ theme }) => ({
  margin: `${theme.space(4)} 0 0`,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${theme.space(2)} ${theme.space(3)}`,
  paddingTop: theme.space(3),
  borderTop: '1px solid rgba(244, 239, 230, 0.2)',
  dt: {
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    letterSpacing: '0.14em',
    textTransform: 'uppercase',
    color: theme.colors.onDarkMuted,
  },
  dd: { margin: `${theme.space(0.5)} 0 0`, fontSize: theme.fontSizes.sm, fontWeight: 600 },
}));

export const Filters = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(1),
  margin: `${theme.space(8)} 0 ${theme.space(4)}`,
}));

export const FilterButton = styled.button(({ theme }) => ({
  minHeight: 44,
  padding: `0 ${theme.space(2.25)}`,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.paper,
  color: theme.colors.ink,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  transition: `background-color ${theme.durations.fast}ms ease, color ${theme.durations.fast}ms ease, border-color ${theme.durations.fast}ms ease`,
  span: { marginLeft: 2, color: theme.colors.inkMuted, fontVariantNumeric: 'tabular-nums' },
  '&:hover': { borderColor: theme.colors.ink },
  '&[aria-pressed="true"]': {
    background: theme.colors.graphite,
    borderColor: theme.colors.graphite,
    color: theme.colors.onDark,
    span: { color: theme.colors.onDarkMuted },
  },
}));

// Phones: a swipeable row where the next card peeks in, so ten projects do not make ten screens.
// From 768 px: a grid where large projects span two columns and dense flow fills the gaps.
export const Grid = styled.ul(({ theme }) => ({
  // Positioned, like the cards, so visually hidden labels inside off-screen cards stay clipped by the row.
  position: 'relative',
  listStyle: 'none',
  display: 'flex',
  gap: theme.space(2),
  margin: `0 calc(-1 * ${theme.layout.gutter})`,
  padding: `${theme.space(0.5)} ${theme.layout.gutter} ${theme.space(3)}`,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: theme.layout.gutter,
  scrollbarWidth: 'thin',
  transition: `opacity ${theme.durations.fast}ms ease`,
  '& > li': { flex: '0 0 min(84%, 340px)', scrollSnapAlign: 'start' },
  '&[aria-busy="true"]': { opacity: 0.5 },
  [theme.mq.md]: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gridAutoFlow: 'row dense',
    gap: theme.space(3),
    margin: 0,
    padding: 0,
    overflowX: 'visible',
    '& > li': { flex: 'none' },
  },
  [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space(4) },
}));

export const Card = styled.li<{ wide: boolean }>(({ theme, wide }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.travertine}`,
  borderRadius: theme.radii.md,
  overflow: 'hidden',
  boxShadow: theme.shadows.card,
  [theme.mq.md]: wide ? { gridColumn: 'span 2' } : {},
  // A large project reads as a spread on desktop: image and text side by side, as tall as its row.
  [theme.mq.lg]: wide ? { display: 'grid', gridTemplateColumns: 'minmax(0, 1.25fr) minmax(0, 1fr)' } : {},
}));

export const CardMedia = styled.div<{ wide: boolean }>(({ theme, wide }) => ({
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  background: theme.colors.travertine,
  '& picture, & img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  [theme.mq.md]: wide ? { aspectRatio: '2.6 / 1' } : {},
  [theme.mq.lg]: wide ? { aspectRatio: 'auto', minHeight: 320 } : {},
}));

export const CardBody = styled.div(({ theme }) => ({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  padding: theme.space(3),
}));

export const CardTitle = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.xl, fontWeight: 400, textWrap: 'balance' }));

export const Meta = styled.p(({ theme }) => ({
  marginTop: theme.space(1),
  fontSize: theme.fontSizes.sm,
  color: theme.colors.inkMuted,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(0.75),
  svg: { flex: 'none' },
}));

export const Result = styled.p(({ theme }) => ({ marginTop: theme.space(2), fontSize: theme.fontSizes.sm, textWrap: 'pretty' }));

export const Tags = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `auto 0 0`,
  padding: `${theme.space(2.5)} 0 0`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(0.75),
  li: {
    padding: `2px ${theme.space(1.25)}`,
    borderRadius: theme.radii.pill,
    background: theme.colors.travertine,
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    lineHeight: 1.7,
  },
}));

export const Empty = styled.p(({ theme }) => ({
  padding: `${theme.space(6)} ${theme.space(3)}`,
  border: `1px dashed ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.md,
  textAlign: 'center',
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xl,
  color: theme.colors.inkMuted,
  textWrap: 'balance',
  transition: `opacity ${theme.durations.fast}ms ease`,
  '&[aria-busy="true"]': { opacity: 0.5 },
}));

export const Closing = styled.div(({ theme }) => ({
  marginTop: theme.space(8),
  padding: `${theme.space(5)} ${theme.space(3)}`,
  borderRadius: theme.radii.md,
  background: theme.colors.travertine,
  display: 'grid',
  gap: theme.space(3),
  justifyItems: 'start',
  h3: { fontSize: theme.fontSizes.h3, textWrap: 'balance' },
  p: { marginTop: theme.space(1.5), maxWidth: 560, color: theme.colors.inkMuted },
  [theme.mq.lg]: {
    marginTop: theme.space(12),
    padding: `${theme.space(6)} ${theme.space(8)}`,
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: theme.space(6),
  },
}));
