// Validation of the budget form, one yup schema per question step, with the spec's messages.
// Only the wizard module imports this file, so yup stays out of the home page's first load.
import { object, string, type ObjectSchema } from 'yup';
import type { BudgetFieldName } from '../../content/budget-form';
import { STEP_FIELDS, type BudgetFormValues, type BudgetStep, type QuestionStep } from './budget-steps';
import { isEmailAddress } from './email-address';
import { isAcceptablePhone } from './phone-mask';

export interface SchemaTexts {
  messages: Readonly<Record<BudgetFieldName, string>>;
  /** Allowed values of each choice field. */
  options: Readonly<Partial<Record<BudgetFieldName, readonly string[]>>>;
}

type StepSchema = ObjectSchema<Partial<BudgetFormValues>>;

function fieldSchema(field: BudgetFieldName, { messages, options }: SchemaTexts) {
  const message = messages[field];
  const required = string().default('').trim().required(message);
  switch (field) {
    case 'name':
      // Counted in characters (code points), as the table's CHECK counts them: one emoji is one.
      return required.test('name-length', message, (value) => {
        const length = Array.from(value ?? '').length;
        return length >= 2 && length <= 100;
      });
    case 'email':
      // The one address rule the table, the e-mails and their sender share (src/lib/email-address.ts).
      return required.test('email-address', message, (value) => isEmailAddress(value ?? ''));
    case 'phone':
      return string()
        .default('')
        .required(message)
        .test('phone-number', message, (value) => isAcceptablePhone(value ?? ''));
    case 'squareMeters':
      return required.max(50, message);
    case 'howFoundUs':
      return required.max(1000, message);
    default: {
      const allowed = options[field];
      return allowed ? required.oneOf([...allowed], message) : required;
    }
  }
}

export function createStepSchemas(texts: SchemaTexts): Readonly<Record<QuestionStep, StepSchema>> {
  const build = (step: QuestionStep) =>
    object(Object.fromEntries(STEP_FIELDS[step].map((field) => [field, fieldSchema(field, texts)]))) as unknown as StepSchema;
  return { 1: build(1), 2: build(2), 3: build(3), 4: build(4) };
}

/** Field errors of one step, in field order; empty when the step is valid. */
export function stepErrors(
  schemas: Readonly<Record<QuestionStep, StepSchema>>,
  step: QuestionStep,
  values: BudgetFormValues,
): Partial<Record<BudgetFieldName, string>> {
  try {
    schemas[step].validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Partial<Record<BudgetFieldName, string>> = {};
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
    for (const issue of inner) {
      const path = issue.path as BudgetFieldName | undefined;
      if (path && !errors[path]) errors[path] = issue.message;
    }
    return Object.fromEntries(STEP_FIELDS[step].filter((f) => errors[f]).map((f) => [f, errors[f]]));
  }
}

/** The furthest step a restored draft may open on: no later than its first step with an error. */
export function resumeStep(schemas: Readonly<Record<QuestionStep, StepSchema>>, values: BudgetFormValues, savedStep: BudgetStep): BudgetStep {
  for (const step of [1, 2, 3, 4] as const) {
    if (step >= savedStep) return savedStep;
    if (Object.keys(stepErrors(schemas, step, values)).length > 0) return step;
  }
  return savedStep;
}
