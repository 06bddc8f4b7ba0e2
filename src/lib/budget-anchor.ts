// Every call to action leads to the budget form: on the home page by smooth scrolling,
// elsewhere through the /#budget link that the home page resolves on load.

export const BUDGET_FORM_ID = 'budget-form';
export const BUDGET_HASH = '#budget';
export const BUDGET_HREF = `/${BUDGET_HASH}`;
/** Query parameter naming the stone a visitor asks about: /?pedra=branco-polar#budget. */
export const BUDGET_STONE_PARAM = 'pedra';
/** Query parameter naming the stones of a comparison: /?pedras=taj-mahal,carrara#budget. */
export const BUDGET_STONES_PARAM = 'pedras';
/** A comparison holds three stones at most; so does the request. */
const MAX_ASKED_STONES = 3;
const SLUG = /^[a-z0-9-]{1,80}$/;

/** The form's address, asking about one stone (its slug) or the stones of a comparison when given. */
export function budgetHref(stones?: string | readonly string[]): string {
  const slugs = typeof stones === 'string' ? [stones] : (stones ?? []);
  if (slugs.length === 0) return BUDGET_HREF;
  // Commas stay readable in the address: slugs never hold one.
  if (slugs.length > 1) return `/?${BUDGET_STONES_PARAM}=${slugs.slice(0, MAX_ASKED_STONES).map(encodeURIComponent).join(',')}${BUDGET_HASH}`;
  return `/?${new URLSearchParams({ [BUDGET_STONE_PARAM]: slugs[0]! })}${BUDGET_HASH}`;
}

/** The stone slug a form address asks about, if any. */
export function budgetStoneParam(search: string): string | null {
  const value = new URLSearchParams(search).get(BUDGET_STONE_PARAM);
  return value && SLUG.test(value) ? value : null;
}

/** Every stone slug a form address asks about: a comparison's (up to three, no repeats), or the one stone's. */
export function budgetStonesParam(search: string): string[] {
  const list = new URLSearchParams(search).get(BUDGET_STONES_PARAM);
  if (list === null) {
    const one = budgetStoneParam(search);
    return one ? [one] : [];
  }
  const slugs = list.split(',').map((part) => part.trim()).filter((part) => SLUG.test(part));
  return [...new Set(slugs)].slice(0, MAX_ASKED_STONES);
}

/** Query parameters pre-answering the form's environment and application: /?ambiente=cozinha&aplicacao=bancada#budget. */
export const BUDGET_ENVIRONMENT_PARAM = 'ambiente';
export const BUDGET_APPLICATION_PARAM = 'aplicacao';
const ENVIRONMENTS = ['cozinha', 'banheiro', 'area-gourmet', 'lavabo', 'multiplos', 'outro'];
const APPLICATIONS = ['bancada', 'revestimento', 'piso', 'multiplas'];

/** What a form address pre-answers: the environment and application, and whether an estimate waits to be attached. */
export interface BudgetPrefill {
  environmentType?: string;
  applicationType?: string;
  /** `estimativa=1`: the estimate saved by /estimativa goes with the request (src/lib/lead-estimate.ts). */
  withEstimate: boolean;
}

export function budgetPrefillParams(search: string): BudgetPrefill | undefined {
  const params = new URLSearchParams(search);
  const environment = params.get(BUDGET_ENVIRONMENT_PARAM) ?? '';
  const application = params.get(BUDGET_APPLICATION_PARAM) ?? '';
  const prefill: BudgetPrefill = {
    ...(ENVIRONMENTS.includes(environment) ? { environmentType: environment } : {}),
    ...(APPLICATIONS.includes(application) ? { applicationType: application } : {}),
    withEstimate: params.get('estimativa') === '1',
  };
  return prefill.environmentType || prefill.applicationType || prefill.withEstimate ? prefill : undefined;
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
  form.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Move focus for keyboard and screen-reader users without a second jump.
  const heading = form.querySelector<HTMLElement>('[data-budget-focus]');
  heading?.focus({ preventScroll: true });
  return true;
}
