import { useCallback, useEffect, useState } from 'react';

/** How a popover was opened: a hover-opened one is pinned by a click instead of being closed by it. */
export type OpenedBy = 'hover' | 'focus' | 'press';

interface OpenState {
  id: number;
  by: OpenedBy;
}

/** Marks the element of each step, so a press outside the open step can close it. */
export const STEP_ATTRIBUTE = 'data-process-step';

/**
 * One popover open at a time across the steps. It opens on mouse hover, keyboard focus or a press,
 * and closes on mouse leave, a second press, Escape, or a press anywhere outside the open step.
 */
export function useStepPopover(initialOpen: number | null = null) {
  const [open, setOpen] = useState<OpenState | null>(initialOpen === null ? null : { id: initialOpen, by: 'press' });
  const openId = open?.id ?? null;

  const show = useCallback((id: number, by: OpenedBy) => setOpen({ id, by }), []);
  const hide = useCallback((id: number) => setOpen((current) => (current?.id === id ? null : current)), []);
  const press = useCallback(
    (id: number) =>
      setOpen((current) => {
        if (current?.id !== id) return { id, by: 'press' };
        return current.by === 'hover' ? { id, by: 'press' } : null;
      }),
    [],
  );
  const hideAll = useCallback(() => setOpen(null), []);

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      const step = event.target instanceof Element ? event.target.closest(`[${STEP_ATTRIBUTE}]`) : null;
      if (step?.getAttribute(STEP_ATTRIBUTE) !== String(openId)) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId]);

  return { openId, openedBy: open?.by ?? null, show, hide, press, hideAll };
}
