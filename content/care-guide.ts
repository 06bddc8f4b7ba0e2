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
  /** The intervals of content/stone-care.ts as a table; the cells' words are the rules' own. */
  sealingTable: { caption: string; absorption: string; polished: string; honed: string; upTo: string; above: string; note: string };
  /** Each stone's line: absorption: {valor}. */
  stones: { eyebrow: string; title: string; lead: string; absorption: string; absorptionUnknown: string };
  cta: { title: string; text: string; budget: string; warranty: string };
}

export interface StoneCareContent {
  /** {family} {name}; kept under about 65 characters with the brand. */
  seoTitle: string;
  /** {family} {name} {absorcao} {selagem} {acidos}. */
  seoDescription: string;
  /** The head's words: absorption: {valor}. */
  head: { absorption: string; absorptionUnknown: string; unknown: string };
  eyebrow: string;
  /** {name} */
  title: string;
  /** {family} {name} */
  lead: string;
  figuresTitle: string;
  figuresNote: string;
  /** Beside the figures: what the stone is. */
  rockLabel: string;
  /** {figures} */
  unknownNote: string;
  rulesTitle: string;
  sealingTitle: string;
  sealingColumns: { finish: string; interval: string; note: string };
  /** The quick tests to ask for at the showroom, and the way to book the visit. */
  tests: { title: string; lead: string; visit: string };
  /** {name} */
  spillsTitle: string;
  spillsColumns: { spill: string; effect: string; action: string };
  generalLink: string;
  /** {name} */
  backToStone: string;
  /** {name}; the text as the stone is delivered sealed or takes no sealer. */
  cta: { title: string; sealed: string; unsealed: string; budget: string; warranty: string };
  /** For the printed sheet: {company} {phone} {email}. */
  contact: string;
}

export const careGuide: CareGuideContent = deepFreeze({
  seo: {
    title: 'Como cuidar de mármore, granito e quartzito | Lavra',
    description:
      'Como limpar e impermeabilizar pedra natural: o que mancha, o que marca, o que nunca usar, os testes na chapa e o que fazer quando algo derrama, pedra por pedra.',
  },
  eyebrow: 'Guia de cuidados',
  title: 'Como cuidar da pedra natural',
  lead: 'Pedra natural dura gerações com poucos gestos certos. Este guia explica o porquê de cada um, e cada pedra do catálogo tem o seu guia, feito a partir do que ela é e dos dados dela.',
  publishedAt: '2026-11-28',
  updatedAt: '2026-11-29',
  updatedLabel: 'Atualizado em',
  summary: {
    title: 'Em quatro gestos',
    items: [
      'Limpe com detergente neutro e seque.',
      'Enxugue ácidos e gordura na hora.',
      'Impermeabilize só o que absorve, no prazo da sua pedra.',
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
            'Pano macio ou o lado macio da esponja (nunca o lado verde, abrasivo), água morna e algumas gotas de detergente neutro.',
            'Enxágue com pano úmido e seque com pano de microfibra: água parada deixa marcas brancas de água dura, mais visíveis na pedra escura polida.',
            'Para gordura acumulada, detergente neutro morno e um pouco mais de tempo, nunca desengordurante.',
            'Produto novo, teste antes numa sobra da pedra ou num canto escondido: entregamos as sobras com a obra.',
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
          text: 'Mancha é líquido que entra nos poros: vinho, café, óleo. Quanto maior a absorção de água da pedra, mais depressa entra, e numa pedra clara até pouco óleo aparece como uma sombra escura. A impermeabilização fecha esse caminho nas pedras que absorvem.',
        },
        {
          kind: 'paragraph',
          text: 'Marca é outra coisa: um ácido (limão, vinagre, vinho, refrigerante) dissolve a calcita e a dolomita e deixa um ponto sem brilho. A calcita dos mármores clássicos e dos calcários reage em minutos; a dolomita dos mármores dolomíticos, mais devagar, mas reage. Impermeabilizante não impede; o que evita é limpar logo. É a natureza dessas pedras, não defeito.',
        },
        {
          kind: 'paragraph',
          text: 'O que é feito só de quartzo e feldspato não reage. Mas o nome comercial não garante do que a chapa é feita: há lotes vendidos como quartzito que são mármore dolomítico, e veios de calcita em pedras mostradas com os granitos, como o Verde Alpi. Cada pedra diz abaixo do que é feita, e o teste do limão na chapa tira a dúvida.',
        },
      ],
    },
    {
      id: 'impermeabilizacao',
      title: 'Impermeabilize só o que absorve',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Impermeabilizamos na entrega as peças de pedra que absorvem. Pedras densas demais no polido, como o Preto Absoluto, não levam impermeabilizante: ele não penetra e fica por cima, num véu manchado. Sinterizados e ultracompactos nunca levam: são praticamente impermeáveis de fábrica.',
        },
        {
          kind: 'paragraph',
          text: 'O prazo para reaplicar depende da absorção da pedra, do acabamento e do que ela é: o polido deixa a superfície mais fechada; o levigado e o escovado, mais aberta; e numa pedra clara de calcita ou dolomita toda mancha aparece.',
        },
        {
          kind: 'paragraph',
          text: 'O teste é simples: pingue algumas gotas de água e espere 10 a 15 minutos (na cozinha, faça também com uma gota de óleo por 30 minutos). Se a pedra escurecer embaixo, é hora de impermeabilizar; se não escurecer, a proteção está boa ou a pedra nem precisa dela. Gota redonda não prova nada: pedra densa e polida faz gotas mesmo sem impermeabilizante.',
        },
      ],
      sealingTable: true,
    },
    {
      id: 'calor',
      title: 'Use descanso para panela quente',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A pedra natural aguenta o calor de uma cozinha. Panela quente direto do fogo, sem descanso, aquece um ponto só, e a diferença de temperatura pode trincar a peça (choque térmico), sobretudo perto dos recortes do cooktop e da cuba. Também marca o impermeabilizante e a resina das chapas resinadas. Por isso, panela quente vai sempre no descanso, em qualquer pedra.',
        },
      ],
    },
    {
      id: 'nunca-use',
      title: 'Evite estes produtos',
      blocks: [
        {
          kind: 'list',
          items: [
            'Vinagre, limão, limpa-pedra ácido e removedores de cimento ou de rejunte: marcam mármores, dolomíticos, calcários e veios de calcita.',
            'Receitas caseiras de vinagre com bicarbonato, multiuso e desengordurantes alcalinos: atacam o impermeabilizante e o brilho.',
            'Removedores de ferrugem: marcam as pedras de calcita e dolomita e clareiam as faixas cor de ferrugem dos quartzitos.',
            'Água sanitária e cloro puros: descoloram a pedra e o rejunte.',
            'Saponáceo, pasta abrasiva e palha de aço: riscam o polido.',
            'Acetona, removedor e solventes: atacam o impermeabilizante e a resina.',
            'Limpa-vidros com amônia e ceras de piso comuns: deixam película e manchas.',
          ],
        },
      ],
    },
    {
      id: 'teste-a-chapa',
      title: 'Teste a chapa antes de escolher',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Na visita ao showroom, leve um limão. Três testes de poucos minutos, feitos com a equipe num retalho da chapa ou na borda que sai no corte, dizem o que a pedra vai pedir de você, seja qual for o nome dela:',
        },
        {
          kind: 'list',
          items: [
            'Teste do limão: limão ou vinagre por dez minutos, depois enxugue. Um ponto fosco contra a luz quer dizer calcita ou dolomita: a pedra marca com ácidos.',
            'Teste do risco: uma lâmina de aço na pedra e uma quina da pedra num vidro. O que o aço risca é mais mole que ele; o que risca o vidro, como o quartzito, é mais duro.',
            'Teste da gota: água por 15 minutos e, para a cozinha, uma gota de óleo por 30 minutos. Se a pedra escurecer embaixo, ela absorve e leva impermeabilizante; se não, não leva.',
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
            'Fotografe e fale com a equipe: a maioria das manchas sai com o tratamento certo, uma cataplasma que puxa a mancha de dentro da pedra; qualquer receita caseira, teste antes numa sobra.',
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
            'Uma mancha voltar depois de limpa, ou a pedra escurecer com a água e não voltar à cor ao secar.',
            'Aparecer um ponto fosco que tira o brilho do polido (repolimento local).',
            'Uma emenda abrir, a vedação da cuba soltar ou surgir uma trinca.',
            'Chegar o prazo de reimpermeabilizar e você preferir que a gente faça.',
          ],
        },
      ],
    },
  ],
  sealingTable: {
    caption: 'Quando impermeabilizar, pela absorção da pedra',
    absorption: 'Absorção de água',
    polished: 'Polido',
    honed: 'Levigado ou escovado',
    upTo: 'até {valor}',
    above: 'acima de {valor}',
    note: 'Pedras claras com calcita ou dolomita, como os mármores brancos, ficam na faixa de 6 a 12 meses mesmo com absorção menor: nelas, toda mancha aparece.',
  },
  stones: {
    eyebrow: 'Pedra por pedra',
    title: 'O cuidado de cada pedra',
    lead: 'Cada pedra do catálogo tem o próprio guia, feito a partir do que ela é e das suas características: absorção, dureza e reação a ácidos.',
    absorption: 'Absorção {valor}',
    absorptionUnknown: 'Absorção não informada',
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
  seoDescription: 'Como limpar o {family} {name}: {absorcao}, {selagem}; sensibilidade a ácidos {acidos}. O que mancha e o que nunca usar.',
  head: { absorption: 'absorção de {valor}', absorptionUnknown: 'absorção não informada', unknown: 'não informada' },
  eyebrow: 'Como cuidar',
  title: 'Como cuidar do {name}',
  lead: 'O cuidado do {family} {name} parte do que a pedra é e das suas características: cada recomendação mostra o dado em que se baseia.',
  figuresTitle: 'Os números que decidem',
  figuresNote: 'Valores de referência da pedra, os mesmos da ficha técnica; variam de lote para lote.',
  rockLabel: 'O que é',
  unknownNote: 'Ainda não temos o dado de {figures} desta pedra; nas recomendações que dependem dele, dizemos o que fazer até a equipe testar a peça.',
  rulesTitle: 'No dia a dia',
  sealingTitle: 'Impermeabilização por acabamento',
  sealingColumns: { finish: 'Acabamento', interval: 'Impermeabilizar', note: 'Por quê' },
  tests: {
    title: 'Na visita ao showroom, peça estes testes',
    lead: 'Leve um limão: os testes levam minutos, não estragam a chapa e mostram o que esta pedra vai pedir de você.',
    visit: 'Agendar a visita ao showroom',
  },
  spillsTitle: 'O que mancha e o que marca o {name}',
  spillsColumns: { spill: 'Derramou', effect: 'Efeito na pedra', action: 'O que fazer' },
  generalLink: 'Guia completo de cuidados',
  backToStone: 'Voltar ao {name}',
  cta: {
    title: 'Quer o {name} no seu projeto?',
    sealed: 'Indicamos o acabamento e entregamos a peça impermeabilizada, como esta pedra pede, com este guia impresso.',
    unsealed: 'Indicamos o acabamento e entregamos a peça com este guia impresso; no polido, esta pedra não leva impermeabilizante.',
    budget: 'Orçar com o {name}',
    warranty: 'Ver a garantia',
  },
  contact: '{company} · {phone} · {email}',
} satisfies StoneCareContent);
