// Every call to action leads to the budget form: on the home page by smooth scrolling,
// elsewhere through the /#budget link that the home page resolves on load.
export const BUDGET_FORM_ID = 'budget-form';
export const BUDGET_HASH = '#budget';
export const BUDGET_HREF = `/${BUDGET_HASH}`;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Scrolls to the budget form if it is on this page; returns false when it is not. */
export function scrollToBudgetForm(doc: Document = document): boolean {
  const form = doc.getElementById(BUDGET_FORM_ID);
  if (!form) return false;
  form.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Move focus for keyboard and screen-reader users without a second jump.
  const heading = form.querySelector<HTMLElement>('[data-budget-focus]');
  heading?.focus({ preventScroll: true });
  return true;
}
