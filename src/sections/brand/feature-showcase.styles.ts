import styled from '@emotion/styled';

const hairline = (color: string, share = 16) => `1px solid color-mix(in srgb, ${color} ${share}%, transparent)`;

export const Showcase = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(6),
  marginBottom: theme.space(10),
  [theme.mq.lg]: {
    gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
    gap: theme.space(8),
    alignItems: 'start',
    marginBottom: theme.space(16),
  },
}));

export const FeatureList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  borderTop: hairline(theme.colors.onDark),
}));

export const FeatureItem = styled('li', { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: theme.space(2.5),
  rowGap: theme.space(1),
  padding: `${theme.space(3)} ${theme.space(0.5)}`,
  borderBottom: hairline(theme.colors.onDark),
  transition: `background-color ${theme.durations.base}ms ease, padding ${theme.durations.base}ms ${theme.easing.out}`,
  [theme.mq.lg]: {
    padding: `${theme.space(3)} ${theme.space(3)}`,
    background: active ? theme.colors.graphiteSoft : 'transparent',
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: -1,
      bottom: -1,
      width: 2,
      background: theme.colors.bronzeLight,
      transform: active ? 'scaleY(1)' : 'scaleY(0)',
      transformOrigin: 'top',
      transition: `transform ${theme.durations.base}ms ${theme.easing.out}`,
    },
  },
}));

export const FeatureIcon = styled.span(({ theme }) => ({
  gridRow: 'span 2',
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: theme.radii.pill,
  border: hairline(theme.colors.bronzeLight, 55),
  color: theme.colors.bronzeLight,
}));

export const FeatureTitle = styled.h3(({ theme }) => ({
  fontSize: theme.fontSizes.xl,
  lineHeight: 1.25,
  alignSelf: 'center',
  textWrap: 'balance',
  button: {
    all: 'unset',
    cursor: 'pointer',
    // The whole card is the target: hover, tap and focus anywhere on it.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${theme.colors.focusOnDark}`, outlineOffset: -3 },
  },
}));

export const FeatureText = styled.p(({ theme }) => ({
  gridColumn: 2,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.onDarkMuted,
  textWrap: 'pretty',
}));

/** Present only from 1024 px; below that nothing of it loads. */
export const Panel = styled.div(({ theme }) => ({
  display: 'none',
  [theme.mq.lg]: {
    display: 'block',
    position: 'sticky',
    top: theme.space(4),
    borderRadius: theme.radii.md,
    overflow: 'hidden',
    background: theme.colors.graphiteSoft,
    aspectRatio: '5 / 6',
  },
}));

export const PanelStage = styled('div', { shouldForwardProp: (p) => p !== 'fading' })<{ fading: boolean }>(({ theme, fading }) => ({
  position: 'absolute',
  inset: 0,
  opacity: fading ? 0 : 1,
  transition: `opacity ${theme.durations.fast}ms ease`,
}));

export const PanelMediaBox = styled.div({
  position: 'absolute',
  inset: 0,
  '& > div, & > picture': { position: 'absolute', inset: 0, width: '100%', height: '100%' },
});

export const PanelCaption = styled.div(({ theme }) => ({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 2,
  padding: `${theme.space(3)} ${theme.space(4)} ${theme.space(4)}`,
  // A solid plate under the text (never the video itself), so its contrast holds on every frame; the
  // fade above it, outside the text, eases the video into it without a visible edge.
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  pointerEvents: 'none',
}));

/** The fade above the caption plate: an element of its own, outside the text, so it never sits behind a letter. */
export const PanelFade = styled.div(({ theme }) => ({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: '100%',
  height: theme.space(12),
  background: `linear-gradient(to top, ${theme.colors.graphite}, color-mix(in srgb, ${theme.colors.graphite} 0%, transparent))`,
}));

export const PanelTitle = styled.p(({ theme }) => ({
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.h3,
  lineHeight: 1.15,
  textWrap: 'balance',
}));

export const PanelSubtitle = styled.p(({ theme }) => ({
  marginTop: theme.space(1),
  maxWidth: 460,
  color: theme.colors.onDark,
  opacity: 0.88,
  textWrap: 'pretty',
}));
