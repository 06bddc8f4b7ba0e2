// Brazilian phone mask: the input shows "(21) 3333-4444" or "(21) 99999-8888" while the
// form keeps digits only (area code + number, without the country code).
export const MAX_PHONE_DIGITS = 11;

/** Digits of whatever the visitor typed, pasted or autofilled (e.g. "+55 21 99999-8888"). */
export function normalizePhoneDigits(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  // Autofill and pasted numbers often carry the country code or the trunk prefix 0.
  if (digits.length > MAX_PHONE_DIGITS && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length > MAX_PHONE_DIGITS && digits.startsWith('0')) digits = digits.replace(/^0+/, '');
  return digits.slice(0, MAX_PHONE_DIGITS);
}

/** Formats progressively, never ending in a separator, so Backspace always removes a digit. */
export function formatPhone(digitsInput: string): string {
  const digits = normalizePhoneDigits(digitsInput);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length === 0) return `(${area}`;
  // Ten digits is a landline (4 + 4), eleven a mobile (5 + 4).
  const headLength = digits.length === MAX_PHONE_DIGITS ? 5 : 4;
  const head = rest.slice(0, headLength);
  const tail = rest.slice(headLength);
  return tail ? `(${area}) ${head}-${tail}` : `(${area}) ${head}`;
}

/** Caret index in `formatted` right after its `digitCount`-th digit. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) {
      seen += 1;
      if (seen === digitCount) return index + 1;
    }
  }
  return formatted.length;
}

/** Digits before the caret of the raw input value, to put the caret back after formatting. */
export function digitsBeforeCaret(raw: string, caret: number | null): number {
  return raw.slice(0, caret ?? raw.length).replace(/\D/g, '').length;
}
