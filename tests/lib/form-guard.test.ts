import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filledTooFast, isHoneypotFilled, MIN_FILL_MS, screenSubmission } from '../../src/lib/form-guard';

describe('form guard', () => {
  it('asks a person for at least 4 seconds between the first answer and the submit', () => {
    expect(MIN_FILL_MS).toBe(4_000);
    expect(filledTooFast({ startedAt: 1_000, submittedAt: 4_999 })).toBe(true);
    expect(filledTooFast({ startedAt: 1_000, submittedAt: 5_000 })).toBe(false);
    expect(filledTooFast({ startedAt: 1_000, submittedAt: 1_000 })).toBe(true);
    expect(filledTooFast({ startedAt: 0, submittedAt: 95_000 })).toBe(false);
  });

  it('does not apply the minimum to a form that opened with saved answers', () => {
    expect(filledTooFast({ startedAt: null, submittedAt: 0 })).toBe(false);
  });

  it('lets the request through when the clock gives nonsense rather than blame the visitor', () => {
    expect(filledTooFast({ startedAt: 10_000, submittedAt: 2_000 })).toBe(false);
    expect(filledTooFast({ startedAt: Number.NaN, submittedAt: 2_000 })).toBe(false);
  });

  it('counts any visible character in the honeypot, not whitespace alone', () => {
    expect(isHoneypotFilled('')).toBe(false);
    expect(isHoneypotFilled(' \n\t')).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled('https://spam.example')).toBe(true);
    expect(isHoneypotFilled(' x ')).toBe(true);
  });

  it('names the first filter a request trips, the honeypot before the time', () => {
    expect(screenSubmission({ honeypot: '', startedAt: 0, submittedAt: 30_000 })).toBe('person');
    expect(screenSubmission({ honeypot: 'acme.example', startedAt: 0, submittedAt: 30_000 })).toBe('honeypot');
    expect(screenSubmission({ honeypot: '', startedAt: 0, submittedAt: 900 })).toBe('too-fast');
    expect(screenSubmission({ honeypot: 'acme.example', startedAt: 0, submittedAt: 900 })).toBe('honeypot');
    expect(screenSubmission({ honeypot: '', startedAt: 0, submittedAt: 900 }, 500)).toBe('person');
  });

  it('is "person" exactly when the honeypot is blank and enough time passed (or the form was resumed)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: null }),
        fc.integer({ min: 0, max: 60_000 }),
        (honeypot, startedAt, elapsed) => {
          const submittedAt = (startedAt ?? 0) + elapsed;
          const person = honeypot.trim() === '' && (startedAt === null || elapsed >= MIN_FILL_MS);
          expect(screenSubmission({ honeypot, startedAt, submittedAt }) === 'person').toBe(person);
        },
      ),
    );
  });
});
