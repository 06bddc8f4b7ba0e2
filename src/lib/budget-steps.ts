// The shape of the budget form: which fields each step asks, and where the visitor is.
// Free of React, Formik and yup so the prerendered shell can use it without loading them.
import type { BudgetFieldName } from '../../content/budget-form';

export const STEP_COUNT = 5;
export type BudgetStep = 1 | 2 | 3 | 4 | 5;
/** Steps that ask questions; step 5 is the summary. */
export type QuestionStep = 1 | 2 | 3 | 4;

export const STEP_FIELDS: Readonly<Record<QuestionStep, readonly BudgetFieldName[]>> = Object.freeze({
  1: ['name', 'email', 'phone', 'role'],
  2: ['environmentType', 'applicationType', 'squareMeters', 'timeline'],
  3: ['materialPreference', 'stylePreference', 'hasReferences'],
  4: ['investmentRange', 'projectStage', 'howFoundUs'],
});

export const BUDGET_FIELDS: readonly BudgetFieldName[] = Object.freeze(Object.values(STEP_FIELDS).flat());

/**
 * The stone a visitor came from (its page's call to action), or the stones of the comparison they asked
 * about: they preset the material and travel with the request.
 */
export interface AskedStone {
  /** What the request's `stone` column stores: 'Branco Polar', or 'Taj Mahal, Carrara' from a comparison. */
  name: string;
  /** Each stone's name, in the order asked (one from a stone's page, two or three from a comparison). */
  names: readonly string[];
  /** The materialPreference answer of their family ('nao-sei' when the stones are of different families). */
  material: string;
}

/** Form values as the inputs hold them: '' until answered; the phone as digits only. */
export type BudgetFormValues = Record<BudgetFieldName, string>;

export function emptyBudgetValues(): BudgetFormValues {
  return Object.fromEntries(BUDGET_FIELDS.map((field) => [field, ''])) as BudgetFormValues;
}

export function clampStep(step: number): BudgetStep {
  if (!Number.isFinite(step)) return 1;
  return Math.min(STEP_COUNT, Math.max(1, Math.trunc(step))) as BudgetStep;
}

/** Width of the progress bar: step / 5 * 100. */
export function progressPercent(step: number): number {
  return (clampStep(step) / STEP_COUNT) * 100;
}

export function isQuestionStep(step: BudgetStep): step is QuestionStep {
  return step < STEP_COUNT;
}

/** Fills `{key}` placeholders of a content template. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** Keeps only known fields with string values: drafts come from storage and may be stale or tampered. */
export function sanitizeValues(input: unknown): BudgetFormValues {
  const values = emptyBudgetValues();
  if (input && typeof input === 'object') {
    for (const field of BUDGET_FIELDS) {
      const value = (input as Record<string, unknown>)[field];
      if (typeof value === 'string') values[field] = value;
    }
  }
  return values;
}

export function hasAnyValue(values: BudgetFormValues): boolean {
  return BUDGET_FIELDS.some((field) => values[field].trim() !== '');
}
