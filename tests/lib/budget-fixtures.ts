import { testRequestAnswers } from '../../mocks/lead-requests';
import type { BudgetFormValues } from '../../src/lib/budget-steps';

/** A complete, valid set of answers: the test request's (mocks/lead-requests.ts). */
export const validValues: BudgetFormValues = testRequestAnswers;
