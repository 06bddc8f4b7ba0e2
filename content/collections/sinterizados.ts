import type { CollectionPage, StoneFigures } from '../types';
import { deepFreeze } from '../deep-freeze';
import { durabilityLevels, maintenanceLevels } from '../stone-figures';
import { collectionStone, firstWord } from './stone-badges';

// Published at /sinterizados, but the page presents dolomitic marbles: title 'Mármore Dolomítico'.
const FORMATION = 'Metamórfica Dolomítica';

// Every dolomitic marble of the collection lasts as long and asks for the same care.
function figures(hardnessMohs: number, densityGPerCm3: number, absorptionPercent: number, mechanicalStrengthMpa: number): StoneFigures {
  return { hardnessMohs, densityGPerCm3, absorptionPercent, mechanicalStrengthMpa, durability: durabilityLevels.alta, maintenance: maintenanceLevels.media };
}

export const sinterizados: CollectionPage = deepFreeze({
  slug: 'sinterizados',
  path: '/sinterizados',
  seo: {
    title: 'Mármore dolomítico: Super White e brancos naturais | Lavra',
    description:
      'Mármores dolomíticos Super White, Branco Paraná, Aspen White, Infinity White e Dolomite: formação, dados técnicos e aplicações, com consultoria da Lavra.',
  },
  hero: {
    badge: 'Mármore Natural',
    title: 'Mármore Dolomítico',
    tagline: 'A luz dos mármores brancos com a firmeza dos cristais de dolomita.',
    image: {
      src: 'collections/sinterizados-hero',
      alt: 'Superfície de mármore dolomítico branco com veios cinza lineares em luz suave',
      ratio: 16 / 9,
    },
  },
  stones: [
    collectionStone({
      id: 'super-white',
      name: 'Super White',
      tabLabel: firstWord('Super White'),
      subtitle: 'Branco acinzentado com veios de grafite',
      story:
        'Camadas de sedimentos ricos em magnésio, transformadas por calor e pressão, deram origem a este mármore de fundo branco acinzentado e veios lineares em grafite. Tem o visual de um clássico italiano; a dolomita é mais dura que a calcita e mais lenta para marcar com ácidos.',
      image: {
        src: 'stones/super-white',
        alt: 'Chapa de mármore dolomítico Super White, branco acinzentado com veios lineares grafite',
        ratio: 3 / 2,
      },
      origin: 'Espírito Santo, Brasil',
      age: 'Cerca de 600 milhões de anos',
      formation: FORMATION,
      characteristics: [
        'Branco acinzentado com veios lineares',
        'Mais duro que o mármore calcítico',
        'Brilho sedoso quando polido',
        'Tonalidade natural, sem tingimento',
      ],
      applications: ['Bancadas de cozinha', 'Banheiros completos', 'Paredes e painéis', 'Pisos internos'],
      figures: figures(4.0, 2.86, 0.30, 68),
      flags: { premium: true, natural: true },
    }),
    collectionStone({
      id: 'branco-parana',
      name: 'Branco Paraná',
      tabLabel: firstWord('Branco Paraná'),
      subtitle: 'O branco brasileiro de linhas suaves',
      story:
        'Extraído no Paraná, este mármore dolomítico tem fundo branco leitoso e linhas cinza-claras que correm paralelas pela chapa. É uma escolha luminosa e discreta para grandes superfícies.',
      image: {
        src: 'stones/branco-parana',
        alt: 'Chapa de mármore dolomítico Branco Paraná, branco leitoso com linhas cinza-claras paralelas',
        ratio: 3 / 2,
      },
      origin: 'Paraná, Brasil',
      age: 'Cerca de 900 milhões de anos',
      formation: FORMATION,
      characteristics: [
        'Branco leitoso e uniforme',
        'Linhas cinza-claras paralelas',
        'Boa continuidade entre chapas',
        'Combina com madeira clara',
      ],
      applications: ['Pisos internos', 'Revestimento de paredes', 'Lavatórios', 'Escadas internas'],
      figures: figures(3.8, 2.85, 0.32, 66),
      flags: { premium: true },
    }),
    collectionStone({
      id: 'aspen-white',
      name: 'Aspen White',
      tabLabel: firstWord('Aspen White'),
      subtitle: 'Branco de inverno com veios em névoa',
      story:
        'O fundo branco-frio e os veios cinza difusos lembram uma paisagem nevada sob neblina. O Aspen White traz calma a banheiros e cozinhas que pedem claridade sem monotonia.',
      image: {
        src: 'stones/aspen-white',
        alt: 'Chapa de mármore dolomítico Aspen White, branco-frio com veios cinza difusos',
        ratio: 3 / 2,
      },
      origin: 'Minas Gerais, Brasil',
      age: 'Cerca de 650 milhões de anos',
      formation: FORMATION,
      characteristics: [
        'Branco-frio luminoso',
        'Veios cinza difusos',
        'Toque sedoso no levigado',
        'Cristais finos e compactos',
      ],
      applications: ['Banheiros e lavabos', 'Bancadas de cozinha', 'Paredes de destaque', 'Tampos de mesa'],
      figures: figures(3.9, 2.84, 0.35, 65),
      flags: { premium: true },
    }),
    collectionStone({
      id: 'infinity-white',
      name: 'Infinity White',
      tabLabel: firstWord('Infinity White'),
      subtitle: 'O branco mais puro da coleção',
      story:
        'Um mármore dolomítico de brancura rara, com veios tão sutis que a chapa parece contínua ao infinito. É a pedra para ambientes em que a luz é o principal material.',
      image: {
        src: 'stones/infinity-white',
        alt: 'Chapa de mármore dolomítico Infinity White, branco puro com veios muito sutis',
        ratio: 3 / 2,
      },
      origin: 'Espírito Santo, Brasil',
      age: 'Cerca de 600 milhões de anos',
      formation: FORMATION,
      rarity: 'Alta: chapas de brancura uniforme são escassas',
      characteristics: [
        'Branco puro e uniforme',
        'Veios quase imperceptíveis',
        'Cristalização fina e densa',
        'Ideal para ambientes minimalistas',
      ],
      applications: ['Bancadas de cozinha', 'Banheiros completos', 'Pisos internos', 'Mobiliário'],
      figures: figures(4.0, 2.87, 0.28, 70),
      flags: { premium: true, natural: true },
    }),
    collectionStone({
      id: 'dolomite',
      name: 'Dolomite',
      tabLabel: firstWord('Dolomite'),
      subtitle: 'A dolomita em sua forma mais clássica',
      story:
        'Fundo branco acinzentado com veios cinza em movimento, como nos mármores italianos tradicionais. O Dolomite é o ponto de equilíbrio entre desenho clássico, custo de manutenção e resistência.',
      image: {
        src: 'stones/dolomite',
        alt: 'Chapa de mármore Dolomite, branco acinzentado com veios cinza em movimento',
        ratio: 3 / 2,
      },
      origin: 'Bahia, Brasil',
      age: 'Cerca de 700 milhões de anos',
      formation: FORMATION,
      characteristics: [
        'Veios cinza em movimento',
        'Visual de mármore clássico',
        'Mais duro que o calcítico, marca mais devagar',
        'Aceita polido, levigado e escovado',
      ],
      applications: ['Bancadas de banheiro', 'Pisos internos', 'Revestimento de paredes', 'Soleiras e rodapés'],
      figures: figures(3.8, 2.85, 0.33, 67),
      flags: { premium: true },
    }),
  ],
  applicationsSection: { title: 'Aplicações Naturais', caption: 'Elegância natural' },
  highlights: {
    title: 'Formação Metamórfica Natural',
    cards: [
      {
        title: 'Processo Metamórfico',
        text: 'Calor e pressão transformaram antigos sedimentos ricos em magnésio em dolomita cristalina, ao longo de centenas de milhões de anos.',
        icon: 'metamorfico',
      },
      {
        title: 'Cristalização Única',
        text: 'Os cristais de dolomita, mais densos que os de calcita, dão a esta pedra dureza de 3,8 a 4,0 Mohs e brilho sedoso.',
        icon: 'cristalizacao',
      },
      {
        title: 'Pureza Natural',
        text: 'Brancos sem tingimento nem pigmento: o desenho de cada chapa é exatamente aquele que a natureza formou.',
        icon: 'pureza',
      },
    ],
  },
  cta: {
    title: 'O branco natural certo para cada ambiente',
    text: 'Nossa consultoria compara fundo, veios e acabamento das chapas disponíveis e indica o mármore dolomítico para o seu uso.',
    primaryLabel: 'Solicitar Consultoria Especializada',
    secondaryLabel: 'Catálogo de Materiais',
    secondaryMessage: (stone: string) =>
      `Olá! Gostaria de receber o catálogo de materiais da Lavra, com detalhes do mármore dolomítico ${stone}.`,
  },
} satisfies CollectionPage);
