import styled from '@emotion/styled';

export const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(5),
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.15fr)', gap: theme.space(8), alignItems: 'start' },
}));

export const SelectorLabel = styled.p(({ theme }) => ({
  marginBottom: theme.space(2),
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
}));

export const Swatches = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: `${theme.space(2)} ${theme.space(1.5)}`,
  [theme.mq.lg]: { gap: `${theme.space(3)} ${theme.space(2)}` },
}));

export const Swatch = styled.button(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: theme.space(1),
  minWidth: 0,
  padding: 0,
  border: 0,
  background: 'none',
  textAlign: 'left',
  color: theme.colors.ink,
  WebkitTapHighlightColor: 'transparent',
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible > span:first-of-type': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 3 },
}));

export const Chip = styled.span(({ theme }) => ({
  display: 'block',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: theme.radii.md,
  background: theme.colors.sand,
  boxShadow: `inset 0 0 0 1px rgba(31, 29, 26, 0.08), ${theme.shadows.card}`,
  transition: `transform ${theme.durations.fast}ms ${theme.easing.out}, box-shadow ${theme.durations.fast}ms ease`,
  '& picture, & img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  'button:hover > &': { transform: 'translateY(-3px)', boxShadow: theme.shadows.lifted },
  'button[aria-checked="true"] > &': {
    boxShadow: `0 0 0 2px ${theme.colors.travertine}, 0 0 0 4px ${theme.colors.bronze}, ${theme.shadows.lifted}`,
  },
}));

export const SwatchName = styled.span(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  fontWeight: 600,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
  color: theme.colors.inkMuted,
  'button[aria-checked="true"] > &': { color: theme.colors.ink, fontWeight: 800 },
  [theme.mq.md]: { fontSize: theme.fontSizes.sm },
}));

export const Panel = styled.article(({ theme }) => ({
  display: 'grid',
  background: theme.colors.paper,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.card,
  overflow: 'hidden',
  [theme.mq.md]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
}));

export const PanelImage = styled.div(({ theme }) => ({
  aspectRatio: '2 / 1',
  overflow: 'hidden',
  background: theme.colors.sand,
  '& picture, & img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  [theme.mq.md]: { aspectRatio: 'auto', minHeight: '100%' },
}));

export const PanelBody = styled.div(({ theme }) => ({
  padding: theme.space(3),
  [theme.mq.lg]: { padding: theme.space(5) },
}));

export const FinishName = styled.h3(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1.5),
  fontSize: theme.fontSizes.h3,
  fontWeight: 400,
  svg: { flex: 'none', color: theme.colors.bronze },
}));

export const FinishText = styled.p(({ theme }) => ({
  marginTop: theme.space(2),
  color: theme.colors.inkMuted,
  textWrap: 'pretty',
}));

export const ListTitle = styled.h4(({ theme }) => ({
  margin: `${theme.space(3)} 0 ${theme.space(1)}`,
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
}));

export const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(0.75),
  fontSize: theme.fontSizes.sm,
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
