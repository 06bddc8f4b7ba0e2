// Step 5 in words: every answer with the label the visitor chose, never the stored value.
import type { BudgetFieldContent, BudgetFormContent } from '../../content/budget-form';
import type { BudgetFormValues, QuestionStep } from './budget-steps';
import { formatPhone } from './phone-mask';

export interface SummaryItem {
  field: BudgetFieldContent['name'];
  label: string;
  value: string;
}

export interface SummaryGroup {
  step: QuestionStep;
  title: string;
  items: readonly SummaryItem[];
}

function displayValue(field: BudgetFieldContent, raw: string): string {
  if (field.kind === 'choice') return field.options.find((option) => option.value === raw)?.label ?? raw;
  if (field.kind === 'tel') return formatPhone(raw);
  return raw.trim();
}

export function summarize(values: BudgetFormValues, content: Pick<BudgetFormContent, 'steps'>): readonly SummaryGroup[] {
  return content.steps.map((step, index) => ({
    step: (index + 1) as QuestionStep,
    title: step.title,
    items: step.fields.map((field) => ({ field: field.name, label: field.label, value: displayValue(field, values[field.name]) })),
  }));
}

/** Allowed values of every choice field, for the schema. */
export function choiceOptions(content: Pick<BudgetFormContent, 'steps'>): Partial<Record<BudgetFieldContent['name'], readonly string[]>> {
  const entries = content.steps.flatMap((step) => step.fields).flatMap((field) =>
    field.kind === 'choice' ? [[field.name, field.options.map((option) => option.value)] as const] : [],
  );
  return Object.fromEntries(entries);
}
