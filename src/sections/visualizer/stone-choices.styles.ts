import type { CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import { visuallyHidden } from '../../ui/visually-hidden';

/** A swatch's width (and height) in the phones' row. */
const PHONE_SWATCH = 76;

/**
 * Below 1024 px a legend is read, not shown: the tabs and the swatches speak for themselves there, and the
 * room, its surfaces and a whole row of swatches then fit on a 390 x 844 screen above the fixed
 * "Orçar projeto" bar.
 */
export const readOnPhones: CSSObject = visuallyHidden;

// Phones: one row of swatches that scrolls sideways under the room, so the room stays in view; from
// 1024 px the swatches wrap in a grid beside it. On phones the scrolling row paints the page's own solid colour
// (bone) under its names: text scrolled past the screen's edge then still lies on a painted background
// that contains it, so its contrast is computable there too (an unpainted row lets the names outrun
// the page section's background, and the check cannot tell what they sit on).
export const Form = styled.form({ display: 'none' });

export const Tabs = styled.fieldset(({ theme }) => ({
  margin: `0 0 ${theme.space(1)}`,
  padding: 0,
  border: 0,
  '& legend': { marginBottom: theme.space(1), fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: theme.colors.inkMuted },
  [theme.mq.belowLg]: { '& legend': readOnPhones },
  [theme.mq.lg]: { marginBottom: theme.space(2) },
}));

export const TabRow = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(1) }));

export const Tab = styled.label(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${theme.space(1)} ${theme.space(2)}`,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.paper,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '& input': { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' },
  '&:has(input:checked)': { background: theme.colors.graphite, borderColor: theme.colors.graphite, color: theme.colors.onDark },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

export const Stones = styled.fieldset(({ theme }) => ({
  display: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '& legend': { marginBottom: theme.space(1), fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: theme.colors.inkMuted },
  [theme.mq.belowLg]: { '& legend': readOnPhones },
}));

export const Swatches = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `0 calc(-1 * ${theme.layout.gutter})`,
  padding: `${theme.space(0.5)} ${theme.layout.gutter} ${theme.space(1)}`,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: PHONE_SWATCH,
  alignItems: 'start',
  // As wide as the row's padding: a swatch scrolled to the start (where the checked one is brought) leaves the
  // one before it wholly out of view, never a sliver of it under the padding.
  columnGap: theme.layout.gutter,
  overflowX: 'auto',
  background: theme.colors.bone,
  scrollSnapType: 'x proximity',
  scrollPaddingInline: theme.layout.gutter,
  '& > li': { scrollSnapAlign: 'start' },
  [theme.mq.lg]: {
    margin: 0,
    padding: 0,
    gridAutoFlow: 'row',
    gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))',
    gap: theme.space(1.5),
    overflowX: 'visible',
    background: 'none',
  },
}));

export const Swatch = styled.label(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(0.75),
  cursor: 'pointer',
  // The checked outline answers a tap; the browser's own tap highlight would cost a slow phone a paint of the
  // whole page inside the tap, before the change is even handled.
  WebkitTapHighlightColor: 'transparent',
  // The radio lies over the whole swatch, above the picture (a poor fit's dimmed picture is a stacking context
  // of its own and would otherwise take the tap: the browser then focused the page's main, and clicked the radio
  // through its label, a second round of events inside the tap).
  '& input': { position: 'absolute', inset: 0, zIndex: 1, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' },
  // A tap changes only how the picture is painted: its own stacking context whatever its opacity (a poor fit's
  // 0.78 or the checked 1), and an outline as wide checked as not, so the browser lays nothing out again.
  '& img': {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '1',
    borderRadius: theme.radii.md,
    boxShadow: `inset 0 0 0 1px ${theme.colors.stoneLine}`,
    isolation: 'isolate',
    outline: '3px solid transparent',
    outlineOffset: 2,
    transition: `outline-color ${theme.durations.fast}ms ease`,
  },
  '&[data-verdict="pouco-indicada"] img': { opacity: 0.78 },
  // The image follows its radio (the label's first child) by a sibling rule: a change restyles the two swatches
  // whose radio changed, where a :has() on every label made the browser restyle the row's 23 images.
  '& input:checked ~ img': { outlineColor: theme.colors.bronze, opacity: 1 },
  '& input:focus-visible ~ img': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 4 },
  [theme.mq.hover]: { '&:hover img': { outlineColor: theme.colors.stoneLine } },
}));

export const SwatchName = styled.span(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  fontWeight: 600,
  lineHeight: 1.25,
  color: theme.colors.ink,
  overflowWrap: 'anywhere',
}));

// On phones a mark over the swatch's corner (the row stays one swatch and two lines of name tall); from
// 1024 px a line under the name.
export const PoorFit = styled.span(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  lineHeight: 1.2,
  color: theme.colors.bronzeDark,
  [theme.mq.belowLg]: {
    position: 'absolute',
    left: theme.space(0.5),
    right: theme.space(0.5),
    bottom: `calc(100% - ${PHONE_SWATCH}px + ${theme.space(0.5)})`,
    padding: `2px ${theme.space(0.5)}`,
    borderRadius: theme.radii.sm,
    background: theme.colors.paper,
    fontWeight: 700,
    textAlign: 'center',
    pointerEvents: 'none',
  },
}));

// Every note of a row lies in the same cell, hidden but laid out: the box is as tall as the row's longest note
// from the first paint, and showing another stone's note changes what is painted, not where anything lies.
export const FitNotes = styled.div(({ theme }) => ({ display: 'grid', marginTop: theme.space(1.5) }));

export const FitNote = styled.p(({ theme }) => ({
  gridArea: '1 / 1',
  visibility: 'hidden',
  margin: 0,
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.5,
  color: theme.colors.inkMuted,
  '&[data-verdict="pouco-indicada"]': { color: theme.colors.bronzeDark },
  '& strong': { color: theme.colors.ink },
}));
