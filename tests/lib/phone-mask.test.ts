import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsBeforeCaret, formatPhone, normalizePhoneDigits } from '../../src/lib/phone-mask';

describe('Brazilian phone mask', () => {
  it('formats landlines and mobiles', () => {
    expect(formatPhone('2133334444')).toBe('(21) 3333-4444');
    expect(formatPhone('21999998888')).toBe('(21) 99999-8888');
  });

  it('formats progressively while typing, never ending on a separator', () => {
    const typed = '21999998888'.split('').map((_, i) => formatPhone('21999998888'.slice(0, i + 1)));
    expect(typed).toEqual([
      '(2',
      '(21',
      '(21) 9',
      '(21) 99',
      '(21) 999',
      '(21) 9999',
      '(21) 9999-9',
      '(21) 9999-98',
      '(21) 9999-988',
      '(21) 9999-9888',
      '(21) 99999-8888',
    ]);
  });

  it('keeps digits only, drops the country code of autofilled numbers and caps at 11', () => {
    expect(normalizePhoneDigits('(21) 99999-8888')).toBe('21999998888');
    expect(normalizePhoneDigits('+55 21 99999-8888')).toBe('21999998888');
    expect(normalizePhoneDigits('021 3333 4444')).toBe('02133334444');
    expect(normalizePhoneDigits('2199999888877')).toBe('21999998888');
    expect(normalizePhoneDigits('abc')).toBe('');
  });

  it('round-trips: formatting never changes the digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,11}$/), (digits) => {
        expect(normalizePhoneDigits(formatPhone(digits))).toBe(digits);
      }),
    );
  });

  it('puts the caret right after the digit the visitor typed', () => {
    expect(caretAfterDigits('(21) 3333-4444', 2)).toBe(3);
    expect(caretAfterDigits('(21) 3333-4444', 3)).toBe(6);
    expect(caretAfterDigits('(21) 3333-4444', 10)).toBe(14);
    expect(caretAfterDigits('', 0)).toBe(0);
    expect(digitsBeforeCaret('(21) 3X333-4444', 6)).toBe(3);
  });
});
