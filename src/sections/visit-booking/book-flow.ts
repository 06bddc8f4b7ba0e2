// Sends a booking and tries again, with the same client key, while no answer comes back: a dropped
// connection can never lose the booking nor make a second one (the database answers a repeated key
// with the booking it already holds). A refusal is returned at once.
import type { BookVisitInput, VisitBooking, VisitCallFailure, VisitCallResult } from '../../lib/visit-booking';
import type { VisitBookingModule } from '../../lib/visit-booking-load';

export type Wait = (ms: number) => Promise<void>;
export const realWait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const noAnswer = (error: unknown): VisitCallFailure => ({ ok: false, status: 0, hint: null, message: error instanceof Error ? error.message : String(error) });
const retryable = (failure: VisitCallFailure) => failure.status === 0 || failure.status === 408 || failure.status >= 500;

/** Any call that a client key makes safe to repeat (a booking, a warranty registration), tried again while no answer comes. */
export async function sendWithRetry<T>(
  send: () => Promise<VisitCallResult<T>>,
  delays: readonly number[],
  wait: Wait = realWait,
  onRetry: () => void = () => {},
): Promise<VisitCallResult<T>> {
  let last: VisitCallFailure = noAnswer('not sent');
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    if (attempt > 0) {
      onRetry();
      await wait(delays[attempt - 1]!);
    }
    let result: VisitCallResult<T>;
    try {
      result = await send();
    } catch (error) {
      result = noAnswer(error);
    }
    if (result.ok || !retryable(result)) return result;
    last = result;
  }
  return last;
}

export function sendBooking(
  load: () => Promise<VisitBookingModule>,
  input: BookVisitInput,
  delays: readonly number[],
  wait: Wait = realWait,
  onRetry: () => void = () => {},
): Promise<VisitCallResult<VisitBooking>> {
  return sendWithRetry(async () => (await load()).bookVisit(input), delays, wait, onRetry);
}
