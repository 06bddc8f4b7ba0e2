// The wizard's side of the form guard (src/lib/form-guard.ts): the honeypot's value, kept out of
// Formik so it never reaches the draft or the row, and when the visitor gave the first answer.
import { useRef, useState } from 'react';
import { screenSubmission, type Clock, type GuardVerdict } from '../../lib/form-guard';

interface Options {
  clock: Clock;
  /** The form opened with answers saved earlier: that time was already spent, no minimum applies. */
  resumed: boolean;
  /** Answers arrived from the prerendered shell: the first one was given before this hook ran. */
  answeredBefore: boolean;
  /** What the shell's honeypot held. */
  honeypot?: string;
}

/** undefined: no answer yet; null: resumed, the minimum does not apply; a number: the first answer's time. */
type FillStart = number | null | undefined;

export function useFormGuard({ clock, resumed, answeredBefore, honeypot: handedOver = '' }: Options) {
  const [initialStart] = useState<FillStart>(() => (resumed ? null : answeredBefore ? clock() : undefined));
  const startedAt = useRef<FillStart>(initialStart);
  const [honeypot, setHoneypot] = useState(handedOver);

  return {
    honeypot: { value: honeypot, onChange: setHoneypot },
    noteAnswer: () => {
      if (startedAt.current === undefined) startedAt.current = clock();
    },
    screen: (): GuardVerdict => {
      const submittedAt = clock();
      const started = startedAt.current === undefined ? submittedAt : startedAt.current;
      return screenSubmission({ honeypot, startedAt: started, submittedAt });
    },
    /** A new, empty form: the minimum counts again from its first answer. */
    reset: () => {
      startedAt.current = undefined;
      setHoneypot('');
    },
  };
}
