// Loads the wizard's code only when it is about to matter: the section comes within ~600px of
// the screen, the visitor points at or focuses it, the URL asks for it (#budget), or a saved
// draft waits to be restored.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { BUDGET_FORM_ID, BUDGET_HASH } from '../../lib/budget-anchor';
import { hasDraft } from '../../lib/budget-draft';
import { NEAR_MARGIN } from '../../lib/near-parts';
import type { KeyValueStore } from '../../lib/storage';
import { readShellHandoff } from './budget-shell';
import type { ShellHandoff } from './use-budget-wizard';

export type WizardModule = typeof import('./budget-wizard');

export const loadBudgetWizard = (): Promise<WizardModule> => import('./budget-wizard');

const wantsForm = (hash: string) => hash === BUDGET_HASH || hash === `#${BUDGET_FORM_ID}`;

interface Loaded {
  module: WizardModule;
  handoff: ShellHandoff;
}

export function useWizardLoader(
  sectionRef: RefObject<HTMLElement | null>,
  shellFormRef: RefObject<HTMLFormElement | null>,
  load: () => Promise<WizardModule>,
  storage: KeyValueStore,
  honeypotName: string,
) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  /** The last load failed (offline, a stale deploy): the shell says so and offers to try again. */
  const [failed, setFailed] = useState(false);
  const requested = useRef(false);
  const continueRequested = useRef(false);
  /** A press under way inside the shell (pointer or Space down, not yet released). */
  const pressing = useRef(false);
  /** The swap, held back until that press has been released and its click delivered. */
  const heldSwap = useRef<(() => void) | null>(null);

  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    load().then(
      // Read the shell and swap it in one synchronous commit: no keystroke can land in between and be lost.
      // Never in the middle of a press: the button pressed would be gone before its click, and the click
      // (dispatched to what the press and the release have in common) would reach no button at all.
      (module) => {
        const swap = () =>
          flushSync(() =>
            setLoaded({ module, handoff: readShellHandoff(shellFormRef.current, continueRequested.current, honeypotName) }),
          );
        if (pressing.current) heldSwap.current = swap;
        else swap();
      },
      (error: unknown) => {
        // Offline or a stale deploy: say so, and let the next trigger try again.
        requested.current = false;
        setFailed(true);
        console.error('Não foi possível carregar o formulário de orçamento.', error);
      },
    );
  }, [load, shellFormRef, honeypotName]);

  const requestContinue = useCallback(() => {
    continueRequested.current = true;
    request();
  }, [request]);

  useEffect(() => {
    const form = shellFormRef.current;
    if (!form) return;
    const press = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== ' ') return;
      pressing.current = true;
    };
    const release = () => {
      if (!pressing.current) return;
      pressing.current = false;
      const swap = heldSwap.current;
      heldSwap.current = null;
      // After the release's click has been delivered to the shell's button (a task of its own).
      if (swap) window.setTimeout(swap, 0);
    };
    form.addEventListener('pointerdown', press, true);
    form.addEventListener('keydown', press, true);
    const ends = ['pointerup', 'pointercancel', 'keyup', 'blur'] as const;
    for (const type of ends) window.addEventListener(type, release, true);
    return () => {
      form.removeEventListener('pointerdown', press, true);
      form.removeEventListener('keydown', press, true);
      for (const type of ends) window.removeEventListener(type, release, true);
    };
  }, [shellFormRef]);

  useEffect(() => {
    if (wantsForm(window.location.hash) || hasDraft(storage)) {
      request();
      return;
    }
    const onHash = () => wantsForm(window.location.hash) && request();
    window.addEventListener('hashchange', onHash);
    const section = sectionRef.current;
    if (!section || typeof IntersectionObserver === 'undefined') {
      request();
      return () => window.removeEventListener('hashchange', onHash);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          request();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
  }, [request, sectionRef, storage]);

  return { loaded, failed, request, requestContinue };
}
