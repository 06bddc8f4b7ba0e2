// The free times of one kind of visit, asked for when the kind is chosen (and again after a refusal),
// through the lazily loaded booking module. An answer belongs to the question it was asked for: while a
// newer question waits, the page shows it loading, and a late answer for an older one is dropped.
import { useCallback, useEffect, useState } from 'react';
import type { VisitKindId } from '../../../content/visits';
import type { VisitBookingModule } from '../../lib/visit-booking-load';
import { freeSlotsByDay } from '../../lib/visit-booking-time';
import type { SlotsState } from './slot-picker';

/** `days`: the agenda's reach, content/visits.ts's maxDaysAhead (the database refuses beyond it anyway). */
export function useVisitSlots(kind: VisitKindId | '', today: string, days: number, load: () => Promise<VisitBookingModule>) {
  const [round, setRound] = useState(0);
  const question = `${kind}|${today}|${days}|${round}`;
  const [answer, setAnswer] = useState<{ question: string; state: SlotsState } | null>(null);
  useEffect(() => {
    if (!kind) return;
    let current = true;
    const settle = (state: SlotsState) => current && setAnswer({ question, state });
    load()
      .then((module) => module.fetchVisitSlots(kind, today, days))
      .then(
        (result) => settle(result.ok ? { status: 'ready', byDay: freeSlotsByDay(result.data) } : { status: 'error' }),
        () => settle({ status: 'error' }),
      );
    return () => {
      current = false;
    };
  }, [kind, today, days, load, question]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const state: SlotsState = answer && answer.question === question ? answer.state : { status: 'loading' };
  return { state, reload };
}
