import type { Testimonial } from './types';
import { deepFreeze } from './deep-freeze';

// Videos and posters are self-hosted under public/media so the site never depends on an outside host.
export const testimonials: readonly Testimonial[] = deepFreeze([
  {
    id: 1,
    title: 'Do briefing à entrega, sem surpresas',
    description:
      'Mariana reformou a cozinha do apartamento no Leblon com a família morando nele e conta como foi acompanhar cada etapa.',
    videoSrc: '/media/video/testimonial-1.mp4',
    thumbnail: '/media/video/testimonial-1-poster.webp',
    quote: 'Eu sabia onde cada veio ia ficar antes do corte. Na instalação, nada me surpreendeu.',
    author: 'Mariana Couto',
    category: 'Experiência',
    instagramLink: 'https://www.instagram.com/reel/LavraDepoimento01/',
  },
  {
    id: 2,
    title: 'Como escolhemos o quartzito certo',
    description:
      'Rafael comparou mármore, quartzito e ultracompacto para a ilha da casa na Barra e explica o que pesou na decisão.',
    videoSrc: '/media/video/testimonial-2.mp4',
    thumbnail: '/media/video/testimonial-2-poster.webp',
    quote: 'Vimos as chapas de perto, entendemos as diferenças e decidimos sem pressa nenhuma.',
    author: 'Rafael Menezes',
    category: 'Decisão',
    instagramLink: 'https://www.instagram.com/reel/LavraDepoimento02/',
  },
  {
    id: 3,
    title: 'A mesa que virou o centro da casa',
    description:
      'Beatriz mostra a mesa de jantar em quartzito WoodStone, uma peça única de 3,2 m, meses depois da entrega na Lagoa.',
    videoSrc: '/media/video/testimonial-3.mp4',
    thumbnail: '/media/video/testimonial-3-poster.webp',
    quote: 'Chegou inteira, sem emenda, e hoje é onde a casa inteira se encontra.',
    author: 'Beatriz Lacerda',
    category: 'Resultado',
    instagramLink: 'https://www.instagram.com/reel/LavraDepoimento03/',
  },
] satisfies Testimonial[]);
