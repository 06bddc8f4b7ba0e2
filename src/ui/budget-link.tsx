import type { MouseEvent, ReactNode } from 'react';
import { budgetHref, scrollToBudgetForm } from '../lib/budget-anchor';
import { ButtonRouterLink, type ButtonVariant } from './button';

interface Props {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  block?: boolean;
  className?: string;
  /** Slug of the stone the visitor asks about, or the slugs of the compared stones: the form opens with their material and names them. */
  stone?: string | readonly string[];
  /** Analytics-free hook for tests and stories. */
  onNavigate?: () => void;
}

/** A call to action that leads to the budget form: smooth scroll on home, `/#budget` elsewhere. */
export function BudgetLink({ children, variant = 'primary', size, block, className, stone, onNavigate }: Props) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    onNavigate?.();
    if (scrollToBudgetForm()) event.preventDefault();
  };
  return (
    <ButtonRouterLink to={budgetHref(stone)} variant={variant} size={size} block={block} className={className} onClick={handleClick}>
      {children}
    </ButtonRouterLink>
  );
}
