// Documentation of the collection template and the page-level components (event, 404, error, privacy).
import type { ComponentDoc } from '../doc-types';

const links = [{ keys: 'Tab / Enter', action: 'Percorre e segue os links e botões, na ordem da leitura.' }];

export const collectionDoc: ComponentDoc = {
  title: 'Seções / Coleção',
  name: 'Modelo de coleção',
  purpose:
    'Um só modelo para as quatro coleções (quartzitos, mármores, granitos, sinterizados): primeiro ecrã com abas das pedras, painel da pedra com selos, ficha técnica, aplicações, destaques e chamadas para orçamento e WhatsApp.',
  routes: [
    { path: '/quartizitos', where: 'Quartzitos, tom escuro.' },
    { path: '/marmores', where: 'Mármores, tom escuro.' },
    { path: '/granitos', where: 'Granitos, tom escuro de tela cheia.' },
    { path: '/sinterizados', where: 'Mármores dolomíticos, tom claro de tela cheia.' },
  ],
  files: [
    'src/sections/collection/collection-template.tsx',
    'src/sections/collection/collection-variant.ts',
    'src/sections/collection/collection-hero.tsx',
    'src/sections/collection/collection-hero.styles.ts',
    'src/sections/collection/stone-tabs.tsx',
    'src/sections/collection/tab-navigation.ts',
    'src/sections/collection/stone-panel.tsx',
    'src/sections/collection/stone-panel.styles.ts',
    'src/sections/collection/technical-specs.tsx',
    'src/sections/collection/stone-applications.tsx',
    'src/sections/collection/collection-highlights.tsx',
    'src/sections/collection/next-stone.tsx',
    'src/sections/collection/collection-cta.tsx',
    'src/sections/collection/use-scroll-to-top-on-open.ts',
    'src/pages/quartzites-page.tsx',
    'src/pages/marbles-page.tsx',
    'src/pages/granites-page.tsx',
    'src/pages/dolomitic-page.tsx',
  ],
  storiesFile: 'stories/sections/collection.stories.tsx',
  captions: {
    Quartzitos: 'A página de quartzitos, na primeira pedra.',
    Marmores: 'A página de mármores.',
    Granitos: 'A página de granitos, com o primeiro ecrã em tela cheia.',
    MarmoreDolomitico: 'A página de sinterizados (dolomíticos), no tom claro.',
    QuartzitoPatagonia: 'Um quartzito com nota de raridade: o quarto cartão ocupa a linha.',
    MarmoreSemSelo: 'Um mármore sem selo: o topo do painel não colapsa.',
    GranitoTitanium: 'O último granito, com os valores técnicos mais longos.',
    PaginaDaPedra: 'A página de uma pedra (/granitos/branco-polar): primeiro ecrã mais baixo e o nome da pedra como título.',
    PaginaDaPedraClara: 'A página de uma pedra no tom claro dos dolomíticos (/sinterizados/branco-parana).',
    DolomiticoAspen: 'Um dolomítico só PREMIUM, sem NATURAL.',
  },
  components: [
    {
      file: 'src/sections/collection/collection-template.tsx',
      export: 'CollectionTemplate',
      props: {
        page: 'A coleção: primeiro ecrã, pedras, destaques e chamadas.',
        labels: 'Rótulos comuns às quatro páginas.',
        whatsappNumber: 'Número do WhatsApp da empresa, para o chat sobre a pedra.',
        variant: 'Tom e altura do primeiro ecrã.',
        selectedIndex: 'Pedra selecionada: a do endereço (a primeira no endereço da coleção).',
        stoneHref: 'Endereço da página de cada pedra: as abas e "Próxima pedra" são links para ele.',
        stoneLayout: 'O visitante chegou pelo endereço de uma pedra: primeiro ecrã mais baixo e o nome da pedra como título.',
        budgetStone: 'Pedra sobre a qual o formulário de orçamento é aberto (material pré-selecionado, nomeada no WhatsApp).',
        stoneActions: 'Controles sob o nome de cada pedra no painel (o "Comparar" da comparação), dados pela página.',
      },
    },
  ],
  content: [
    { file: 'content/collections/all.ts', exports: ['collectionPages'], holds: 'As quatro coleções.' },
    { file: 'content/collections/granitos.ts', exports: ['granitos'], holds: 'Uma coleção (os outros arquivos seguem o mesmo formato).' },
    { file: 'content/collections/stone-labels.ts', exports: ['collectionLabels'], holds: 'Rótulos comuns.' },
    { file: 'content/collections/stone-badges.ts', exports: ['badgesFor'], holds: 'Selos derivados dos atributos de cada pedra.' },
  ],
  editing: 'Cada coleção é um arquivo em content/collections/; os selos vêm dos atributos (flags) da pedra, nunca escritos à mão.',
  behaviour: {
    interactions: [
      'Abrir a página rola ao topo; um link direto para uma pedra abre com o painel dela à vista.',
      'Cada pedra tem endereço próprio (/granitos/branco-polar): escolher uma aba troca a pedra, o endereço e o título sem recarregar nem pular; Voltar do navegador retorna à pedra anterior; "Próxima pedra" é um link para a seguinte.', 'O botão secundário abre o WhatsApp nomeando a pedra selecionada.'],
    keyboard: [
      { keys: '← →', action: 'Move o foco e a seleção entre as abas, dando a volta.' },
      { keys: 'Home / End', action: 'Primeira / última aba.' },
      { keys: 'Tab', action: 'Uma só aba na ordem do Tab; depois, o painel.' },
    ],
    motion: ['O painel entra com fade; com movimento reduzido, sem animação e sem rolagem suave.'],
    touch: ['Abas roláveis na horizontal, alvos de 44 px.'],
  },
  accessibility: ['tablist nomeado; cada aba com aria-controls para seu painel (tabpanel).', 'Abas dos mármores mostram a primeira palavra do nome e mantêm o nome inteiro para o leitor de tela.'],
  tests: ['tests/sections/collection-template.test.tsx', 'tests/sections/collection-tab-navigation.test.ts', 'tests/content/stone-pages.test.ts', 'e2e/collections.spec.ts', 'e2e/stone-pages.spec.ts'],
};

export const eventDoc: ComponentDoc = {
  title: 'Páginas / Evento para arquitetos',
  name: 'Página do evento',
  purpose: 'A página da masterclass para arquitetos: abertura com a gravação, números, os quatro temas, a citação de uma participante e o convite para os próximos eventos pelo WhatsApp.',
  routes: [{ path: '/evento-conhecimento-arquitetos', where: 'A página inteira.' }],
  files: [
    'src/pages/event-page.tsx',
    'src/sections/event/event-intro.tsx',
    'src/sections/event/event-facts.tsx',
    'src/sections/event/event-topics.tsx',
    'src/sections/event/event-quote.tsx',
    'src/sections/event/event-cta.tsx',
  ],
  storiesFile: 'stories/pages/event.stories.tsx',
  captions: { Evento: 'A página inteira como servida em /evento-conhecimento-arquitetos.' },
  components: [
    {
      file: 'src/sections/event/event-intro.tsx',
      export: 'EventIntro',
      props: { event: 'Volta, sobretítulo, título, abertura, vídeo e números.', videoLabels: 'Nomes dos controles de vídeo.', videoFallback: 'Texto para navegadores sem vídeo.' },
    },
    { file: 'src/sections/event/event-facts.tsx', export: 'EventFacts', props: { facts: 'Os números do evento.', venue: 'Local e ano.' } },
    { file: 'src/sections/event/event-topics.tsx', export: 'EventTopics', props: { title: 'Título da lista.', topics: 'Os quatro temas.', quote: 'A citação ao lado.' } },
    { file: 'src/sections/event/event-quote.tsx', export: 'EventQuote', props: { quote: 'Texto, autora e função.' } },
    { file: 'src/sections/event/event-cta.tsx', export: 'EventCta', props: { cta: 'Título, texto e botão.', whatsappNumber: 'Número do WhatsApp.', newTabHint: 'Aviso de nova aba lido pelo leitor de tela.' } },
  ],
  content: [
    { file: 'content/event.ts', exports: ['event', 'videoFallback'], holds: 'Todo o texto da página.' },
    { file: 'content/collections/template-labels.ts', exports: ['whatsAppNewTabHint'], holds: 'O aviso de nova aba.' },
  ],
  editing: 'Mude event em content/event.ts.',
  behaviour: {
    interactions: ['A gravação só toca quando o visitante pede, com os controles do navegador.', 'O botão final abre o WhatsApp sobre os próximos eventos em nova aba.'],
    keyboard: links,
    motion: ['Nada toca sozinho.'],
    touch: ['Controles nativos do vídeo; botão de 56 px.'],
  },
  accessibility: ['O h1 nomeia o assunto; um link leva de volta ao início.', 'O vídeo tem pôster, nome e texto alternativo.'],
  tests: ['tests/sections/event.test.tsx', 'e2e/event.spec.ts'],
};

export const notFoundDoc: ComponentDoc = {
  title: 'Páginas / Página não encontrada',
  name: 'Página não encontrada (404)',
  purpose: 'O que qualquer caminho desconhecido mostra, servido com status 404: diz o que houve e leva às coleções e ao início.',
  routes: [{ path: 'qualquer outro caminho', where: 'A página inteira (404.html no build).' }],
  files: ['src/pages/not-found-page.tsx'],
  storiesFile: 'stories/pages/not-found.stories.tsx',
  captions: { CaminhoInexistente: 'Em /pagina-que-nao-existe; a página registra o caminho no console (aviso, não erro).' },
  components: [{ file: 'src/pages/not-found-page.tsx', export: 'default', props: {} }],
  content: [{ file: 'content/layout.ts', exports: ['notFoundContent'], holds: 'Título, texto e links.' }],
  editing: 'Mude notFoundContent em content/layout.ts.',
  behaviour: { interactions: ['Registra "404: página não encontrada: <caminho>" com console.warn: um endereço errado não é falha do site.'], keyboard: links, motion: ['Nada se move.'], touch: ['Links com alvo de 44 px.'] },
  accessibility: ['Região nomeada pelo título; noindex para buscadores.'],
  tests: ['e2e/routes.spec.ts', 'e2e/seo.spec.ts'],
};

export const errorDoc: ComponentDoc = {
  title: 'Páginas / Erro inesperado',
  name: 'Página de erro',
  purpose: 'O que a barreira de erros mostra quando uma página quebra: desculpas e caminhos de volta. Fica fora do roteador, então usa links simples.',
  routes: [{ path: 'todas as rotas', where: 'No lugar do conteúdo, depois de uma falha de renderização.' }],
  files: ['src/pages/error-page.tsx'],
  storiesFile: 'stories/pages/error.stories.tsx',
  captions: { Padrao: 'A página como a barreira a mostra.', DepoisDeUmaFalha: 'Uma falha real capturada pela barreira: a página substitui o conteúdo e o erro é registrado.' },
  components: [{ file: 'src/pages/error-page.tsx', export: 'ErrorPage', props: {} }],
  content: [{ file: 'content/layout.ts', exports: ['errorPageContent'], holds: 'Título, texto e links.' }],
  editing: 'Mude errorPageContent em content/layout.ts.',
  behaviour: { interactions: ['Os links recarregam a página (fora do roteador).'], keyboard: links, motion: ['Nada se move.'], touch: ['Links com alvo de 44 px.'] },
  accessibility: ['Título h1 próprio; o erro é registrado no console, nunca mostrado ao visitante.'],
  tests: ['e2e/routes.spec.ts'],
};

export const privacyDoc: ComponentDoc = {
  title: 'Páginas / Política de privacidade',
  name: 'Política de privacidade',
  purpose: 'O aviso de privacidade: que dados o formulário coleta, para quê, por quanto tempo, e as ferramentas de medição; com índice.',
  routes: [{ path: '/privacidade', where: 'A página inteira; linkada pelo banner de cookies e pelo rodapé.' }],
  files: ['src/pages/privacy-page.tsx'],
  storiesFile: 'stories/pages/privacy.stories.tsx',
  captions: { Privacidade: 'O aviso como servido em /privacidade.' },
  components: [{ file: 'src/pages/privacy-page.tsx', export: 'PrivacyNotice', props: { content: 'As partes do aviso.', company: 'Dados da empresa (controladora dos dados).' } }],
  content: [
    { file: 'content/privacy.ts', exports: ['privacyContent'], holds: 'Todo o texto do aviso.' },
    { file: 'content/company.ts', exports: ['company'], holds: 'Razão social, endereço, e-mail.' },
  ],
  editing: 'Mude privacyContent em content/privacy.ts.',
  behaviour: { interactions: ['O índice leva a cada parte.'], keyboard: links, motion: ['Rolagem suave até a parte só sem movimento reduzido.'], touch: ['Links do índice com alvo de 44 px.'] },
  accessibility: ['Índice numa navegação nomeada; cada parte é uma região nomeada pelo seu título.'],
  tests: ['e2e/routes.spec.ts', 'a11y/axe.spec.ts'],
};

export const pageDocs = [collectionDoc, eventDoc, notFoundDoc, errorDoc, privacyDoc];
