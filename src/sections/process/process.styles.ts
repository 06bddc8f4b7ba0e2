import { keyframes, type Theme } from '@emotion/react';
import styled from '@emotion/styled';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(6px)' }, to: { opacity: 1, transform: 'none' } });

// From 768 px each card is one grid: the image (and, over it, the details) on top, then the summary
// and the button between two padding tracks. The body and the trigger row are `display: contents`, so
// the details can share the image's cell while staying next to their button in the document. The
// card's three rows are a subgrid of the list's, so images and buttons line up across a row.
const CARD_ROWS = 3;
const padTrack = (theme: Theme, n: number) => `${theme.space(n)} minmax(0, 1fr) ${theme.space(n)}`;

export const Steps = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(3),
  // Rows of cards are spaced by the cards' top margin: the list's row gap would also open inside each card.
  [theme.mq.md]: {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    rowGap: 0,
    '& > li:nth-child(n + 3)': { marginTop: theme.space(3) },
  },
  [theme.mq.lg]: {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    columnGap: theme.space(4),
    '& > li:nth-child(n + 3)': { marginTop: 0 },
    '& > li:nth-child(n + 4)': { marginTop: theme.space(6) },
  },
}));

// Phones get a compact card (thumbnail beside the title) so six steps do not become six screens.
export const StepCard = styled('li', { shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>(({ theme, open }) => ({
  position: 'relative',
  zIndex: open ? 2 : 'auto',
  display: 'grid',
  gridTemplateColumns: '88px minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: theme.space(2),
  padding: `${theme.space(2.5)} ${theme.space(2.5)} ${theme.space(1)}`,
  background: theme.colors.paper,
  border: `1px solid ${open ? theme.colors.sand : theme.colors.travertine}`,
  borderRadius: theme.radii.md,
  boxShadow: open ? theme.shadows.lifted : 'none',
  transition: `box-shadow ${theme.durations.base}ms ease, border-color ${theme.durations.base}ms ease`,
  [theme.mq.md]: {
    gridRow: `span ${CARD_ROWS}`,
    gridTemplateColumns: padTrack(theme, 3),
    gridTemplateRows: 'subgrid',
    alignItems: 'start',
    columnGap: 0,
    padding: 0,
  },
  [theme.mq.lg]: { gridTemplateColumns: padTrack(theme, 4) },
}));

export const Media = styled.div(({ theme }) => ({
  gridRow: 'span 2',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: theme.radii.sm,
  background: theme.colors.travertine,
  '& picture, & img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  // The image's cell is as tall as the larger of the image and the step's details (which are laid out
  // there even while hidden), so opening them never moves anything.
  [theme.mq.md]: {
    gridColumn: '1 / -1',
    gridRow: 1,
    alignSelf: 'stretch',
    justifySelf: 'stretch',
    aspectRatio: '4 / 3',
    borderRadius: `${theme.radii.md} ${theme.radii.md} 0 0`,
  },
}));

export const Body = styled.div({ display: 'contents' });

/** Label, title and text: beside and below the thumbnail on phones, one block under the image from 768 px. */
export const Summary = styled.div(({ theme }) => ({
  display: 'contents',
  [theme.mq.md]: { display: 'block', gridColumn: 2, gridRow: 2, paddingTop: theme.space(3) },
  [theme.mq.lg]: { paddingTop: theme.space(4) },
}));

export const StepLabel = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  gap: theme.space(1),
  alignSelf: 'end',
  marginBottom: theme.space(0.5),
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  color: theme.colors.inkMuted,
  [theme.mq.md]: { marginBottom: theme.space(1.5) },
  span: {
    fontFamily: theme.fonts.display,
    fontSize: '1.75rem',
    fontWeight: 350,
    letterSpacing: 0,
    color: theme.colors.bronze,
    lineHeight: 1,
  },
}));

export const StepTitle = styled.h3(({ theme }) => ({ alignSelf: 'start', fontSize: theme.fontSizes.h3, textWrap: 'balance' }));

export const StepText = styled.p(({ theme }) => ({
  gridColumn: '1 / -1',
  marginTop: theme.space(2),
  color: theme.colors.inkMuted,
  textWrap: 'pretty',
}));

export const TriggerRow = styled.div(({ theme }) => ({
  gridColumn: '1 / -1',
  paddingTop: theme.space(2),
  [theme.mq.md]: { display: 'contents' },
}));

export const Trigger = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  minHeight: 44,
  padding: 0,
  background: 'none',
  border: 0,
  color: theme.colors.bronzeDark,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  svg: { transition: `transform ${theme.durations.fast}ms ease` },
  '&[aria-expanded="true"] svg': { transform: 'rotate(45deg)' },
  '&:hover': { color: theme.colors.ink },
  [theme.mq.md]: { gridColumn: 2, gridRow: 3, alignSelf: 'end', justifySelf: 'start', margin: `${theme.space(2)} 0` },
  [theme.mq.lg]: { marginBottom: theme.space(3) },
}));

/**
 * The details sit on a solid graphite panel that never covers any text. Phones: it opens inside the
 * card, below its button (a tap moves the steps below, as an accordion does). From 768 px: it fills
 * the image's cell, over the image only, and is always laid out there, so hovering a step shows its
 * details without moving anything.
 */
export const Popover = styled.div(({ theme }) => ({
  position: 'relative',
  margin: `${theme.space(1.5)} -${theme.space(1)} ${theme.space(1.5)}`,
  padding: theme.space(3),
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  borderRadius: theme.radii.md,
  animation: `${appear} ${theme.durations.fast}ms ${theme.easing.out}`,
  // Brought into view after a tap: clear the phone's fixed bottom bar.
  scrollMarginTop: theme.space(2),
  scrollMarginBottom: theme.layout.mobileBarHeight + 16,
  '&[hidden]': { display: 'none' },
  '&::after': {
    content: '""',
    position: 'absolute',
    bottom: '100%',
    left: theme.space(4),
    borderWidth: 8,
    borderStyle: 'solid',
    borderColor: `transparent transparent ${theme.colors.graphite} transparent`,
  },
  [theme.mq.md]: {
    gridColumn: '1 / -1',
    gridRow: 1,
    alignSelf: 'stretch',
    zIndex: 1,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    borderRadius: `${theme.radii.md} ${theme.radii.md} 0 0`,
    animation: 'none',
    transition: `opacity ${theme.durations.base}ms ${theme.easing.out}, visibility 0s`,
    '&[hidden]': {
      display: 'flex',
      visibility: 'hidden',
      opacity: 0,
      transition: `opacity ${theme.durations.base}ms ${theme.easing.out}, visibility 0s linear ${theme.durations.base}ms`,
    },
    '&::after': { display: 'none' },
  },
  [theme.mq.reducedMotion]: { animation: 'none', transition: 'none', '&[hidden]': { transition: 'none' } },
}));

export const PopoverTitle = styled.p(({ theme }) => ({
  marginBottom: theme.space(1.5),
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  color: theme.colors.bronzeLight,
}));

export const DetailList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(1),
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.5,
  li: { position: 'relative', paddingLeft: theme.space(2.5) },
  'li::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: '0.7em',
    width: 10,
    height: 1,
    background: theme.colors.bronzeLight,
  },
}));
