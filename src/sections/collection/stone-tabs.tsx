import styled from '@emotion/styled';
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { CollectionStone } from '../../../content/types';
import { VisuallyHidden } from '../../ui/visually-hidden';
import type { CollectionVariant } from './collection-variant';
import { nextTabIndex, tabIds } from './tab-navigation';

const mix = (color: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, transparent)`;

const List = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(1),
  [theme.mq.lg]: { gap: theme.space(1.5) },
}));

const Tab = styled(Link, { shouldForwardProp: (p) => p !== 'tone' })<{ tone: CollectionVariant['heroTone'] }>(({ theme, tone }) => {
  const dark = tone === 'dark';
  const fg = dark ? theme.colors.onDark : theme.colors.ink;
  return {
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: theme.space(1),
    minHeight: 44,
    padding: `${theme.space(1.25)} ${theme.space(2)}`,
    border: `1px solid ${mix(fg, dark ? 42 : 38)}`,
    borderRadius: theme.radii.pill,
    background: dark ? mix(theme.colors.graphite, 35) : mix(theme.colors.paper, 45),
    color: fg,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    letterSpacing: '0.02em',
    lineHeight: 1.2,
    textDecoration: 'none',
    transition: `background-color ${theme.durations.fast}ms ease, color ${theme.durations.fast}ms ease, border-color ${theme.durations.fast}ms ease`,
    '& [data-index]': { fontSize: '0.6875rem', fontWeight: 700, letterSpacing: '0.08em', opacity: 0.8, fontVariantNumeric: 'tabular-nums' },
    [theme.mq.hover]: { '&:hover': { borderColor: fg } },
    '&[aria-selected="true"]': {
      background: dark ? theme.colors.paper : theme.colors.graphite,
      borderColor: dark ? theme.colors.paper : theme.colors.graphite,
      color: dark ? theme.colors.graphite : theme.colors.onDark,
    },
    [theme.mq.lg]: { padding: `${theme.space(1.5)} ${theme.space(2.5)}`, fontSize: theme.fontSizes.md },
  };
});

interface Props {
  /** Id of the visible text that names the tablist. */
  labelledBy: string;
  /** Scope of the tab and panel ids (the page slug). */
  scope: string;
  stones: readonly Pick<CollectionStone, 'id' | 'name' | 'tabLabel'>[];
  /** Address of each stone's page, in the same order. */
  hrefs: readonly string[];
  selected: number;
  /** `source` tells an activation (click, Enter, Space: reveal the panel) from arrow-key roving (stay put). */
  onSelect: (index: number, source: 'activate' | 'roving') => void;
  tone: CollectionVariant['heroTone'];
}

/**
 * Focuses the panel `panelId` once it is shown, unless focus has left `from` in the meantime (the
 * visitor went on). Hydration may replace the element, so it is looked up by id on every change.
 */
function focusWhenShown(panelId: string, doc: Document, from: HTMLElement) {
  const attempt = () => {
    if (doc.activeElement !== from) return true;
    const panel = doc.getElementById(panelId);
    if (!panel || panel.hidden) return false;
    panel.focus();
    return true;
  };
  if (attempt()) return;
  const observer = new MutationObserver(() => {
    if (attempt()) observer.disconnect();
  });
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
  // Focus moving elsewhere changes no attribute: stop listening then too.
  from.addEventListener('blur', () => observer.disconnect(), { once: true });
}

const plainClick = (event: MouseEvent) => !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);

/**
 * One tab per stone, following the WAI-ARIA tabs pattern with roving tabindex. Each tab is a link to
 * the stone's page, so it works before the page is hydrated and opens in a new tab like any link.
 */
export function StoneTabs({ labelledBy, scope, stones, hrefs, selected, onSelect, tone }: Props) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Space activates a tab as Enter does (a link alone would scroll the page).
    if (event.key === ' ') {
      const index = refs.current.findIndex((tab) => tab === event.target);
      if (index < 0) return;
      event.preventDefault();
      refs.current[index]?.click();
      return;
    }
    // From the focused tab: the address (and so `selected`) may still be catching up with a quick run of keys.
    const focused = refs.current.findIndex((tab) => tab === event.target);
    if (event.key === 'Tab' && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey && focused >= 0) {
      // Tab leads from a tab to its panel. On a slow phone the panel of the tab just reached may not
      // be shown yet (the page follows the address a moment later): Tab would land on the panel
      // about to hide and lose focus with it, so it waits for the right panel instead.
      const panel = document.getElementById(tabIds(scope, stones[focused]!.id).panel);
      if (panel?.hidden) {
        event.preventDefault();
        focusWhenShown(panel.id, event.currentTarget.ownerDocument, refs.current[focused]!);
      }
      return;
    }
    const next = nextTabIndex(focused >= 0 ? focused : selected, event.key, stones.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(next, 'roving');
    refs.current[next]?.focus();
  };

  return (
    <List role="tablist" aria-labelledby={labelledBy} onKeyDown={handleKeyDown}>
      {stones.map((stone, index) => {
        const ids = tabIds(scope, stone.id);
        const isSelected = index === selected;
        // The label may be a shortened name (two granites start with "Branco"): the rest of the
        // name stays in the accessible name so every tab is distinguishable by ear.
        const rest = stone.name.startsWith(stone.tabLabel) ? stone.name.slice(stone.tabLabel.length) : '';
        return (
          <Tab
            key={stone.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            to={hrefs[index]!}
            role="tab"
            id={ids.tab}
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected ? 0 : -1}
            tone={tone}
            onClick={(event) => plainClick(event) && onSelect(index, 'activate')}
          >
            <span data-index aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span data-label>{stone.tabLabel}</span>
            {rest && <VisuallyHidden>{rest}</VisuallyHidden>}
          </Tab>
        );
      })}
    </List>
  );
}
