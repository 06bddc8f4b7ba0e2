import styled from '@emotion/styled';

/** Uppercase, letter-spaced section label. Inherits colour so it works on dark sections. */
export const Eyebrow = styled.p(({ theme }) => ({
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  margin: `0 0 ${theme.space(2)}`,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1.5),
  '&::before': { content: '""', width: 28, height: 1, background: 'currentColor', opacity: 0.7 },
}));
