// What the prerendered page shows before the wizard's code arrives: step 1 drawn with the same
// components, uncontrolled. Whatever the visitor types here is handed over, so nothing is lost.
import type { KeyboardEvent, Ref } from 'react';
import type { BudgetFormContent } from '../../../content/budget-form';
import type { Company } from '../../../content/types';
import { saveDraft } from '../../lib/budget-draft';
import { normalizePhoneInput } from '../../lib/phone-mask';
import { sanitizeValues, STEP_FIELDS, type BudgetFormValues } from '../../lib/budget-steps';
import type { KeyValueStore } from '../../lib/storage';
import type { BindField } from './field-binding';
import { HoneypotField } from './honeypot-field';
import { ShellFallback } from './shell-fallback';
import { StepFields } from './step-fields';
import type { ShellHandoff } from './use-budget-wizard';
import { ProgressHeader, STEP_HEADING_ID, StepHeading, WizardCard } from './wizard-card';
import { WizardNav } from './wizard-nav';

const unbound: BindField = () => ({});

interface Props {
  content: BudgetFormContent;
  company: Pick<Company, 'name' | 'whatsapp' | 'phone' | 'phoneE164' | 'email'>;
  formRef: Ref<HTMLFormElement>;
  onContinue: () => void;
  /** The wizard's code failed to load: say so at once, and offer to try again. */
  failed?: boolean;
  onRetry?: () => void;
}

// Enter in a field moves on, as in the wizard: the shell has no submit button (see WizardNav's onNext).
const continueOnEnter = (onContinue: () => void) => (event: KeyboardEvent<HTMLFormElement>) => {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.target.type === 'radio') return;
  event.preventDefault();
  onContinue();
};

export function BudgetShell({ content, company, formRef, onContinue, failed = false, onRetry }: Props) {
  return (
    <WizardCard>
      <form
        ref={formRef}
        noValidate
        aria-labelledby={STEP_HEADING_ID}
        data-step={1}
        data-budget-shell=""
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
        onKeyDown={continueOnEnter(onContinue)}
      >
        <ProgressHeader content={content} step={1} />
        <StepHeading content={content} step={1} id={STEP_HEADING_ID} showRequiredNote />
        <StepFields fields={content.steps[0].fields} requiredLabel={content.requiredLabel} bind={unbound} />
        <HoneypotField content={content.honeypot} />
        <WizardNav content={content} step={1} processing={false} onNext={onContinue} />
        <ShellFallback content={content} company={company} failed={failed} onRetry={onRetry} />
      </form>
    </WizardCard>
  );
}

/** Reads what was typed or chosen in the shell (the honeypot too), and which field had focus. */
export function readShellHandoff(form: HTMLFormElement | null, continueRequested: boolean, honeypotName: string): ShellHandoff {
  if (!form) return { values: {}, continueRequested };
  const data = new FormData(form);
  const values: Partial<BudgetFormValues> = {};
  for (const field of STEP_FIELDS[1]) {
    const value = data.get(field);
    if (typeof value === 'string' && value.trim()) values[field] = field === 'phone' ? normalizePhoneInput(value) : value;
  }
  const trap = data.get(honeypotName);
  const active = form.ownerDocument.activeElement as HTMLInputElement | null;
  const focusName = active && form.contains(active) && active.name && active.name !== honeypotName ? active.name : undefined;
  return { values, focusName, continueRequested, ...(typeof trap === 'string' && trap ? { honeypot: trap } : {}) };
}

/** Keeps what was typed in the shell as the form's draft, then loads the page again: the wizard restores it. */
export function keepShellAndReload(form: HTMLFormElement | null, storage: KeyValueStore, honeypotName: string, reload: () => void) {
  const { values } = readShellHandoff(form, false, honeypotName);
  saveDraft(storage, { step: 1, values: sanitizeValues(values) });
  reload();
}
