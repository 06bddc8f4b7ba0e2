// The body of /comparar, fed by props: an empty invitation, or the table with the way to the budget
// form ("Orçar com estas pedras") and the way back to the catalogue. The page owns the address and storage.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CompareContent } from '../../../content/stone-comparison';
import { visitLinks } from '../../../content/visit-links';
import { estimateHref } from '../../lib/estimate-link';
import { visitHref } from '../../lib/visit-booking-query';
import { BudgetLink } from '../../ui/budget-link';
import { Button } from '../../ui/button';
import type { ComparedStone, FigureKey } from './compare-rows';
import { CompareTable } from './compare-table';

const Note = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space(3)}`, color: theme.colors.inkMuted, lineHeight: 1.6 }));

const Empty = styled.div(({ theme }) => ({
  padding: theme.space(4),
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.lg,
  maxWidth: '40rem',
  h2: { fontSize: theme.fontSizes.h3 },
  p: { margin: `${theme.space(1.5)} 0 ${theme.space(2)}`, color: theme.colors.inkMuted, lineHeight: 1.6 },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(2),
  marginTop: theme.space(5),
  paddingTop: theme.space(4),
  borderTop: `1px solid ${theme.colors.stoneLine}`,
  '& > a:first-of-type': { flex: '1 1 260px', [theme.mq.sm]: { flex: '0 1 auto' } },
  '@media print': { display: 'none' },
}));

// A quiet text action: no pill padding, so it lines up with the link beside it.
const ClearButton = styled(Button)({ paddingLeft: 0, paddingRight: 0 });

const ActionNote = styled.p(({ theme }) => ({ flexBasis: '100%', fontSize: theme.fontSizes.sm, color: theme.colors.inkMuted }));

const TextLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: 700,
  color: theme.colors.bronzeDark,
  textUnderlineOffset: 4,
}));

export interface ComparisonProps {
  /** The stones of the address, in its order (none: the empty invitation). */
  stones: readonly ComparedStone[];
  content: Pick<CompareContent, 'empty' | 'single' | 'unknown' | 'table' | 'budgetCta' | 'budgetNote' | 'catalogueLink' | 'catalogueHref' | 'clear'> & { estimateLink?: string };
  figureLabels: Readonly<Record<FigureKey, string>>;
  /** The address named stones the catalogue does not have: they were left out, and the visitor is told. */
  dropped?: boolean;
  onRemove?: (slug: string) => void;
  onClear?: () => void;
  /** Another way on with these stones (the visualizer's link). */
  more?: ReactNode;
}

export function Comparison({ stones, content, figureLabels, dropped = false, onRemove, onClear, more }: ComparisonProps) {
  if (stones.length === 0) {
    return (
      <Empty data-compare-empty="">
        {dropped && <Note>{content.unknown}</Note>}
        <h2>{content.empty.title}</h2>
        <p>{content.empty.text}</p>
        <TextLink to={content.catalogueHref}>{content.catalogueLink}</TextLink>
      </Empty>
    );
  }
  return (
    <div data-compare-ready="">
      {dropped && <Note>{content.unknown}</Note>}
      {stones.length === 1 && <Note>{content.single}</Note>}
      <CompareTable stones={stones} labels={content.table} figureLabels={figureLabels} onRemove={onRemove} />
      <Actions>
        <BudgetLink size="lg" stone={stones.map((stone) => stone.slug)}>
          {content.budgetCta}
        </BudgetLink>
        {content.estimateLink ? <TextLink to={estimateHref(stones.map((stone) => stone.slug))}>{content.estimateLink}</TextLink> : null}
        <TextLink to={visitHref({ kind: 'showroom', stones: stones.map((stone) => stone.slug) })}>{stones.length === 1 ? visitLinks.stone : visitLinks.stones}</TextLink>
        {more}
        <TextLink to={content.catalogueHref}>{content.catalogueLink}</TextLink>
        {onClear && (
          <ClearButton type="button" variant="ghost" onClick={onClear}>
            {content.clear}
          </ClearButton>
        )}
        <ActionNote>{content.budgetNote}</ActionNote>
      </Actions>
    </div>
  );
}
