// The notices the budget form shows after submit: announced politely, reachable with Alt+T,
// gone after a few seconds unless the visitor is reading them.
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { budgetForm } from '../../content/budget-form';
import type { Timers } from '../../src/lib/timers';
import { Toaster, TOAST_DURATION_MS, useToasts } from '../../src/ui/toast';
import { renderWithProviders } from '../render';

function manualTimers() {
  let now = 0;
  let queue: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  const timers: Timers = {
    setTimeout: (run, ms) => {
      const id = nextId++;
      queue.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      queue = queue.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) =>
    act(() => {
      now += ms;
      const due = queue.filter((t) => t.at <= now);
      queue = queue.filter((t) => t.at > now);
      due.forEach((t) => t.run());
    });
  return { timers, advance };
}

function Harness({ timers }: { timers: Timers }) {
  const toasts = useToasts({ timers });
  const { show } = toasts;
  useEffect(() => show(budgetForm.toasts.success), [show]);
  return <Toaster toasts={toasts.toasts} onDismiss={toasts.dismiss} onPause={toasts.setPaused} label={budgetForm.toasts.regionLabel} closeLabel={budgetForm.toasts.close} />;
}

describe('toasts', () => {
  it('shows the notice in a polite live region and removes it after a few seconds', () => {
    const { timers, advance } = manualTimers();
    renderWithProviders(<Harness timers={timers} />);
    const region = screen.getByRole('region', { name: 'Notifications (Alt+T)' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('✅ Solicitação registrada!')).toBeInTheDocument();
    advance(TOAST_DURATION_MS - 1);
    expect(screen.getByText('✅ Solicitação registrada!')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('✅ Solicitação registrada!')).not.toBeInTheDocument();
  });

  it('Alt+T moves focus to the notices, which then stay until the visitor leaves them', () => {
    const { timers, advance } = manualTimers();
    renderWithProviders(<Harness timers={timers} />);
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region).toHaveFocus();
    advance(TOAST_DURATION_MS * 3);
    expect(screen.getByText('✅ Solicitação registrada!')).toBeInTheDocument();
    act(() => region.blur());
    advance(TOAST_DURATION_MS);
    expect(screen.queryByText('✅ Solicitação registrada!')).not.toBeInTheDocument();
  });

  it('can be closed by the visitor', () => {
    renderWithProviders(<Harness timers={manualTimers().timers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByText('✅ Solicitação registrada!')).not.toBeInTheDocument();
  });
});
