// Documentation of the home sections and the site-wide ones (header, footer, consent), one entry per page.
import type { ComponentDoc } from '../doc-types';
import type { SupabaseScenarioDoc } from './budget';

const linksOnly = [{ keys: 'Tab / Enter', action: 'Percorre e segue os links e botões, na ordem da leitura.' }];

export const heroDoc: ComponentDoc = {
  title: 'Seções / Hero',
  name: 'Hero',
  purpose: 'O primeiro ecrã da página inicial: textura de pedra em tela cheia, o título com a palavra em ênfase, os três números, uma chamada em bronze e, a partir de 1024 px, o cartão da arquiteta.',
  routes: [{ path: '/', where: 'Primeira seção, sob o cabeçalho.' }],
  files: ['src/sections/hero/hero.tsx', 'src/sections/hero/hero.styles.ts', 'src/sections/hero/split-emphasis.ts'],
  storiesFile: 'stories/sections/hero.stories.tsx',
  captions: {
    Padrao: 'Como no site; o cartão da arquiteta aparece a partir de 1024 px.',
    SemEnfase: 'Um título sem a palavra de ênfase fica todo normal, sem quebrar.',
  },
  components: [{ file: 'src/sections/hero/hero.tsx', export: 'Hero', props: { content: 'Todo o texto e a imagem do hero: sobretítulo, título, palavra em ênfase, números, chamada, citação.' } }],
  content: [{ file: 'content/home.ts', exports: ['hero'], holds: 'Sobretítulo, título, ênfase, números, chamada, imagem e a citação da arquiteta.' }],
  editing: 'Mude hero em content/home.ts. A ênfase é a última ocorrência de headlineEmphasis no título; se a palavra sair do título, ele fica sem ênfase.',
  behaviour: {
    interactions: ['A chamada rola até o formulário de orçamento.'],
    keyboard: linksOnly,
    motion: ['Texto entra em 1000 ms e a imagem faz um zoom lento de 3000 ms; com movimento reduzido, nada se move.'],
    touch: ['A chamada tem alvo grande (lg, 56 px).'],
  },
  accessibility: ['A seção é nomeada pelo título (aria-labelledby).', 'A imagem é carregada com prioridade e sem lazy loading; texto sobre ela tem scrim para 4,5:1.'],
  tests: ['tests/sections/hero.test.tsx', 'e2e/home-a.spec.ts', 'e2e/first-paint.spec.ts'],
};

export const processDoc: ComponentDoc = {
  title: 'Seções / Processo',
  name: 'Processo',
  purpose: 'As seis etapas do trabalho, da curadoria à instalação, cada uma com um popover de detalhes.',
  routes: [{ path: '/', where: 'Depois do hero (#processo).' }],
  files: ['src/sections/process/process.tsx', 'src/sections/process/process-step.tsx', 'src/sections/process/process.styles.ts', 'src/sections/process/use-step-popover.ts'],
  storiesFile: 'stories/sections/process.stories.tsx',
  captions: {
    Padrao: 'Todas fechadas; hover, foco ou toque abrem uma etapa (playground: etapa inicial).',
    PrimeiraEtapaAberta: 'O popover da etapa 1 aberto, como depois de um toque.',
    UltimaEtapaAberta: 'O popover da etapa 6 aberto: fica inteiro no fim da grade, também a 390 px.',
  },
  components: [
    {
      file: 'src/sections/process/process.tsx',
      export: 'Process',
      props: {
        heading: 'Sobretítulo, título e abertura.',
        steps: 'As seis etapas, em ordem.',
        labels: 'Rótulos dos botões das etapas.',
        initialOpenStep: 'Etapa aberta ao montar (histórias); null no site.',
      },
    },
    {
      file: 'src/sections/process/process-step.tsx',
      export: 'ProcessStepCard',
      props: {
        step: 'A etapa: número, título, resumo e detalhes.',
        labels: 'Rótulos do botão.',
        openedBy: 'Como o popover foi aberto (hover, foco, toque) ou null se fechado.',
        onShow: 'Pede para abrir, dizendo por qual meio.',
        onHide: 'Pede para fechar.',
        onPress: 'Clique ou toque no botão.',
      },
    },
  ],
  content: [
    { file: 'content/process-steps.ts', exports: ['processSteps'], holds: 'As seis etapas.' },
    { file: 'content/home.ts', exports: ['processHeading', 'processLabels'], holds: 'Cabeçalho e rótulos.' },
  ],
  editing: 'Mude as etapas em content/process-steps.ts; o cabeçalho em processHeading (content/home.ts).',
  behaviour: {
    interactions: ['Hover abre e sair fecha; um clique mantém aberto o popover aberto por hover.', 'Um toque abre, outro toque fecha; só um popover aberto por vez; tocar fora fecha.'],
    keyboard: [
      { keys: 'Tab', action: 'O foco numa etapa abre o popover; seguir com Tab passa para a próxima.' },
      { keys: 'Esc', action: 'Fecha o popover e mantém o foco no botão.' },
    ],
    motion: ['Um popover aberto por toque ou foco perto da borda rola para a vista (suave, ou imediato com movimento reduzido); hover nunca rola a página.'],
    touch: ['Toque abre e fecha; tocar fora fecha.'],
  },
  accessibility: ['Cada etapa é um botão com aria-expanded e aria-controls; o popover é uma região nomeada pelo título da etapa.'],
  tests: ['tests/sections/process.test.tsx', 'e2e/keyboard.spec.ts'],
};

export const stoneCarouselDoc: ComponentDoc = {
  title: 'Seções / Carrossel de pedras',
  name: 'Carrossel de pedras',
  purpose: 'A curadoria de pedras: uma chapa por vez, grande, com categoria, descrição, aplicações e características.',
  routes: [{ path: '/', where: 'Depois do processo (#pedras).' }],
  files: [
    'src/sections/stone-carousel/stone-carousel.tsx',
    'src/sections/stone-carousel/stone-slide.tsx',
    'src/sections/stone-carousel/stone-carousel.styles.ts',
    'src/sections/stone-carousel/use-carousel.ts',
    'src/sections/stone-carousel/use-swipe.ts',
    'src/sections/stone-carousel/next-index.ts',
  ],
  storiesFile: 'stories/sections/stone-carousel.stories.tsx',
  captions: {
    Interativo: 'Começa na pedra escolhida nos controles; setas dão a volta, pontos saltam, deslizar funciona no toque.',
    TajMahal: 'Parado na primeira pedra, Taj Mahal.',
    MichelangeloCalacatta: 'Parado na segunda pedra.',
    AntarticWhite: 'Parado na terceira pedra.',
    IjenBlue: 'Parado na última pedra: a seta "próxima" volta à primeira.',
  },
  components: [
    {
      file: 'src/sections/stone-carousel/stone-carousel.tsx',
      export: 'StoneCarousel',
      props: {
        heading: 'Sobretítulo, título e abertura.',
        stones: 'As pedras, em ordem.',
        labels: 'Nomes das setas, dos pontos ("Ver {name}"), da posição e dos rótulos do slide.',
        initialIndex: 'Pedra mostrada ao montar.',
      },
    },
    {
      file: 'src/sections/stone-carousel/stone-slide.tsx',
      export: 'StoneSlide',
      props: {
        stone: 'A pedra mostrada.',
        label: 'Posição lida pelo leitor de tela ("1 de 4").',
        current: 'Se é o slide visível (os outros ficam aria-hidden).',
        labels: 'Rótulos de aplicações e características.',
        swipe: 'Manipuladores de deslize do toque.',
      },
    },
  ],
  content: [
    { file: 'content/stones.ts', exports: ['carouselStones'], holds: 'As quatro pedras: nome, categoria, descrição, imagem, aplicações e características.' },
    { file: 'content/home.ts', exports: ['carouselHeading', 'carouselLabels'], holds: 'Cabeçalho e nomes dos controles.' },
  ],
  editing: 'Mude as pedras em content/stones.ts e os nomes dos controles em carouselLabels (content/home.ts); as dicas das setas e dos pontos usam esses mesmos nomes.',
  behaviour: {
    interactions: ['Setas anterior/próxima dão a volta nas pontas.', 'Pontos saltam para uma pedra e marcam a atual.', 'Dica com o nome de cada seta e ponto após 700 ms de hover; ao passar de um ponto ao outro, sem atraso (300 ms).'],
    keyboard: [
      { keys: 'Tab', action: 'Pontos, depois setas; cada um mostra a dica com o nome na hora.' },
      { keys: 'Enter / Espaço', action: 'Aciona o ponto ou a seta.' },
      { keys: 'Esc', action: 'Fecha a dica aberta.' },
    ],
    motion: ['A troca de chapa é um fade; com movimento reduzido, imediata.'],
    touch: ['Deslizar na imagem para a esquerda avança, para a direita volta; gestos curtos ou verticais são ignorados.', 'Controles de 44 px; nenhuma dica no toque.'],
  },
  accessibility: [
    'Seção com aria-roledescription="carrossel"; cada slide é um grupo "slide" com a posição como nome.',
    'A nova pedra é anunciada numa região educada só depois que o visitante move o carrossel, nunca ao carregar.',
    'Setas e pontos mantêm aria-label próprio; a dica só o repete (aria-hidden).',
  ],
  tests: ['tests/sections/stone-carousel.test.tsx', 'tests/ui/tooltip.test.tsx', 'e2e/home-a.spec.ts', 'e2e/keyboard.spec.ts'],
};

export const finishesDoc: ComponentDoc = {
  title: 'Seções / Acabamentos',
  name: 'Acabamentos',
  purpose: 'Os oito acabamentos de superfície como uma grade de amostras táteis; escolher uma mostra seus detalhes.',
  routes: [{ path: '/', where: 'Depois do carrossel (#acabamentos).' }],
  files: ['src/sections/finishes/finishes.tsx', 'src/sections/finishes/finish-details.tsx', 'src/sections/finishes/finishes.styles.ts', 'src/sections/finishes/roving-index.ts'],
  storiesFile: 'stories/sections/finishes.stories.tsx',
  captions: {
    Padrao: 'Abre em polido, como no site (playground: acabamento inicial).',
    Polido: 'Polido selecionado.',
    Acetinado: 'Acetinado selecionado.',
    Escovado: 'Escovado (Leathered) selecionado.',
    Levigado: 'Levigado selecionado.',
    Jateado: 'Jateado selecionado.',
    Flameado: 'Flameado selecionado.',
    Apicoado: 'Apicoado selecionado.',
    Resinado: 'Resinado selecionado.',
  },
  components: [
    {
      file: 'src/sections/finishes/finishes.tsx',
      export: 'Finishes',
      props: { heading: 'Sobretítulo, título e abertura.', finishes: 'Os oito acabamentos.', labels: 'Rótulos do grupo e dos detalhes.', initialFinish: 'Acabamento selecionado ao montar.' },
    },
    { file: 'src/sections/finishes/finish-details.tsx', export: 'FinishDetails', props: { id: 'Id do painel.', finish: 'O acabamento mostrado.', labels: 'Rótulos dos detalhes.' } },
  ],
  content: [
    { file: 'content/finishes.ts', exports: ['finishes'], holds: 'Os oito acabamentos com descrição e usos.' },
    { file: 'content/home.ts', exports: ['finishesHeading', 'finishesLabels'], holds: 'Cabeçalho e rótulos.' },
  ],
  editing: 'Mude os acabamentos em content/finishes.ts.',
  behaviour: {
    interactions: ['Clicar numa amostra seleciona e mostra os detalhes.'],
    keyboard: [
      { keys: '← → ↑ ↓', action: 'Move a seleção e o foco, dando a volta nas pontas.' },
      { keys: 'Home / End', action: 'Primeira / última amostra.' },
      { keys: 'Tab', action: 'Entra no grupo na amostra selecionada (um só ponto de parada) e sai dele.' },
    ],
    motion: ['Troca de detalhes com transição curta; imediata com movimento reduzido.'],
    touch: ['Tocar numa amostra seleciona.'],
  },
  accessibility: ['radiogroup nomeado, cada amostra um radio com aria-checked; tabindex móvel (roving).'],
  tests: ['tests/sections/finishes.test.tsx', 'e2e/keyboard.spec.ts'],
};

export const portfolioDoc: ComponentDoc = {
  title: 'Seções / Portfólio',
  name: 'Portfólio',
  purpose: 'Projetos realizados: os números, o projeto em destaque grande e os cartões abaixo, filtrados por categoria.',
  routes: [{ path: '/', where: 'Depois dos acabamentos (#portfolio).' }],
  files: [
    'src/sections/portfolio/portfolio.tsx',
    'src/sections/portfolio/featured-project.tsx',
    'src/sections/portfolio/project-card.tsx',
    'src/sections/portfolio/portfolio.styles.ts',
    'src/sections/portfolio/portfolio-filter.ts',
    'src/sections/portfolio/portfolio-labels.ts',
    'src/sections/portfolio/use-portfolio-filter.ts',
  ],
  storiesFile: 'stories/sections/portfolio.stories.tsx',
  captions: {
    Padrao: 'Começa em todos; um filtro esmaece a grade por 300 ms antes do novo conjunto (playground: filtro inicial).',
    Todos: 'Filtro todos.',
    Cozinhas: 'Só cozinhas.',
    Banheiros: 'Só banheiros.',
    Mobiliario: 'Só mobiliário.',
    AreaGourmet: 'Só área gourmet.',
    EscadasVazio: 'Escadas: nenhum projeto publicado, o estado vazio.',
  },
  components: [
    {
      file: 'src/sections/portfolio/portfolio.tsx',
      export: 'Portfolio',
      props: {
        heading: 'Sobretítulo, título e abertura.',
        projects: 'Os projetos; o marcado como destaque sai da grade.',
        filters: 'Os filtros, em ordem.',
        texts: 'Rótulos, números, selo de destaque e chamada final.',
        initialFilter: 'Filtro ativo ao montar.',
      },
    },
  ],
  content: [
    { file: 'content/portfolio.ts', exports: ['portfolioProjects', 'portfolioFilters'], holds: 'Os onze projetos e os filtros.' },
    { file: 'content/home.ts', exports: ['portfolioHeading', 'portfolioTexts'], holds: 'Cabeçalho, números e rótulos.' },
  ],
  editing: 'Mude os projetos em content/portfolio.ts; cada contagem de filtro é calculada, não escrita.',
  behaviour: {
    interactions: ['Filtros com a contagem; o ativo fica pressionado.', 'Trocar de filtro esmaece a grade por 300 ms e mostra o novo conjunto; outro filtro durante o fade o reinicia.'],
    keyboard: [
      { keys: 'Tab / Enter', action: 'Percorre e aciona os filtros.' },
      { keys: 'Tab', action: 'A grade é focável e rola pelo teclado.' },
    ],
    motion: ['Fade de 300 ms na troca de filtro; com movimento reduzido é instantâneo.'],
    touch: ['Filtros com alvo de 44 px.'],
  },
  accessibility: ['Filtros num grupo nomeado, com aria-pressed.', 'A grade marca aria-busy durante o fade.', 'Cada cartão é nomeado pelo título do projeto.'],
  tests: ['tests/sections/portfolio.test.tsx', 'e2e/home-b.spec.ts'],
};

export const testimonialsDoc: ComponentDoc = {
  title: 'Seções / Depoimentos',
  name: 'Depoimentos',
  purpose: 'Três clientes em cartões de vídeo curtos, e a chamada "Sua Voz Pode Ser a Próxima".',
  routes: [{ path: '/', where: 'Depois do portfólio (#depoimentos).' }],
  files: ['src/sections/testimonials/testimonials.tsx', 'src/sections/testimonials/testimonial-card.tsx', 'src/sections/testimonials/testimonials.styles.ts'],
  storiesFile: 'stories/sections/testimonials.stories.tsx',
  captions: {
    Padrao: 'Três cartões que tocam mudos enquanto visíveis, cada um com seu controle de pausa.',
    SemVideo: 'Um cliente sem vídeo publicado: pôster e "Vídeo em breve", sem player.',
    Celular: 'A 390 px, os cartões em coluna.',
  },
  components: [
    {
      file: 'src/sections/testimonials/testimonials.tsx',
      export: 'Testimonials',
      props: {
        heading: 'Sobretítulo, título e abertura.',
        testimonials: 'Os depoimentos, com vídeo ou não.',
        labels: 'Rótulos dos cartões.',
        videoLabels: 'Nomes dos controles de vídeo.',
        closing: 'A chamada final.',
      },
    },
  ],
  content: [
    { file: 'content/testimonials.ts', exports: ['testimonials'], holds: 'Os três depoimentos.' },
    { file: 'content/home.ts', exports: ['testimonialsHeading', 'testimonialsLabels', 'testimonialsClosing'], holds: 'Cabeçalho, rótulos e chamada.' },
  ],
  editing: 'Mude os depoimentos em content/testimonials.ts.',
  behaviour: {
    interactions: ['Cada vídeo toca mudo só quando visível; o visitante pode pausar ou pedir o som.', 'O botão de pausa mostra a dica com o nome (700 ms).'],
    keyboard: [
      { keys: 'Tab', action: 'Pausar/reproduzir e "Tocar com som" de cada cartão; dica na hora.' },
      { keys: 'Esc', action: 'Fecha a dica.' },
    ],
    motion: ['Com movimento reduzido nada toca sozinho: pôster e botão de reproduzir.'],
    touch: ['Tocar no vídeo ativa o som; nenhuma dica no toque.'],
  },
  accessibility: ['Cada cartão é um artigo nomeado pelo cliente.', 'O link do reel não é link (ainda não existe).'],
  tests: ['tests/sections/testimonials.test.tsx', 'e2e/home-b.spec.ts'],
};

export const brandDoc: ComponentDoc = {
  title: 'Seções / Diferenciais',
  name: 'Diferenciais (números, painel, comparação)',
  purpose: 'Por que escolher a Lavra: os números que contam, os diferenciais com um painel de vídeo (desktop) e a tabela Lavra × mercado comum.',
  routes: [{ path: '/', where: 'Depois dos depoimentos (#marca), em fundo grafite.' }],
  files: [
    'src/sections/brand/brand.tsx',
    'src/sections/brand/brand-stats.tsx',
    'src/sections/brand/feature-showcase.tsx',
    'src/sections/brand/feature-showcase.styles.ts',
    'src/sections/brand/use-hover-panel.ts',
    'src/sections/brand/comparison-table.tsx',
    'src/sections/brand/comparison-table.styles.ts',
  ],
  storiesFile: 'stories/sections/brand.stories.tsx',
  captions: {
    Padrao: 'Como no site: os contadores correm uma vez quando 30% dos números estão na tela.',
    ContadoresNoInicio: 'Contadores parados em zero.',
    ContadoresNoFim: 'Contadores nos valores finais.',
    PainelComDestaque: 'Desktop: o painel mostra o vídeo do segundo diferencial, como durante o hover.',
    Celular: 'Abaixo de 1024 px: lista simples, sem vídeo no painel, e a comparação em cartões.',
  },
  components: [
    {
      file: 'src/sections/brand/brand.tsx',
      export: 'Brand',
      props: {
        content: 'Números, diferenciais, painel padrão e comparação.',
        comparisonLabels: 'Rótulos da tabela (legenda, colunas, DESTAQUE).',
        videoLabels: 'Nomes dos controles de vídeo.',
        counters: "'animate' (site), 'start' ou 'end' (histórias).",
        initialFeature: 'Diferencial ativo no painel ao montar.',
      },
    },
    { file: 'src/sections/brand/brand-stats.tsx', export: 'BrandStats', props: { counters: 'Os três números e seus rótulos.', mode: 'Animar, ou mostrar no início ou no fim.' } },
    {
      file: 'src/sections/brand/feature-showcase.tsx',
      export: 'FeatureShowcase',
      props: { features: 'Os diferenciais.', defaultPanel: 'O vídeo da fábrica, mostrado sem hover.', videoLabels: 'Nomes dos controles de vídeo.', initialFeature: 'Diferencial ativo ao montar.' },
    },
    { file: 'src/sections/brand/comparison-table.tsx', export: 'ComparisonTable', props: { comparison: 'As linhas da comparação.', labels: 'Legenda, cabeçalhos e selo.' } },
  ],
  content: [
    { file: 'content/brand.ts', exports: ['brand'], holds: 'Números, diferenciais e painel.' },
    { file: 'content/brand-comparison.ts', exports: ['comparisonRows', 'comparisonLabels'], holds: 'A comparação.' },
  ],
  editing: 'Mude os números e diferenciais em content/brand.ts e as linhas da tabela em content/brand-comparison.ts.',
  behaviour: {
    interactions: ['Os contadores correm uma vez até 2000, 500 e 98.', 'Desktop: hover ou foco num diferencial troca o vídeo do painel após um fade de 200 ms; o foco do teclado mantém o painel ao tirar o mouse.'],
    keyboard: [{ keys: 'Tab', action: 'O foco num diferencial troca o painel, como o hover.' }],
    motion: ['Com movimento reduzido os números aparecem já no valor final e o painel troca sem fade.'],
    touch: ['Abaixo de 1024 px não há painel nem interação: lista simples.'],
  },
  accessibility: ['Os números reais estão no texto desde o primeiro render (a animação é só visual).', 'A comparação é uma tabela de verdade: legenda, cabeçalhos de coluna e de linha, DESTAQUE nas duas primeiras linhas.'],
  tests: ['tests/sections/brand.test.tsx', 'tests/lib/count-up.test.ts', 'e2e/home-b.spec.ts'],
};

export const faqDoc: ComponentDoc = {
  title: 'Seções / Perguntas frequentes',
  name: 'Perguntas frequentes',
  purpose: 'As dúvidas mais comuns (prazo, área atendida, arquivos aceitos, garantia, valor mínimo, marcas) num acordeão de uma pergunta aberta por vez.',
  routes: [{ path: '/', where: 'Antes do formulário (#perguntas).' }],
  files: ['src/sections/faq/faq.tsx', 'src/sections/faq/faq.styles.ts'],
  storiesFile: 'stories/sections/faq.stories.tsx',
  captions: { Fechado: 'Todas fechadas.', UmaAberta: 'A resposta da garantia aberta; abrir outra fecha esta.', Celular: 'A 390 px, com a primeira aberta.' },
  components: [{ file: 'src/sections/faq/faq.tsx', export: 'Faq', props: { heading: 'Sobretítulo, título e abertura.', items: 'Perguntas e respostas.', initialOpen: 'Índice da pergunta aberta ao montar.' } }],
  content: [
    { file: 'content/faq.ts', exports: ['faqItems'], holds: 'Perguntas e respostas.' },
    { file: 'content/home.ts', exports: ['faqHeading'], holds: 'Cabeçalho.' },
  ],
  editing: 'Mude as perguntas em content/faq.ts.',
  behaviour: {
    interactions: [
      'Abrir uma pergunta fecha a aberta; clicar na aberta a fecha.',
      'Cada pergunta é um <details> nativo do mesmo grupo (name): funciona antes de o código da página chegar e sem JavaScript.',
    ],
    keyboard: [{ keys: 'Tab, Enter / Espaço', action: 'Chega a cada pergunta e a abre ou fecha.' }],
    motion: ['A resposta abre com transição de altura; com movimento reduzido, imediata.'],
    touch: ['Cada pergunta é um botão de largura total.'],
  },
  accessibility: ['Cada pergunta é o <summary> de um <details>: o navegador anuncia o estado aberto ou fechado; o texto da pergunta fica num título.'],
  tests: ['tests/sections/faq.test.tsx', 'e2e/keyboard.spec.ts', 'e2e/native-controls.spec.ts'],
};

export const footerDoc: ComponentDoc = {
  title: 'Seções / Rodapé',
  name: 'Rodapé e botão fixo do celular',
  purpose: 'Endereço, telefone, e-mail, horário, serviços, materiais e coleções, rede social e a reabertura das preferências de cookies; abaixo de 1024 px, o botão fixo "Orçar projeto".',
  routes: [{ path: 'todas as rotas', where: 'Fim de cada página; o botão fixo no pé da tela do celular.' }],
  files: ['src/sections/footer/site-footer.tsx', 'src/sections/footer/site-footer.styles.ts', 'src/sections/footer/mobile-budget-bar.tsx', 'src/sections/footer/use-budget-form-in-view.ts'],
  storiesFile: 'stories/sections/footer.stories.tsx',
  captions: { Desktop: 'A partir de 1024 px: colunas, sem botão fixo.', Celular: 'A 390 px: o botão fixo "Orçar projeto" no pé; a página reserva a altura dele.' },
  frameHeights: { Celular: 900 },
  components: [
    { file: 'src/sections/footer/site-footer.tsx', export: 'SiteFooter', props: { company: 'Os dados da empresa (endereço, telefone, e-mail, horário, rede social).', content: 'Colunas, links e textos do rodapé.' } },
    { file: 'src/sections/footer/mobile-budget-bar.tsx', export: 'MobileBudgetBar', props: { label: 'Texto do botão fixo.' } },
  ],
  content: [
    { file: 'content/company.ts', exports: ['company'], holds: 'Todos os dados da empresa, uma vez só.' },
    { file: 'content/layout.ts', exports: ['footerContent'], holds: 'Colunas, links e textos.' },
  ],
  editing: 'Dados da empresa só em content/company.ts; textos e links em footerContent (content/layout.ts).',
  behaviour: {
    interactions: ['"Preferências de cookies" reabre o banner de consentimento.', 'O botão fixo sai do caminho enquanto o formulário está na tela.'],
    keyboard: [...linksOnly, { keys: 'Enter', action: 'No botão fixo, rola até o formulário e leva o foco a ele.' }],
    motion: ['Rolagem suave até o formulário só sem movimento reduzido.'],
    touch: ['Botão fixo de 72 px de altura, na zona do polegar; telefone e e-mail são links tel: e mailto:.'],
  },
  accessibility: ['<footer> com listas nomeadas.', 'O perfil social abre em nova aba e diz isso ao leitor de tela.'],
  tests: ['tests/sections/footer.test.tsx', 'e2e/home-a.spec.ts'],
};

export const headerDoc: ComponentDoc = {
  title: 'Seções / Cabeçalho',
  name: 'Cabeçalho',
  purpose: 'A barra grafite no topo de cada página: a marca (volta ao início), as coleções e o evento, e o botão "Solicitar orçamento"; abaixo de 1024 px os links ficam atrás de Menu.',
  routes: [{ path: 'todas as rotas', where: 'Topo de cada página (src/app-shell.tsx).' }],
  files: ['src/sections/header/site-header.tsx'],
  storiesFile: 'stories/sections/header.stories.tsx',
  captions: {
    Desktop: 'A partir de 1024 px: links em linha e a chamada à direita.',
    Celular: 'Abaixo de 1024 px os links ficam atrás do botão Menu.',
    EmUmaColecao: 'Em /granitos o link da coleção fica marcado como página atual.',
  },
  components: [{ file: 'src/sections/header/site-header.tsx', export: 'SiteHeader', props: { company: 'Só o nome da empresa (a marca).', content: 'Links, chamada, rótulos do menu e da navegação.' } }],
  content: [{ file: 'content/layout.ts', exports: ['headerContent'], holds: 'Links, chamada e rótulos.' }],
  editing: 'Mude headerContent em content/layout.ts.',
  behaviour: {
    interactions: [
      'Menu abre e fecha a lista de links no celular; mudar de rota fecha o menu.',
      'O menu é um <details> nativo: o primeiro toque o abre antes de o código da página chegar, e sem JavaScript.',
    ],
    keyboard: [
      { keys: 'Tab', action: 'Marca, links, chamada, Menu.' },
      { keys: 'Enter / Espaço', action: 'No Menu, abre ou fecha a lista.' },
      { keys: 'Esc', action: 'Com o menu aberto, fecha e devolve o foco ao botão Menu.' },
    ],
    motion: ['O menu aparece sem animação e empurra a página para baixo, sem cobri-la.'],
    touch: ['Menu e links com alvos de 44 px.'],
  },
  accessibility: ['<header> e <nav> nomeada.', 'Menu é o <summary> de um <details>: o navegador anuncia aberto ou fechado; o link atual tem aria-current="page".', 'O texto do botão diz a ação (Menu / Fechar), não é só ícone.'],
  tests: ['e2e/routes.spec.ts', 'e2e/keyboard.spec.ts', 'e2e/native-controls.spec.ts', 'a11y/axe.spec.ts'],
};

export const consentDoc: ComponentDoc = {
  title: 'Seções / Consentimento de cookies',
  name: 'Consentimento de cookies',
  purpose: 'Pergunta se o visitante aceita as ferramentas de medição configuradas (Google tag, Meta pixel) antes de carregar qualquer uma; reaberto pelo rodapé.',
  routes: [{ path: 'todas as rotas', where: 'Banner fixo no pé da tela, só quando há o que perguntar ou quando reaberto.' }],
  files: ['src/sections/consent/consent-manager.tsx', 'src/sections/consent/consent-banner.tsx', 'src/sections/consent/consent-banner.styles.ts'],
  storiesFile: 'stories/sections/consent.stories.tsx',
  captions: {
    PrimeiraVisita: 'Primeira visita num build com Google tag e Meta pixel.',
    SoGoogleAnalytics: 'Só o Google Analytics configurado: o texto nomeia só ele.',
    Reaberto: 'Reaberto pelo rodapé: mostra a escolha guardada e recebe o foco.',
    SemFerramentas: 'Sem ferramentas: nunca aparece sozinho; pelo rodapé diz que nada está ativo.',
    Fluxo: 'O fluxo inteiro: aceitar, recusar e reabrir, com o armazenamento da história.',
  },
  frameHeights: { PrimeiraVisita: 320, SoGoogleAnalytics: 320, Reaberto: 340, SemFerramentas: 320, Fluxo: 420 },
  components: [
    {
      file: 'src/sections/consent/consent-manager.tsx',
      export: 'ConsentManager',
      props: { content: 'Textos do banner.', privacyHref: 'Link para a política de privacidade.', services: 'Ferramentas configuradas e como carregá-las (injetado em testes e histórias).' },
    },
    {
      file: 'src/sections/consent/consent-banner.tsx',
      export: 'ConsentBanner',
      props: {
        content: 'Textos do banner.',
        privacyHref: 'Link para a política de privacidade.',
        services: 'Ferramentas nomeadas no texto.',
        record: 'A escolha guardada, mostrada quando reaberto.',
        autoFocus: 'Leva o foco ao banner (quando o visitante o abriu).',
        onChoose: 'Chamado com accepted ou rejected.',
      },
    },
  ],
  content: [{ file: 'content/consent.ts', exports: ['consentContent'], holds: 'Título, texto, botões, nomes das ferramentas.' }],
  editing: 'Mude consentContent em content/consent.ts.',
  behaviour: {
    interactions: ['Aceitar guarda a escolha com a data, carrega as ferramentas e fecha.', 'Recusar guarda a recusa e não carrega nada.', 'Sem fechar sem escolher: o banner não tem botão só com ícone.'],
    keyboard: [
      { keys: 'Tab', action: 'Link da política, Aceitar, Recusar.' },
      { keys: 'Enter / Espaço', action: 'Escolhe; ao reabrir pelo rodapé o foco volta ao botão de origem depois.' },
    ],
    motion: ['Aparece sem animação.'],
    touch: ['Botões de mesmo peso e largura, 48 px de altura.'],
  },
  accessibility: ['Região nomeada pelo título; não rouba o foco quando aparece sozinho, recebe-o quando o visitante o abre.', 'Aceitar e recusar têm o mesmo peso visual.'],
  tests: ['tests/sections/consent.test.tsx', 'tests/lib/consent.test.ts', 'e2e/consent.spec.ts'],
};

export const compareDoc: ComponentDoc = {
  title: 'Seções / Comparação',
  name: 'Comparação de pedras e botão Comparar',
  purpose:
    'Até três pedras lado a lado: imagem, as seis características técnicas com a melhor de cada linha escrita por extenso, origem, idade, formação, selos e aplicações; o botão "Comparar" dos cartões do catálogo e da página de cada pedra; e a bandeja do catálogo, uma só por página, com as pedras escolhidas e "Ver comparação".',
  routes: [
    { path: '/comparar?pedras=taj-mahal,carrara', where: 'A página inteira: o endereço é a comparação (um link compartilhado abre a mesma).' },
    { path: '/granitos/branco-polar', where: 'O botão "Comparar" sob o nome de cada pedra, no painel.' },
    { path: '/pedras', where: 'O botão "Comparar" de cada cartão do catálogo, e a bandeja da comparação, fixa ao pé da tela quando há pedras escolhidas.' },
  ],
  files: [
    'src/sections/compare/comparison.tsx',
    'src/sections/compare/compare-table.tsx',
    'src/sections/compare/compare-table.styles.ts',
    'src/sections/compare/compare-stone-head.tsx',
    'src/sections/compare/compare-rows.ts',
    'src/sections/compare/compare-toggle.tsx',
    'src/sections/compare/compare-tray.tsx',
    'src/sections/compare/compare-announcer.tsx',
    'src/sections/compare/compare-fallback.tsx',
    'src/pages/compare-page.tsx',
    'src/lib/compare-selection.ts',
    'src/lib/use-compare-selection.ts',
    'src/lib/compare-best.ts',
  ],
  storiesFile: 'stories/sections/compare.stories.tsx',
  captions: {
    Vazio: 'Nenhuma pedra escolhida: um convite e o link para o catálogo.',
    UmaPedra: 'Uma pedra só: a tabela sem vencedores e o convite para escolher mais.',
    TresPedras: 'Quartzito, mármore e granito: cada linha nomeia a melhor, e "Melhor (empate)" onde duas empatam.',
    NomesMaisLongos: 'Os três nomes mais longos do catálogo nas colunas.',
    Celular360: 'No celular mais estreito (360 px): uma linha por característica, três colunas legíveis, sem rolagem lateral.',
    EnderecoComPedraDesconhecida: 'O endereço trazia uma pedra que não existe: ela fica de fora e o visitante é avisado.',
    BotaoComparar: 'O botão nos três estados: fora da comparação, dentro (com o link para ela) e com a comparação cheia.',
    BotaoCompararEscuro: 'O botão sobre fundo escuro.',
    BotaoNoCatalogo: 'O botão como o catálogo o usa: sem link ao lado (a bandeja da página leva à comparação), e o cartão termina nele.',
    Bandeja: 'A bandeja do catálogo com duas pedras: a contagem, os nomes e "Ver comparação (2)". No celular fica sobre a barra "Orçar projeto"; a partir de 1024 px, uma barra flutuante ao centro.',
    BandejaCheia: 'Três pedras (a comparação cheia): os nomes longos terminam em reticências, numa linha só.',
  },
  components: [
    {
      file: 'src/sections/compare/comparison.tsx',
      export: 'Comparison',
      props: {
        stones: 'As pedras do endereço, na ordem escolhida (nenhuma: o convite vazio).',
        content: 'Textos da página: vazio, avisos, tabela, "Orçar com estas pedras".',
        figureLabels: 'Nomes das seis características, os mesmos da ficha técnica das páginas das pedras.',
        dropped: 'O endereço citava pedras que o catálogo não tem: o aviso aparece.',
        onRemove: 'Retira uma pedra (o botão "Retirar" de cada coluna).',
        onClear: 'Esvazia a comparação.',
        more: 'Outro caminho com estas pedras: o link "Ver estas pedras no ambiente".',
      },
    },
    {
      file: 'src/sections/compare/compare-table.tsx',
      export: 'CompareTable',
      props: {
        stones: 'Uma a três pedras, na ordem escolhida.',
        labels: 'Legenda, "Melhor", "Melhor (empate)", "maior/menor é melhor" e os nomes das linhas de texto.',
        figureLabels: 'Nomes das seis características.',
        onRemove: 'Retira uma pedra; sem ela, nenhuma coluna tem botão.',
      },
    },
    {
      file: 'src/sections/compare/compare-toggle.tsx',
      export: 'CompareToggle',
      props: {
        stone: 'Slug da pedra, como o endereço da comparação o escreve.',
        name: 'Nome da pedra, no nome acessível do botão e nos anúncios.',
        labels: 'Rótulos do botão e do link, e os anúncios da região ao vivo.',
        tone: 'Claro (padrão) ou escuro.',
        store: 'Onde a seleção vive: o armazenamento do navegador, ou um em memória nas histórias e testes.',
        withLink: 'O link "Ver comparação (n)" ao lado do botão (padrão, na página da pedra); o catálogo o deixa de fora e mostra a bandeja.',
      },
    },
    {
      file: 'src/sections/compare/compare-tray.tsx',
      export: 'CompareTray',
      props: {
        labels: 'Nome da bandeja ("Sua comparação"), a contagem ("{count} de {max} pedras") e o texto do link.',
        names: 'O nome de cada pedra, pelo slug.',
        store: 'Onde a seleção vive: o armazenamento do navegador, ou um em memória nas histórias e testes.',
      },
    },
    { file: 'src/sections/compare/compare-announcer.tsx', export: 'CompareAnnouncer', props: {} },
  ],
  content: [
    { file: 'content/stone-comparison.ts', exports: ['compareContent'], holds: 'Todos os textos da comparação e do botão.' },
    { file: 'content/catalogue.ts', exports: ['catalogueStones'], holds: 'As pedras, com os números de cada característica.' },
    { file: 'content/collections/stone-labels.ts', exports: ['collectionLabels'], holds: 'Nomes das seis características.' },
  ],
  editing: 'Os textos estão em content/stone-comparison.ts; os números de cada pedra, em content/stone-figures.ts (a tabela só os lê).',
  behaviour: {
    interactions: [
      '"Comparar" põe a pedra na comparação ou a tira; com três pedras, uma quarta é recusada e o anúncio diz como liberar lugar.',
      'A seleção fica no navegador (até três pedras) e vale em todas as abas; o endereço /comparar?pedras=a,b,c é a comparação, e abri-lo faz dela a seleção do visitante.',
      'Em cada linha técnica a melhor pedra leva "Melhor" escrito (não só a cor): maior é melhor em dureza, densidade, resistência e durabilidade; menor é melhor em absorção e manutenção; valores iguais em todas não têm vencedor.',
      '"Orçar com estas pedras" abre o formulário em /?pedras=a,b,c#budget: material da família pré-selecionado ("Ainda não sei" se as famílias diferem), pedras gravadas no pedido e nomeadas no WhatsApp.',
      'No catálogo, a bandeja sobe ao pé da tela com a primeira pedra escolhida e sai quando a seleção esvazia: é fixa, então aparece e some sem mover nada da página; os cartões não guardam espaço para ela.',
    ],
    keyboard: [
      { keys: 'Tab', action: 'Botão "Comparar", link "Ver comparação" (na página da pedra, logo depois do botão; no catálogo, o da bandeja, depois dos cartões); na tabela, o nome de cada pedra (link) e "Retirar".' },
      { keys: 'Enter / Espaço', action: 'Alterna a pedra na comparação.' },
    ],
    motion: ['Só a troca de cor do botão (200 ms); nada se move.'],
    touch: ['Alvos de 44 px; abaixo de 768 px cada característica é uma linha com as pedras lado a lado, sem rolagem lateral.'],
  },
  accessibility: [
    'O botão é um button com aria-pressed e nome "Comparar <pedra>"; o ícone troca de + para ✓, além do preenchimento.',
    'Uma só região aria-live="polite" por página (a página a desenha uma vez, por mais botões que tenha) anuncia cada mudança: "Taj Mahal entrou na comparação: 2 de 3 pedras"; "Retirar" na comparação também.',
    'A bandeja é um landmark complementar ("Sua comparação") sem região ao vivo própria: quem anuncia é o anunciador da página. Enquanto ela aparece, o scroll-padding-bottom da página cresce com ela, de modo que o foco levado pelo Tab nunca fica atrás dela (WCAG 2.4.11), e a página ganha ao fim o espaço que ela ocupa.',
    'A comparação é uma tabela de verdade (legenda, cabeçalhos de coluna com o nome da pedra e de linha com a característica), com papéis ARIA explícitos porque o layout do celular muda o display.',
    'Na impressão saem o cabeçalho, o rodapé, os botões e os fundos; as linhas não se partem entre páginas.',
  ],
  tests: [
    'tests/lib/compare-selection.test.ts',
    'tests/lib/compare-best.test.ts',
    'tests/sections/compare-rows.test.ts',
    'tests/sections/compare.test.tsx',
    'tests/lib/budget-stone.test.ts',
    'e2e/compare.spec.ts',
    'a11y/axe.spec.ts',
  ],
};

export const visualizerDoc: ComponentDoc = {
  title: 'Seções / Visualizador',
  name: 'Visualizador de ambientes e link "Ver no ambiente"',
  purpose:
    'A pedra no ambiente: qualquer uma das 23 pedras na bancada, na ilha, na parede ou no piso de quatro ambientes gerados (cozinha, banheiro, área gourmet, sala), em perspectiva e no tamanho real de uma chapa de 3,20 m, com o caminho para a estimativa e o orçamento.',
  routes: [
    { path: '/visualizar?ambiente=cozinha&bancada=taj-mahal&parede=carrara', where: 'A página inteira: o endereço é a escolha (um link compartilhado mostra o mesmo ambiente).' },
    { path: '/quartizitos/taj-mahal', where: 'O link "Ver no ambiente" no painel de cada pedra.' },
    { path: '/pedras', where: 'O link "Ver no ambiente" de cada cartão do catálogo.' },
    { path: '/comparar?pedras=taj-mahal,carrara', where: '"Ver estas pedras no ambiente": uma pedra em cada superfície da cozinha.' },
  ],
  files: [
    'src/sections/visualizer/visualizer.tsx',
    'src/sections/visualizer/visualizer-rules.ts',
    'src/sections/visualizer/visualizer-dom.ts',
    'src/sections/visualizer/room-picture.tsx',
    'src/sections/visualizer/stone-choices.tsx',
    'src/sections/visualizer/stone-choices.styles.ts',
    'src/sections/visualizer/see-in-room-link.tsx',
    'src/pages/visualizer-page.tsx',
    'src/lib/visualizer-geometry.ts',
    'src/lib/visualizer-selection.ts',
    'src/lib/visualizer-links.ts',
  ],
  storiesFile: 'stories/sections/visualizer.stories.tsx',
  captions: {
    Cozinha: 'A cozinha com as pedras padrão: bancada, ilha com cascata e parede da bancada.',
    Banheiro: 'O banheiro: bancada do lavatório e a parede inteira em pedra.',
    AreaGourmet: 'A área gourmet: bancada e a parede da churrasqueira.',
    Sala: 'A sala: o piso em placas de 80 cm cortadas da chapa.',
    PoucoIndicada: 'Carrara na bancada da cozinha: oferecida, marcada "Pouco indicada", com o motivo sob as amostras.',
    NomesMaisLongos: 'Os nomes mais longos do catálogo nas três superfícies.',
    Celular360: 'No celular mais estreito (360 px): o ambiente em cima, as amostras numa fileira que rola de lado.',
    LinkVerNoAmbiente: 'O link dos cartões, das páginas das pedras e da comparação.',
  },
  components: [
    {
      file: 'src/sections/visualizer/visualizer.tsx',
      export: 'Visualizer',
      props: {
        rooms: 'Os ambientes com suas superfícies, as opções de cada uma, o rótulo da imagem e os links de estimativa e orçamento.',
        layers: 'A geometria gerada (content/visualizer-layers.ts): tamanho da imagem, da chapa e as faces de cada superfície.',
        stoneSlugs: 'Todas as pedras oferecidas (uma regra de estilo para cada).',
        initialRoom: 'O ambiente que os botões mostram de início; lido uma vez (daí em diante os botões guardam a escolha).',
        initialStones: 'A pedra de início de cada superfície, por ambiente; lida uma vez.',
        initialActiveSurface: 'A superfície cujas amostras aparecem de início, por ambiente; lida uma vez.',
        labels: 'Legendas, "Pouco indicada", os botões e a nota honesta.',
        announcement: 'O que a região ao vivo diz quando uma pedra muda.',
        asked: 'A escolha pedida pelo endereço, lida quando o script roda e aplicada aos botões (menos onde o visitante já mudou).',
        onChoices: 'O estado dos botões: quando o script começa e depois do quadro que mostra cada mudança, com a mudança.',
      },
    },
    {
      file: 'src/sections/visualizer/room-picture.tsx',
      export: 'RoomPicture',
      props: {
        room: 'O ambiente.',
        layers: 'A geometria gerada.',
        label: 'O que a imagem mostra, em palavras: o ambiente e a pedra de cada superfície.',
        sizes: 'O atributo sizes da foto do ambiente.',
        priority: 'Na primeira tela: carrega já.',
      },
    },
    {
      file: 'src/sections/visualizer/stone-choices.tsx',
      export: 'StoneChoices',
      props: {
        room: 'O ambiente (nome do formulário e dos ids).',
        roomLabel: 'Nome acessível do formulário.',
        surfaces: 'As superfícies, cada uma com todas as pedras, o veredito e o motivo.',
        initialStones: 'A pedra marcada de início em cada superfície (daí em diante os botões guardam a escolha).',
        initialActiveSurface: 'A superfície aberta de início.',
        labels: 'Legendas, "Pouco indicada", "Com cuidados" e a nota das escolhas.',
      },
    },
    {
      file: 'src/sections/visualizer/see-in-room-link.tsx',
      export: 'SeeInRoomLink',
      props: {
        href: 'O endereço do visualizador com a pedra (ou as pedras) já nas superfícies.',
        children: 'O texto visível: "Ver no ambiente".',
        label: 'Nome acessível com a pedra: "Ver Taj Mahal no ambiente".',
        tone: 'Claro (padrão) ou escuro.',
      },
    },
  ],
  content: [
    { file: 'content/visualizer.ts', exports: ['visualizerRooms', 'visualizerContent'], holds: 'Os ambientes, suas superfícies, a regra de uso de cada uma, as pedras padrão e todos os textos.' },
    { file: 'content/visualizer-layers.ts', exports: ['visualizerLayers'], holds: 'Gerado por npm run assets -- --visualizer: as faces de cada superfície e o peso de cada textura.' },
    { file: 'content/stone-uses.ts', exports: ['stoneUses'], holds: 'As regras que dizem se uma pedra é indicada para a superfície.' },
    { file: 'content/visualizer-links.ts', exports: ['visualizerLinks'], holds: 'O texto dos links "Ver no ambiente" e o ambiente que eles abrem, fora do código do visualizador.' },
  ],
  editing: 'Os textos e os ambientes estão em content/visualizer.ts; os desenhos dos ambientes em scripts/assets/scenes-visualizer.mjs (depois, npm run assets -- --visualizer).',
  behaviour: {
    interactions: [
      'Cada escolha é um rádio de verdade: o ambiente, a superfície e a pedra. A folha de estilo segue o rádio marcado (:has), então a imagem muda também sem JavaScript; o script só mantém o endereço e o rótulo da imagem em dia.',
      'A imagem é montada pelo navegador: a foto do ambiente, a pedra de cada superfície numa camada com matrix3d (perspectiva) sob a máscara da superfície, a luz multiplicada e o brilho do polido somado. Só a textura da pedra escolhida é baixada.',
      'Toda pedra pode ir a toda superfície; a pouco indicada é marcada e o motivo, tirado dos números dela, aparece sob as amostras.',
      '"Estimar este ambiente" abre /estimativa?ambiente=…&pedras=…; "Pedir orçamento com estas pedras" abre /?pedras=…&ambiente=…#budget.',
    ],
    keyboard: [
      { keys: 'Tab', action: 'Ambientes, superfícies, amostras (cada grupo é uma parada), os dois botões.' },
      { keys: 'Setas', action: 'Dentro de um grupo, passam de um rádio a outro e já escolhem.' },
    ],
    motion: ['Nada se move: a troca da pedra é instantânea.'],
    touch: ['Alvos de 44 px ou mais; no celular as amostras rolam de lado numa fileira e o ambiente fica preso no alto enquanto se escolhe.'],
  },
  accessibility: [
    'O ambiente é uma imagem (role="img") com rótulo: "Cozinha com bancada em Taj Mahal, ilha em Mont Blanc e parede da bancada em Carrara".',
    'Uma região aria-live="polite" diz cada troca ("Bancada: Taj Mahal").',
    'Cada amostra é um rádio com o nome da pedra (e "Pouco indicada" quando for); o motivo é a descrição do rádio.',
  ],
  tests: ['tests/lib/visualizer-geometry.test.ts', 'tests/lib/visualizer-selection.test.ts', 'tests/sections/visualizer-dom.test.ts', 'e2e/visualizer.spec.ts', 'e2e/visualizer-no-script.spec.ts', 'a11y/axe.spec.ts'],
};

export const estimateDoc: ComponentDoc = {
  title: 'Seções / Estimativa',
  name: 'Estimativa de bancada (/estimativa)',
  purpose:
    '"Quanto custa a sua bancada?": o visitante desenha a peça (reta, em L, em U, com ilha, com península, peças avulsas), escolhe até três pedras ou uma coleção e lê, por pedra, a área com a perda da chapa, os metros de acabamento, os recortes, as emendas, a instalação e a faixa de preço, tirada da tabela de referência datada; depois leva a estimativa ao formulário de orçamento.',
  routes: [
    { path: '/estimativa', where: 'A página inteira: o endereço é o desenho (?forma=l&a=300x60&b=180x60&pedras=taj-mahal).' },
    { path: '/pedras', where: 'O link "Estimar com esta pedra" de cada cartão do catálogo.' },
    { path: '/comparar?pedras=taj-mahal,carrara', where: '"Estimar com estas pedras".' },
    { path: '/', where: 'O link "Quanto custa?" no cabeçalho e na seção do orçamento.' },
  ],
  files: [
    'src/sections/estimate/estimate-workspace.tsx',
    'src/sections/estimate/shape-editor.tsx',
    'src/sections/estimate/estimate-fields.tsx',
    'src/sections/estimate/estimate-plan.tsx',
    'src/sections/estimate/estimate-card.tsx',
    'src/sections/estimate/estimate-fallback.tsx',
    'src/pages/estimate-page.tsx',
    'src/lib/estimate/estimate.ts',
    'src/lib/estimate/estimate-view.ts',
    'src/lib/estimate/estimate-form.ts',
    'src/lib/estimate/estimate-schema.ts',
    'src/lib/estimate/sketch.ts',
    'content/pt-br-format.mjs',
  ],
  storiesFile: 'stories/sections/estimate.stories.tsx',
  captions: {
    UmaPedra: 'Uma cozinha reta em Taj Mahal: a planta, as linhas da estimativa e a faixa total.',
    TresPedras: 'A mesma cozinha em três pedras, lado a lado: um cartão por pedra.',
    Colecao: 'Área gourmet sem pedra escolhida: a faixa da coleção.',
    Ultracompacto: 'Cozinha sem pedra escolhida, em ultracompacto (superfície sinterizada) a 1,2 cm: um cartão com a faixa de referência e a nota de que a marca e a cor se escolhem com a equipe.',
    ValoresMaisLongos: 'Os maiores valores que o editor aceita e os nomes mais longos: nada transborda.',
    MedidasRecusadas: 'Medidas que uma marmoraria recusa: o motivo ao lado de cada campo e a última estimativa válida mantida.',
    Em360px: 'No celular mais estreito (360 px).',
    Planta: 'A planta sozinha: peças em escala, cotas, emendas e recortes.',
    Cartao: 'O cartão de uma pedra sozinho: as linhas alinhadas como um orçamento.',
    Editor: 'O editor de forma sozinho: no L, a ponta do lado B começa livre.',
    PontasLivres: 'Uma bancada reta com as duas pontas livres: cada ponta entra nas bordas, aqui em meia-esquadria, e a planta a marca.',
    EditorSinterizado: 'O editor com o ultracompacto (superfície sinterizada) escolhido no lugar da coleção: 1,2 cm entre as espessuras.',
    EditorEspessuraAjustada: 'Uma pedra entrou numa estimativa a 1,2 cm, espessura só do ultracompacto: a espessura volta para 2 cm e o motivo fica ao lado.',
    EnvioDaEstimativa:
      'O formulário aberto por "Pedir orçamento com esta estimativa" (uma ilha com as pontas em meia-esquadria), no resumo: o Supabase simulado responde 201 e a estimativa é gravada com o pedido.',
    EnvioDaEstimativaComErroDeInsercao: 'O mesmo envio recusado pela tabela (400, violação de CHECK): o pedido segue pelo chat e nada fica no navegador.',
    EnvioDaEstimativaComExcecao: 'O mesmo envio com a rede caída: o pedido, com a estimativa, espera na caixa de saída e é reenviado.',
  },
  components: [
    {
      file: 'src/sections/estimate/estimate-workspace.tsx',
      export: 'EstimateWorkspace',
      props: {
        content: 'Os textos do editor, da planta, do cartão, das notas, do envio e das mensagens.',
        table: 'A tabela de preços de referência (content/estimate-prices.ts).',
        stones: 'As pedras oferecidas, com preço, chapa e textura.',
        initialValues: 'O desenho inicial (do endereço, do rascunho ou o padrão do ambiente).',
        onValidChange: 'Cada desenho aceito, ao mudar: a página o guarda no endereço.',
        onSend: '"Pedir orçamento com esta estimativa".',
      },
    },
    {
      file: 'src/sections/estimate/shape-editor.tsx',
      export: 'ShapeEditor',
      props: {
        content: 'Os textos do editor.',
        values: 'O desenho atual.',
        errors: 'O motivo de cada medida recusada, ao lado do campo.',
        stones: 'As pedras que se podem escolher.',
        thicknesses: 'As espessuras oferecidas: 1,2 cm só quando tudo o que se estima é sinterizado (o ultracompacto).',
        thicknessNote: 'Por que a espessura mudou sozinha (1,2 cm virou 2 cm quando entrou uma pedra, ou uma coleção de pedras, no lugar do ultracompacto).',
        onChange: 'Mudou um campo (a mesma função a cada desenho: os blocos que não mudaram não são desenhados de novo).',
        whole: 'Falso enquanto a página ainda se desenha: só o ambiente, o formato e as peças; as pedras e os detalhes vêm no passo seguinte.',
      },
    },
    {
      file: 'src/sections/estimate/estimate-fields.tsx',
      export: 'NumberField',
      props: {
        name: 'O nome do campo no formulário.',
        label: 'O rótulo visível.',
        value: 'O valor digitado.',
        error: 'O motivo da recusa, ao lado do campo.',
        hint: 'Uma dica sob o rótulo.',
        unit: 'A unidade mostrada dentro do campo (cm).',
        onChange: 'Mudou o valor.',
      },
    },
    {
      file: 'src/sections/estimate/estimate-plan.tsx',
      export: 'EstimatePlan',
      props: {
        content: 'Os textos da planta.',
        editor: 'Os nomes das peças, como o editor os diz.',
        sketch: 'O desenho.',
        pieces: 'As peças calculadas, com emendas e recortes.',
        slabLengthCm: 'O comprimento da chapa, que decide onde ficam as emendas.',
        textureUrl: 'A textura da primeira pedra, clara dentro das peças.',
      },
    },
    {
      file: 'src/sections/estimate/estimate-card.tsx',
      export: 'EstimateCard',
      props: {
        content: 'Os textos do cartão.',
        card: 'As linhas e a faixa total de uma pedra.',
        finishNames: 'O nome de cada acabamento de borda: a linha das bordas diz os metros de cada um.',
        thicknessCm: 'A espessura.',
        installation: 'Se a instalação entra.',
      },
    },
    {
      file: 'src/sections/estimate/estimate-fallback.tsx',
      export: 'EstimateFallback',
      props: {
        content: 'Os textos da página sem JavaScript.',
        dateLabel: 'A data da tabela de referência.',
        stones: 'Cada pedra com o preço por m² de referência.',
        formHref: 'O link para o formulário de orçamento.',
      },
    },
  ],
  content: [
    { file: 'content/estimate.ts', exports: ['estimateContent'], holds: 'Todos os textos da página, do editor, da planta, dos cartões e das mensagens.' },
    { file: 'content/estimate-prices.ts', exports: ['estimatePrices'], holds: 'A tabela de preços de referência, datada: m² por pedra e espessura, bordas por metro, recortes, instalação, chapa e perdas.' },
    { file: 'content/estimate-links.ts', exports: ['estimateLinks'], holds: 'Os textos dos links para a estimativa nas outras páginas.' },
  ],
  editing: 'Os textos estão em content/estimate.ts; os preços, só em content/estimate-prices.ts (com a data da tabela).',
  behaviour: {
    interactions: [
      'Cada medida muda a planta e as faixas na hora; uma medida recusada mostra o motivo ao lado do campo e a última estimativa válida fica na tela.',
      'Um acabamento vale para todas as bordas visíveis; "Escolher o acabamento de cada borda" abre um seletor por borda de cada peça (a frente de uma bancada, as quatro laterais de uma ilha, os lados e a ponta de uma península). Cada borda é cobrada pelo seu acabamento, a planta as traça (em bronze as de acabamento próprio) e o endereço leva só as que diferem (bordas=ilha.esquerda:meia-esquadria).',
      'O desenho inteiro fica no endereço (um link compartilhado ou um recarregamento mostram a mesma estimativa) e no rascunho do navegador.',
      '"Pedir orçamento com esta estimativa" abre o formulário com ambiente, aplicação, área, material, pedras e investimento já respondidos, e o pedido guarda a estimativa (coluna estimate).',
      'Sem JavaScript, a página lista o preço de referência por m² de cada pedra e leva ao formulário.',
    ],
    keyboard: [
      { keys: 'Tab', action: 'Forma, medidas, detalhes, pedras e o botão de envio, na ordem da leitura.' },
      { keys: 'Setas', action: 'Dentro de um grupo de rádios (forma, espessura), passam de uma opção a outra.' },
      { keys: 'Enter ou Espaço', action: 'Sobre "Escolher o acabamento de cada borda", abre ou fecha os seletores de cada borda.' },
    ],
    motion: ['Nada se move: a planta e as faixas mudam de uma vez.'],
    touch: ['Campos numéricos com teclado numérico; alvos de 44 px ou mais.'],
  },
  accessibility: [
    'Cada controle é um campo de formulário com rótulo; o motivo de uma recusa é a descrição do campo (aria-describedby) e o marca como inválido.',
    'A planta é um desenho escondido dos leitores de tela; a lista sob ela diz as mesmas peças, medidas, acabamentos de cada borda, emendas e recortes em texto.',
    'Os seletores de cada borda ficam num <details> nativo (abre pelo teclado e diz se está aberto), agrupados por peça num fieldset com legenda ("Ilha: bordas").',
    'A nova faixa é anunciada com educação (aria-live="polite") quando muda.',
  ],
  tests: [
    'tests/lib/estimate/estimate.test.ts',
    'tests/lib/estimate/estimate-form.test.ts',
    'tests/content/estimate-prices.test.ts',
    'tests/server/estimate-column.test.ts',
    'tests/emails/lead-email-model.test.ts',
    'tests/sections/estimate-send.test.tsx',
    'e2e/estimate.spec.ts',
    'a11y/axe.spec.ts',
    'e2e/workbench.spec.ts',
  ],
};

/** Sending the estimate under each answer of the mocked Supabase (mocks/supabase.ts), with the story that answers that way. */
export const estimateSendScenarioDocs: SupabaseScenarioDoc[] = [
  {
    scenario: 'success',
    story: 'EnvioDaEstimativa',
    label: 'Sucesso',
    answer: '201, sem corpo. A linha leva a estimativa na coluna estimate (peças, bordas com o acabamento de cada uma, recortes, faixas).',
    visitor: 'O aviso de pedido registrado, o cartão de sucesso e o WhatsApp aberto; a estimativa guardada no navegador é apagada.',
    outbox: 'Gravado antes do envio, removido com a confirmação.',
  },
  {
    scenario: 'insertError',
    story: 'EnvioDaEstimativaComErroDeInsercao',
    label: 'Erro de inserção',
    answer: '400 com violação de CHECK (23514), como a tabela responde a uma estimativa fora dos limites de budget_requests_estimate_shape.',
    visitor: 'O erro vai para o console; o pedido segue no chat com nome e telefone, e o visitante vê o sucesso de sempre.',
    outbox: 'Removido: nada de dados pessoais fica no navegador (decisão 007).',
  },
  {
    scenario: 'exception',
    story: 'EnvioDaEstimativaComExcecao',
    label: 'Exceção (rede)',
    answer: 'Falha de rede (Failed to fetch, status 0).',
    visitor: '"Redirecionando..." e o chat de contingência com nome e telefone.',
    outbox: 'A linha, com a estimativa, fica na caixa de saída e é reenviada após 15 s, 60 s e 5 min, depois a cada visita.',
  },
];

export const sectionDocs = [headerDoc, heroDoc, processDoc, stoneCarouselDoc, finishesDoc, portfolioDoc, testimonialsDoc, brandDoc, faqDoc, footerDoc, consentDoc, compareDoc, visualizerDoc, estimateDoc];
