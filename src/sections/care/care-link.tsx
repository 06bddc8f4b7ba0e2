// "Como cuidar": from a stone's page to its care sheet, in the look of the stone panel's other links.
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

export interface CareLinkProps {
  to: string;
  children: string;
  /** Names the stone when the visible text alone does not ('Como cuidar do Carrara'). */
  label?: string;
}

const Anchor = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${theme.space(0.5)}`,
  color: theme.colors.bronzeDark,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  '@media print': { display: 'none' },
}));

export function CareLink({ to, children, label }: CareLinkProps) {
  return (
    <Anchor to={to} aria-label={label} data-care-link="">
      {children}
    </Anchor>
  );
}
