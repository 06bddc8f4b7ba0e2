// "Comparar" on a catalogue card or a stone's page: a real toggle button (aria-pressed) that puts the
// stone into the comparison or takes it out and, on a stone's page, a link to the comparison once it
// holds a stone (a catalogue has one tray for all its cards instead: CompareTray). What changed ("Taj
// Mahal entrou na comparação: 2 de 3 pedras") is said by the page's CompareAnnouncer.
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { CompareContent } from '../../../content/stone-comparison';
import { fillTemplate } from '../../lib/budget-steps';
import { compareHref, MAX_COMPARED, type CompareChange } from '../../lib/compare-selection';
import { browserCompareStore, useCompareSelection, type CompareStore } from '../../lib/use-compare-selection';
import { Icon } from '../../ui/icons';
import { announceCompare } from './compare-announcer';

const Wrap = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space(0.5)} ${theme.space(1.5)}`,
  '@media print': { display: 'none' },
}));

const Toggle = styled('button', { shouldForwardProp: (p) => p !== 'tone' })<{ tone: 'light' | 'dark' }>(({ theme, tone }) => {
  const ink = tone === 'dark' ? theme.colors.onDark : theme.colors.ink;
  const ground = tone === 'dark' ? theme.colors.graphite : theme.colors.paper;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(1),
    minHeight: 44,
    padding: `0 ${theme.space(2)} 0 ${theme.space(1.5)}`,
    border: `1.5px solid ${ink}`,
    borderRadius: theme.radii.pill,
    background: 'transparent',
    color: ink,
    fontFamily: theme.fonts.body,
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    letterSpacing: '0.1em',
    textTransform: 'uppercase',
    cursor: 'pointer',
    transition: `background-color ${theme.durations.fast}ms ease, color ${theme.durations.fast}ms ease`,
    // Pressed: filled, and the plus becomes a check, so the state never rests on colour alone.
    '&[aria-pressed="true"]': { background: ink, color: ground },
    [theme.mq.hover]: { '&:hover': { borderColor: theme.colors.bronze } },
  };
});

const ViewLink = styled(Link, { shouldForwardProp: (p) => p !== 'tone' })<{ tone: 'light' | 'dark' }>(({ theme, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  color: tone === 'dark' ? theme.colors.onDark : theme.colors.bronzeDark,
  textUnderlineOffset: 4,
  // Kept in the layout while the comparison is empty (and in the prerendered page, which cannot know the
  // selection): a stored selection then shows the link without pushing anything below it.
  '&[data-empty]': { visibility: 'hidden' },
}));

export interface CompareToggleProps {
  /** The stone's page slug, as the comparison's address names it. */
  stone: string;
  name: string;
  labels: CompareContent['control'];
  tone?: 'light' | 'dark';
  /** Where the selection lives; the browser's storage unless a story or test passes its own. */
  store?: CompareStore;
  /**
   * The link "Ver comparação (n)" beside the button (default). A page with many toggles (the catalogue)
   * leaves it out and shows one CompareTray instead.
   */
  withLink?: boolean;
}

/** The sentence said for a change; exported for the comparison page's own removals. */
export function announcement(labels: CompareContent['control'], change: CompareChange, name: string, count: number): string {
  const values = { stone: name, count, max: MAX_COMPARED };
  if (change.kind === 'added') return fillTemplate(labels.added_announcement, values);
  if (change.kind === 'removed') return fillTemplate(labels.removed_announcement, values);
  return fillTemplate(labels.full_announcement, values);
}

export function CompareToggle({ stone, name, labels, tone = 'light', store = browserCompareStore, withLink = true }: CompareToggleProps) {
  const selection = useCompareSelection(store);
  const pressed = selection.includes(stone);
  const toggle = () => {
    const change = store.toggle(stone);
    announceCompare(announcement(labels, change, name, store.getSnapshot().length));
  };

  return (
    <Wrap>
      <Toggle type="button" tone={tone} aria-pressed={pressed} aria-label={fillTemplate(labels.label, { stone: name })} onClick={toggle}>
        <Icon name={pressed ? 'check' : 'plus'} size={18} strokeWidth={2} />
        {labels.add}
      </Toggle>
      {withLink && (
        <ViewLink tone={tone} to={compareHref(selection)} data-empty={selection.length === 0 ? '' : undefined} aria-hidden={selection.length === 0 || undefined}>
          {fillTemplate(labels.view, { count: selection.length })}
          <Icon name="arrow-right" size={16} />
        </ViewLink>
      )}
    </Wrap>
  );
}
