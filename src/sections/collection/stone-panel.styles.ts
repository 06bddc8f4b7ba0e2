import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const reveal = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

// Small screens: name, photo with specs, then the text. Large: text left, photo right.
export const Panel = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"head" "media" "body"',
  gap: theme.space(4),
  outline: 'none',
  '&[hidden]': { display: 'none' },
  // Only after a visitor switches stones: the first paint never waits for an animation.
  '&[data-switched]': {
    animation: `${reveal} ${theme.durations.base * 2}ms ${theme.easing.out} both`,
    [theme.mq.reducedMotion]: { animation: 'none' },
  },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 8, borderRadius: theme.radii.md },
  [theme.mq.lg]: {
    gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
    gridTemplateAreas: '"head media" "body media"',
    gridTemplateRows: 'auto 1fr',
    columnGap: theme.space(10),
    rowGap: theme.space(4),
  },
}));

export const Head = styled.header(({ theme }) => ({
  gridArea: 'head',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1.5),
}));

export const Meta = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(1),
  marginBottom: theme.space(1),
  '& [data-count]': {
    marginRight: theme.space(1),
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    letterSpacing: '0.16em',
    color: theme.colors.inkMuted,
    fontVariantNumeric: 'tabular-nums',
  },
}));

export const Name = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.h2,
  textWrap: 'balance',
}));

export const Subtitle = styled.p(({ theme }) => ({
  fontFamily: theme.fonts.display,
  fontStyle: 'italic',
  fontSize: theme.fontSizes.xl,
  color: theme.colors.bronzeDark,
  lineHeight: 1.35,
}));

export const MediaColumn = styled.div(({ theme }) => ({
  gridArea: 'media',
  position: 'relative',
  alignSelf: 'start',
  [theme.mq.lg]: { position: 'sticky', top: theme.space(3) },
}));

export const Frame = styled.div(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  height: 'clamp(320px, 88vw, 440px)',
  borderRadius: `${theme.radii.lg} ${theme.radii.lg} 0 0`,
  background: theme.colors.travertine,
  '& picture': { display: 'block', width: '100%', height: '100%' },
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
  [theme.mq.md]: { height: 520 },
  [theme.mq.lg]: { height: 600, borderRadius: theme.radii.lg, boxShadow: theme.shadows.lifted },
}));

export const BodyColumn = styled.div(({ theme }) => ({
  gridArea: 'body',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
}));

export const Story = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.7,
  color: theme.colors.ink,
  textWrap: 'pretty',
}));

export const Facts = styled.dl(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space(1.5),
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& > div': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: theme.space(2),
    padding: `${theme.space(1.75)} ${theme.space(2.5)}`,
    background: theme.colors.paper,
    border: `1px solid ${theme.colors.stoneLine}`,
    borderRadius: theme.radii.md,
    [theme.mq.sm]: { display: 'block', padding: `${theme.space(2)} ${theme.space(2.5)}` },
  },
  '& > div[data-wide]': { gridColumn: '1 / -1', display: 'block' },
  dt: {
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    letterSpacing: '0.16em',
    textTransform: 'uppercase',
    color: theme.colors.bronzeDark,
    marginBottom: theme.space(0.5),
  },
  dd: { margin: 0, fontSize: theme.fontSizes.md, fontWeight: 600, lineHeight: 1.4, textAlign: 'right', [theme.mq.sm]: { textAlign: 'left' } },
  '& > div[data-wide] dd': { textAlign: 'left' },
}));

export const TraitsTitle = styled.h3(({ theme }) => ({
  fontSize: theme.fontSizes.xl,
  marginBottom: theme.space(2),
}));

export const Traits = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: `0 ${theme.space(3)}`,
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  li: {
    display: 'flex',
    gap: theme.space(1.5),
    alignItems: 'flex-start',
    padding: `${theme.space(1.5)} 0`,
    borderBottom: `1px solid ${theme.colors.stoneLine}`,
    lineHeight: 1.45,
  },
  svg: { flex: 'none', color: theme.colors.bronze, marginTop: 1 },
}));

export const Actions = styled.div(({ theme }) => ({ marginTop: theme.space(2) }));
