import { describe, expect, it } from 'vitest';
import { choiceQuery, emptyChoice, isRefined, parseChoice, type ChoiceVocabulary } from '../../src/lib/catalogue-choice';

const vocabulary: ChoiceVocabulary = {
  priorities: ['manchas', 'riscos-calor', 'manutencao'],
  tones: ['claro', 'escuro', 'veios'],
  collections: ['quartizitos', 'marmores', 'granitos', 'sinterizados'],
};

describe('the catalogue choice in the address', () => {
  it('reads commas or repeated parameters, in the vocabulary order, and writes commas', () => {
    const choice = parseChoice('cozinha', '?prioridade=manutencao,manchas&tom=escuro&colecao=granitos&colecao=quartizitos', vocabulary);
    expect(choice).toEqual({ use: 'cozinha', priorities: ['manchas', 'manutencao'], tone: 'escuro', collections: ['quartizitos', 'granitos'] });
    expect(choiceQuery(choice)).toBe('?prioridade=manchas,manutencao&tom=escuro&colecao=quartizitos,granitos');
    expect(parseChoice('cozinha', choiceQuery(choice), vocabulary)).toEqual(choice);
  });

  it('drops what it does not know instead of failing, so an edited link still opens', () => {
    expect(parseChoice(null, '?prioridade=barato,<script>&tom=rosa&colecao=ardosia&x=1', vocabulary)).toEqual(emptyChoice());
    expect(parseChoice(null, '?tom=claro,escuro', vocabulary).tone).toBe('claro');
  });

  it('has no query and is not refined when only the use is chosen', () => {
    expect(choiceQuery(emptyChoice('piso'))).toBe('');
    expect(isRefined(emptyChoice('piso'))).toBe(false);
    expect(isRefined({ ...emptyChoice(), tone: 'veios' })).toBe(true);
  });
});
