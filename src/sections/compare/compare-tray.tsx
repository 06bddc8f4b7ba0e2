// The catalogue's comparison tray: one for the whole page instead of a link kept in every card. Once the
// selection holds a stone, a bar rises at the foot of the screen (on phones just above the fixed
// "Orçar projeto" bar, from the desktop breakpoint a floating bar in the middle), with how many stones of
// three are chosen, their names and "Ver comparação (n)". It is fixed, so it appears and goes without
// moving anything on the page; while it shows, focus scrolling keeps what it brings into view clear of it
// and the page ends with room for it. Changes are said by the page's CompareAnnouncer, not by the tray.
import { css, Global, keyframes, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { CompareContent } from '../../../content/stone-comparison';
import { fillTemplate } from '../../lib/budget-steps';
import { compareHref, MAX_COMPARED } from '../../lib/compare-selection';
import { browserCompareStore, useCompareSelection, type CompareStore } from '../../lib/use-compare-selection';
import { Icon } from '../../ui/icons';
import { barHeight } from '../footer/mobile-budget-bar';

/** The tray's own height (px), without the space around it. */
export const TRAY_HEIGHT = 64;

const rise = keyframes({ from: { transform: 'translateY(calc(100% + 24px))' }, to: { transform: 'none' } });

// Phones: the tray sits on the "Orçar projeto" bar. Desktop: a floating bar above the window's foot.
const trayBottom = (theme: Theme) => `calc(${barHeight(theme)} + ${theme.space(1)})`;

/** Focus scrolling (Tab, find in page) keeps the focused element clear of the tray; the page ends with room for it. */
const keepClear = (theme: Theme) => css`
  html:root {
    scroll-padding-bottom: calc(${trayBottom(theme)} + ${TRAY_HEIGHT}px + ${theme.space(1.5)});
  }
  body::after {
    content: '';
    display: block;
    height: ${TRAY_HEIGHT + 16}px;
  }
  ${theme.mq.lg} {
    html:root {
      scroll-padding-bottom: calc(${theme.space(3)} + ${TRAY_HEIGHT}px + ${theme.space(1.5)});
    }
  }
`;

const Tray = styled.aside(({ theme }) => ({
  position: 'fixed',
  zIndex: 40,
  left: theme.space(1.5),
  right: theme.space(1.5),
  bottom: trayBottom(theme),
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1.5),
  minHeight: TRAY_HEIGHT,
  padding: `${theme.space(1)} ${theme.space(1)} ${theme.space(1)} ${theme.space(2)}`,
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.lifted,
  animation: `${rise} ${theme.durations.base}ms ${theme.easing.out} both`,
  [theme.mq.reducedMotion]: { animation: 'none' },
  [theme.mq.sm]: { left: '50%', right: 'auto', width: 520, marginLeft: -260 },
  [theme.mq.lg]: { bottom: theme.space(3), width: 560, marginLeft: -280 },
  '@media print': { display: 'none' },
}));

const Summary = styled.p(({ theme }) => ({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  display: 'grid',
  lineHeight: 1.3,
  '& strong': { fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.1em', textTransform: 'uppercase', color: theme.colors.onDarkMuted, whiteSpace: 'nowrap' },
  // On a phone the count alone (the tray's name is its landmark's); from 600 px the name too.
  '& [data-tray-name]': { display: 'none', [theme.mq.sm]: { display: 'inline' } },
  '& [data-tray-stones]': { fontSize: theme.fontSizes.sm, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
}));

const View = styled(Link)(({ theme }) => ({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 48,
  padding: `0 ${theme.space(1.5)}`,
  [theme.mq.sm]: { padding: `0 ${theme.space(2)}` },
  borderRadius: theme.radii.pill,
  background: theme.colors.paper,
  color: theme.colors.ink,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusOnDark}`, outlineOffset: 2 },
  [theme.mq.hover]: { '&:hover': { background: theme.colors.travertine } },
}));

export interface CompareTrayProps {
  /** The tray's name and count ('Sua comparação', '{count} de {max}') and the link's text. */
  labels: CompareContent['tray'] & Pick<CompareContent['control'], 'view'>;
  /** The name of each stone the selection may hold, by slug. */
  names: Readonly<Record<string, string>>;
  /** Where the selection lives; the browser's storage unless a story or test passes its own. */
  store?: CompareStore;
}

export function CompareTray({ labels, names, store = browserCompareStore }: CompareTrayProps) {
  const selection = useCompareSelection(store);
  if (selection.length === 0) return null;
  return (
    <Tray aria-label={labels.label} data-compare-tray="">
      <Global styles={keepClear} />
      <Summary>
        <strong>
          <span data-tray-name="">{labels.label} · </span>
          {fillTemplate(labels.count, { count: selection.length, max: MAX_COMPARED })}
        </strong>
        <span data-tray-stones="">{selection.map((slug) => names[slug] ?? slug).join(', ')}</span>
      </Summary>
      <View to={compareHref(selection)}>
        {fillTemplate(labels.view, { count: selection.length })}
        <Icon name="arrow-right" size={16} />
      </View>
    </Tray>
  );
}
