// What the prerendered page shows before the wizard's code arrives: step 1 drawn with the same
// components, uncontrolled. Whatever the visitor types here is handed over, so nothing is lost.
import type { Ref } from 'react';
import type { BudgetFormContent } from '../../../content/budget-form';
import { normalizePhoneInput } from '../../lib/phone-mask';
import { STEP_FIELDS, type BudgetFormValues } from '../../lib/budget-steps';
import type { BindField } from './field-binding';
import { HoneypotField } from './honeypot-field';
import { StepFields } from './step-fields';
import type { ShellHandoff } from './use-budget-wizard';
import { ProgressHeader, STEP_HEADING_ID, StepHeading, WizardCard } from './wizard-card';
import { WizardNav } from './wizard-nav';

const unbound: BindField = () => ({});

interface Props {
  content: BudgetFormContent;
  formRef: Ref<HTMLFormElement>;
  onContinue: () => void;
}

export function BudgetShell({ content, formRef, onContinue }: Props) {
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
      >
        <ProgressHeader content={content} step={1} />
        <StepHeading content={content} step={1} id={STEP_HEADING_ID} showRequiredNote />
        <StepFields fields={content.steps[0].fields} requiredLabel={content.requiredLabel} bind={unbound} />
        <HoneypotField content={content.honeypot} />
        <WizardNav content={content} step={1} processing={false} />
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
