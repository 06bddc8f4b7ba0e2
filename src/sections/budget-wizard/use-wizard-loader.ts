// Loads the wizard's code only when it is about to matter: the section comes within ~600px of
// the screen, the visitor points at or focuses it, the URL asks for it (#budget), or a saved
// draft waits to be restored.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { BUDGET_FORM_ID, BUDGET_HASH } from '../../lib/budget-anchor';
import { hasDraft } from '../../lib/budget-draft';
import type { KeyValueStore } from '../../lib/storage';
import { readShellHandoff } from './budget-shell';
import type { ShellHandoff } from './use-budget-wizard';

export type WizardModule = typeof import('./budget-wizard');

export const loadBudgetWizard = (): Promise<WizardModule> => import('./budget-wizard');

export const PRELOAD_MARGIN = '600px 0px';

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

  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    load().then(
      // Read the shell and swap it in one synchronous commit: no keystroke can land in between and be lost.
      (module) =>
        flushSync(() =>
          setLoaded({ module, handoff: readShellHandoff(shellFormRef.current, continueRequested.current, honeypotName) }),
        ),
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
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
  }, [request, sectionRef, storage]);

  return { loaded, failed, request, requestContinue };
}
