import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

// The collection pages' language: paper card, soft shadow, the slab on top, the serif name, pills for
// badges and the technical card's figures (small label over a serif value) below.
export const Card = styled.article(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: theme.colors.paper,
  borderRadius: theme.radii.lg,
  overflow: 'hidden',
  boxShadow: theme.shadows.card,
  transition: `box-shadow ${theme.durations.base}ms ${theme.easing.out}, transform ${theme.durations.base}ms ${theme.easing.out}`,
  [theme.mq.hover]: {
    '&:hover': { boxShadow: theme.shadows.lifted, transform: 'translateY(-2px)' },
    '&:hover img': { transform: 'scale(1.03)' },
  },
  [theme.mq.reducedMotion]: { transition: 'none', '&:hover': { transform: 'none' }, '&:hover img': { transform: 'none' } },
  '&:focus-within': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 3 },
  '&[data-muted]': { background: theme.colors.bone, boxShadow: 'none', border: `1px solid ${theme.colors.stoneLine}` },
}));

export const Thumb = styled.div(({ theme }) => ({
  position: 'relative',
  aspectRatio: '2 / 1',
  [theme.mq.sm]: { aspectRatio: '16 / 10' },
  background: theme.colors.travertine,
  overflow: 'hidden',
  '& picture': { position: 'absolute', inset: 0 },
  '& img': { width: '100%', height: '100%', objectFit: 'cover', transition: `transform ${theme.durations.heroZoom / 3}ms ${theme.easing.out}` },
  '[data-muted] &': { aspectRatio: '16 / 6' },
}));

export const Badges = styled.div(({ theme }) => ({
  position: 'absolute',
  top: theme.space(1.5),
  left: theme.space(1.5),
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(0.75),
}));

export const Body = styled.div(({ theme }) => ({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1.25),
  padding: `${theme.space(2.5)} ${theme.space(2.5)} ${theme.space(3)}`,
  [theme.mq.lg]: { padding: `${theme.space(3)} ${theme.space(3)} ${theme.space(3.5)}` },
}));

export const Collection = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.xs,
  fontWeight: 600,
  letterSpacing: '0.04em',
  color: theme.colors.inkMuted,
}));

export const Name = styled.h3(({ theme }) => ({
  fontSize: theme.fontSizes.h3,
  lineHeight: 1.15,
  textWrap: 'balance',
  overflowWrap: 'anywhere',
  '& a': { color: 'inherit', textDecoration: 'none', outline: 'none' },
  // The name's link covers the card: one link per stone, named by the stone, and the whole card answers.
  '& a::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
}));

export const Figures = styled.dl(({ theme }) => ({
  margin: `auto 0 0`,
  paddingTop: theme.space(1.5),
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space(1.5),
  '& > div': { borderTop: `1px solid ${theme.colors.stoneLine}`, paddingTop: theme.space(1) },
  dt: { fontSize: '0.75rem', color: theme.colors.inkMuted, letterSpacing: '0.04em' },
  dd: { margin: 0, fontFamily: theme.fonts.display, fontSize: theme.fontSizes.lg, lineHeight: 1.3, fontVariantNumeric: 'lining-nums', whiteSpace: 'nowrap' },
}));

export const Actions = styled.div(({ theme }) => ({
  position: 'relative',
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(1),
  marginTop: theme.space(1),
}));

// A quiet text link under the figures: the price question with this stone already chosen.
export const EstimateLink = styled(Link)(({ theme }) => ({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'start',
  minHeight: 44,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  color: theme.colors.bronzeDark,
  textUnderlineOffset: 4,
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));
