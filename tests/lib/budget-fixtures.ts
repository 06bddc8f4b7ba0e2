import type { BudgetFormValues } from '../../src/lib/budget-steps';

/** A complete, valid set of answers. */
export const validValues: BudgetFormValues = Object.freeze({
  name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  phone: '21999998888',
  role: 'arquiteto',
  environmentType: 'cozinha',
  applicationType: 'bancada',
  squareMeters: '12 m²',
  timeline: '1-3-meses',
  materialPreference: 'quartzito',
  stylePreference: 'moderno',
  hasReferences: 'sim',
  investmentRange: '20k-50k',
  projectStage: 'projeto-aprovado',
  howFoundUs: 'Indicação de uma amiga',
});
