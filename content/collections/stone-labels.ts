import { deepFreeze } from '../deep-freeze';

/** Fixed labels shared by the four collection pages. */
export const collectionLabels = deepFreeze({
  back: 'Voltar',
  stonePicker: 'Escolha a pedra',
  story: 'História',
  origin: 'Origem',
  age: 'Idade',
  formation: 'Formação',
  rarity: 'Raridade',
  characteristics: 'Características Únicas',
  technical: 'Especificações Técnicas',
  applications: 'Aplicações ideais',
  technicalFields: {
    dureza: 'Dureza',
    densidade: 'Densidade',
    absorcao: 'Absorção',
    resistenciaMecanica: 'Resistência Mec.',
    durabilidade: 'Durabilidade',
    manutencao: 'Manutenção',
  },
});
