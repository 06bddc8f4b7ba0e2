import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  digitsBeforeCaret,
  formatPhone,
  isAcceptablePhone,
  normalizePhoneInput,
  phoneForStorage,
} from '../../src/lib/phone-mask';

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

  it('keeps digits only, drops the country code and the trunk prefix, and caps at 11', () => {
    expect(normalizePhoneInput('(21) 99999-8888')).toBe('21999998888');
    expect(normalizePhoneInput('+55 21 99999-8888')).toBe('21999998888');
    expect(normalizePhoneInput('+55 (21) 3333-4444')).toBe('2133334444');
    expect(normalizePhoneInput('5521999998888')).toBe('21999998888');
    expect(normalizePhoneInput('021 3333 4444')).toBe('2133334444');
    expect(normalizePhoneInput('0 21 99999-8888')).toBe('21999998888');
    expect(normalizePhoneInput('21.99999.8888')).toBe('21999998888');
    expect(normalizePhoneInput('2199999888877')).toBe('21999998888');
    expect(normalizePhoneInput('abc')).toBe('');
  });

  it('round-trips: formatting never changes the digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,10}$/), (digits) => {
        expect(normalizePhoneInput(formatPhone(digits))).toBe(digits);
      }),
    );
  });

  it('puts the caret right after the digit the visitor typed', () => {
    expect(caretAfterDigits('(21) 3333-4444', 2)).toBe(3);
    expect(caretAfterDigits('(21) 3333-4444', 3)).toBe(6);
    expect(caretAfterDigits('(21) 3333-4444', 10)).toBe(14);
    expect(caretAfterDigits('', 0)).toBe(0);
    expect(digitsBeforeCaret('(21) 3X333-4444', 6)).toBe(3);
    expect(caretAfterDigits('+351 912 345 678', 3)).toBe(4);
    expect(caretAfterDigits('+351 912 345 678', 4)).toBe(6);
  });
});

describe('numbers from abroad', () => {
  it.each([
    ['+351 912 345 678', '+351 912 345 678', '+351912345678'],
    ['+351.912.345.678', '+351 912 345 678', '+351912345678'],
    ['+351-912-345-678', '+351 912 345 678', '+351912345678'],
    ['+1 (415) 555-2671', '+1 415 555 2671', '+14155552671'],
    ['+44 20 7946 0958', '+44 20 7946 0958', '+442079460958'],
    ['00351 912345678', '+351 912345678', '+351912345678'],
    ['  +351912345678', '+351912345678', '+351912345678'],
  ])('%j shows as %j and is stored as %j', (typed, shown, stored) => {
    expect(formatPhone(normalizePhoneInput(typed))).toBe(shown);
    expect(phoneForStorage(typed)).toBe(stored);
    expect(isAcceptablePhone(typed)).toBe(true);
  });

  it('keeps every digit up to E.164’s fifteen, never more', () => {
    expect(phoneForStorage('+351 912 345 678 901 234')).toBe('+351912345678901');
    expect(normalizePhoneInput('+351 912 345 678 901 234')).toBe('+351 912 345 678 901');
  });

  it('keeps the space the visitor just typed between groups, so the next digits start a group', () => {
    expect(normalizePhoneInput('+351 ')).toBe('+351 ');
    expect(normalizePhoneInput('+351  -')).toBe('+351 ');
    expect(normalizePhoneInput('+')).toBe('+');
  });

  it('waits on a lone +55 (it may become a Brazilian number), then masks the Brazilian number', () => {
    expect(normalizePhoneInput('+55')).toBe('+55');
    expect(normalizePhoneInput('+552')).toBe('2');
    expect(formatPhone('+55 21 99999 8888')).toBe('(21) 99999-8888');
  });

  it('refuses what no one can dial', () => {
    expect(isAcceptablePhone('+351 91')).toBe(false);
    expect(isAcceptablePhone('+0 123 456 789')).toBe(false);
    expect(isAcceptablePhone('+')).toBe(false);
  });

  it('stores at most 16 characters for any input, within the table’s 10 to 20', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const stored = phoneForStorage(typed);
        expect(stored.length).toBeLessThanOrEqual(16);
        if (isAcceptablePhone(typed)) {
          expect(stored.length).toBeGreaterThanOrEqual(10);
          expect(stored).toMatch(/^(\+[1-9]\d{8,14}|[1-9]\d{9,10})$/);
        }
      }),
    );
  });
});
