import { describe, expect, it } from 'vitest';
import { budgetForm } from '../../content/budget-form';
import { createStepSchemas, resumeStep, stepErrors } from '../../src/lib/budget-schema';
import { emptyBudgetValues, progressPercent } from '../../src/lib/budget-steps';
import { choiceOptions } from '../../src/lib/budget-summary';
import { validValues } from './budget-fixtures';

const schemas = createStepSchemas({ messages: budgetForm.messages, options: choiceOptions(budgetForm) });

describe('budget step schemas', () => {
  it('gives every empty field the exact message of the spec', () => {
    const empty = emptyBudgetValues();
    expect(stepErrors(schemas, 1, empty)).toEqual({
      name: 'Nome deve ter pelo menos 2 caracteres',
      email: 'Email inválido',
      phone: 'Telefone inválido',
      role: 'Selecione seu perfil',
    });
    expect(stepErrors(schemas, 2, empty)).toEqual({
      environmentType: 'Selecione o tipo de ambiente',
      applicationType: 'Selecione o tipo de aplicação',
      squareMeters: 'Informe a metragem aproximada',
      timeline: 'Selecione o prazo desejado',
    });
    expect(stepErrors(schemas, 3, empty)).toEqual({
      materialPreference: 'Selecione o material preferido',
      stylePreference: 'Selecione o estilo desejado',
      hasReferences: 'Informe se possui referências',
    });
    expect(stepErrors(schemas, 4, empty)).toEqual({
      investmentRange: 'Selecione a faixa de investimento',
      projectStage: 'Selecione a etapa do projeto',
      howFoundUs: 'Conte como nos conheceu',
    });
  });

  it('accepts a complete, valid request on every step', () => {
    for (const step of [1, 2, 3, 4] as const) expect(stepErrors(schemas, step, validValues)).toEqual({});
  });

  it.each([
    ['A', false],
    ['  A  ', false],
    ['Al', true],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
    ['🪨', false],
    ['🪨🪨', true],
    ['🪨'.repeat(100), true],
  ])('name %j valid: %s', (name, valid) => {
    expect(stepErrors(schemas, 1, { ...validValues, name }).name).toBe(valid ? undefined : 'Nome deve ter pelo menos 2 caracteres');
  });

  it.each([
    ['ana@exemplo.com', true],
    ['ana@exemplo', false],
    ['ana exemplo@x.com', false],
    ['@exemplo.com', false],
    [`${'a'.repeat(250)}@x.com`, false],
  ])('email %j valid: %s', (email, valid) => {
    expect(stepErrors(schemas, 1, { ...validValues, email }).email).toBe(valid ? undefined : 'Email inválido');
  });

  it.each([
    ['2133334444', true],
    ['21999998888', true],
    ['213333444', false],
    ['', false],
    ['+351 912 345 678', true],
    ['+1 415 555 2671', true],
    ['+44 20 7946 0958', true],
    ['+351 91', false],
    ['+0 12 3456 7890', false],
  ])('phone %j valid: %s', (phone, valid) => {
    expect(stepErrors(schemas, 1, { ...validValues, phone }).phone).toBe(valid ? undefined : 'Telefone inválido');
  });

  it('rejects option values that are not in the form (a tampered draft)', () => {
    expect(stepErrors(schemas, 1, { ...validValues, role: 'admin' }).role).toBe('Selecione seu perfil');
    expect(stepErrors(schemas, 4, { ...validValues, investmentRange: '1m' }).investmentRange).toBe('Selecione a faixa de investimento');
  });

  it('treats blank free text as missing', () => {
    expect(stepErrors(schemas, 2, { ...validValues, squareMeters: '   ' }).squareMeters).toBe('Informe a metragem aproximada');
    expect(stepErrors(schemas, 4, { ...validValues, howFoundUs: '\n\n' }).howFoundUs).toBe('Conte como nos conheceu');
  });

  it('resumes a draft no later than its first step with an error', () => {
    expect(resumeStep(schemas, validValues, 5)).toBe(5);
    expect(resumeStep(schemas, { ...validValues, timeline: '' }, 5)).toBe(2);
    expect(resumeStep(schemas, { ...emptyBudgetValues(), name: 'Ana' }, 1)).toBe(1);
  });
});

describe('progress', () => {
  it('is step / 5 * 100 and stays within 1..5', () => {
    expect([1, 2, 3, 4, 5].map(progressPercent)).toEqual([20, 40, 60, 80, 100]);
    expect(progressPercent(0)).toBe(20);
    expect(progressPercent(9)).toBe(100);
  });
});
