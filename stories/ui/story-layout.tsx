import styled from '@emotion/styled';

/** Lays out several variants of one primitive side by side, wrapping on narrow viewports. */
export const Row = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(2),
}));

/** Stacks variants vertically, one per line. */
export const Stack = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
}));
