// A short visual label for an icon-only control. The control keeps its own accessible name
// (aria-label or hidden text): the tooltip only repeats it for sighted pointer and keyboard users,
// so it is hidden from assistive technology and never the only place a name lives.
// It renders nothing until it is shown, and then into a fixed layer of its own (a portal), so the
// prerendered HTML and the first client render are identical and nothing around the control moves.
// Timing follows the specification: 700 ms on hover, 300 ms of "skip delay" after one closes during
// which the next opens at once, immediately on keyboard focus, dismissed by Escape, never on touch.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { browserTimers, type Timers } from '../lib/timers';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Time the pointer has to travel from the control onto the tooltip without it closing (WCAG 1.4.13, hoverable). */
const HOVER_GRACE_MS = 100;

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

export interface TooltipProps {
  /** The text shown; the same words as the control's accessible name. */
  label: string;
  /** One focusable control (a button or link) that has an accessible name of its own. */
  children: ReactElement<TriggerProps>;
  /** Where the tooltip prefers to sit; it flips when there is no room. */
  placement?: 'top' | 'bottom';
  /** Hover delay before the first tooltip opens. */
  delayMs?: number;
  /** After a tooltip closes, the next one opens without delay for this long. */
  skipDelayMs?: number;
  /** Injected so tests and stories control time. */
  timers?: Timers;
}

/** Shared by every tooltip on the page: whether one closed recently enough to skip the delay. */
const group = { warm: false, cooling: null as unknown, timers: browserTimers };

function markWarm(timers: Timers, skipDelayMs: number) {
  if (group.cooling !== null) group.timers.clearTimeout(group.cooling);
  group.warm = true;
  group.timers = timers;
  group.cooling = timers.setTimeout(() => {
    group.warm = false;
    group.cooling = null;
  }, skipDelayMs);
}

function hasOwnName(element: HTMLElement): boolean {
  return Boolean(element.getAttribute('aria-label')?.trim() || element.getAttribute('aria-labelledby') || element.textContent?.trim());
}

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(2px)' }, to: { opacity: 1, transform: 'none' } });

const Bubble = styled.span(({ theme }) => ({
  position: 'fixed',
  zIndex: 60,
  maxWidth: 240,
  padding: `${theme.space(0.75)} ${theme.space(1.25)}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.xs,
  fontWeight: 600,
  lineHeight: 1.35,
  boxShadow: theme.shadows.card,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  animation: `${fadeIn} ${theme.durations.fast}ms ${theme.easing.out} both`,
  [theme.mq.reducedMotion]: { animation: 'none' },
}));

const GAP = 8;

interface Position {
  top: number;
  left: number;
}

function place(trigger: HTMLElement, bubble: HTMLElement, placement: 'top' | 'bottom'): Position {
  const rect = trigger.getBoundingClientRect();
  const view = trigger.ownerDocument.defaultView;
  const viewWidth = view?.innerWidth ?? 0;
  const viewHeight = view?.innerHeight ?? 0;
  const width = bubble.offsetWidth;
  const height = bubble.offsetHeight;
  const fitsAbove = rect.top - GAP - height >= 0;
  const fitsBelow = rect.bottom + GAP + height <= viewHeight;
  const above = placement === 'top' ? fitsAbove || !fitsBelow : !fitsBelow && fitsAbove;
  const top = above ? rect.top - GAP - height : rect.bottom + GAP;
  const centred = rect.left + rect.width / 2 - width / 2;
  const left = Math.max(GAP, Math.min(centred, viewWidth - width - GAP));
  return { top, left };
}

export function Tooltip({
  label,
  children,
  placement = 'top',
  delayMs = TOOLTIP_DELAY_MS,
  skipDelayMs = TOOLTIP_SKIP_DELAY_MS,
  timers = browserTimers,
}: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const bubbleRef = useRef<HTMLSpanElement | null>(null);
  const openTimer = useRef<unknown>(null);
  const closeTimer = useRef<unknown>(null);
  const pointerDown = useRef(false);
  const openRef = useRef(false);
  useLayoutEffect(() => {
    openRef.current = open;
  });

  const clear = useCallback(() => {
    if (openTimer.current !== null) timers.clearTimeout(openTimer.current);
    if (closeTimer.current !== null) timers.clearTimeout(closeTimer.current);
    openTimer.current = null;
    closeTimer.current = null;
  }, [timers]);

  const show = useCallback(() => {
    clear();
    setOpen(true);
  }, [clear]);

  const hide = useCallback(() => {
    clear();
    if (openRef.current) markWarm(timers, skipDelayMs);
    setOpen(false);
    setPosition(null);
  }, [clear, timers, skipDelayMs]);

  useEffect(() => clear, [clear]);

  // Escape dismisses the tooltip wherever focus is (WCAG 1.4.13, dismissible); the control keeps focus.
  useEffect(() => {
    if (!open) return;
    const doc = triggerRef.current?.ownerDocument ?? document;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    doc.addEventListener('keydown', onKey);
    return () => doc.removeEventListener('keydown', onKey);
  }, [open, hide]);

  // Measure, then place: the bubble is drawn hidden for one layout, never at a wrong place.
  useLayoutEffect(() => {
    if (!open || !triggerRef.current || !bubbleRef.current) return;
    const trigger = triggerRef.current;
    const bubble = bubbleRef.current;
    const update = () => setPosition(place(trigger, bubble, placement));
    update();
    const view = trigger.ownerDocument.defaultView;
    view?.addEventListener('scroll', update, true);
    view?.addEventListener('resize', update);
    return () => {
      view?.removeEventListener('scroll', update, true);
      view?.removeEventListener('resize', update);
    };
  }, [open, placement]);

  useEffect(() => {
    if (open && triggerRef.current && !hasOwnName(triggerRef.current) && import.meta.env.DEV) {
      console.error(`Tooltip "${label}": the control has no accessible name of its own; the tooltip must never be the only one.`);
    }
  }, [open, label]);

  const own = children.props;
  const setTrigger = (node: HTMLElement | null) => {
    triggerRef.current = node;
    const ref = own.ref;
    if (typeof ref === 'function') ref(node);
    // eslint-disable-next-line react-hooks/immutability -- hands the node to the child's own ref object, as React would
    else if (ref && typeof ref === 'object') (ref as { current: HTMLElement | null }).current = node;
  };

  // The handlers given through cloneElement and to the bubble read refs only when they run; the trigger's
  // document is read while rendering on purpose: the bubble opens only after the trigger has mounted.
  /* eslint-disable react-hooks/refs */
  const trigger = cloneElement(children, {
    ref: setTrigger,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      // Touch has no hover: a tap must act at once, with nothing left floating over the page.
      if (event.pointerType === 'touch') return;
      if (closeTimer.current !== null) {
        timers.clearTimeout(closeTimer.current);
        closeTimer.current = null;
      }
      if (openRef.current) return;
      if (group.warm) show();
      else {
        clear();
        openTimer.current = timers.setTimeout(show, delayMs);
      }
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      if (event.pointerType === 'touch') return;
      if (openTimer.current !== null) {
        timers.clearTimeout(openTimer.current);
        openTimer.current = null;
      }
      if (openRef.current) closeTimer.current = timers.setTimeout(hide, HOVER_GRACE_MS);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      // Focus that follows a press is not keyboard focus: a tap or click shows nothing.
      pointerDown.current = true;
      if (event.pointerType === 'touch') hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (pointerDown.current) return;
      show();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      pointerDown.current = false;
      hide();
    },
  });

  const doc = triggerRef.current?.ownerDocument;
  return (
    <>
      {trigger}
      {open &&
        doc &&
        createPortal(
          <Bubble
            ref={bubbleRef}
            id={id}
            role="tooltip"
            aria-hidden="true"
            data-tooltip=""
            style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, visibility: 'hidden' }}
            onPointerEnter={() => {
              if (closeTimer.current !== null) timers.clearTimeout(closeTimer.current);
              closeTimer.current = null;
            }}
            onPointerLeave={() => {
              closeTimer.current = timers.setTimeout(hide, HOVER_GRACE_MS);
            }}
          >
            {label}
          </Bubble>,
          doc.body,
        )}
    </>
  );
  /* eslint-enable react-hooks/refs */
}
