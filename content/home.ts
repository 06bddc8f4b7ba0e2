import type { HeroContent, PortfolioFilter, PortfolioCategory, SectionHeading } from './types';
import { deepFreeze } from './deep-freeze';

export const hero: HeroContent = deepFreeze({
  eyebrow: 'Marmoraria premium · Rio de Janeiro',
  headline: 'A pedra é matéria. A obra é assinatura.',
  headlineEmphasis: 'assinatura',
  lead:
    'Curadoria de rochas naturais e superfícies ultracompactas, projeto executivo de cada peça e instalação acompanhada do início ao fim.',
  cta: 'Quero orçar meu projeto',
  stats: [
    { value: '500+', label: 'projetos premium' },
    { value: '1000+', label: 'materiais premium' },
    { value: '98%', label: 'clientes satisfeitos' },
  ],
  architect: {
    name: 'Helena Vasconcellos',
    role: 'Arquiteta, Rio de Janeiro',
    quote:
      'Recebo o desenho de cada peça com a paginação dos veios antes do corte. É o que me deixa tranquila para especificar pedra em projetos exigentes.',
  },
  image: {
    src: 'hero/hero',
    alt: 'Ilustração de uma cozinha com ilha monolítica em quartzito Taj Mahal, creme com veios dourados, sob luz suave',
    ratio: 3 / 2,
  },
} satisfies HeroContent);

export const processHeading: SectionHeading = deepFreeze({
  eyebrow: 'Processo',
  title: 'O método Lavra',
  lead: 'Seis etapas, um responsável do começo ao fim. Toque ou passe o cursor sobre cada etapa para ver o que acontece nela.',
});

export const carouselHeading: SectionHeading = deepFreeze({
  eyebrow: 'Curadoria',
  title: 'Pedras escolhidas chapa a chapa',
  lead: 'Uma seleção do que está em nossos pátios agora: rochas de personalidade forte, avaliadas uma a uma antes de chegar ao seu projeto.',
});

export const carouselLabels = deepFreeze({
  applications: 'Aplicações',
  characteristics: 'Características',
  previous: 'Pedra anterior',
  next: 'Próxima pedra',
  /** Accessible name of a dot indicator; {name} is replaced by the stone's name. */
  goTo: 'Ver {name}',
  position: '{current} de {total}',
});

export const finishesHeading: SectionHeading = deepFreeze({
  eyebrow: 'Acabamentos',
  title: 'A mesma pedra, oito superfícies',
  lead: 'O acabamento muda a cor, o toque e o desempenho da pedra. Escolha um para ver onde ele funciona melhor.',
});

export const finishesLabels = deepFreeze({
  applications: 'Onde usar',
  characteristics: 'Características',
  selectorLabel: 'Escolha um acabamento',
});

export const processLabels = deepFreeze({
  step: 'Etapa',
  details: 'O que inclui',
});

export const portfolioHeading: SectionHeading = deepFreeze({
  eyebrow: 'Portfólio',
  title: 'Projetos que Assinamos',
  lead: 'Cozinhas, banheiros, áreas gourmet e mobiliário executados no Rio de Janeiro, cada um com um desafio próprio.',
});

export const portfolioStats = deepFreeze([
  { value: '500+', label: 'projetos executados' },
  { value: '98%', label: 'satisfação' },
] as const);

export const featuredBadge = 'Projeto em Destaque';

/** Plural labels of the filter buttons. */
export const portfolioFilterLabels: Readonly<Record<PortfolioFilter, string>> = deepFreeze({
  todos: 'Todos',
  cozinha: 'Cozinhas',
  banheiro: 'Banheiros',
  mobiliario: 'Mobiliário',
  'area-gourmet': 'Área gourmet',
  escada: 'Escadas',
});

/** Singular labels shown on a project card. */
export const portfolioCategoryLabels: Readonly<Record<PortfolioCategory, string>> = deepFreeze({
  cozinha: 'Cozinha',
  banheiro: 'Banheiro',
  mobiliario: 'Mobiliário',
  'area-gourmet': 'Área gourmet',
  escada: 'Escada',
});

export const portfolioLabels = deepFreeze({
  filterGroup: 'Filtrar projetos por categoria',
  material: 'Material',
  finish: 'Acabamento',
  location: 'Local',
  year: 'Ano',
  challenge: 'Desafio',
  solution: 'Solução',
  result: 'Resultado',
  empty: 'Ainda não publicamos projetos desta categoria. Conte-nos o seu: ele pode ser o primeiro.',
});

export const portfolioClosing = deepFreeze({
  title: 'O próximo projeto pode ser o seu',
  text: 'Envie as plantas ou apenas a ideia. Devolvemos uma proposta com material, acabamento e prazo definidos.',
  button: 'Quero orçar meu projeto',
});

/** Every portfolio text besides the projects, as the section takes them (PortfolioTexts). */
export const portfolioTexts = deepFreeze({
  stats: portfolioStats,
  featuredBadge,
  filterLabels: portfolioFilterLabels,
  categoryLabels: portfolioCategoryLabels,
  labels: portfolioLabels,
  closing: portfolioClosing,
});

export const testimonialsHeading: SectionHeading = deepFreeze({
  eyebrow: 'Depoimentos',
  title: 'Vozes Autênticas',
  lead: 'Clientes contam, com as próprias palavras, como foi ter a Lavra na obra.',
});

export const testimonialsLabels = deepFreeze({
  videoSoon: 'Vídeo em breve',
  videoOf: 'Depoimento em vídeo de {author}',
});

export const testimonialsClosing = deepFreeze({
  title: 'Sua Voz Pode Ser a Próxima',
  text: 'Cada depoimento começou com uma conversa sobre um ambiente. Conte-nos sobre o seu.',
  button: 'Iniciar Meu Projeto',
});

export const faqHeading: SectionHeading = deepFreeze({
  eyebrow: 'Dúvidas',
  title: 'Perguntas frequentes',
  lead: 'Prazos, garantia, área de atendimento e o que você precisa para pedir um orçamento.',
});

export const budgetHeading: SectionHeading = deepFreeze({
  eyebrow: 'Orçamento',
  title: 'Conte-nos sobre o seu projeto',
  lead: 'Cinco etapas curtas. Nossa equipe técnica analisa as informações e responde em até 24 horas.',
});

// Frame texts (footer, skip link, 404 and error pages) live in content/layout.ts.
export const seo = deepFreeze({
  home: {
    title: 'Lavra | Marmoraria premium no Rio de Janeiro',
    description:
      'Mármores, granitos, quartzitos e ultracompactos com curadoria, projeto executivo e instalação no Rio de Janeiro. Peça seu orçamento sem compromisso.',
  },
  notFound: {
    title: 'Página não encontrada | Lavra',
    description:
      'O endereço procurado não existe ou mudou de lugar. Volte à página inicial da Lavra para conhecer nossas pedras naturais, projetos e pedir um orçamento.',
  },
});
