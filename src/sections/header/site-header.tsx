import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Company } from '../../../content/types';
import type { HeaderContent } from '../../../content/layout';
import { BudgetLink } from '../../ui/budget-link';

const Bar = styled.header(({ theme }) => ({
  position: 'relative',
  zIndex: 20,
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  borderBottom: `1px solid rgba(244, 239, 230, 0.12)`,
}));

const Inner = styled.div(({ theme }) => ({
  maxWidth: `calc(${theme.layout.maxWidth} + 2 * ${theme.layout.gutter})`,
  margin: '0 auto',
  padding: `0 ${theme.layout.gutter}`,
  minHeight: theme.layout.headerHeight,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: theme.space(3),
  [theme.mq.xl]: { flexWrap: 'nowrap' },
}));

const Brand = styled(Link)(({ theme }) => ({
  fontFamily: theme.fonts.display,
  fontSize: '1.75rem',
  letterSpacing: '0.02em',
  textDecoration: 'none',
  color: theme.colors.onDark,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
}));

// The menu is a native <details>: it opens on the first tap, before (and without) the app's code.
// On phones and tablets the open menu unfolds inside the bar and pushes the page down: it never covers
// the page (nothing hides behind it, and the page under it needs no second look). From the xl width,
// where the seven links and the budget button fit on one line, the summary is hidden and the navigation
// shows in the bar, open or not. The <details> itself takes no box of its own (`display: contents`):
// its summary and its content are laid out by the bar.
// The bar's navigation starts right after the brand and takes the rest of the line, its links from the
// left: the browser paints the bar while its HTML still arrives, and a link or the budget button parsed
// later then takes its place without moving what is already shown (centred or spaced-out links would
// jump as each one arrives).
const Menu = styled.details(({ theme }) => ({
  display: 'contents',
  '&::details-content': {
    order: 3,
    flexBasis: '100%',
    [theme.mq.xl]: { order: 0, flexBasis: 'auto', flexGrow: 1, marginLeft: theme.space(5), contentVisibility: 'visible' },
  },
  // Closed below xl: no empty second line in the bar.
  '&:not([open])::details-content': { [theme.mq.belowXl]: { display: 'none' } },
  // What the summary says follows the element's own state: "Menu" closed, "Fechar" open.
  '&[open] [data-when="closed"], &:not([open]) [data-when="open"]': { display: 'none' },
}));

const Nav = styled.nav(({ theme }) => ({
  [theme.mq.belowXl]: {
    padding: `${theme.space(1)} 0 ${theme.space(3)}`,
    borderTop: `1px solid rgba(244, 239, 230, 0.12)`,
  },
  ul: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space(0.5),
    // Tablets and small laptops: the open menu's links in three columns, not one long list.
    [theme.mq.md]: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: theme.space(3) },
    [theme.mq.xl]: { display: 'flex', flexDirection: 'row', gap: theme.space(3) },
  },
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    color: theme.colors.onDark,
    textDecoration: 'none',
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    letterSpacing: '0.02em',
    borderBottom: '1px solid transparent',
    '&:hover': { color: theme.colors.bronzeLight },
    '&[aria-current="page"]': { borderBottomColor: theme.colors.bronzeLight },
  },
}));

// The budget button sits at the line's end, beside the menu button where there is one.
const Actions = styled.div(({ theme }) => ({ order: 1, marginLeft: 'auto', display: 'none', [theme.mq.lg]: { display: 'flex', alignItems: 'center', gap: theme.space(1.5) } }));

const MenuButton = styled.summary(({ theme }) => ({
  order: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  minWidth: 44,
  padding: `0 ${theme.space(1.5)}`,
  background: 'transparent',
  color: theme.colors.onDark,
  border: `1px solid rgba(244, 239, 230, 0.4)`,
  borderRadius: theme.radii.pill,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  cursor: 'pointer',
  userSelect: 'none',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '&::marker': { content: '""' },
  // Hidden from xl only where the browser can show a closed <details>' content (the bar's
  // navigation, above): an older browser keeps the button there, so its navigation is a tap away.
  '@supports selector(::details-content)': { [theme.mq.xl]: { display: 'none' } },
}));

interface Props {
  company: Pick<Company, 'name'>;
  content: HeaderContent;
}

export function SiteHeader({ company, content }: Props) {
  const menu = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Following a link closes the menu (the page changes under it). Not on hydration: a menu the visitor
  // opened before the app arrived stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  // Escape closes the open menu and gives the focus back to its summary.
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    summary.current?.focus();
  };

  return (
    <Bar data-theme="dark">
      <Inner>
        <Brand to="/" aria-label={content.homeLabel}>
          {company.name}
        </Brand>
        {/* The visitor may open it before hydration: its `open` attribute is theirs, not a mismatch. */}
        <Menu ref={menu} onKeyDown={onKeyDown} suppressHydrationWarning>
          <MenuButton ref={summary}>
            <span data-when="closed">{content.menuOpen}</span>
            <span data-when="open">{content.menuClose}</span>
          </MenuButton>
          <Nav aria-label={content.navLabel}>
            <ul>
              {content.links.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href}>{link.label}</NavLink>
                </li>
              ))}
            </ul>
          </Nav>
        </Menu>
        <Actions>
          <BudgetLink variant="onDark">{content.cta}</BudgetLink>
        </Actions>
      </Inner>
    </Bar>
  );
}
