import { useRef, type PointerEvent } from 'react';

/** A horizontal move shorter than this is a tap or a wobble, not a swipe. */
export const SWIPE_THRESHOLD_PX = 48;

/**
 * Slide step for a finished gesture: 1 (next) for a swipe to the left, -1 (previous) for a swipe
 * to the right, 0 when the move was short or mostly vertical (the visitor was scrolling the page).
 */
export function swipeStep(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Pointer handlers that turn a touch swipe into a slide step; mouse input keeps the buttons. */
export function useSwipe(onStep: (delta: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse') return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const delta = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (delta !== 0) onStep(delta);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
