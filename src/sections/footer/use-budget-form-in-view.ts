import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BUDGET_FORM_ID } from '../../lib/budget-anchor';

/**
 * Whether the budget form is on screen. The form belongs to a lazily loaded page, so it may
 * appear after the footer mounts: wait for it to enter the document, then observe it.
 */
export function useBudgetFormInView(): boolean {
  const { pathname } = useLocation();
  const [inView, setInView] = useState(false);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    let intersection: IntersectionObserver | null = null;
    let mutation: MutationObserver | null = null;

    const observe = (form: Element) => {
      intersection = new IntersectionObserver((entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setInView(entry.isIntersecting);
      });
      intersection.observe(form);
    };

    const form = document.getElementById(BUDGET_FORM_ID);
    if (form) observe(form);
    else if (typeof MutationObserver !== 'undefined') {
      mutation = new MutationObserver(() => {
        const found = document.getElementById(BUDGET_FORM_ID);
        if (!found) return;
        mutation?.disconnect();
        observe(found);
      });
      mutation.observe(document.body, { childList: true, subtree: true });
    }

    return () => {
      intersection?.disconnect();
      mutation?.disconnect();
      setInView(false);
    };
  }, [pathname]);

  return inView;
}
