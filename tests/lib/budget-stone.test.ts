import { describe, expect, it } from 'vitest';
import { budgetForm } from '../../content/budget-form';
import { stoneAddresses } from '../../content/stone-slugs';
import { budgetHref, budgetStoneParam, budgetStonesParam, BUDGET_HREF } from '../../src/lib/budget-anchor';
import { MAX_COMPARED } from '../../src/lib/compare-selection';
import { buildLeadRow, MAX_STONE_LENGTH } from '../../src/lib/lead-row';
import type { BudgetRequestRow } from '../../src/lib/lead-row';
import type { Delivery } from '../../src/lib/outbox';
import { withStones } from '../../src/lib/whatsapp';
import { runSubmission, type SubmissionDeps } from '../../src/sections/budget-wizard/submit-flow';
import { askedStone } from '../../src/pages/home-page';
import { validValues } from './budget-fixtures';

describe('the budget form asked about a stone', () => {
  it('is reached at /?pedra=<slug>#budget, and at /#budget without a stone', () => {
    expect(budgetHref('branco-polar')).toBe('/?pedra=branco-polar#budget');
    expect(budgetHref(['branco-polar'])).toBe('/?pedra=branco-polar#budget');
    expect(budgetHref()).toBe(BUDGET_HREF);
    expect(budgetHref([])).toBe(BUDGET_HREF);
    expect(budgetStoneParam('?pedra=branco-polar')).toBe('branco-polar');
    expect(budgetStoneParam('?pedra=<script>')).toBeNull();
    expect(budgetStoneParam('')).toBeNull();
  });

  it('knows the stone and its family’s material only for stones of the catalogue', () => {
    expect(askedStone('?pedra=taj-mahal')).toEqual({ name: 'Taj Mahal', names: ['Taj Mahal'], material: 'quartzito' });
    expect(askedStone('?pedra=branco-polar')).toEqual({ name: 'Branco Polar', names: ['Branco Polar'], material: 'granito' });
    expect(askedStone('?pedra=nero-marquina')).toMatchObject({ name: 'Nero Marquina', material: 'marmore' });
    // Dolomitic marbles are marbles.
    expect(askedStone('?pedra=branco-parana')).toMatchObject({ name: 'Branco Paraná', material: 'marmore' });
    expect(askedStone('?pedra=nao-existe')).toBeUndefined();
    expect(askedStone('')).toBeUndefined();
  });

  it('names the stone in the chat message, on one line', () => {
    const greeting = 'Olá!';
    expect(withStones(greeting, budgetForm.whatsapp, ['Branco Polar'])).toBe('Olá! Vim pela página da pedra Branco Polar.');
    expect(withStones(greeting, budgetForm.whatsapp, ['Via\nLáctea'])).toBe('Olá! Vim pela página da pedra Via Láctea.');
    expect(withStones(greeting, budgetForm.whatsapp, undefined)).toBe(greeting);
    expect(withStones(greeting, budgetForm.whatsapp, ['  '])).toBe(greeting);
  });
});

describe('the budget form asked about a comparison', () => {
  it('is reached at /?pedras=a,b,c#budget, with three stones at most and no repeats', () => {
    expect(budgetHref(['taj-mahal', 'carrara'])).toBe('/?pedras=taj-mahal,carrara#budget');
    expect(budgetStonesParam('?pedras=taj-mahal,carrara')).toEqual(['taj-mahal', 'carrara']);
    expect(budgetStonesParam('?pedras=a,a,b,<x>,c,d')).toEqual(['a', 'b', 'c']);
    expect(budgetStonesParam('?pedra=carrara')).toEqual(['carrara']);
    expect(budgetStonesParam('')).toEqual([]);
  });

  it('presets the family’s material when the stones share one, and “Ainda não sei” when they do not', () => {
    expect(askedStone('?pedras=carrara,nero-marquina')).toEqual({ name: 'Carrara, Nero Marquina', names: ['Carrara', 'Nero Marquina'], material: 'marmore' });
    // A marble and a dolomitic marble share the form's answer.
    expect(askedStone('?pedras=carrara,branco-parana')?.material).toBe('marmore');
    expect(askedStone('?pedras=taj-mahal,carrara,branco-polar')).toEqual({
      name: 'Taj Mahal, Carrara, Branco Polar',
      names: ['Taj Mahal', 'Carrara', 'Branco Polar'],
      material: 'nao-sei',
    });
    expect(budgetForm.steps[2].fields.find((field) => field.name === 'materialPreference')).toMatchObject({
      options: expect.arrayContaining([expect.objectContaining({ value: 'nao-sei' })]) as unknown[],
    });
    // Unknown stones are dropped; none left, no stone at all.
    expect(askedStone('?pedras=nao-existe,verde-alpi')).toMatchObject({ names: ['Verde Alpi'], material: 'granito' });
    expect(askedStone('?pedras=nao-existe')).toBeUndefined();
  });

  it('names every compared stone in the chat message', () => {
    expect(withStones('Olá!', budgetForm.whatsapp, ['Taj Mahal', 'Carrara', 'Branco Polar'])).toBe(
      'Olá! Estou comparando as pedras Taj Mahal, Carrara e Branco Polar.',
    );
    expect(withStones('Olá!', budgetForm.whatsapp, ['Taj Mahal', 'Carrara'])).toBe('Olá! Estou comparando as pedras Taj Mahal e Carrara.');
  });

  it('stores the three longest names whole within the table’s 80 characters (no migration needed)', () => {
    const longest = [...stoneAddresses].map((stone) => stone.name).sort((a, b) => b.length - a.length).slice(0, MAX_COMPARED);
    const stored = buildLeadRow(validValues, { id: 'id', userAgent: 'UA', stone: longest.join(', ') }).stone!;
    expect(stored).toBe(longest.join(', '));
    expect(stored.length).toBeLessThanOrEqual(MAX_STONE_LENGTH);
  });
});

describe('a request sent from a comparison', () => {
  const send = async (status: number) => {
    const queued: BudgetRequestRow[] = [];
    const deps: SubmissionDeps = {
      outbox: {
        enqueue: (row) => {
          queued.push(row);
          return true;
        },
        deliver: async (): Promise<Delivery> =>
          status ? { outcome: 'confirmed', result: { status, error: null } } : { outcome: 'retry', result: { status: 0, error: { message: 'Failed to fetch' } } },
      },
      analytics: { formStart: () => undefined, stepCompleted: () => undefined, lead: () => undefined },
      createId: () => '00000000-0000-4000-8000-000000000000',
      userAgent: () => 'test',
      scheduleRetry: () => undefined,
      log: () => undefined,
    };
    const result = await runSubmission(validValues, null, deps, {
      whatsapp: budgetForm.whatsapp,
      companyName: 'Lavra',
      whatsappNumber: '5521999998888',
      stones: ['Taj Mahal', 'Carrara', 'Branco Polar'],
    });
    return { row: queued[0]!, text: new URL(result.chatUrl).searchParams.get('text')! };
  };

  it('queues the row with every stone (the outbox keeps them for a retry) and names them after the greeting', async () => {
    const { row, text } = await send(201);
    expect(row.stone).toBe('Taj Mahal, Carrara, Branco Polar');
    expect(text).toMatch(/^Olá! Acabei de enviar/);
    expect(text.endsWith(' Estou comparando as pedras Taj Mahal, Carrara e Branco Polar.')).toBe(true);
  });

  it('names them in the fallback chat too, after the name and phone', async () => {
    const { row, text } = await send(0);
    expect(row.stone).toBe('Taj Mahal, Carrara, Branco Polar');
    expect(text).toContain(validValues.name);
    expect(text.endsWith(' Estou comparando as pedras Taj Mahal, Carrara e Branco Polar.')).toBe(true);
  });
});
