import styled from '@emotion/styled';
import { Suspense, type ReactNode } from 'react';
import type { UseVerdict } from '../../../content/stone-uses';
import { lazyLayoutMark, type LayoutHeights } from '../../lib/lazy-layout';
import { CatalogueCard, type CardStone, type CatalogueCardProps } from './catalogue-card';

// The stones that fit, then (behind a native disclosure, which opens without scripts) the ones set aside
// with the reason each falls short. The count above the grid is a polite live region: it is read out when
// a filter changes it, and the prerendered page already carries it, so nothing is announced on arrival.
// Each card is a Suspense boundary: React hydrates the cards after the page, each on its own, a card the
// visitor presses first (a new choice hydrates the cards it keeps, in slices). The cards after the first row are laid out lazily (src/lib/lazy-layout.ts),
// each standing in at about its own height: a font swap or the end of the HTML lays out the first screen,
// not twenty cards.

/**
 * A card's height in the grid at 390, 768 and 1440 px, which a card below the first row stands in at. In the whole
 * catalogue a card says where the stone goes, in a line or two; in a list narrowed to one use it says why the
 * stone fits that use, in two to five. Each is the mean of the cards' own heights over such lists (the tablet's a
 * little above it, which keeps the five-line cards within 5 %), so a list stands in at about its own length.
 * `e2e/stand-in-heights.spec.ts` holds each card within 5 % of it.
 */
export const CARD_HEIGHTS: Record<'whole' | 'oneUse', LayoutHeights> = {
  whole: { phone: 502, tablet: 544, desktop: 592 },
  oneUse: { phone: 524, tablet: 574, desktop: 606 },
};
const Status = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.space(1),
  paddingBottom: theme.space(2),
  marginBottom: theme.space(3),
  borderBottom: `1px solid ${theme.colors.stoneLine}`,
  '& [role="status"]': { margin: 0, fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl },
}));

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space(3),
  '& > li > *': { height: '100%' },
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space(4) },
}));

const Empty = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.space(4),
  border: `1px dashed ${theme.colors.sand}`,
  borderRadius: theme.radii.lg,
  color: theme.colors.inkMuted,
  maxWidth: '40rem',
  textWrap: 'pretty',
}));

const Aside = styled.details(({ theme }) => ({
  marginTop: theme.space(6),
  borderTop: `1px solid ${theme.colors.stoneLine}`,
  '& > summary': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(1),
    minHeight: 56,
    padding: `${theme.space(1.5)} 0`,
    cursor: 'pointer',
    fontWeight: 700,
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&::before': {
      content: '"+"',
      display: 'inline-grid',
      placeItems: 'center',
      width: 28,
      height: 28,
      borderRadius: theme.radii.pill,
      border: `1px solid ${theme.colors.ink}`,
      fontWeight: 400,
    },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  },
  '&[open] > summary::before': { content: '"−"' },
  '& > ul': { marginTop: theme.space(2) },
}));

export interface FitItem {
  stone: CardStone;
  verdict: UseVerdict;
  reason: string;
}

export interface CatalogueResultsProps {
  /** '19 pedras para bancada de cozinha'. */
  count: string;
  kept: readonly FitItem[];
  setAside: readonly FitItem[];
  setAsideSummary: string;
  emptyText: string;
  verdictLabels: Record<UseVerdict, string>;
  figureLabels: CatalogueCardProps['figureLabels'];
  /** Beside the count: e.g. the link that clears the filters. */
  extra?: ReactNode;
  /** The list is narrowed to one use: each card says why the stone fits it, in more lines (CARD_HEIGHTS). */
  oneUse?: boolean;
  /** "Estimar com esta pedra" on every card. */
  estimateLabel?: string;
  /** Cards whose image loads at once and which are laid out at once (the first row); the rest are laid out lazily. */
  priorityCount?: number;
  /** A card's own controls (e.g. add to a comparison). */
  cardActions?: (stone: CardStone) => ReactNode;
}

export function CatalogueResults({
  count,
  kept,
  setAside,
  setAsideSummary,
  emptyText,
  verdictLabels,
  figureLabels,
  extra,
  priorityCount = 0,
  cardActions,
  estimateLabel,
  oneUse = false,
}: CatalogueResultsProps) {
  const heights = CARD_HEIGHTS[oneUse ? 'oneUse' : 'whole'];
  const card = (fit: (typeof kept)[number], emphasis: { priority?: boolean; muted?: boolean }, lazy = false) => (
    <li key={fit.stone.slug} {...(lazy ? lazyLayoutMark(heights) : {})}>
      <Suspense fallback={null}>
        <CatalogueCard
          stone={fit.stone}
          verdict={fit.verdict}
          reason={fit.reason}
          verdictLabel={verdictLabels[fit.verdict]}
          figureLabels={figureLabels}
          {...emphasis}
          actions={cardActions?.(fit.stone)}
          estimateLabel={estimateLabel}
        />
      </Suspense>
    </li>
  );

  return (
    <div>
      <Status>
        <p role="status">{count}</p>
        {extra}
      </Status>
      {kept.length > 0 ? (
        <Grid>{kept.map((fit, index) => card(fit, { priority: index < priorityCount }, index >= priorityCount))}</Grid>
      ) : (
        <Empty>{emptyText}</Empty>
      )}
      {setAside.length > 0 && (
        <Aside>
          <summary>{setAsideSummary}</summary>
          <Grid>{setAside.map((fit) => card(fit, { muted: true }))}</Grid>
        </Aside>
      )}
    </div>
  );
}
