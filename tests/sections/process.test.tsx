import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { processHeading, processLabels } from '../../content/home';
import { processSteps } from '../../content/process-steps';
import { Process } from '../../src/sections/process/process';
import { renderWithProviders } from '../render';

const renderProcess = (initialOpenStep?: 1 | 2 | 3 | 4 | 5 | 6) =>
  renderWithProviders(<Process heading={processHeading} steps={processSteps} labels={processLabels} initialOpenStep={initialOpenStep} />);

const step = (id: number) => processSteps.find((s) => s.id === id)!;
const trigger = (id: number) => screen.getByRole('button', { name: new RegExp(step(id).title.replace(/[&]/g, '\\$&')) });
const popoverOf = (id: number) => document.getElementById(trigger(id).getAttribute('aria-controls')!)!;
const card = (id: number) => trigger(id).closest('li')!;
const openSteps = () => screen.queryAllByRole('button', { expanded: true });

describe('<Process>', () => {
  it('lists the six steps in order under a title with the brand name', () => {
    renderProcess();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Lavra');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Briefing & Curadoria',
      'Medição no local',
      'Projeto executivo de pedras',
      'Orçamento fechado',
      'Fabricação supervisionada',
      'Instalação & Entrega premium',
    ]);
    expect(openSteps()).toHaveLength(0);
    expect(popoverOf(1)).not.toBeVisible();
  });

  it('shows a step’s details while the pointer is over it and hides them when it leaves', async () => {
    const user = userEvent.setup();
    renderProcess();
    await user.hover(card(3));
    expect(trigger(3)).toHaveAttribute('aria-expanded', 'true');
    expect(popoverOf(3)).toBeVisible();
    for (const detail of step(3).details) expect(popoverOf(3)).toHaveTextContent(detail);

    await user.hover(card(4));
    expect(popoverOf(3)).not.toBeVisible();
    expect(popoverOf(4)).toBeVisible();

    await user.unhover(card(4));
    expect(openSteps()).toHaveLength(0);
  });

  it('opens on keyboard focus, moves with Tab and closes with Escape, keeping the focus', async () => {
    const user = userEvent.setup();
    renderProcess();
    await user.tab();
    expect(trigger(1)).toHaveFocus();
    expect(popoverOf(1)).toBeVisible();

    await user.tab();
    expect(trigger(2)).toHaveFocus();
    expect(popoverOf(1)).not.toBeVisible();
    expect(popoverOf(2)).toBeVisible();

    await user.keyboard('{Escape}');
    expect(popoverOf(2)).not.toBeVisible();
    expect(trigger(2)).toHaveFocus();
    expect(trigger(2)).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(popoverOf(2)).toBeVisible();
  });

  it('opens on a tap, closes on a second tap, and keeps a single popover open', async () => {
    const user = userEvent.setup();
    renderProcess();
    const tap = (target: Element) => user.pointer([{ keys: '[TouchA]', target }]);

    await tap(trigger(5));
    expect(popoverOf(5)).toBeVisible();

    await tap(trigger(2));
    expect(popoverOf(2)).toBeVisible();
    expect(popoverOf(5)).not.toBeVisible();
    expect(openSteps()).toHaveLength(1);

    await tap(trigger(2));
    expect(openSteps()).toHaveLength(0);
  });

  it('keeps a hovered popover open when its button is clicked', async () => {
    const user = userEvent.setup();
    renderProcess();
    await user.click(trigger(1));
    expect(popoverOf(1)).toBeVisible();
  });

  it('closes when the visitor presses outside the open step', async () => {
    renderProcess(4);
    expect(popoverOf(4)).toBeVisible();
    fireEvent.pointerDown(popoverOf(4));
    expect(popoverOf(4)).toBeVisible();
    act(() => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(popoverOf(4)).not.toBeVisible();
  });
});
