// Every call to action leads to the budget form: on the home page by smooth scrolling,
// elsewhere through the /#budget link that the home page resolves on load.
import { releaseAll } from './lazy-layout';

export const BUDGET_FORM_ID = 'budget-form';
export const BUDGET_HASH = '#budget';
export const BUDGET_HREF = `/${BUDGET_HASH}`;
/** Query parameter naming the stone a visitor asks about: /?pedra=branco-polar#budget. */
export const BUDGET_STONE_PARAM = 'pedra';

/** The form's address, asking about one stone (its slug) when given. */
export function budgetHref(stone?: string): string {
  return stone ? `/?${new URLSearchParams({ [BUDGET_STONE_PARAM]: stone })}${BUDGET_HASH}` : BUDGET_HREF;
}

/** The stone slug a form address asks about, if any. */
export function budgetStoneParam(search: string): string | null {
  const value = new URLSearchParams(search).get(BUDGET_STONE_PARAM);
  return value && /^[a-z0-9-]{1,80}$/.test(value) ? value : null;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Scrolls to the budget form if it is on this page; returns false when it is not. */
export function scrollToBudgetForm(doc: Document = document): boolean {
  const form = doc.getElementById(BUDGET_FORM_ID);
  if (!form) return false;
  // Exact positions: every part above the form laid out before the jump.
  releaseAll(doc);
  form.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Move focus for keyboard and screen-reader users without a second jump.
  const heading = form.querySelector<HTMLElement>('[data-budget-focus]');
  heading?.focus({ preventScroll: true });
  return true;
}
