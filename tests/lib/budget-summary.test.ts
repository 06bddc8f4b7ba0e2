import { describe, expect, it } from 'vitest';
import { budgetForm } from '../../content/budget-form';
import { summarize } from '../../src/lib/budget-summary';
import { validValues } from './budget-fixtures';

describe('summary of the answers', () => {
  const groups = summarize(validValues, budgetForm);
  const value = (field: string) => groups.flatMap((g) => g.items).find((item) => item.field === field)?.value;

  it('has one group per question step, titled like the step', () => {
    expect(groups.map((g) => g.title)).toEqual(['Identificação', 'Sobre o projeto', 'Preferências e estilo', 'Investimento e urgência']);
  });

  it('shows labels, never raw option values', () => {
    expect(value('role')).toBe('Arquiteto/Designer');
    expect(value('environmentType')).toBe('Cozinha');
    expect(value('applicationType')).toBe('Bancada');
    expect(value('timeline')).toBe('1 a 3 meses');
    expect(value('materialPreference')).toBe('Quartzito');
    expect(value('stylePreference')).toBe('Moderno');
    expect(value('hasReferences')).toBe('Sim');
    expect(value('investmentRange')).toBe('R$\u00a020.000 a R$\u00a050.000');
    expect(value('projectStage')).toBe('Projeto aprovado');
  });

  it('formats the phone and keeps free text', () => {
    expect(value('phone')).toBe('(21) 99999-8888');
    expect(value('squareMeters')).toBe('12 m²');
    expect(value('howFoundUs')).toBe('Indicação de uma amiga');
  });

  it('lists all fourteen answers', () => {
    expect(groups.flatMap((g) => g.items)).toHaveLength(14);
  });
});
