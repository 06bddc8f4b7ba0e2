// Short-lived notices in a polite live region. Alt+T moves focus to them; hovering or focusing
// the region holds them on screen. Time is injected so tests and stories control it.
// The region sits in the page's flow, where its owner places it (the budget form puts it under its
// card), not fixed over the viewport: a fixed notice covers whatever lies beneath it at some width
// (the success card, a focused control, the mobile budget button), and its text is then unreadable.
// `reserve` keeps the room of one notice while it matters, so a notice that comes or goes moves nothing.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserTimers, type Timers } from '../lib/timers';
import { Tooltip } from './tooltip';

export interface ToastMessage {
  title: string;
  description?: string;
}

interface ToastItem extends ToastMessage {
  id: number;
}

export const TOAST_DURATION_MS = 6_000;

export function useToasts({ timers = browserTimers, durationMs = TOAST_DURATION_MS }: { timers?: Timers; durationMs?: number } = {}) {
  const [toasts, setToasts] = useState<readonly ToastItem[]>([]);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback((message: ToastMessage) => {
    const id = nextId.current++;
    // One notice at a time keeps the corner calm; the newest is the one that matters.
    setToasts([{ ...message, id }]);
  }, []);

  useEffect(() => {
    if (paused || toasts.length === 0) return;
    const handles = toasts.map((toast) => timers.setTimeout(() => dismiss(toast.id), durationMs));
    return () => handles.forEach((handle) => timers.clearTimeout(handle));
  }, [toasts, paused, timers, durationMs, dismiss]);

  return { toasts, show, dismiss, setPaused };
}

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

const Region = styled('section', { shouldForwardProp: (prop) => prop !== 'reserve' })<{ reserve: boolean }>(({ theme, reserve }) => ({
  position: 'relative',
  outline: 'none',
  // Room for one notice of up to three lines at the narrowest width.
  minHeight: reserve ? theme.space(16) : 0,
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 4, borderRadius: theme.radii.lg },
}));

const List = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space(2)} auto 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space(1),
  width: 'min(420px, 100%)',
}));

const Card = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: theme.space(1),
  padding: `${theme.space(2)} ${theme.space(1)} ${theme.space(2)} ${theme.space(2.5)}`,
  borderRadius: theme.radii.lg,
  // Light on purpose: it stays distinct over the dark footer and over light sections alike.
  background: theme.colors.paper,
  color: theme.colors.ink,
  border: `1px solid ${theme.colors.stoneLine}`,
  boxShadow: theme.shadows.lifted,
  animation: `${enter} ${theme.durations.base}ms ${theme.easing.out} both`,
}));

const Title = styled.p(({ theme }) => ({ fontWeight: 700, fontSize: theme.fontSizes.sm, lineHeight: 1.4 }));
const Description = styled.p(({ theme }) => ({ marginTop: 2, fontSize: theme.fontSizes.xs, lineHeight: 1.5, color: theme.colors.inkMuted }));

const Close = styled.button(({ theme }) => ({
  width: 44,
  height: 44,
  marginTop: -10,
  border: 0,
  borderRadius: theme.radii.pill,
  background: 'transparent',
  color: theme.colors.inkMuted,
  fontSize: '1.375rem',
  lineHeight: 1,
  '&:hover': { color: theme.colors.ink },
  '&:focus-visible': { outlineOffset: -4 },
}));

interface ToasterProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: number) => void;
  onPause?: (paused: boolean) => void;
  /** Accessible name of the region; ' (Alt+T)' is appended. */
  label: string;
  closeLabel: string;
  /** Keep the room of one notice even when none is shown, so notices appear and leave without moving the page. */
  reserve?: boolean;
}

export function Toaster({ toasts, onDismiss, onPause, label, closeLabel, reserve = false }: ToasterProps) {
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT' && toasts.length > 0) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [toasts.length]);

  return (
    <Region
      ref={regionRef}
      aria-label={`${label} (Alt+T)`}
      aria-live="polite"
      aria-relevant="additions text"
      tabIndex={-1}
      reserve={reserve}
      data-toast-region=""
      onMouseEnter={() => onPause?.(true)}
      onMouseLeave={() => onPause?.(false)}
      onFocus={() => onPause?.(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onPause?.(false);
      }}
    >
      {toasts.length > 0 && (
        <List>
          {toasts.map((toast) => (
            <Card key={toast.id}>
              <div>
                <Title>{toast.title}</Title>
                {toast.description && <Description>{toast.description}</Description>}
              </div>
              <Tooltip label={closeLabel}>
                <Close type="button" aria-label={closeLabel} onClick={() => onDismiss(toast.id)}>
                  <span aria-hidden="true">×</span>
                </Close>
              </Tooltip>
            </Card>
          ))}
        </List>
      )}
    </Region>
  );
}
