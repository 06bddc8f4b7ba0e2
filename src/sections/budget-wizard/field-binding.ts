// How a field talks to whoever owns the form: the live wizard binds value, error and handlers;
// the prerendered shell binds nothing and lets the browser keep what is typed (uncontrolled).
import type { BudgetFieldName } from '../../../content/budget-form';

export interface FieldBinding {
  /** Controlled when defined. */
  value?: string;
  error?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
}

export type BindField = (name: BudgetFieldName) => FieldBinding;
