// Two cheap filters against robots that fill forms: a field people never see (the honeypot) and
// a minimum time between the first answer and the submit. Neither is a security boundary (a
// script can post to the store directly); they keep the blind form-fillers out of the leads.
// Why a caught request still gets the normal thank-you: docs/decisions/005-form-abuse.md.

/** A person needs far longer than this for four steps and fourteen answers; a form-filling script does not. */
export const MIN_FILL_MS = 4_000;

/** Milliseconds from a clock that never goes backwards; only differences between two readings matter. */
export type Clock = () => number;

export const monotonicClock: Clock = () => (typeof performance !== 'undefined' && typeof performance.now === 'function' ? performance.now() : Date.now());

export type GuardVerdict = 'person' | 'honeypot' | 'too-fast';

export interface SubmissionTiming {
  /**
   * Clock reading at the visitor's first answer in this page view; null when the form opened with
   * answers saved earlier (the time was spent then) and the minimum does not apply.
   */
  startedAt: number | null;
  submittedAt: number;
}

/** Whitespace alone does not count: some browsers' autofill leaves a space behind. */
export function isHoneypotFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export function filledTooFast({ startedAt, submittedAt }: SubmissionTiming, minMs = MIN_FILL_MS): boolean {
  if (startedAt === null) return false;
  const elapsed = submittedAt - startedAt;
  // A clock that jumped backwards proves nothing about the visitor: let the request through.
  if (!Number.isFinite(elapsed) || elapsed < 0) return false;
  return elapsed < minMs;
}

export function screenSubmission(input: SubmissionTiming & { honeypot: string }, minMs = MIN_FILL_MS): GuardVerdict {
  if (isHoneypotFilled(input.honeypot)) return 'honeypot';
  if (filledTooFast(input, minMs)) return 'too-fast';
  return 'person';
}
