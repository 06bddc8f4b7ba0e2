// The care guide (/cuidados) and the words around each stone's advice (/cuidados/<coleção>/<pedra>). The advice
// itself comes from the stone's figures through the rules of content/stone-care.ts. Placeholders in braces are
// filled in by the pages: {name}, {family}, {absorcao}, {meses}, {acidos}.
import { deepFreeze } from './deep-freeze';

/** One part of a section: a paragraph, a bullet list, or numbered steps. */
export type CareBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'steps'; items: readonly string[] };

export interface CareSection {
  /** Anchor id, e.g. 'limpeza'. */
  id: string;
  /** Starts with a verb: 'Limpe com o que já tem em casa'. */
  title: string;
  blocks: readonly CareBlock[];
  /** Shows the sealing intervals of content/stone-care.ts under the text. */
  sealingTable?: boolean;
}

export interface CareGuideContent {
  seo: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: string;
  /** ISO dates (yyyy-mm-dd) of the article, for the page and its structured data. */
  publishedAt: string;
  updatedAt: string;
  updatedLabel: string;
  /** The guide in a few gestures, beside the title. */
  summary: { title: string; items: readonly string[] };
  tocLabel: string;
  sections: readonly CareSection[];
  sealingTable: { caption: string; absorption: string; polished: string; honed: string; upTo: string; above: string; months: string };
  /** sealLabel: {absorcao} and {meses}; absorptionOnly: {absorcao}, when the interval is unknown. */
  stones: { eyebrow: string; title: string; lead: string; sealLabel: string; absorptionOnly: string };
  cta: { title: string; text: string; budget: string; warranty: string };
}

export interface StoneCareContent {
  /** {family} {name}; kept under about 65 characters with the brand. */
  seoTitle: string;
  /** {family} {name} {absorcao} {meses} {acidos}. */
  seoDescription: string;
  eyebrow: string;
  /** {name} */
  title: string;
  /** {family} {name} */
  lead: string;
  figuresTitle: string;
  figuresNote: string;
  /** {figures} */
  unknownNote: string;
  rulesTitle: string;
  sealingTitle: string;
  sealingColumns: { finish: string; interval: string; note: string };
  /** {meses} */
  sealingInterval: string;
  sealingUnknown: string;
  /** {name} */
  spillsTitle: string;
  spillsColumns: { spill: string; effect: string; action: string };
  generalLink: string;
  /** {name} */
  backToStone: string;
  /** {name} */
  cta: { title: string; text: string; budget: string; warranty: string };
  /** For the printed sheet: {company} {phone} {email}. */
  contact: string;
}

export const careGuide: CareGuideContent = deepFreeze({
  seo: {
    title: 'Como cuidar de mármore, granito e quartzito | Lavra',
    description:
      'Como limpar e impermeabilizar pedra natural: o que mancha, o que marca, o que nunca usar e o que fazer quando algo derrama, com o cuidado de cada pedra.',
  },
  eyebrow: 'Guia de cuidados',
  title: 'Como cuidar da pedra natural',
  lead: 'Pedra natural dura gerações com poucos gestos certos. Este guia explica o porquê de cada um, e cada pedra do catálogo tem o seu, calculado dos próprios números.',
  publishedAt: '2026-11-28',
  updatedAt: '2026-11-28',
  updatedLabel: 'Atualizado em',
  summary: {
    title: 'Em quatro gestos',
    items: [
      'Limpe com detergente neutro e seque.',
      'Enxugue ácidos e gordura na hora.',
      'Impermeabilize no prazo da sua pedra.',
      'Use tábua de corte e descanso de panela.',
    ],
  },
  tocLabel: 'Neste guia',
  sections: [
    {
      id: 'limpeza',
      title: 'Limpe com o que já tem em casa',
      blocks: [
        { kind: 'paragraph', text: 'A limpeza do dia a dia pede pouco: o que estraga a pedra é o produto forte, não a falta dele.' },
        {
          kind: 'list',
          items: [
            'Pano macio ou esponja do lado amarelo, água morna e algumas gotas de detergente neutro.',
            'Enxágue com pano úmido e seque com pano de microfibra: água parada deixa marcas de calcário.',
            'Para gordura acumulada, detergente neutro morno e um pouco mais de tempo, nunca desengordurante.',
          ],
        },
      ],
    },
    {
      id: 'manchas-e-marcas',
      title: 'Entenda o que mancha e o que marca',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Mancha é líquido que entra nos poros: vinho, café, óleo. Quanto maior a absorção de água da pedra, mais depressa entra, e a impermeabilização é o que fecha esse caminho.',
        },
        {
          kind: 'paragraph',
          text: 'Marca é outra coisa: um ácido (limão, vinagre, refrigerante) dissolve a calcita dos mármores e deixa um ponto sem brilho. Impermeabilizante não impede; o que evita é limpar logo. Quartzitos e granitos, feitos de quartzo e feldspato, não sofrem essa reação.',
        },
      ],
    },
    {
      id: 'impermeabilizacao',
      title: 'Impermeabilize no prazo da sua pedra',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Entregamos toda peça impermeabilizada. O prazo para reaplicar depende da absorção da pedra e do acabamento: o polido fecha os poros, o levigado e o escovado os deixam mais abertos.',
        },
        {
          kind: 'paragraph',
          text: 'O teste é simples: pingue água e espere dez minutos. Se a gota continuar redonda, a proteção está boa; se a pedra escurecer embaixo dela, é hora de reaplicar.',
        },
      ],
      sealingTable: true,
    },
    {
      id: 'nunca-use',
      title: 'Evite estes produtos',
      blocks: [
        {
          kind: 'list',
          items: [
            'Vinagre, limão, removedores de ferrugem e limpadores com ácido: marcam mármores.',
            'Água sanitária e cloro puros: descoloram a pedra e o rejunte.',
            'Saponáceo, pasta abrasiva e palha de aço: riscam o polido.',
            'Acetona, removedor e solventes: atacam o impermeabilizante e a resina.',
            'Limpa-vidros com amônia e ceras de piso comuns: deixam película e manchas.',
          ],
        },
      ],
    },
    {
      id: 'derramou',
      title: 'Derramou? Aja nesta ordem',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Absorva com papel-toalha, pressionando, sem esfregar: esfregar espalha o líquido pelos poros.',
            'Passe pano úmido com detergente neutro e enxágue.',
            'Seque bem e olhe contra a luz: se ficou mancha ou ponto fosco, não tente lixar nem usar produto forte.',
            'Fotografe e fale com a equipe: a maioria das manchas sai com o tratamento certo.',
          ],
        },
      ],
    },
    {
      id: 'chame-a-equipe',
      title: 'Chame a equipe quando',
      blocks: [
        {
          kind: 'list',
          items: [
            'Uma mancha voltar depois de limpa, ou a pedra escurecer com a água.',
            'Aparecer um ponto fosco que tira o brilho do polido (repolimento local).',
            'Uma emenda abrir, a vedação da cuba soltar ou surgir uma trinca.',
            'Chegar o prazo de reimpermeabilizar e você preferir que a gente faça.',
          ],
        },
      ],
    },
  ],
  sealingTable: { caption: 'Intervalo entre impermeabilizações, pela absorção da pedra', absorption: 'Absorção de água', polished: 'Polido', honed: 'Levigado ou escovado', upTo: 'até {valor}', above: 'acima de {valor}', months: '{meses} meses' },
  stones: {
    eyebrow: 'Pedra por pedra',
    title: 'O cuidado de cada pedra',
    lead: 'Cada pedra do catálogo tem o próprio guia, escrito dos seus números: absorção, dureza e o que ela reage.',
    sealLabel: 'Absorção {absorcao} · impermeabilizar a cada {meses} meses',
    absorptionOnly: 'Absorção {absorcao}',
  },
  cta: {
    title: 'Pedra bem escolhida dá menos trabalho',
    text: 'No orçamento, indicamos a pedra e o acabamento que pedem o cuidado que você quer ter.',
    budget: 'Solicitar orçamento',
    warranty: 'Ver a garantia',
  },
} satisfies CareGuideContent);

export const stoneCareContent: StoneCareContent = deepFreeze({
  seoTitle: 'Como limpar e cuidar do {family} {name} | Lavra',
  seoDescription: 'Como limpar o {family} {name}: absorção de {absorcao}, impermeabilize a cada {meses} meses; sensibilidade a ácidos {acidos}. O que mancha e o que nunca usar.',
  eyebrow: 'Como cuidar',
  title: 'Como cuidar do {name}',
  lead: 'O cuidado do {family} {name}, escrito dos números dele: cada regra mostra o dado que a decide.',
  figuresTitle: 'Os números que decidem',
  figuresNote: 'Medidos da pedra, os mesmos da ficha técnica.',
  unknownNote: 'Não temos o dado de {figures} desta pedra: onde ele decidiria, dizemos o que fazer sem supor.',
  rulesTitle: 'No dia a dia',
  sealingTitle: 'Impermeabilização por acabamento',
  sealingColumns: { finish: 'Acabamento', interval: 'Reaplicar', note: 'Por quê' },
  sealingInterval: 'a cada {meses} meses',
  sealingUnknown: 'após o teste da equipe',
  spillsTitle: 'O que mancha e o que marca o {name}',
  spillsColumns: { spill: 'Derramou', effect: 'Efeito na pedra', action: 'O que fazer' },
  generalLink: 'Guia completo de cuidados',
  backToStone: 'Voltar ao {name}',
  cta: {
    title: 'Quer o {name} no seu projeto?',
    text: 'Indicamos o acabamento e entregamos a peça impermeabilizada, com este guia impresso.',
    budget: 'Orçar com o {name}',
    warranty: 'Ver a garantia',
  },
  contact: '{company} · {phone} · {email}',
} satisfies StoneCareContent);
