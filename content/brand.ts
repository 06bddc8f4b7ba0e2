import type { BrandContent } from './types';
import { comparisonRows } from './brand-comparison';
import { deepFreeze } from './deep-freeze';

export const brand: BrandContent = deepFreeze({
  eyebrow: 'Diferenciais',
  title: 'Por que escolher a Lavra?',
  lead: 'Estrutura de fábrica, cuidado de ateliê: uma equipe que responde pela pedra desde a escolha da chapa até muito depois da entrega.',
  counters: [
    { target: 2000, prefix: '+', suffix: ' m²', label: 'executados' },
    { target: 500, prefix: '+', suffix: '', label: 'projetos' },
    { target: 98, prefix: '', suffix: '%', label: 'de satisfação' },
  ],
  defaultPanel: {
    video: { src: '/media/video/factory.mp4', poster: '/media/video/factory-poster.webp' },
    title: 'Nossa estrutura garante seu prazo',
    subtitle: 'Capacidade produtiva para entregar no tempo certo, sempre.',
  },
  features: [
    {
      icon: 'consultoria',
      title: 'Consultoria com compatibilização de projeto',
      description:
        'Cruzamos o projeto de pedras com marcenaria, elétrica e hidráulica antes do corte, para que cada peça chegue certa à obra.',
      media: {
        kind: 'video',
        video: { src: '/media/video/feature-consultoria.mp4', poster: '/media/video/feature-consultoria-poster.webp' },
      },
      videoTitle: 'Cada peça desenhada antes do corte',
      videoSubtitle: 'Paginação de veios, emendas e recortes aprovados com você e o arquiteto.',
    },
    {
      icon: 'fabricas',
      title: 'Rede de fábricas parceiras',
      description:
        'Distribuímos a produção entre fábricas selecionadas e supervisionadas, o que nos dá fôlego para projetos grandes e prazos curtos.',
      media: {
        kind: 'video',
        video: { src: '/media/video/feature-fabricas.mp4', poster: '/media/video/feature-fabricas-poster.webp' },
      },
      videoTitle: 'Capacidade de quem tem várias fábricas',
      videoSubtitle: 'Produção distribuída, com o mesmo padrão de acabamento em todas.',
    },
    {
      icon: 'importadas',
      title: 'Rochas exclusivas importadas',
      description:
        'Mármores da Itália e granitos e quartzitos da Índia selecionados por lote, ao lado do melhor das jazidas brasileiras.',
      media: {
        kind: 'video',
        video: { src: '/media/video/feature-importadas.mp4', poster: '/media/video/feature-importadas-poster.webp' },
      },
      videoTitle: 'Da Itália e da Índia para o seu projeto',
      videoSubtitle: 'Lotes escolhidos chapa a chapa, com procedência conhecida.',
    },
    {
      icon: 'pos-obra',
      title: 'Suporte pós-obra',
      description:
        'Impermeabilização inicial, manual de cuidados e uma equipe que volta à obra quando você precisa, dentro da garantia.',
      media: {
        kind: 'video',
        video: { src: '/media/video/feature-pos-obra.mp4', poster: '/media/video/feature-pos-obra-poster.webp' },
      },
      videoTitle: 'A entrega não encerra o atendimento',
      videoSubtitle: '2 anos de garantia na instalação e 1 ano nos produtos.',
    },
    {
      icon: 'cashback',
      title: 'Cashback para arquitetos',
      description:
        'Arquitetos e designers parceiros recebem cashback nos projetos especificados, além de atendimento técnico dedicado ao escritório.',
      media: {
        kind: 'video',
        video: { src: '/media/video/feature-cashback.mp4', poster: '/media/video/feature-cashback-poster.webp' },
      },
      videoTitle: 'Parceria que reconhece quem especifica',
      videoSubtitle: 'Programa de cashback e suporte técnico para escritórios.',
    },
  ],
  comparison: {
    title: 'Lavra e mercado comum, lado a lado',
    productLabel: 'Lavra',
    marketLabel: 'Mercado comum',
    rows: comparisonRows,
  },
  cta: 'Falar com especialista',
} satisfies BrandContent);
