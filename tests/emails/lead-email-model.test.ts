// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budgetForm } from '../../content/budget-form';
import { leadEmails } from '../../content/lead-emails';
import { foreignLead, stoneLead, typicalLead } from '../../mocks/lead-requests';
import {
  MAX_SUBJECT_LENGTH,
  dialDigits,
  estimateAnswers,
  firstName,
  leadAnswers,
  mailbox,
  multiLine,
  prospectWhatsAppUrl,
  receivedAt,
  safeDisplayName,
  singleLine,
  siteOriginOf,
  stoneNames,
  teamSubject,
  telUrl,
} from '../../src/emails/lead-email-model';

const graphemes = (value: string) => Array.from(new Intl.Segmenter('pt-BR', { granularity: 'grapheme' }).segment(value), (s) => s.segment);
// eslint-disable-next-line no-control-regex -- control characters are what the test looks for
const HEADER_BREAKERS = /[\r\n\u0000-\u001f\u007f\u2028\u2029]/;
const WORKER = '👩🏽‍🔧';

describe('answers', () => {
  it('lists every field of the form under its Portuguese label, with option labels instead of codes', () => {
    const answers = leadAnswers(typicalLead, leadEmails);
    const fields = budgetForm.steps.flatMap((step) => step.fields);
    expect(answers.map((answer) => answer.label)).toEqual(fields.map((field) => field.label));
    for (const field of fields) {
      const answer = answers.find((item) => item.label === field.label)!;
      if (field.kind === 'choice') {
        const code = String(typicalLead[answer.key as keyof typeof typicalLead]);
        expect(answer.value).toBe(field.options.find((option) => option.value === code)!.label);
        expect(answer.value).not.toBe(code);
      }
    }
    expect(answers.find((answer) => answer.key === 'phone')!.value).toBe('(21) 98765-4321');
    expect(answers.find((answer) => answer.key === 'investment_range')!.value).toBe('R$\u00a020.000 a R$\u00a050.000');
  });

  it('adds the stones when the request names them, and nothing when it does not', () => {
    expect(leadAnswers(typicalLead, leadEmails).some((answer) => answer.label === leadEmails.stoneLabel)).toBe(false);
    const stone = leadAnswers(stoneLead, leadEmails).at(-1)!;
    expect(stone).toEqual({ key: 'stone', label: 'Pedra de interesse', value: 'Branco Polar, Preto Absoluto e Verde Ubatuba' });
    expect(stoneNames(' Taj Mahal ,, Nero\nMarquina, ')).toEqual(['Taj Mahal', 'Nero Marquina']);
  });

  it('keeps the line breaks of the free text and drops every other control character', () => {
    expect(multiLine('Indicação\r\nde amiga\u0000\u202e ok\u2028fim')).toBe('Indicação\nde amiga ok\nfim');
  });
});

describe('the estimate block', () => {
  const base = {
    v: 1,
    table: '2026-11-02',
    shape: 'ilha',
    thicknessCm: 2,
    edge: 'Reto simples',
    edgeM: 8.8,
    backsplashCm: 10,
    cutouts: [],
    installation: true,
    areaM2: 3.6,
    areaWithWasteM2: 4.32,
    seams: 0,
    stones: [{ name: 'Taj Mahal', min: 14000, max: 21000 }],
  };
  const value = (estimate: unknown, key: string) => estimateAnswers(estimate, leadEmails).find((answer) => answer.key === key)?.value;

  it('says which edge of each piece has which finish, and the metres of each finish', () => {
    const estimate = {
      ...base,
      pieces: [
        { name: 'Bancada de parede', lengthCm: 300, depthCm: 60, edges: [{ name: 'Frente', finish: 'Reto simples', m: 3 }] },
        {
          name: 'Ilha',
          lengthCm: 200,
          depthCm: 90,
          edges: [
            { name: 'Frente', finish: 'Boleado', m: 2 },
            { name: 'Fundo', finish: 'Boleado', m: 2 },
            { name: 'Lado esquerdo', finish: 'Meia-esquadria 45°', m: 0.9 },
            { name: 'Lado direito', finish: 'Meia-esquadria 45°', m: 0.9 },
          ],
        },
      ],
    };
    expect(value(estimate, 'estimate.pieces')).toBe(
      'Bancada de parede: 300 × 60 cm · frente: reto simples\nIlha: 200 × 90 cm · frente e fundo: boleado; lado esquerdo e lado direito: meia-esquadria 45°',
    );
    expect(value(estimate, 'estimate.edges')).toBe('8,80 m · Reto simples 3,00 m, Boleado 4,00 m, Meia-esquadria 45° 1,80 m · frontão 10 cm');
  });

  it('reads an estimate stored before edges were finished one by one as one finish all round', () => {
    const estimate = { ...base, shape: 'reta', edgeM: 3, pieces: [{ name: 'Bancada', lengthCm: 300, depthCm: 60 }] };
    expect(value(estimate, 'estimate.pieces')).toBe('Bancada: 300 × 60 cm');
    expect(value(estimate, 'estimate.edges')).toBe('3,00 m · Reto simples · frontão 10 cm');
  });

  it('says the thickness as a person writes it: 2 cm, and a sintered stone\'s 1,2 cm', () => {
    const estimate = { ...base, shape: 'reta', pieces: [{ name: 'Bancada', lengthCm: 300, depthCm: 60 }] };
    expect(value(estimate, 'estimate.shape')).toMatch(/ · 2 cm$/);
    expect(value({ ...estimate, thicknessCm: 1.2 }, 'estimate.shape')).toMatch(/ · 1,2 cm$/);
  });

  it('counts the seams in agreement with their number, never "emenda(s)"', () => {
    const area = (seams: number) => value({ ...base, seams }, 'estimate.area');
    expect(area(0)).toBe('3,60 m² (4,32 m² com a perda) · sem emendas · com instalação no Rio');
    expect(area(1)).toContain(' · 1 emenda · ');
    expect(area(2)).toContain(' · 2 emendas · ');
    for (const seams of [0, 1, 2, 5]) expect(area(seams)).not.toContain('(s)');
  });

  it('dates the price table as a person does, "novembro de 2026", and names each stone\'s range as the page says it', () => {
    const stones = estimateAnswers(base, leadEmails).find((answer) => answer.key === 'estimate.stones')!;
    expect(stones.label).toBe('Faixas (tabela de referência de novembro de 2026)');
    expect(stones.label).not.toContain('2026-11-02');
    expect(stones.value).toBe('Taj Mahal: R$\u00a014\u00a0mil a R$\u00a021\u00a0mil');
    // Something that is not a date is shown as stored, on one line.
    expect(estimateAnswers({ ...base, table: 'antiga' }, leadEmails).find((answer) => answer.key === 'estimate.stones')!.label).toBe('Faixas (tabela de referência de antiga)');
  });
});

describe('subject', () => {
  it('tells leads apart: name, environment, investment and the stones', () => {
    expect(teamSubject(typicalLead, leadEmails)).toBe('Orçamento: Marina Albuquerque · Cozinha · R$ 20.000 a R$ 50.000');
    expect(teamSubject(stoneLead, leadEmails)).toBe(
      'Orçamento: Ricardo Tavares · Área gourmet · R$ 50.000 a R$ 100.000 · Branco Polar, Preto Absoluto e Verde Ubatuba',
    );
  });

  it('stays one line whatever the name holds: CR/LF, controls, a forged header', () => {
    const subject = teamSubject({ ...typicalLead, name: 'Ana\r\nBcc: todos@exemplo.com\u0000\t\u2028X', stone: 'Taj\r\nMahal' }, leadEmails);
    expect(subject).not.toMatch(HEADER_BREAKERS);
    expect(subject).toBe('Orçamento: Ana Bcc: todos@exemplo.com X · Cozinha · R$ 20.000 a R$ 50.000 · Taj Mahal');
  });

  it('caps very long values with an ellipsis', () => {
    const subject = teamSubject({ ...typicalLead, name: 'x'.repeat(1000), stone: 'y'.repeat(1000) }, leadEmails);
    expect(graphemes(subject).length).toBeLessThanOrEqual(MAX_SUBJECT_LENGTH);
    expect(subject).toContain(`${'x'.repeat(39)}…`);
    expect(subject).toContain('Cozinha');
    expect(subject).not.toMatch(HEADER_BREAKERS);
  });

  it('keeps Arabic, Chinese and emoji intact, never cutting an emoji in half', () => {
    expect(teamSubject({ ...typicalLead, name: 'محمد عبد الله' }, leadEmails)).toContain('محمد عبد الله');
    expect(teamSubject({ ...typicalLead, name: '王小明' }, leadEmails)).toContain('王小明');
    expect(teamSubject({ ...typicalLead, name: `Ana ${WORKER} Souza` }, leadEmails)).toContain(`Ana ${WORKER} Souza`);
    const long = teamSubject({ ...typicalLead, name: WORKER.repeat(100) }, leadEmails);
    const parts = graphemes(long.split(' · ')[0]!.replace('Orçamento: ', ''));
    expect(parts.at(-1)).toBe('…');
    expect(parts.slice(0, -1).every((part) => part === WORKER)).toBe(true);
    expect(long).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('addresses for headers', () => {
  it('gives a display name that cannot end the name or start another address', () => {
    const name = safeDisplayName('Ana "Chefe" <ana@x.com>, Bob;\r\nBcc: evil@x.com');
    expect(name).not.toMatch(/["<>,;:@\\\r\n]/);
    expect(name).toBe('Ana Chefe ana x.com Bob Bcc evil x.com');
    expect(graphemes(safeDisplayName('n'.repeat(1000))).length).toBeLessThanOrEqual(64);
    expect(safeDisplayName('محمد 王小明 😀')).toBe('محمد 王小明 😀');
  });

  it('accepts only an address the form would accept, so none can carry a header', () => {
    expect(mailbox('Marina', 'marina@exemplo.com.br')).toEqual({ name: 'Marina', address: 'marina@exemplo.com.br' });
    expect(mailbox('Marina', 'marina@exemplo.com\r\nBcc: x@y.com')).toBeUndefined();
    expect(mailbox('Marina', 'josé@exemplo.com')).toBeUndefined();
    expect(mailbox('Marina', `${'a'.repeat(300)}@exemplo.com`)).toBeUndefined();
  });
});

describe('links to the prospect', () => {
  it('opens WhatsApp on a Brazilian number with 55 and a greeting that names them', () => {
    const url = new URL(prospectWhatsAppUrl(typicalLead, leadEmails, 'Lavra'));
    expect(url.origin + url.pathname).toBe('https://wa.me/5521987654321');
    expect(url.searchParams.get('text')).toMatch(/^Olá, Marina! Aqui é da equipe da Lavra\./);
  });

  it('opens WhatsApp on a foreign number with its own country code', () => {
    const url = new URL(prospectWhatsAppUrl(foreignLead, leadEmails, 'Lavra'));
    expect(url.origin + url.pathname).toBe('https://wa.me/351912345678');
    expect(url.searchParams.get('text')).toContain('Olá, João!');
  });

  it('dials landlines, mobiles and numbers from abroad', () => {
    expect(telUrl('2133334444')).toBe('tel:+552133334444');
    expect(telUrl('21987654321')).toBe('tel:+5521987654321');
    expect(telUrl('+351912345678')).toBe('tel:+351912345678');
    expect(dialDigits('5521987654321')).toBe('5521987654321');
  });

  it('greets by the first name, on one line', () => {
    expect(firstName('  Marina\r\nAlbuquerque ')).toBe('Marina');
    expect(firstName('王小明')).toBe('王小明');
  });
});

describe('received time', () => {
  it('is told in São Paulo, in Portuguese', () => {
    expect(receivedAt('2026-11-26T17:24:00Z', leadEmails)).toBe('quinta-feira, 26 de novembro de 2026 às 14:24 (horário de Brasília)');
    // 02:30 UTC is still the evening before in São Paulo.
    expect(receivedAt(new Date('2026-11-27T02:30:00Z'), leadEmails)).toContain('26 de novembro de 2026 às 23:30');
  });

  it('reads the timestamps PostgreSQL and PostgREST write', () => {
    expect(receivedAt('2026-11-26T17:24:00.123456+00:00', leadEmails)).toContain('às 14:24');
    expect(receivedAt('2026-11-26 17:24:00.123+00', leadEmails)).toContain('às 14:24');
  });

  it('shows an unreadable value as it came, on one line', () => {
    expect(receivedAt('ontem\r\nà noite', leadEmails)).toBe('ontem à noite');
  });
});

describe('site origin', () => {
  it('is absolute, reduced to its origin', () => {
    expect(siteOriginOf('https://www.lavra.example/qualquer/')).toBe('https://www.lavra.example');
    expect(() => siteOriginOf('/privacidade')).toThrow(TypeError);
    expect(() => siteOriginOf('javascript:alert(1)')).toThrow(TypeError);
  });

  it('keeps text on one line', () => {
    expect(singleLine('  a\r\n\tb\u202ec  ')).toBe('a bc');
  });
});
