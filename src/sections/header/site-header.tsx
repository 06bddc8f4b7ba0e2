import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
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
  [theme.mq.lg]: { flexWrap: 'nowrap' },
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

// On phones the open menu unfolds inside the bar and pushes the page down: it never covers the page
// (nothing hides behind it, and the page under it needs no second look).
const Nav = styled('nav', { shouldForwardProp: (p) => p !== 'open' })<{ open: boolean }>(({ theme, open }) => ({
  [theme.mq.belowLg]: {
    display: open ? 'block' : 'none',
    order: 3,
    flexBasis: '100%',
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
    [theme.mq.lg]: { flexDirection: 'row', gap: theme.space(3) },
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

const Actions = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space(1.5) }));

const MenuButton = styled.button(({ theme }) => ({
  minHeight: 44,
  minWidth: 44,
  padding: `0 ${theme.space(1.5)}`,
  background: 'transparent',
  color: theme.colors.onDark,
  border: `1px solid rgba(244, 239, 230, 0.4)`,
  borderRadius: theme.radii.pill,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  [theme.mq.lg]: { display: 'none' },
}));

const DesktopCta = styled.div(({ theme }) => ({ display: 'none', [theme.mq.lg]: { display: 'block' } }));

interface Props {
  company: Pick<Company, 'name'>;
  content: HeaderContent;
}

export function SiteHeader({ company, content }: Props) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Bar data-theme="dark">
      <Inner>
        <Brand to="/" aria-label={content.homeLabel}>
          {company.name}
        </Brand>
        <Nav id={navId} aria-label={content.navLabel} open={open}>
          <ul>
            {content.links.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <Actions>
          <DesktopCta>
            <BudgetLink variant="onDark">{content.cta}</BudgetLink>
          </DesktopCta>
          <MenuButton type="button" aria-expanded={open} aria-controls={navId} onClick={() => setOpen((v) => !v)}>
            {open ? content.menuClose : content.menuOpen}
          </MenuButton>
        </Actions>
      </Inner>
    </Bar>
  );
}
