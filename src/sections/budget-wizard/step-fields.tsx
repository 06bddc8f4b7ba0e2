// The questions of one step, drawn from content; the binding decides whether they are live
// (the wizard) or static look-alikes (the prerendered shell).
import type { BudgetFieldContent } from '../../../content/budget-form';
import { TextField } from '../../ui/field';
import { ChoiceGroup } from './choice-group';
import type { BindField } from './field-binding';
import { PhoneField } from './phone-field';
import { FieldList } from './wizard-card.styles';

interface Props {
  fields: readonly BudgetFieldContent[];
  requiredLabel: string;
  bind: BindField;
}

const INPUT_MODES = { text: 'text', email: 'email', tel: 'numeric', textarea: 'text' } as const;

export function StepFields({ fields, requiredLabel, bind }: Props) {
  return (
    <FieldList>
      {fields.map((field) => {
        const binding = bind(field.name);
        if (field.kind === 'choice') return <ChoiceGroup key={field.name} field={field} requiredLabel={requiredLabel} binding={binding} />;
        if (field.kind === 'tel' && binding.value !== undefined)
          return <PhoneField key={field.name} field={field} requiredLabel={requiredLabel} binding={binding} />;
        return (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            requiredLabel={requiredLabel}
            type={field.kind === 'textarea' ? undefined : field.kind}
            multiline={field.kind === 'textarea'}
            inputMode={INPUT_MODES[field.kind]}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            hint={field.hint}
            error={binding.error}
            value={binding.value}
            onChange={binding.onChange ? (event) => binding.onChange?.(event.target.value) : undefined}
            onBlur={binding.onBlur}
          />
        );
      })}
    </FieldList>
  );
}
