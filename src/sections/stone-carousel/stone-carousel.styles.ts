import styled from '@emotion/styled';

// Desktop columns: image | details. The controls overlay reuses these numbers to sit exactly
// over the image on phones and under the details on large screens.
const IMAGE_FR = 7;
const DETAILS_FR = 5;
const COLUMN_GAP = 8; // in spacing units

export const Viewport = styled.div({ position: 'relative' });

export const Slides = styled.div({
  display: 'grid',
  // Every slide shares one cell: the carousel keeps the tallest slide's height and never jumps.
  '& > *': { gridArea: '1 / 1' },
});

export const Slide = styled.div<{ current: boolean }>(({ theme, current }) => ({
  display: 'grid',
  gap: theme.space(4),
  alignContent: 'start',
  opacity: current ? 1 : 0,
  visibility: current ? 'visible' : 'hidden',
  transition: current
    ? `opacity ${theme.durations.base * 2}ms ease, visibility 0s`
    : `opacity ${theme.durations.base * 2}ms ease, visibility 0s linear ${theme.durations.base * 2}ms`,
  [theme.mq.lg]: {
    gridTemplateColumns: `minmax(0, ${IMAGE_FR}fr) minmax(0, ${DETAILS_FR}fr)`,
    columnGap: theme.space(COLUMN_GAP),
    alignItems: 'stretch',
  },
}));

export const ImageFrame = styled.div(({ theme }) => ({
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: theme.radii.md,
  background: theme.colors.sand,
  touchAction: 'pan-y',
  '& picture, & img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  // Large screens: at least the spec's display height where there is room, and as tall as the details beside it.
  [theme.mq.lg]: { aspectRatio: 'auto', minHeight: 'clamp(460px, 42vw, 600px)' },
}));

export const Details = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  [theme.mq.lg]: { paddingTop: theme.space(2), paddingBottom: theme.space(12) },
}));

export const Category = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(1.5)}`,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  color: theme.colors.bronzeDark,
}));

export const Name = styled.h3({
  fontSize: 'clamp(2rem, 1.6rem + 1.8vw, 3.25rem)',
  fontWeight: 350,
  letterSpacing: '-0.015em',
  textWrap: 'balance',
});

export const Description = styled.p(({ theme }) => ({
  marginTop: theme.space(2.5),
  color: theme.colors.inkMuted,
  fontSize: theme.fontSizes.lg,
  textWrap: 'pretty',
}));

export const ListTitle = styled.h4(({ theme }) => ({
  margin: `${theme.space(4)} 0 ${theme.space(1.5)}`,
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: theme.colors.ink,
}));

export const Chips = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(1),
  li: {
    padding: `${theme.space(0.75)} ${theme.space(1.75)}`,
    border: `1px solid ${theme.colors.stoneLine}`,
    borderRadius: theme.radii.pill,
    background: theme.colors.bone,
    fontSize: theme.fontSizes.sm,
    lineHeight: 1.4,
  },
}));

export const Traits = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(1),
  fontSize: theme.fontSizes.sm,
  [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr', columnGap: theme.space(3) },
  li: { position: 'relative', paddingLeft: theme.space(2.5), lineHeight: 1.5 },
  'li::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: '0.75em',
    width: 10,
    height: 1,
    background: theme.colors.bronze,
  },
}));

/**
 * Phones: a box with the image's exact shape lays the controls over the image's bottom edge, near the thumb.
 * Large screens: the same box sits at the foot of the details column.
 */
export const ControlsBox = styled.div(({ theme }) => ({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  aspectRatio: '4 / 3',
  display: 'flex',
  alignItems: 'flex-end',
  padding: theme.space(2),
  pointerEvents: 'none',
  [theme.mq.lg]: {
    top: 'auto',
    left: 'auto',
    right: 0,
    bottom: 0,
    aspectRatio: 'auto',
    width: `calc((100% - ${theme.space(COLUMN_GAP)}) * ${DETAILS_FR} / ${IMAGE_FR + DETAILS_FR})`,
    padding: `${theme.space(3)} 0 0`,
    borderTop: `1px solid ${theme.colors.stoneLine}`,
  },
}));

export const Controls = styled.div(({ theme }) => ({
  pointerEvents: 'auto',
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(2),
}));

export const Counter = styled.p(({ theme }) => ({
  display: 'none',
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xl,
  fontVariantNumeric: 'tabular-nums',
  span: { color: theme.colors.inkMuted, fontSize: theme.fontSizes.md },
  [theme.mq.lg]: { display: 'block' },
}));

export const Dots = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${theme.space(1)}`,
  borderRadius: theme.radii.pill,
  background: 'rgba(20, 18, 15, 0.55)',
  [theme.mq.lg]: { background: 'none', padding: 0, marginRight: 'auto', marginLeft: theme.space(2) },
}));

export const Dot = styled.button(({ theme }) => ({
  width: 32,
  height: 44,
  padding: 0,
  border: 0,
  background: 'none',
  display: 'grid',
  placeItems: 'center',
  '&::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: theme.radii.pill,
    background: theme.colors.paper,
    opacity: 0.7,
    transition: `width ${theme.durations.base}ms ${theme.easing.out}, opacity ${theme.durations.base}ms ease`,
  },
  '&[aria-current="true"]::before': { width: 22, opacity: 1 },
  [theme.mq.lg]: {
    '&::before': { background: theme.colors.ink, opacity: 0.35 },
    '&[aria-current="true"]::before': { opacity: 1 },
  },
}));

export const Arrows = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space(1) }));

export const Arrow = styled.button(({ theme }) => ({
  width: 48,
  height: 48,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  border: `1px solid ${theme.colors.paper}`,
  background: theme.colors.paper,
  color: theme.colors.ink,
  boxShadow: theme.shadows.card,
  transition: `background-color ${theme.durations.fast}ms ease, color ${theme.durations.fast}ms ease`,
  '&:hover': { background: theme.colors.ink, borderColor: theme.colors.ink, color: theme.colors.paper },
  '.flip': { transform: 'scaleX(-1)' },
  [theme.mq.lg]: { borderColor: theme.colors.ink, background: 'transparent', boxShadow: 'none' },
}));
