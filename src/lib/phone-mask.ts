// Phone numbers as visitors type, paste or autofill them.
// - Brazilian numbers (with or without +55 or the trunk prefix 0) show the mask "(21) 3333-4444" or
//   "(21) 99999-8888" while the form keeps digits only (area code + number, no country code).
// - A number that starts with + (or the international prefix 00) and another country code keeps every
//   digit, up to E.164's 15, grouped as the visitor typed them ("+351 912 345 678"), and is stored with
//   its + and country code ("+351912345678"), so the team can dial it from anywhere.
export const MAX_PHONE_DIGITS = 11;
/** E.164: country code and number together never exceed 15 digits. */
export const MAX_INTERNATIONAL_DIGITS = 15;
/** The shortest number (country code included) the form accepts from abroad. */
export const MIN_INTERNATIONAL_DIGITS = 9;
const BRAZIL = '55';

/** True for a value in the international form (the form value starts with "+"). */
export function isInternationalPhone(value: string): boolean {
  return value.startsWith('+');
}

function brazilianDigits(digits: string): string {
  // The trunk prefix 0 (and carrier-selection zeros) never begins an area code (11 to 99).
  return digits.replace(/^0+/, '').slice(0, MAX_PHONE_DIGITS);
}

/**
 * The form's value for whatever was typed: Brazilian digits, or the international number as typed
 * with its separators reduced to single spaces (dots, dashes, brackets and slashes become spaces).
 */
export function normalizePhoneInput(raw: string): string {
  const text = raw.trimStart();
  const international = /^(\+|00)/.test(text);
  if (!international) {
    const digits = text.replace(/\D/g, '');
    // An autofilled "5521999998888" carries the country code without its +.
    const local = digits.length > MAX_PHONE_DIGITS && digits.startsWith(BRAZIL) ? digits.slice(2) : digits;
    return brazilianDigits(local);
  }
  const body = text.replace(/^(\+|00)/, '');
  const digits = body.replace(/\D/g, '');
  // +55 is home: the rest is a Brazilian number. A lone "+5" or "+55" may still become one, so it waits.
  if (digits.startsWith(BRAZIL) && digits.length > BRAZIL.length) return brazilianDigits(digits.slice(2));
  let kept = 0;
  let grouped = '';
  for (const char of body) {
    if (/\d/.test(char)) {
      if (kept === MAX_INTERNATIONAL_DIGITS) break;
      kept += 1;
      grouped += char;
    } else if (grouped && !grouped.endsWith(' ')) grouped += ' ';
  }
  // A space after a group stays while more digits can follow: the visitor is about to type them.
  return `+${kept === MAX_INTERNATIONAL_DIGITS ? grouped.trimEnd() : grouped}`;
}

/** What the table stores: Brazilian digits, or "+" and every digit of a number from abroad. */
export function phoneForStorage(value: string): string {
  const normalized = normalizePhoneInput(value);
  return isInternationalPhone(normalized) ? `+${normalized.replace(/\D/g, '')}` : normalized;
}

/** Whether the form accepts the number: 10 or 11 Brazilian digits, or 9 to 15 digits from abroad. */
export function isAcceptablePhone(value: string): boolean {
  const stored = phoneForStorage(value);
  if (isInternationalPhone(stored)) {
    const digits = stored.length - 1;
    return digits >= MIN_INTERNATIONAL_DIGITS && digits <= MAX_INTERNATIONAL_DIGITS && !stored.startsWith('+0');
  }
  return stored.length >= 10 && stored.length <= MAX_PHONE_DIGITS;
}

/**
 * What the field and the summary show. The Brazilian mask formats progressively, never ending in a
 * separator, so Backspace always removes a digit; a number from abroad shows as typed.
 */
export function formatPhone(value: string): string {
  const normalized = normalizePhoneInput(value);
  if (isInternationalPhone(normalized)) return normalized;
  const digits = normalized;
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
  if (digitCount <= 0) return formatted.startsWith('(') || formatted.startsWith('+') ? 1 : 0;
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
