import styled from '@emotion/styled';
import { ChipRow, LinkChip } from './choice-chips.styles';

// Where the stone goes: links, because each use is a page of its own (found by search, shared, read
// without scripts). The current one is marked `aria-current="page"`, which screen readers announce.
const Nav = styled.nav(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1),
  '& > p': {
    margin: 0,
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    letterSpacing: '0.18em',
    textTransform: 'uppercase',
    color: theme.colors.inkMuted,
  },
}));

export interface UseNavItem {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

export interface UseNavProps {
  id: string;
  label: string;
  items: readonly UseNavItem[];
}

export function UseNav({ id, label, items }: UseNavProps) {
  return (
    <Nav aria-labelledby={id}>
      <p id={id}>{label}</p>
      <ChipRow>
        {items.map((item) => (
          <li key={item.key}>
            <LinkChip to={item.href} aria-current={item.current ? 'page' : undefined} preventScrollReset>
              {item.label}
            </LinkChip>
          </li>
        ))}
      </ChipRow>
    </Nav>
  );
}
