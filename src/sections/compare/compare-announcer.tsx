// One polite live region per page for the comparison: every "Comparar" on the page (a catalogue has
// twenty-odd) and the comparison's "Retirar" speak through it, so a screen reader hears each change
// once and the page keeps a single status of its own (the catalogue's count).
import { useSyncExternalStore } from 'react';
import { VisuallyHidden } from '../../ui/visually-hidden';

let said = { text: '', n: 0 };
const listeners = new Set<() => void>();

/** Says a change of the selection to screen readers (through the page's `CompareAnnouncer`). */
export function announceCompare(text: string): void {
  said = { text, n: said.n + 1 };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => said;
const nothing = { text: '', n: 0 };
const serverSnapshot = () => nothing;

export function CompareAnnouncer() {
  const { text, n } = useSyncExternalStore(subscribe, current, serverSnapshot);
  // The same sentence twice (a fourth stone refused again) is a new text to the screen reader.
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-compare-announcer="">
      {text}
      {n % 2 ? '\u00a0' : ''}
    </VisuallyHidden>
  );
}
