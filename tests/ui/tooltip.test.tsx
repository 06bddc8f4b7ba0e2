import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip } from '../../src/ui/tooltip';
import { renderWithProviders } from '../render';

function Pair() {
  return (
    <div>
      <Tooltip label="Pedra anterior">
        <button type="button" aria-label="Pedra anterior">
          ‹
        </button>
      </Tooltip>
      <Tooltip label="Próxima pedra">
        <button type="button" aria-label="Próxima pedra">
          ›
        </button>
      </Tooltip>
    </div>
  );
}

const tooltip = () => document.querySelector('[data-tooltip]');
const advance = (ms: number) => act(() => { vi.advanceTimersByTime(ms); });
const hover = (element: Element, pointerType = 'mouse') => fireEvent.pointerEnter(element, { pointerType });
const leave = (element: Element, pointerType = 'mouse') => fireEvent.pointerLeave(element, { pointerType });

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // Let the shared skip delay run out, so no test starts with a warm group.
    advance(TOOLTIP_SKIP_DELAY_MS * 2);
    vi.useRealTimers();
  });

  it('renders nothing but its control until it is shown', () => {
    const { container } = renderWithProviders(<Pair />);
    expect(container.querySelectorAll('button')).toHaveLength(2);
    expect(container.innerHTML).not.toContain('Pedra anterior</');
    expect(tooltip()).toBeNull();
  });

  it('renders on the server exactly what its control renders alone, so hydration meets the same HTML', () => {
    const control = (
      <button type="button" aria-label="Fechar">
        ×
      </button>
    );
    expect(renderToString(<Tooltip label="Fechar">{control}</Tooltip>)).toBe(renderToString(control));
  });

  it('opens on hover only after 700 ms', () => {
    renderWithProviders(<Pair />);
    hover(screen.getByRole('button', { name: 'Pedra anterior' }));
    advance(TOOLTIP_DELAY_MS - 1);
    expect(tooltip()).toBeNull();
    advance(1);
    expect(tooltip()).toHaveTextContent('Pedra anterior');
  });

  it('does not open when the pointer leaves before the delay', () => {
    renderWithProviders(<Pair />);
    const previous = screen.getByRole('button', { name: 'Pedra anterior' });
    hover(previous);
    advance(TOOLTIP_DELAY_MS - 100);
    leave(previous);
    advance(TOOLTIP_DELAY_MS);
    expect(tooltip()).toBeNull();
  });

  it('opens the next tooltip at once within the 300 ms skip delay, and waits again after it', () => {
    renderWithProviders(<Pair />);
    const previous = screen.getByRole('button', { name: 'Pedra anterior' });
    const next = screen.getByRole('button', { name: 'Próxima pedra' });

    hover(previous);
    advance(TOOLTIP_DELAY_MS);
    expect(tooltip()).toHaveTextContent('Pedra anterior');

    leave(previous);
    advance(100); // the hover grace ends: it closes and the skip delay starts
    expect(tooltip()).toBeNull();
    advance(TOOLTIP_SKIP_DELAY_MS - 1);
    hover(next);
    expect(tooltip()).toHaveTextContent('Próxima pedra');

    leave(next);
    advance(100 + TOOLTIP_SKIP_DELAY_MS);
    hover(previous);
    expect(tooltip()).toBeNull();
    advance(TOOLTIP_DELAY_MS);
    expect(tooltip()).toHaveTextContent('Pedra anterior');
  });

  it('opens at once on keyboard focus and closes on blur', () => {
    renderWithProviders(<Pair />);
    const next = screen.getByRole('button', { name: 'Próxima pedra' });
    act(() => next.focus());
    expect(tooltip()).toHaveTextContent('Próxima pedra');
    act(() => next.blur());
    expect(tooltip()).toBeNull();
  });

  it('is dismissed by Escape while the control keeps focus', () => {
    renderWithProviders(<Pair />);
    const next = screen.getByRole('button', { name: 'Próxima pedra' });
    act(() => next.focus());
    expect(tooltip()).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tooltip()).toBeNull();
    expect(next).toHaveFocus();
  });

  it('is dismissed by Escape after opening on hover', () => {
    renderWithProviders(<Pair />);
    hover(screen.getByRole('button', { name: 'Pedra anterior' }));
    advance(TOOLTIP_DELAY_MS);
    expect(tooltip()).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tooltip()).toBeNull();
  });

  it('never shows on touch: neither on the touch "hover" nor on the focus a tap gives', () => {
    renderWithProviders(<Pair />);
    const previous = screen.getByRole('button', { name: 'Pedra anterior' });
    hover(previous, 'touch');
    fireEvent.pointerDown(previous, { pointerType: 'touch' });
    act(() => previous.focus());
    advance(TOOLTIP_DELAY_MS * 2);
    expect(tooltip()).toBeNull();
  });

  it('does not show on the focus that follows a mouse click', () => {
    renderWithProviders(<Pair />);
    const previous = screen.getByRole('button', { name: 'Pedra anterior' });
    fireEvent.pointerDown(previous, { pointerType: 'mouse' });
    act(() => previous.focus());
    expect(tooltip()).toBeNull();
  });

  it('leaves the control its own accessible name and adds nothing to what is announced', () => {
    renderWithProviders(<Pair />);
    const next = screen.getByRole('button', { name: 'Próxima pedra' });
    act(() => next.focus());
    expect(next).toHaveAccessibleName('Próxima pedra');
    expect(next).not.toHaveAttribute('aria-describedby');
    expect(tooltip()).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the child’s own handlers', () => {
    const onClick = vi.fn();
    const onFocus = vi.fn();
    renderWithProviders(
      <Tooltip label="Fechar">
        <button type="button" aria-label="Fechar" onClick={onClick} onFocus={onFocus}>
          ×
        </button>
      </Tooltip>,
    );
    const close = screen.getByRole('button', { name: 'Fechar' });
    act(() => close.focus());
    fireEvent.click(close);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('reports a control with no name of its own', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <Tooltip label="Pausar">
        <button type="button" />
      </Tooltip>,
    );
    act(() => screen.getByRole('button').focus());
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no accessible name'));
  });
});
