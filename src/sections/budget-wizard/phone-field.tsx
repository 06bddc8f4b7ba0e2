// The phone input: shows the Brazilian mask while typing, hands the form digits only, and puts
// the caret back after the digit the visitor just typed or deleted.
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import type { BudgetTextField } from '../../../content/budget-form';
import { caretAfterDigits, digitsBeforeCaret, formatPhone, normalizePhoneDigits } from '../../lib/phone-mask';
import { TextField } from '../../ui/field';
import type { FieldBinding } from './field-binding';

interface Props {
  field: BudgetTextField;
  requiredLabel: string;
  binding: FieldBinding;
}

export function PhoneField({ field, requiredLabel, binding }: Props) {
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const display = formatPhone(binding.value ?? '');

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const raw = event.target.value;
    const digits = normalizePhoneDigits(raw);
    const before = Math.min(digitsBeforeCaret(raw, event.target.selectionStart), digits.length);
    caret.current = caretAfterDigits(formatPhone(digits), before);
    binding.onChange?.(digits);
  };

  return (
    <TextField
      name={field.name}
      label={field.label}
      requiredLabel={requiredLabel}
      type="tel"
      inputMode="numeric"
      autoComplete={field.autoComplete}
      placeholder={field.placeholder}
      maxLength={field.maxLength}
      hint={field.hint}
      error={binding.error}
      value={display}
      onChange={handleChange}
      onBlur={binding.onBlur}
      inputRef={inputRef}
    />
  );
}
