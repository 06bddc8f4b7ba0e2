import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { finishes } from '../../content/finishes';
import { finishesHeading, finishesLabels } from '../../content/home';
import { Finishes } from '../../src/sections/finishes/finishes';
import { indexForKey } from '../../src/sections/finishes/roving-index';
import { renderWithProviders } from '../render';

const finish = (id: string) => finishes.find((f) => f.id === id)!;

describe('indexForKey', () => {
  it('moves with the arrow keys and wraps at both ends', () => {
    expect(indexForKey('ArrowRight', 0, 8)).toBe(1);
    expect(indexForKey('ArrowDown', 7, 8)).toBe(0);
    expect(indexForKey('ArrowLeft', 0, 8)).toBe(7);
    expect(indexForKey('ArrowUp', 3, 8)).toBe(2);
  });
  it('goes to the ends with Home and End, and ignores other keys', () => {
    expect(indexForKey('Home', 5, 8)).toBe(0);
    expect(indexForKey('End', 2, 8)).toBe(7);
    expect(indexForKey('a', 2, 8)).toBeNull();
    expect(indexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('<Finishes>', () => {
  const renderFinishes = (initialFinish?: Parameters<typeof Finishes>[0]['initialFinish']) =>
    renderWithProviders(<Finishes heading={finishesHeading} finishes={finishes} labels={finishesLabels} initialFinish={initialFinish} />);
  const details = () => screen.getByRole('article');

  it('offers the eight finishes as one radio group, starting on polido', () => {
    renderFinishes();
    const group = screen.getByRole('radiogroup', { name: finishesLabels.selectorLabel });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(finishes.map((f) => f.name));
    expect(screen.getByRole('radio', { name: 'Polido' })).toHaveAttribute('aria-checked', 'true');
    expect(details()).toHaveAccessibleName('Polido');
    expect(details()).toHaveTextContent(finish('polido').description);
    // One tab stop for the whole group.
    expect(radios.filter((r) => r.tabIndex === 0)).toHaveLength(1);
  });

  it('shows the details of the finish that is clicked', async () => {
    const user = userEvent.setup();
    renderFinishes();
    await user.click(screen.getByRole('radio', { name: 'Jateado' }));
    expect(screen.getByRole('radio', { name: 'Jateado' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Polido' })).toHaveAttribute('aria-checked', 'false');
    const jateado = finish('jateado');
    expect(details()).toHaveAccessibleName('Jateado');
    expect(details()).toHaveTextContent(jateado.description);
    for (const item of [...jateado.applications, ...jateado.characteristics]) expect(details()).toHaveTextContent(item);
    expect(details()).not.toHaveTextContent(finish('polido').description);
  });

  it('moves the selection and the focus with the arrow keys', async () => {
    const user = userEvent.setup();
    renderFinishes();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Polido' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Acetinado' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Acetinado' })).toHaveAttribute('aria-checked', 'true');
    expect(details()).toHaveAccessibleName('Acetinado');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Resinado' })).toHaveFocus();
    expect(details()).toHaveAccessibleName('Resinado');
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Polido' })).toHaveAttribute('aria-checked', 'true');
  });

  it('can open on another finish', () => {
    renderFinishes('escovado');
    expect(screen.getByRole('radio', { name: 'Escovado (Leathered)' })).toHaveAttribute('aria-checked', 'true');
  });
});
