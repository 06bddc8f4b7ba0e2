import { describe, expect, it } from 'vitest';
import { budgetForm } from '../../content/budget-form';
import { budgetHref, budgetStoneParam, BUDGET_HREF } from '../../src/lib/budget-anchor';
import { withStone } from '../../src/lib/whatsapp';
import { askedStone } from '../../src/pages/home-page';

describe('the budget form asked about a stone', () => {
  it('is reached at /?pedra=<slug>#budget, and at /#budget without a stone', () => {
    expect(budgetHref('branco-polar')).toBe('/?pedra=branco-polar#budget');
    expect(budgetHref()).toBe(BUDGET_HREF);
    expect(budgetStoneParam('?pedra=branco-polar')).toBe('branco-polar');
    expect(budgetStoneParam('?pedra=<script>')).toBeNull();
    expect(budgetStoneParam('')).toBeNull();
  });

  it('knows the stone and its family’s material only for stones of the catalogue', () => {
    expect(askedStone('?pedra=taj-mahal')).toEqual({ name: 'Taj Mahal', material: 'quartzito' });
    expect(askedStone('?pedra=branco-polar')).toEqual({ name: 'Branco Polar', material: 'granito' });
    expect(askedStone('?pedra=nero-marquina')).toEqual({ name: 'Nero Marquina', material: 'marmore' });
    // Dolomitic marbles are marbles.
    expect(askedStone('?pedra=branco-parana')).toEqual({ name: 'Branco Paraná', material: 'marmore' });
    expect(askedStone('?pedra=nao-existe')).toBeUndefined();
    expect(askedStone('')).toBeUndefined();
  });

  it('names the stone in the chat message, on one line', () => {
    const greeting = 'Olá!';
    expect(withStone(greeting, budgetForm.whatsapp.stone, 'Branco Polar')).toBe('Olá! Vim pela página da pedra Branco Polar.');
    expect(withStone(greeting, budgetForm.whatsapp.stone, 'Via\nLáctea')).toBe('Olá! Vim pela página da pedra Via Láctea.');
    expect(withStone(greeting, budgetForm.whatsapp.stone, undefined)).toBe(greeting);
  });
});
