import type { EventContent } from './types';
import { deepFreeze } from './deep-freeze';

export const event: EventContent = deepFreeze({
  seo: {
    title: 'Masterclass: especificação de rochas naturais | Lavra',
    description:
      'Encontro da Lavra com arquitetos no Rio de Janeiro sobre como escolher, paginar e detalhar rochas naturais. Veja os destaques e saiba das próximas edições.',
  },
  back: 'Voltar',
  eyebrow: 'Masterclass para arquitetos',
  title: 'Como especificar rochas naturais com segurança',
  lead:
    'Uma noite no showroom da Lavra para olhar chapas de perto e discutir, com quem fabrica, o que faz uma especificação em pedra dar certo na obra.',
  video: { src: '/media/video/event.mp4', poster: '/media/video/event-poster.webp' },
  facts: [
    { value: '12', label: 'arquitetos participantes' },
    { value: '2025', label: 'Rio de Janeiro' },
  ],
  topicsTitle: 'O que discutimos',
  topics: [
    {
      title: 'Quartzito, mármore ou granito?',
      text: 'Dureza, absorção e manutenção de cada família de rocha, e como traduzir isso para o uso real de cada ambiente.',
    },
    {
      title: 'Leitura de chapas e paginação de veios',
      text: 'Como escolher a chapa, planejar espelhamentos e posicionar emendas antes do corte.',
    },
    {
      title: 'Acabamentos e desempenho',
      text: 'Polido, levigado, escovado e flameado: o que cada acabamento muda na cor, no toque e na segurança.',
    },
    {
      title: 'Detalhamento executivo',
      text: 'Bordas, recortes, cubas esculpidas e a compatibilização com marcenaria, elétrica e hidráulica.',
    },
  ],
  quote: {
    text: 'Saí com critérios claros para conversar com o cliente sobre quartzito e mármore, e com um checklist de detalhamento que já uso no escritório.',
    author: 'Camila Ferraz',
    role: 'Arquiteta de interiores',
  },
  cta: {
    title: 'Quer participar da próxima edição?',
    text: 'As turmas são pequenas para que todos possam ver as chapas e conversar com a equipe técnica. Fale com a gente e receba o convite.',
    label: 'Quero saber dos próximos eventos',
    message:
      'Olá! Vi a página da masterclass sobre especificação de rochas naturais e gostaria de receber informações sobre os próximos eventos da Lavra para arquitetos.',
  },
  date: {
    start: '2025-08-21T19:00:00-03:00',
    end: '2025-08-21T22:00:00-03:00',
    venue: 'Showroom Lavra, Barra da Tijuca, Rio de Janeiro',
  },
} satisfies EventContent);

/** Shown inside the video element when the browser cannot play it. */
export const videoFallback = 'Seu navegador não suporta o elemento de vídeo.';
