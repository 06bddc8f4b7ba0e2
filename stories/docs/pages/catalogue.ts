// Documentation of the stone catalogue (/pedras and its use pages): the card with its reason line, the
// filters, and the page with its results and the "como recomendamos" note.
import type { ComponentDoc } from '../doc-types';

const catalogueRoutes = [
  { path: '/pedras', where: 'O catálogo inteiro, com a linha dos usos de cada pedra.' },
  { path: '/pedras/cozinha', where: 'Uma página por uso (cozinha, banheiro, piso, parede, área externa), com a razão de cada pedra.' },
];
const catalogueTests = ['tests/sections/catalogue.test.tsx', 'tests/lib/stone-fit.test.ts', 'tests/content/stone-uses.test.ts', 'e2e/catalogue.spec.ts', 'e2e/catalogue-no-script.spec.ts', 'a11y/axe.spec.ts'];
const rulesSource = { file: 'content/stone-uses.ts', exports: ['stoneUses', 'stonePriorities'], holds: 'Regras de cada uso e de cada prioridade: limites nos números e modelos das razões.' };

export const catalogueCardDoc: ComponentDoc = {
  title: 'Seções / Cartão do catálogo',
  name: 'Cartão do catálogo e linha da razão',
  purpose:
    'Uma pedra no catálogo, na linguagem das páginas das coleções: a chapa, os selos, a coleção, o nome em serifa com a razão pela qual serve logo abaixo (no estilo dos sobretítulos) e os três números que decidem.',
  routes: catalogueRoutes,
  files: ['src/sections/catalogue/catalogue-card.tsx', 'src/sections/catalogue/catalogue-card.styles.ts', 'src/sections/catalogue/reason-line.tsx'],
  storiesFile: 'stories/sections/catalogue-card.stories.tsx',
  captions: {
    Indicada: 'Preto Absoluto para a bancada de cozinha: dureza e absorção na razão.',
    ComCuidados: 'Super White na cozinha: "Com cuidados" dito antes da razão.',
    PoucoIndicada: 'Carrara na cozinha: o cartão mais discreto das pedras deixadas de fora.',
    SemEscolha: 'Sem uso escolhido: a linha diz para que usos a pedra é indicada.',
    NomeMaisLongo: 'O nome mais longo do catálogo, no piso.',
    Em360: 'A razão mais longa (dolomítico com cuidados) em 360 px.',
    LinhaDaRazao: 'A linha da razão sozinha, nos três vereditos.',
  },
  components: [
    {
      file: 'src/sections/catalogue/catalogue-card.tsx',
      export: 'CatalogueCard',
      props: {
        stone: 'A pedra do catálogo: nome, endereço, imagem, selos, coleção e ficha técnica.',
        verdict: 'Indicada, com cuidados ou pouco indicada para a escolha.',
        reason: 'A razão em uma linha, feita dos números da própria pedra.',
        verdictLabel: 'O veredito em palavras, dito antes da razão quando não é "indicada".',
        figureLabels: 'Rótulos dos três números mostrados (dureza, absorção, resistência).',
        priority: 'Primeira fileira: a imagem carrega de imediato.',
        muted: 'Pedra deixada de fora: cartão mais baixo e discreto.',
        actions: 'Controles do próprio cartão (por exemplo, comparar), acima do link do cartão.',
        estimateLabel: 'O texto do link "Estimar com esta pedra", sob os números.',
        headingLevel: 'Nível do nome: 2 sob o título da página (o catálogo), 3 sob o de uma seção.',
      },
    },
    {
      file: 'src/sections/catalogue/reason-line.tsx',
      export: 'ReasonLine',
      props: {
        verdict: 'Veredito: muda o ícone e a cor (bronze quando indicada).',
        reason: 'O texto da razão.',
        verdictLabel: 'O veredito em palavras, antes da razão quando não é "indicada".',
        className: 'Classe extra para posicionar a linha.',
      },
    },
  ],
  content: [
    { file: 'content/catalogue.ts', exports: ['catalogueStones'], holds: 'As 23 pedras das quatro coleções, com números, tom e endereço.' },
    { file: 'content/stone-figures.ts', exports: ['technicalSpecs'], holds: 'Os textos da ficha técnica, derivados dos números.' },
    rulesSource,
  ],
  editing: 'A razão vem das regras em content/stone-uses.ts ({dureza}, {absorcao}... são os textos da ficha da pedra); os números, de figures em cada pedra de content/collections/.',
  behaviour: {
    interactions: ['O cartão inteiro leva à página da pedra (o link é o nome; a área do cartão responde ao toque).'],
    keyboard: [{ keys: 'Tab / Enter', action: 'Um só link por cartão, com o nome da pedra; depois, os controles do cartão, se houver.' }],
    motion: ['Ao passar o mouse, o cartão sobe 2 px e a chapa se aproxima de leve; com movimento reduzido, nada se move.'],
    touch: ['O cartão inteiro é o alvo.'],
  },
  accessibility: ['Cada cartão é um article nomeado pelo nome da pedra.', 'O veredito é dito em palavras, nunca só pela cor ou pelo ícone (decorativo).'],
  tests: catalogueTests,
};

export const catalogueFiltersDoc: ComponentDoc = {
  title: 'Seções / Filtros do catálogo',
  name: 'Filtros do catálogo',
  purpose:
    'Onde a pedra vai (links: cada uso é uma página), e o que mais importa, o tom e a coleção (caixas de seleção e botões de opção de verdade, desenhados como pílulas), atrás de uma divulgação nativa.',
  routes: catalogueRoutes,
  files: ['src/sections/catalogue/use-nav.tsx', 'src/sections/catalogue/filter-form.tsx', 'src/sections/catalogue/choice-chips.styles.ts'],
  storiesFile: 'stories/sections/catalogue-filters.stories.tsx',
  captions: {
    NadaEscolhido: 'Como /pedras abre: todos os usos, refinamentos fechados.',
    ComEscolha: 'Cozinha e três refinamentos: a divulgação abre sozinha e diz quantos.',
    Em360: 'Em 360 px: as pílulas quebram a linha, nenhuma com menos de 44 px.',
  },
  components: [
    {
      file: 'src/sections/catalogue/use-nav.tsx',
      export: 'UseNav',
      props: { id: 'Id do rótulo que nomeia a navegação.', label: 'Rótulo visível ("Onde a pedra vai").', items: 'Os usos: rótulo, endereço (com o resto da escolha) e se é o atual.' },
    },
    {
      file: 'src/sections/catalogue/filter-form.tsx',
      export: 'FilterForm',
      props: {
        label: 'Nome acessível do formulário.',
        summary: 'Texto da divulgação ("Refinar a escolha").',
        activeLabel: 'Quantos refinamentos estão ligados, dito no resumo.',
        names: 'Nomes dos campos, os mesmos parâmetros do endereço.',
        legends: 'Legendas dos três grupos.',
        priorities: 'As prioridades (caixas de seleção).',
        tones: 'Os tons (botões de opção).',
        anyTone: 'Rótulo da opção sem tom.',
        collections: 'As coleções (caixas de seleção).',
        values: 'O que está escolhido.',
        onChange: 'Chamado com o estado inteiro do formulário a cada mudança.',
      },
    },
  ],
  content: [
    { file: 'content/catalogue-page.ts', exports: ['catalogueContent'], holds: 'Legendas, rótulos dos tons, textos da contagem e da nota.' },
    rulesSource,
  ],
  editing: 'Textos em content/catalogue-page.ts; os usos e as prioridades (rótulos e regras) em content/stone-uses.ts.',
  behaviour: {
    interactions: [
      'Um uso é um link para a página dele, levando o resto da escolha.',
      'Cada pílula muda a lista na hora e substitui o endereço (sem criar uma entrada no histórico por clique).',
      'Uma pílula tocada antes de a página ficar viva é lida assim que ela fica.',
    ],
    keyboard: [
      { keys: 'Tab', action: 'Links dos usos, o resumo "Refinar", cada caixa e o grupo de tons.' },
      { keys: 'Espaço', action: 'Marca ou desmarca uma caixa.' },
      { keys: '← → ↑ ↓', action: 'Percorrem os tons, escolhendo.' },
      { keys: 'Enter', action: 'Abre ou fecha a divulgação; segue um link.' },
    ],
    motion: ['Cores das pílulas em 200 ms.'],
    touch: ['Cada pílula tem 44 px de altura; o controle verdadeiro cobre a pílula inteira.'],
  },
  accessibility: [
    'Controles nativos: o leitor de tela anuncia "caixa de seleção, marcada" e "botão de opção"; o uso atual é aria-current="page".',
    'Grupos em fieldset com legend; foco visível na pílula.',
    'Sem script os refinamentos não aparecem (@media scripting: none): nada desenhado que não funcione.',
  ],
  tests: catalogueTests,
};

export const catalogueDoc: ComponentDoc = {
  title: 'Seções / Catálogo',
  name: 'Catálogo de pedras',
  purpose:
    'A página do catálogo: abertura editorial, as escolhas, a contagem anunciada, os cartões que servem, as pedras deixadas de fora com o porquê (numa divulgação nativa) e a nota "Como recomendamos", escrita a partir das mesmas regras.',
  routes: catalogueRoutes,
  files: [
    'src/sections/catalogue/catalogue-layout.tsx',
    'src/sections/catalogue/catalogue-results.tsx',
    'src/sections/catalogue/recommendation-note.tsx',
    'src/pages/catalogue-page.tsx',
    'src/sections/catalogue/use-catalogue-choice.ts',
    'src/lib/catalogue-choice.ts',
    'src/lib/stone-fit.ts',
  ],
  storiesFile: 'stories/sections/catalogue.stories.tsx',
  captions: {
    TodasAsPedras: 'A página /pedras inteira.',
    Cozinha: 'A página da bancada de cozinha, com quatro mármores deixados de fora.',
    EnderecoCompartilhado: 'Um endereço com refinamentos, aplicado ao abrir.',
    ResultadoVazio: 'Mármores contra riscos na cozinha: nada fica, e cada pedra de fora diz por quê.',
    UmaPedra: 'Uma pedra só: os mármores escuros.',
    TresPedras: 'Três granitos de veios marcantes: uma fileira a partir de 1024 px.',
    NomesMaisLongos: 'Os nomes mais longos primeiro, com as razões mais longas.',
    Em360: 'Em 360 px, uma coluna: as razões quebram sob os nomes.',
  },
  components: [
    {
      file: 'src/sections/catalogue/catalogue-layout.tsx',
      export: 'CatalogueLayout',
      props: {
        eyebrow: 'Sobretítulo da página.',
        title: 'Título (h1): o catálogo ou o uso.',
        lead: 'Texto de abertura.',
        choices: 'Os usos e os refinamentos, sobre a faixa de areia.',
        results: 'A contagem e os cartões.',
        note: 'A nota "Como recomendamos".',
      },
    },
    {
      file: 'src/sections/catalogue/catalogue-results.tsx',
      export: 'CatalogueResults',
      props: {
        count: 'Contagem dita na região viva ("19 pedras para bancada de cozinha").',
        kept: 'As pedras que servem, com veredito e razão.',
        setAside: 'As pedras deixadas de fora, com o porquê.',
        setAsideSummary: 'Texto da divulgação das pedras de fora.',
        emptyText: 'O que dizer quando nada fica.',
        verdictLabels: 'Os vereditos em palavras.',
        figureLabels: 'Rótulos dos números dos cartões.',
        extra: 'Ao lado da contagem (o link "Limpar filtros").',
        priorityCount: 'Quantos cartões carregam a imagem e são dispostos de imediato (a primeira fileira); os demais são dispostos só perto da tela enquanto a página carrega.',
        cardActions: 'Controles de cada cartão (por exemplo, comparar).',
        estimateLabel: 'O texto do link "Estimar com esta pedra" de cada cartão.',
        oneUse: 'A lista está restrita a um uso: cada cartão diz por que a pedra serve, em mais linhas, e os cartões ainda não dispostos ocupam a altura dessa lista.',
      },
    },
    {
      file: 'src/sections/catalogue/recommendation-note.tsx',
      export: 'RecommendationNote',
      props: { id: 'Id do título da nota.', title: 'Título ("Como recomendamos").', lead: 'Abertura da nota.', rules: 'Cada uso e prioridade com as regras em palavras.', closing: 'Fecho da nota.' },
    },
  ],
  content: [
    { file: 'content/catalogue.ts', exports: ['catalogueStones'], holds: 'As pedras do catálogo.' },
    { file: 'content/catalogue-page.ts', exports: ['catalogueContent'], holds: 'Textos, SEO e contagem.' },
    rulesSource,
    { file: 'content/stone-tones.ts', exports: ['stoneTones'], holds: 'O tom de cada pedra (clara, escura, colorida; veios marcantes).' },
  ],
  editing: 'Regras e textos de cada uso em content/stone-uses.ts; os textos fixos em content/catalogue-page.ts; o tom de uma pedra em content/stone-tones.ts.',
  behaviour: {
    interactions: [
      'A escolha inteira fica no endereço (/pedras/cozinha?prioridade=manchas&tom=claro): compartilhar o link mostra a mesma lista.',
      'A página pré-renderizada é a do uso sem refinamentos; os do endereço entram logo depois de a página ficar viva.',
      'Tom e coleção só estreitam a lista; uso e prioridades deixam de fora, dizendo por quê.',
      'Cada cartão é HTML pré-renderizado que ganha vida sozinho quando o visitante se aproxima ou o toca; um refinamento muda a lista numa transição, em fatias, e os chips respondem na hora (são controles nativos). Um toque num chip ou em "Comparar" antes de o código chegar não se perde (docs/decisions/022-catalogue-and-comparison-hydration.md).',
      'Um "Comparar" pressionado faz subir a bandeja da comparação (uma para a página toda); os cartões terminam no último controle.',
    ],
    keyboard: [
      { keys: 'Tab / Enter', action: 'Escolhas, "Limpar filtros", um link por cartão, o resumo das pedras de fora.' },
      { keys: 'Enter / Espaço', action: 'No resumo, abre e fecha as pedras deixadas de fora.' },
    ],
    motion: ['Nenhuma animação na troca da lista.'],
    touch: ['Resumos com 44 a 56 px de altura.'],
  },
  accessibility: [
    'A contagem é uma região viva educada (role="status"): é lida quando um filtro a muda, não ao chegar.',
    'Sem script: a lista com as razões, os links dos cartões, os usos e as pedras de fora (divulgação nativa) funcionam.',
  ],
  tests: [...catalogueTests, 'tests/lib/catalogue-choice.test.ts'],
};

export const catalogueDocs = [catalogueDoc, catalogueCardDoc, catalogueFiltersDoc];
