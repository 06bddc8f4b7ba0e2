// Placeholder until the wizard lands: the anchor target every call to action leads to.
import { BUDGET_FORM_ID } from '../../lib/budget-anchor';

export function BudgetSection() {
  return (
    <section id={BUDGET_FORM_ID} aria-labelledby="budget-title">
      <span id="budget" />
      <h2 id="budget-title" tabIndex={-1} data-budget-focus>
        Orçamento
      </h2>
    </section>
  );
}
