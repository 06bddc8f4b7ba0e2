// Documentation of the shared primitives in src/ui, one entry per page.
import type { ComponentDoc } from '../doc-types';

const noTouch = ['Nada de especial: toque é um clique.'];
const staticMotion = ['Não se move; nada muda com movimento reduzido.'];

export const badgeDoc: ComponentDoc = {
  title: 'Primitivos / Selo',
  name: 'Selo',
  purpose:
    'Rótulo curto em caixa alta (DESTAQUE, PREMIUM, EXTREMO, NATURAL, OBRA-PRIMA) que marca uma pedra, um projeto ou uma linha da comparação.',
  routes: [
    { path: '/', where: 'Projeto em destaque do portfólio e linhas em destaque da comparação (Diferenciais).' },
    { path: '/quartizitos, /marmores, /granitos, /sinterizados', where: 'Painel de cada pedra, com os selos derivados dos atributos da pedra.' },
  ],
  files: ['src/ui/badge.tsx'],
  storiesFile: 'stories/ui/badge.stories.tsx',
  captions: {
    TonsSobreFundoClaro: 'Os quatro tons (bronze, escuro, claro, verde) sobre a seção clara.',
    TonsSobreFundoAreia: 'Os mesmos tons sobre a seção areia (travertino).',
    TonsSobreFundoEscuro: 'Os tons sobre a seção grafite, onde o tom claro é o usado.',
    SelosDasPedras: 'Cada selo que uma pedra pode ter, derivado dos atributos como nas páginas de coleção.',
  },
  components: [
    {
      file: 'src/ui/badge.tsx',
      export: 'Badge',
      element: 'span',
      props: { tone: "Cor do selo: 'bronze' (padrão), 'dark', 'light' (sobre fundo escuro) ou 'green'." },
    },
  ],
  content: [
    { file: 'content/collections/stone-badges.ts', exports: ['badgesFor'], holds: 'Os textos dos selos das pedras, derivados dos atributos (flags).' },
    { file: 'content/brand-comparison.ts', exports: ['comparisonLabels'], holds: 'O texto DESTAQUE das linhas em destaque.' },
  ],
  editing: 'O selo mostra o texto que recebe como filho; mude o texto no arquivo de conteúdo de quem o usa (tabela acima).',
  behaviour: { interactions: ['Não é interativo.'], keyboard: [], motion: staticMotion, touch: noTouch },
  accessibility: [
    'Texto real (não imagem), lido na ordem do conteúdo; a caixa alta é só visual (text-transform), então o leitor de tela não soletra.',
    'Cada tom atinge 4,5:1 sobre o próprio fundo (ver Fundamentos).',
  ],
  tests: ['tests/sections/collection-template.test.tsx', 'tests/sections/brand.test.tsx', 'tests/sections/portfolio.test.tsx'],
};

export const budgetLinkDoc: ComponentDoc = {
  title: 'Primitivos / Link para o orçamento',
  name: 'Link para o orçamento',
  purpose:
    'A chamada para ação que leva ao formulário de orçamento: na página inicial rola suavemente até ele; em outra rota navega para /#budget, e a página inicial rola até o formulário ao abrir.',
  routes: [
    { path: '/', where: 'Hero, portfólio, depoimentos, diferenciais e botão fixo do celular.' },
    { path: 'todas as rotas', where: 'Botão "Solicitar orçamento" do cabeçalho; chamadas das coleções.' },
  ],
  files: ['src/ui/budget-link.tsx'],
  storiesFile: 'stories/ui/budget-link.stories.tsx',
  captions: {
    ForaDaPaginaInicial: 'Em /granitos: o link aponta para /#budget.',
    ComOFormularioNaPagina: 'Com o formulário na mesma página: o clique rola até ele em vez de navegar.',
    LarguraTotal: 'Ocupa toda a largura do contêiner (block), como no celular.',
  },
  components: [
    {
      file: 'src/ui/budget-link.tsx',
      export: 'BudgetLink',
      props: {
        children: 'O texto do link.',
        variant: 'Aparência do botão (ver Botão).',
        size: "Altura: 'md' ou 'lg'.",
        block: 'Ocupa toda a largura disponível.',
        className: 'Classe extra para posicionar o link no layout de quem o usa.',
        stone: 'Slug da pedra sobre a qual o visitante pergunta: o formulário abre com o material dela e a nomeia no WhatsApp.',
        onNavigate: 'Chamado no clique, antes de rolar ou navegar (testes e histórias).',
      },
    },
  ],
  content: [{ file: 'content/home.ts', exports: ['hero', 'portfolioTexts'], holds: 'Os textos das chamadas da página inicial.' }],
  editing: 'O texto é o filho do link, vindo do conteúdo da seção que o usa; o destino (#budget) está em src/lib/budget-anchor.ts.',
  behaviour: {
    interactions: ['Clique na página inicial: rola até o formulário e move o foco para ele.', 'Clique em outra rota: navega para /#budget pelo roteador, sem recarregar.'],
    keyboard: [{ keys: 'Enter', action: 'Segue o link, como o clique.' }],
    motion: ['A rolagem é suave só com prefers-reduced-motion: no-preference; com movimento reduzido, o salto é imediato.'],
    touch: noTouch,
  },
  accessibility: ['É um link de verdade (<a href="/#budget">), funciona antes da hidratação e sem JavaScript.', 'Alvo de pelo menos 44 px de altura.'],
  tests: ['tests/sections/hero.test.tsx', 'tests/sections/footer.test.tsx', 'e2e/home-a.spec.ts'],
};

export const buttonDoc: ComponentDoc = {
  title: 'Primitivos / Botão',
  name: 'Botão',
  purpose: 'O botão do site, em três elementos com o mesmo visual: Button (<button>), ButtonLink (<a>, também para o WhatsApp) e ButtonRouterLink (link interno do roteador).',
  routes: [{ path: 'todas as rotas', where: 'Formulário de orçamento, consentimento, coleções, evento, chamadas das seções.' }],
  files: ['src/ui/button.tsx'],
  storiesFile: 'stories/ui/button.stories.tsx',
  captions: {
    Primario: 'A chamada principal, em bronze.',
    Secundario: 'Contorno, para a segunda ação ao lado da principal.',
    Fantasma: 'Sem fundo nem borda, para ações discretas.',
    SobreFundoEscuro: 'A variante onDark, sobre seções grafite.',
    WhatsApp: 'Link que abre o WhatsApp em nova aba, anunciado ao leitor de tela.',
    Tamanhos: 'Os tamanhos md e lg lado a lado.',
    LarguraTotal: 'block: ocupa toda a largura.',
    Desativados: 'Cada variante desativada.',
    LinkInterno: 'ButtonRouterLink: navega pelo roteador, sem recarregar a página.',
    Controles: 'Playground: rótulo, variante, tamanho, largura e desativado pelos controles do Ladle.',
  },
  live: 'Primario',
  components: [
    {
      file: 'src/ui/button.tsx',
      export: 'Button',
      element: 'button',
      props: {
        variant: "'primary' (padrão), 'secondary', 'ghost', 'onDark' ou 'whatsapp'.",
        size: "'md' (padrão, 48 px) ou 'lg' (56 px).",
        block: 'Ocupa toda a largura disponível.',
      },
    },
    {
      file: 'src/ui/button.tsx',
      export: 'ButtonLink',
      element: 'a',
      props: { variant: 'Como em Button.', size: 'Como em Button.', block: 'Como em Button.' },
    },
    {
      file: 'src/ui/button.tsx',
      export: 'ButtonRouterLink',
      element: 'Link (react-router)',
      props: { variant: 'Como em Button.', size: 'Como em Button.', block: 'Como em Button.' },
    },
  ],
  content: [{ file: 'content/budget-form.ts', exports: ['budgetForm'], holds: 'Rótulos dos botões do formulário (buttons).' }],
  editing: 'O rótulo é o filho do botão; mude-o no conteúdo de quem o usa (ex.: budgetForm.buttons em content/budget-form.ts).',
  behaviour: {
    interactions: ['Hover escurece o fundo; desativado fica esmaecido e não reage.'],
    keyboard: [
      { keys: 'Enter / Espaço', action: 'Aciona o botão (Button).' },
      { keys: 'Enter', action: 'Segue o link (ButtonLink, ButtonRouterLink).' },
    ],
    motion: ['Transição de cor de 200 ms; com movimento reduzido ela é instantânea.'],
    touch: ['Alvo de 48 px (md) ou 56 px (lg) de altura, acima dos 44 px exigidos.'],
  },
  accessibility: [
    'Elemento nativo: papel, foco e ativação vêm do navegador.',
    'Contorno de foco de 3 px em bronze (ou âmbar claro em fundo escuro).',
    'Links que abrem nova aba dizem isso em texto oculto.',
  ],
  tests: ['tests/sections/consent.test.tsx', 'tests/sections/budget-wizard.test.tsx', 'a11y/axe.spec.ts'],
};

export const eyebrowDoc: ComponentDoc = {
  title: 'Primitivos / Sobretítulo',
  name: 'Sobretítulo',
  purpose: 'A linha curta em caixa alta e espaçada acima dos títulos de seção, que diz de que trata a seção.',
  routes: [{ path: 'todas as rotas', where: 'Acima do título de cada seção (via Título de seção) e no hero.' }],
  files: ['src/ui/eyebrow.tsx'],
  storiesFile: 'stories/ui/eyebrow.stories.tsx',
  captions: {
    FundoClaro: 'Sobre a seção clara (osso).',
    FundoAreia: 'Sobre a seção areia.',
    FundoEscuro: 'Sobre a seção grafite: herda a cor clara do texto.',
  },
  components: [{ file: 'src/ui/eyebrow.tsx', export: 'Eyebrow', element: 'p', props: {} }],
  content: [{ file: 'content/home.ts', exports: ['hero', 'processHeading', 'carouselHeading'], holds: 'O campo eyebrow de cada cabeçalho de seção.' }],
  editing: 'Mude o campo eyebrow do cabeçalho da seção em content/ (ex.: processHeading.eyebrow em content/home.ts).',
  behaviour: { interactions: ['Não é interativo.'], keyboard: [], motion: staticMotion, touch: noTouch },
  accessibility: ['Parágrafo comum antes do título; a caixa alta é só CSS.', 'Herda a cor do texto da seção, então o contraste é o do texto da seção.'],
  tests: ['tests/sections/hero.test.tsx', 'a11y/axe.spec.ts'],
};

export const fieldDoc: ComponentDoc = {
  title: 'Primitivos / Campo',
  name: 'Campo',
  purpose: 'Campo de texto do formulário com rótulo, marca de obrigatório, dica e linha de erro reservada, de modo que uma mensagem nunca empurra o que vem abaixo.',
  routes: [{ path: '/', where: 'Formulário de orçamento, etapas 1 a 4.' }],
  files: ['src/ui/field.tsx'],
  storiesFile: 'stories/ui/field.stories.tsx',
  captions: {
    Vazio: 'Campo vazio com rótulo e asterisco.',
    Preenchido: 'Com um e-mail digitado.',
    ComDica: 'Com a dica sob o rótulo (metragem).',
    ComErro: 'Com a mensagem de erro na linha reservada e aria-invalid.',
    ComDicaEErro: 'Dica e erro ao mesmo tempo.',
    Multilinha: 'textarea, para respostas longas.',
  },
  live: 'ComErro',
  components: [
    {
      file: 'src/ui/field.tsx',
      export: 'TextField',
      props: {
        name: 'Nome do campo no formulário; também forma os ids do rótulo, da dica e do erro.',
        label: 'Rótulo visível.',
        requiredLabel: 'Texto lido pelo leitor de tela no lugar do asterisco ("obrigatório").',
        type: "Tipo do input: 'text', 'email' ou 'tel'.",
        multiline: 'Desenha um textarea em vez de input.',
        inputMode: 'Teclado virtual sugerido no celular.',
        autoComplete: 'Dica de preenchimento automático do navegador.',
        placeholder: 'Exemplo dentro do campo (nunca substitui o rótulo).',
        maxLength: 'Limite de caracteres.',
        hint: 'Dica sob o rótulo, ligada por aria-describedby.',
        error: 'Mensagem de erro; marca o campo aria-invalid e é anunciada.',
        value: 'Valor controlado.',
        onChange: 'Chamado a cada alteração.',
        onBlur: 'Chamado ao sair do campo (validação ao sair).',
        inputRef: 'Ref do elemento, para o formulário mover o foco ao primeiro erro.',
      },
    },
    { file: 'src/ui/field.tsx', export: 'FieldError', props: { id: 'Id referenciado pelo aria-describedby do campo.', message: 'A mensagem; sem ela a linha fica vazia, mas reservada.' } },
    { file: 'src/ui/field.tsx', export: 'RequiredMark', props: { label: 'O que o leitor de tela lê no lugar do asterisco.' } },
  ],
  content: [{ file: 'content/budget-form.ts', exports: ['budgetForm'], holds: 'Rótulos, dicas, placeholders e mensagens de validação (fields, messages).' }],
  editing: 'Rótulos e dicas ficam em budgetForm.fields; mensagens de erro em budgetForm.messages (content/budget-form.ts).',
  behaviour: {
    interactions: ['A mensagem aparece ao sair do campo ou ao tentar continuar, e some assim que o valor fica válido.'],
    keyboard: [{ keys: 'Tab', action: 'Entra e sai do campo; o erro é anunciado com a descrição do campo.' }],
    motion: staticMotion,
    touch: ['inputMode e type escolhem o teclado do celular (e-mail, telefone, números).'],
  },
  accessibility: [
    'Rótulo <label> ligado ao campo; dica e erro em aria-describedby.',
    'aria-required e aria-invalid; o asterisco é aria-hidden e o texto "obrigatório" fica oculto visualmente.',
    'A linha de erro ocupa espaço mesmo vazia: mostrar uma mensagem não move nada.',
  ],
  tests: ['tests/sections/budget-wizard.test.tsx', 'e2e/budget-form.spec.ts'],
};

export const iconsDoc: ComponentDoc = {
  title: 'Primitivos / Ícones',
  name: 'Ícones',
  purpose: 'Os desenhos de traço do site (setas, reprodução, aplicações das pedras, etapas) como SVG em linha, na cor do texto.',
  routes: [{ path: 'todas as rotas', where: 'Controles do carrossel e do vídeo, aplicações das pedras, etapas do processo, rodapé.' }],
  files: ['src/ui/icons.tsx'],
  storiesFile: 'stories/ui/icons.stories.tsx',
  captions: {
    Catalogo: 'Todos os ícones com o nome da chave, sobre fundo claro.',
    CatalogoSobreFundoEscuro: 'O catálogo sobre grafite: o traço segue a cor do texto.',
    ChaveDesconhecida: 'Uma chave sem desenho vira um ponto neutro em vez de quebrar o layout.',
  },
  components: [
    {
      file: 'src/ui/icons.tsx',
      export: 'Icon',
      props: {
        name: 'Chave do desenho; uma chave desconhecida (vinda do conteúdo) desenha um ponto.',
        size: 'Lado em pixels.',
        className: 'Classe extra (ex.: flip, para espelhar a seta).',
        strokeWidth: 'Espessura do traço.',
      },
    },
  ],
  content: [{ file: 'content/stones.ts', exports: ['carouselStones'], holds: 'As chaves de ícone das aplicações de cada pedra.' }],
  editing: 'O conteúdo guarda só a chave do ícone (ex.: "cozinha"); um desenho novo entra em glyphs, em src/ui/icons.tsx.',
  behaviour: { interactions: ['Não é interativo.'], keyboard: [], motion: staticMotion, touch: noTouch },
  accessibility: ['Decorativo: aria-hidden e sem foco. O controle que o contém tem nome próprio (aria-label ou texto oculto).'],
  tests: ['tests/sections/stone-carousel.test.tsx', 'tests/sections/collection-template.test.tsx'],
};

export const pictureDoc: ComponentDoc = {
  title: 'Primitivos / Imagem',
  name: 'Imagem',
  purpose: 'Imagem responsiva em AVIF e WebP com srcset, largura e altura explícitas (nada se desloca) e carregamento preguiçoso abaixo da dobra.',
  routes: [{ path: 'todas as rotas', where: 'Hero, carrossel, portfólio, coleções, evento.' }],
  files: ['src/ui/picture.tsx'],
  storiesFile: 'stories/ui/picture.stories.tsx',
  captions: {
    Prioritaria: 'Acima da dobra: carregamento imediato, fetchpriority alta, largura da tela.',
    EmCartao: 'Abaixo da dobra: preguiçosa e só nas larguras que um cartão usa.',
    PreenchendoUmaCaixa: 'Numa caixa de altura fixa: cover recorta, contain mostra inteira.',
  },
  components: [
    {
      file: 'src/ui/picture.tsx',
      export: 'Picture',
      props: {
        image: 'A imagem do conteúdo: caminho, texto alternativo, largura e altura originais.',
        sizes: 'Atributo sizes: quanto da tela a imagem ocupa, para o navegador escolher o arquivo.',
        priority: 'Imagem do primeiro ecrã: eager e fetchpriority="high".',
        className: 'Classe extra para o layout de quem a usa.',
        widths: 'Larguras geradas oferecidas no srcset.',
        fit: "object-fit quando a caixa tem altura fixa: 'cover' ou 'contain'.",
      },
    },
  ],
  content: [{ file: 'content/media.ts', exports: ['mediaManifest', 'stoneLooks'], holds: 'A lista de todas as imagens e vídeos com as cores das pedras.' }],
  editing: 'O texto alternativo (alt) fica com a imagem no conteúdo da seção; trocar a foto é pôr o arquivo em assets-src/ e rodar npm run assets.',
  behaviour: {
    interactions: ['Não é interativa.'],
    keyboard: [],
    motion: ['Não se move; o zoom do hero é da seção, e some com movimento reduzido.'],
    touch: noTouch,
  },
  accessibility: ['alt vem do conteúdo; imagens decorativas têm alt vazio.', 'width e height explícitos: o espaço é reservado antes do carregamento.'],
  tests: ['tests/ui/picture.test.tsx', 'e2e/first-paint.spec.ts'],
};

export const plateFadeDoc: ComponentDoc = {
  title: 'Primitivos / Transição de placa',
  name: 'Transição de placa',
  purpose:
    'A junção suave entre a placa sólida de texto e a foto ao lado: um elemento próprio, fora de qualquer linha de texto, para que o contraste do texto seja sempre o da placa.',
  routes: [{ path: '/quartizitos, /marmores, /granitos, /sinterizados', where: 'Primeiro ecrã das coleções, entre a placa do título e a foto da pedra.' }],
  files: ['src/ui/plate-fade.ts'],
  storiesFile: 'stories/ui/plate-fade.stories.tsx',
  captions: {
    Direita: 'A partir de 1024 px a placa se dissolve na foto à sua direita.',
    Acima: 'Abaixo de 1024 px a placa fica sob a foto e se dissolve para cima.',
  },
  components: [
    {
      file: 'src/ui/plate-fade.ts',
      export: 'PlateFade',
      element: 'div',
      props: {
        color: 'A cor da placa (um token de cor).',
        edge: "'right': à direita da coluna da placa (desktop); 'top': acima da placa (celular).",
        reach: 'Altura do degradê de cima, em unidades do espaçamento (8 px).',
      },
    },
  ],
  content: [{ file: 'content/collections/granitos.ts', exports: ['granitos'], holds: 'O tom da placa de cada coleção (variant).' }],
  editing: 'Não tem texto; a cor vem do tom da coleção em src/sections/collection/collection-variant.ts.',
  behaviour: { interactions: ['Não é interativa (pointer-events: none).'], keyboard: [], motion: staticMotion, touch: noTouch },
  accessibility: ['aria-hidden: é só desenho.', 'Fica fora das linhas de texto, então nenhum texto fica sobre o degradê.'],
  tests: ['tests/sections/collection-template.test.tsx', 'e2e/collections.spec.ts'],
};

export const sectionHeadingDoc: ComponentDoc = {
  title: 'Primitivos / Título de seção',
  name: 'Título de seção',
  purpose: 'O cabeçalho de cada seção: sobretítulo, título na serifa de exibição e um parágrafo de abertura opcional.',
  routes: [{ path: 'todas as rotas', where: 'No topo de cada seção da página inicial, das coleções e do evento.' }],
  files: ['src/ui/section-heading.tsx'],
  storiesFile: 'stories/ui/section-heading.stories.tsx',
  captions: {
    Completo: 'Sobretítulo, título e abertura, alinhados à esquerda.',
    Centralizado: 'O mesmo, centralizado, sobre a seção papel.',
    SoTitulo: 'Sem sobretítulo nem abertura.',
    SobreFundoEscuro: 'Centralizado sobre grafite.',
    Controles: 'Playground: alinhamento, tom e partes pelos controles do Ladle.',
  },
  components: [
    {
      file: 'src/ui/section-heading.tsx',
      export: 'SectionHeading',
      props: {
        id: 'Id do título, usado pela seção em aria-labelledby.',
        eyebrow: 'Sobretítulo opcional.',
        title: 'O título (h2).',
        lead: 'Parágrafo de abertura opcional.',
        align: "'start' ou 'center'.",
      },
    },
  ],
  content: [{ file: 'content/home.ts', exports: ['processHeading', 'carouselHeading', 'finishesHeading', 'portfolioHeading'], holds: 'Os cabeçalhos das seções da página inicial.' }],
  editing: 'Cada seção recebe seu cabeçalho do conteúdo: mude eyebrow, title ou lead do objeto *Heading correspondente.',
  behaviour: { interactions: ['Não é interativo.'], keyboard: [], motion: staticMotion, touch: noTouch },
  accessibility: ['O título é h2 e nomeia a seção (aria-labelledby).', 'A ordem dos títulos da página segue h1 → h2 → h3.'],
  tests: ['tests/pages/home-page.test.tsx', 'a11y/axe.spec.ts'],
};

export const sectionDoc: ComponentDoc = {
  title: 'Primitivos / Seção',
  name: 'Seção',
  purpose: 'O bloco de página com tom de fundo (claro, papel, areia, escuro), espaçamento vertical do site e contêiner de largura máxima de 1200 px.',
  routes: [{ path: 'todas as rotas', where: 'Envolve cada seção.' }],
  files: ['src/ui/section.tsx'],
  storiesFile: 'stories/ui/section.stories.tsx',
  captions: {
    Clara: 'Tom light (osso), o fundo da página.',
    Papel: 'Tom paper, um pouco mais claro.',
    Areia: 'Tom sand (travertino).',
    Escura: 'Tom dark (grafite), com data-theme="dark" para o foco claro.',
    Sequencia: 'Seções consecutivas alternando tons, como na página inicial.',
  },
  components: [
    {
      file: 'src/ui/section.tsx',
      export: 'Section',
      props: {
        id: 'Âncora da seção (ex.: budget).',
        tone: "'light', 'paper', 'sand' ou 'dark'.",
        labelledBy: 'Id do título que nomeia a região.',
        children: 'O conteúdo, dentro do contêiner.',
        className: 'Classe extra.',
      },
    },
    { file: 'src/ui/section.tsx', export: 'SectionShell', element: 'section', props: { tone: 'Como em Section, para seções que montam o próprio contêiner.' } },
    { file: 'src/ui/section.tsx', export: 'Container', element: 'div', props: {} },
  ],
  content: [],
  editing: 'Não tem texto próprio.',
  behaviour: { interactions: ['Não é interativa.'], keyboard: [], motion: staticMotion, touch: noTouch },
  accessibility: ['<section> com aria-labelledby vira uma região com nome.', 'Em tom escuro marca data-theme="dark", e o contorno de foco muda para âmbar claro.'],
  tests: ['a11y/axe.spec.ts'],
};

export const toastDoc: ComponentDoc = {
  title: 'Primitivos / Aviso',
  name: 'Aviso (toast)',
  purpose: 'Aviso curto numa região viva educada, posto no fluxo da página por quem o usa (o formulário o põe sob o cartão), nunca fixo sobre o conteúdo.',
  routes: [{ path: '/', where: 'Sob o cartão do formulário de orçamento: sucesso e "Redirecionando..."' }],
  files: ['src/ui/toast.tsx'],
  storiesFile: 'stories/ui/toast.stories.tsx',
  captions: {
    Sucesso: 'O aviso de solicitação enviada, com o relógio parado.',
    Redirecionando: 'O aviso de quando o pedido não foi guardado e o WhatsApp abre.',
    ComTempoReal: 'Tempo real: o aviso sai após 6 s, a menos que o ponteiro ou o foco estejam nele.',
  },
  components: [
    {
      file: 'src/ui/toast.tsx',
      export: 'Toaster',
      props: {
        toasts: 'Os avisos a mostrar (de useToasts).',
        onDismiss: 'Chamado ao fechar um aviso.',
        onPause: 'Chamado com true enquanto o ponteiro ou o foco estão na região, segurando os avisos.',
        label: 'Nome acessível da região; " (Alt+T)" é acrescentado. O padrão do produto é "Notifications" traduzido.',
        closeLabel: 'Nome do botão de fechar, repetido na dica ao passar o mouse.',
        reserve: 'Reserva a altura de um aviso mesmo sem aviso, para nada se mover quando ele chega ou sai.',
      },
    },
  ],
  content: [{ file: 'content/budget-form.ts', exports: ['budgetForm'], holds: 'toasts: nome da região, botão fechar, textos de sucesso e de redirecionamento.' }],
  editing: 'Mude budgetForm.toasts em content/budget-form.ts.',
  behaviour: {
    interactions: ['Um aviso por vez: o novo substitui o anterior.', 'Sai sozinho após 6 s; ponteiro ou foco na região seguram o aviso.', 'O botão × fecha; sua dica aparece após 700 ms de hover.'],
    keyboard: [
      { keys: 'Alt+T', action: 'Leva o foco à região dos avisos (se houver aviso), que então fica até o foco sair.' },
      { keys: 'Tab', action: 'Chega ao botão fechar; a dica com o nome aparece na hora.' },
      { keys: 'Esc', action: 'Fecha a dica do botão fechar.' },
    ],
    motion: ['Entra subindo 12 px em 300 ms; com movimento reduzido aparece sem animação.'],
    touch: ['O botão fechar tem 44 × 44 px; no toque, nenhuma dica aparece.'],
  },
  accessibility: ['Região <section> com aria-live="polite" e nome próprio.', 'O botão fechar tem aria-label; a dica só repete esse nome e é aria-hidden.'],
  tests: ['tests/sections/budget-wizard-toast.test.tsx', 'e2e/toast-placement.spec.ts'],
};

export const tooltipDoc: ComponentDoc = {
  title: 'Primitivos / Dica',
  name: 'Dica (tooltip)',
  purpose:
    'Repete, num balão, o nome de um controle só com ícone, para quem usa mouse ou teclado. Nunca é o único lugar do nome: o controle mantém o próprio aria-label ou texto oculto, e a dica é aria-hidden.',
  routes: [
    { path: '/', where: 'Setas e pontos do carrossel de pedras; pausar/reproduzir dos vídeos (depoimentos, diferenciais); fechar do aviso do formulário.' },
  ],
  files: ['src/ui/tooltip.tsx'],
  storiesFile: 'stories/ui/tooltip.stories.tsx',
  captions: {
    Padrao: 'Setas anterior/próxima: passe o mouse por 700 ms ou chegue com Tab.',
    AbertaPeloTeclado: 'O controle recebe o foco ao abrir a história: a dica aparece na hora; Esc a esconde.',
    Sequencia: 'Pontos do carrossel: depois que uma dica fecha, a próxima abre sem atraso por 300 ms.',
    EmFundoEscuro: 'Sobre seção grafite: o balão mantém a placa grafite e o texto claro.',
  },
  components: [
    {
      file: 'src/ui/tooltip.tsx',
      export: 'Tooltip',
      props: {
        label: 'O texto da dica: as mesmas palavras do nome acessível do controle.',
        children: 'Um único controle focável (botão ou link) com nome próprio; recebe os eventos da dica sem perder os seus.',
        placement: "Lado preferido, 'top' ou 'bottom'; troca de lado quando não cabe.",
        delayMs: 'Atraso do hover antes da primeira dica (700 ms, da especificação).',
        skipDelayMs: 'Depois que uma dica fecha, a próxima abre sem atraso durante este tempo (300 ms).',
        timers: 'Relógio injetado, para testes e histórias controlarem o tempo.',
      },
    },
  ],
  content: [
    { file: 'content/home.ts', exports: ['carouselLabels'], holds: 'Nomes das setas e dos pontos do carrossel.' },
    { file: 'content/video-controls.ts', exports: ['videoControlLabels'], holds: 'Nomes de reproduzir e pausar.' },
    { file: 'content/budget-form.ts', exports: ['budgetForm'], holds: 'Nome do botão fechar do aviso (toasts.close).' },
  ],
  editing: 'A dica não tem texto próprio: quem a usa passa o mesmo texto do nome do controle, vindo do conteúdo (tabela acima). Mude lá e os dois mudam juntos.',
  behaviour: {
    interactions: [
      'Mouse: abre após 700 ms parado sobre o controle; sair antes cancela.',
      'Atraso de passagem: por 300 ms depois que uma dica fecha, a próxima abre na hora (percorrer os pontos do carrossel).',
      'O ponteiro pode ir do controle para o balão sem que ele feche (100 ms de tolerância).',
      'Não renderiza nada até aparecer; aparece numa camada fixa própria (portal): o HTML pré-renderizado e a hidratação ficam idênticos, e nada ao redor se move.',
    ],
    keyboard: [
      { keys: 'Tab', action: 'Foco pelo teclado mostra a dica na hora; sair do controle a esconde.' },
      { keys: 'Esc', action: 'Esconde a dica aberta; o foco fica no controle.' },
    ],
    motion: ['Aparece em 200 ms (opacidade e 2 px); com movimento reduzido aparece sem animação.'],
    touch: ['Nunca aparece no toque: nem no "hover" do toque nem no foco que um toque dá.', 'O foco que segue um clique de mouse também não mostra a dica (já há o hover).'],
  },
  accessibility: [
    'role="tooltip" e aria-hidden="true": o leitor de tela ouve o nome do controle uma vez só.',
    'Em desenvolvimento, um controle sem nome próprio (aria-label, aria-labelledby ou texto) gera console.error — o teste do workbench falha.',
    'Dispensável (Esc), persistente enquanto há hover ou foco, e o balão pode receber o ponteiro (WCAG 1.4.13).',
    'Os controles mantêm seus alvos de 44 px; a dica não muda o tamanho nem a posição de nada.',
  ],
  tests: ['tests/ui/tooltip.test.tsx', 'tests/sections/stone-carousel.test.tsx'],
};

export const videoDoc: ComponentDoc = {
  title: 'Primitivos / Vídeo',
  name: 'Vídeo',
  purpose: 'Vídeo curto em loop, mudo, que toca só enquanto visível, com pôster, controle de pausar/reproduzir (WCAG 2.2.2) e, quando pedido, oferta de som.',
  routes: [
    { path: '/', where: 'Cartões de depoimento e painel dos diferenciais.' },
    { path: '/evento-conhecimento-arquitetos', where: 'Gravação da masterclass, com controles nativos.' },
  ],
  files: ['src/ui/video.tsx', 'src/ui/use-video-playback.ts'],
  storiesFile: 'stories/ui/video.stories.tsx',
  captions: {
    ReproducaoAutomatica: 'Toca mudo enquanto visível; com movimento reduzido espera por um botão grande de reproduzir.',
    ComOfertaDeSom: 'Enquanto toca mudo, um botão oferece o som (cartões de depoimento).',
    ControlesNativos: 'Iniciado pelo visitante, com os controles do navegador (página do evento).',
  },
  components: [
    {
      file: 'src/ui/video.tsx',
      export: 'Video',
      props: {
        src: 'Arquivo do vídeo.',
        poster: 'Imagem mostrada antes do primeiro quadro.',
        label: 'Nome acessível do vídeo.',
        labels: 'Nomes de reproduzir, pausar e tocar com som.',
        ratio: 'Largura / altura; o quadro mantém a proporção antes de carregar.',
        autoPlay: 'Toca mudo em loop enquanto visível; desligado com movimento reduzido.',
        offerSound: 'Oferece "Tocar com som" enquanto toca mudo.',
        controls: 'Controles nativos do navegador (sem os próprios).',
        preload: "'none' ou 'metadata'.",
        posterLoading: "'lazy': pôster como imagem preguiçosa; 'eager': pôster do primeiro ecrã.",
        controlsAt: "Canto do botão pausar/reproduzir: 'bottom-start' ou 'top-end'.",
        className: 'Classe extra.',
        children: 'Texto para navegadores sem vídeo.',
      },
    },
  ],
  content: [{ file: 'content/video-controls.ts', exports: ['videoControlLabels'], holds: 'Reproduzir vídeo, Pausar vídeo, Tocar com som.' }],
  editing: 'Os nomes dos controles ficam em content/video-controls.ts; o nome de cada vídeo vem do conteúdo da seção.',
  behaviour: {
    interactions: [
      'Toca só com pelo menos 25% do quadro visível; pausa ao sair da tela.',
      'O botão pausar/reproduzir mostra a dica com o nome após 700 ms de hover.',
      'Um play() recusado pelo navegador deixa o botão grande de reproduzir.',
    ],
    keyboard: [
      { keys: 'Tab', action: 'Chega ao botão pausar/reproduzir; a dica aparece na hora.' },
      { keys: 'Enter / Espaço', action: 'Pausa ou reproduz.' },
      { keys: 'Esc', action: 'Fecha a dica.' },
    ],
    motion: ['Com prefers-reduced-motion: reduce nada toca sozinho: pôster e botão de reproduzir.'],
    touch: ['Tocar no vídeo ativa o som ou reproduz; o botão tem 44 px; nenhuma dica no toque.'],
  },
  accessibility: ['O botão tem o nome em texto oculto, que muda com o estado (Pausar/Reproduzir).', 'O vídeo tem aria-label; sem download, tela cheia nem reprodução remota.'],
  tests: ['tests/lib/video-playback.test.ts', 'tests/sections/testimonials.test.tsx', 'tests/sections/brand.test.tsx'],
};

export const visuallyHiddenDoc: ComponentDoc = {
  title: 'Primitivos / Texto oculto',
  name: 'Texto oculto',
  purpose: 'Texto que só o leitor de tela lê: o nome de um botão só com ícone, o aviso de nova aba, um título de página que o desenho não mostra.',
  routes: [{ path: 'todas as rotas', where: 'h1 da página inicial, botões de vídeo, anúncios do carrossel, links de nova aba.' }],
  files: ['src/ui/visually-hidden.tsx'],
  storiesFile: 'stories/ui/visually-hidden.stories.tsx',
  captions: { BotaoSoComIcone: 'Um botão só com ícone cujo nome está em texto oculto.' },
  components: [{ file: 'src/ui/visually-hidden.tsx', export: 'VisuallyHidden', element: 'span', props: {} }],
  content: [{ file: 'content/company.ts', exports: ['company'], holds: 'O tagline lido como h1 da página inicial.' }],
  editing: 'O texto é o filho; vem do conteúdo de quem o usa.',
  behaviour: { interactions: ['Não é visível nem interativo.'], keyboard: [], motion: staticMotion, touch: noTouch },
  accessibility: ['Recortado a 1 px, não display:none: continua na árvore de acessibilidade.', 'Use as="h1" etc. para dar papel ao texto.'],
  tests: ['tests/sections/testimonials.test.tsx', 'tests/pages/home-page.test.tsx'],
};

export const primitiveDocs = [
  badgeDoc,
  buttonDoc,
  fieldDoc,
  tooltipDoc,
  iconsDoc,
  pictureDoc,
  budgetLinkDoc,
  eyebrowDoc,
  sectionDoc,
  sectionHeadingDoc,
  plateFadeDoc,
  toastDoc,
  videoDoc,
  visuallyHiddenDoc,
];
