// The phone input: shows the Brazilian mask while typing (or a number from abroad as typed, with
// its +), and puts the caret back after the digit the visitor just typed or deleted. The phone's
// keypad (inputMode tel) has the + key.
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import type { BudgetTextField } from '../../../content/budget-form';
import { caretAfterDigits, digitsBeforeCaret, formatPhone, normalizePhoneInput } from '../../lib/phone-mask';
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
    const value = normalizePhoneInput(raw);
    const shown = formatPhone(value);
    const before = Math.min(digitsBeforeCaret(raw, event.target.selectionStart), shown.replace(/\D/g, '').length);
    // A caret at the very end stays at the end (after a space the visitor just typed between groups).
    const atEnd = (event.target.selectionStart ?? raw.length) >= raw.length;
    caret.current = atEnd ? shown.length : caretAfterDigits(shown, before);
    binding.onChange?.(value);
  };

  return (
    <TextField
      name={field.name}
      label={field.label}
      requiredLabel={requiredLabel}
      type="tel"
      inputMode="tel"
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
