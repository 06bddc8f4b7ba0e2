import type { CarouselStone } from './types';
import { deepFreeze } from './deep-freeze';

/** The four stones of the home carousel, in display order (the first one is shown on load). */
export const carouselStones: readonly CarouselStone[] = deepFreeze([
  {
    name: 'Taj Mahal',
    category: 'Quartizito',
    applications: ['Bancadas de cozinha', 'Ilhas gourmet', 'Painéis de parede', 'Lavatórios esculpidos'],
    description:
      'Fundo creme quente atravessado por veios dourados e suaves. Tem a leveza visual de um mármore e a dureza de um quartzito: aceita o uso intenso de uma cozinha sem perder a elegância.',
    image: {
      src: 'stones/taj-mahal',
      alt: 'Chapa de quartzito Taj Mahal, fundo creme com veios dourados suaves',
      ratio: 3 / 2,
    },
    characteristics: [
      'Alta resistência a riscos',
      'Veios dourados de movimento suave',
      'Baixa absorção de líquidos',
      'Boa tolerância ao calor',
    ],
  },
  {
    name: 'Michelangelo Calacatta',
    category: 'Mármore Dolomítico',
    applications: ['Banheiros e lavabos', 'Paredes de destaque', 'Tampos de mesa', 'Lareiras'],
    description:
      'Branco luminoso com veios cinza largos e gráficos. Por ser dolomítico, é mais duro e mais denso que os mármores calcíticos, com a mesma presença escultórica.',
    image: {
      src: 'stones/michelangelo-calacatta',
      alt: 'Chapa de mármore dolomítico Michelangelo Calacatta, branca com veios cinza largos',
      ratio: 3 / 2,
    },
    characteristics: [
      'Branco de fundo muito limpo',
      'Veios largos, ideais para espelhamento',
      'Mais denso que o mármore comum',
      'Aceita polido e levigado',
    ],
  },
  {
    name: 'Antartic White',
    category: 'Granito',
    applications: ['Bancadas de cozinha', 'Áreas gourmet', 'Pisos de alto tráfego', 'Escadas'],
    description:
      'Granito de fundo branco com manchas e ondulações cinza-grafite. Une a claridade que muitos projetos pedem à resistência de uma rocha ígnea: impermeabilizada, convive bem com o dia a dia da cozinha.',
    image: {
      src: 'stones/antartic-white',
      alt: 'Chapa de granito Antartic White, fundo branco com manchas cinza-grafite onduladas',
      ratio: 3 / 2,
    },
    characteristics: [
      'Tolera calor, com descanso de panela',
      'Baixa absorção, com impermeabilização',
      'Desenho ondulado e marcante',
      'Manutenção simples no dia a dia',
    ],
  },
  {
    name: 'Ijen Blue',
    category: 'Quartizito',
    applications: ['Ilhas de cozinha', 'Bares e adegas', 'Paredes iluminadas', 'Mobiliário de destaque'],
    description:
      'Azul acinzentado profundo, com veios brancos e cristalinos que lembram água em movimento. Uma escolha rara para quem quer cor sem abrir mão da durabilidade de um quartzito.',
    image: {
      src: 'stones/ijen-blue',
      alt: 'Chapa de quartzito Ijen Blue, azul acinzentado com veios brancos cristalinos',
      ratio: 3 / 2,
    },
    characteristics: [
      'Cor rara na natureza',
      'Veios cristalinos translúcidos',
      'Alta dureza e resistência',
      'Chapas de lote limitado',
    ],
  },
] satisfies CarouselStone[]);
