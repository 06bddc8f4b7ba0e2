import type { ProcessStep } from './types';
import { deepFreeze } from './deep-freeze';

export const processSteps: readonly ProcessStep[] = deepFreeze([
  {
    id: 1,
    title: 'Briefing & Curadoria',
    description:
      'Entendemos o uso, o estilo e o orçamento de cada ambiente e selecionamos as pedras que respondem a eles.',
    details: [
      'Conversa com você e com o arquiteto, presencial ou on-line',
      'Leitura das plantas, referências e rotina de uso',
      'Pré-seleção de chapas reais, com fotos e amostras',
      'Orientação sobre o desempenho de cada material no uso previsto',
    ],
    image: {
      src: 'process/step-1',
      alt: 'Ilustração de uma mesa de trabalho com amostras de mármore, quartzito e granito ao lado de uma planta baixa',
      ratio: 4 / 3,
    },
  },
  {
    id: 2,
    title: 'Medição no local',
    description:
      'Medição técnica com equipamento a laser, feita depois da marcenaria e dos pontos de instalação definidos.',
    details: [
      'Medição a laser com registro de esquadro e nível',
      'Conferência de pontos hidráulicos, elétricos e do cooktop',
      'Gabaritos físicos para curvas e recortes especiais',
    ],
    image: {
      src: 'process/step-2',
      alt: 'Ilustração de uma cozinha em obra com um medidor a laser projetando uma linha sobre o móvel da bancada',
      ratio: 4 / 3,
    },
  },
  {
    id: 3,
    title: 'Projeto executivo de pedras',
    description:
      'Desenho de cada peça, com paginação dos veios, emendas, bordas e recortes, compatibilizado com o projeto de arquitetura.',
    details: [
      'Paginação dos veios sobre a fotografia real da chapa',
      'Emendas, bordas e frontões definidos em desenho',
      'Compatibilização com marcenaria, elétrica e hidráulica',
      'Aprovação por escrito antes do primeiro corte',
    ],
    image: {
      src: 'process/step-3',
      alt: 'Ilustração de uma chapa de mármore com as peças da bancada desenhadas sobre os veios',
      ratio: 4 / 3,
    },
  },
  {
    id: 4,
    title: 'Orçamento fechado',
    description:
      'O valor final nasce do projeto executivo: sem aditivos na entrega e sem letras miúdas.',
    details: [
      'Quantitativo por peça e por chapa',
      'Material, acabamento, instalação e frete discriminados',
      'Prazos de fabricação e de instalação por escrito',
    ],
    image: {
      src: 'process/step-4',
      alt: 'Ilustração de uma proposta impressa sobre uma amostra de quartzito, ao lado de uma caneta',
      ratio: 4 / 3,
    },
  },
  {
    id: 5,
    title: 'Fabricação supervisionada',
    description:
      'Corte e acabamento nas fábricas parceiras, acompanhados de perto pela nossa equipe técnica.',
    details: [
      'Corte em CNC e serra-ponte conforme o projeto aprovado',
      'Conferência de veios e emendas antes do acabamento',
      'Registro fotográfico das peças prontas',
      'Embalagem e transporte em cavaletes próprios',
    ],
    image: {
      src: 'process/step-5',
      alt: 'Ilustração de uma serra-ponte cortando uma chapa de granito escuro em um galpão iluminado',
      ratio: 4 / 3,
    },
  },
  {
    id: 6,
    title: 'Instalação & Entrega premium',
    description:
      'Instalação com o ambiente protegido, vistoria com você, impermeabilização inicial e manual de cuidados.',
    details: [
      'Proteção de pisos, marcenaria e metais durante a montagem',
      'Vistoria de nível, juntas e acabamentos na entrega',
      'Impermeabilização inicial e manual de cuidados',
      'Garantia de 2 anos na instalação e 1 ano nos produtos',
    ],
    image: {
      src: 'process/step-6',
      alt: 'Ilustração de uma cozinha pronta com bancada em mármore Calacatta e luz natural entrando pela janela',
      ratio: 4 / 3,
    },
  },
] satisfies ProcessStep[]);
