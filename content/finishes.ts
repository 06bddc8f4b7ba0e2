import type { Finish } from './types';
import { deepFreeze } from './deep-freeze';

/** Surface finishes in display order; the selector opens on the first one (polido). */
export const finishes: readonly Finish[] = deepFreeze([
  {
    id: 'polido',
    name: 'Polido',
    description:
      'Abrasivos cada vez mais finos fecham a superfície até o brilho espelhado. A cor fica mais profunda e os veios ganham nitidez.',
    applications: ['Bancadas de cozinha e banheiro', 'Paredes e painéis', 'Pisos internos secos', 'Mobiliário'],
    characteristics: ['Brilho alto e reflexo nítido', 'Cores mais saturadas', 'Superfície fechada, fácil de limpar', 'Riscos e marcas de uso mais visíveis em pisos'],
    icon: 'polido',
    image: { src: 'finishes/polido', alt: 'Amostra de mármore com acabamento polido refletindo a luz', ratio: 1 },
  },
  {
    id: 'acetinado',
    name: 'Acetinado',
    description:
      'Um meio-termo entre o polido e o fosco: brilho discreto e toque sedoso, que suaviza reflexos sem apagar a cor da pedra.',
    applications: ['Bancadas de uso intenso', 'Ilhas gourmet', 'Lavatórios', 'Pisos internos'],
    characteristics: ['Brilho suave, sem espelhamento', 'Toque sedoso', 'Disfarça marcas de dedos e de água', 'Cor natural preservada'],
    icon: 'acetinado',
    image: { src: 'finishes/acetinado', alt: 'Amostra de pedra com acabamento acetinado e brilho discreto', ratio: 1 },
  },
  {
    id: 'escovado',
    name: 'Escovado (Leathered)',
    description:
      'Escovas diamantadas desgastam as partes mais macias e revelam o relevo natural da rocha, com um toque que lembra couro.',
    applications: ['Bancadas de quartzito e granito', 'Ilhas de cozinha', 'Paredes texturizadas', 'Tampos de mesa'],
    characteristics: ['Textura ondulada ao toque', 'Brilho baixo e acetinado nos relevos', 'Esconde digitais e pequenos riscos', 'Realça a profundidade dos veios'],
    icon: 'escovado',
    image: { src: 'finishes/escovado', alt: 'Amostra de pedra com acabamento escovado e relevo suave, semelhante a couro', ratio: 1 },
  },
  {
    id: 'levigado',
    name: 'Levigado',
    description:
      'Superfície lisa e fosca, interrompida antes do brilho. A pedra fica com aspecto natural, calmo e contemporâneo.',
    applications: ['Pisos internos', 'Banheiros e áreas de banho', 'Bancadas de estilo contemporâneo', 'Escadas internas'],
    characteristics: ['Fosco, sem reflexos', 'Liso ao toque', 'Menos escorregadio que o polido', 'Pede impermeabilização cuidadosa'],
    icon: 'levigado',
    image: { src: 'finishes/levigado', alt: 'Amostra de pedra com acabamento levigado, lisa e fosca', ratio: 1 },
  },
  {
    id: 'jateado',
    name: 'Jateado',
    description:
      'Jato de areia sob pressão cria uma superfície áspera e uniforme, de cor mais clara e com boa aderência.',
    applications: ['Pisos externos', 'Bordas de piscina', 'Rampas e calçadas', 'Fachadas'],
    characteristics: ['Textura fina e homogênea', 'Antiderrapante', 'Tom mais claro que o polido', 'Indicado para áreas molhadas'],
    icon: 'jateado',
    image: { src: 'finishes/jateado', alt: 'Amostra de granito com acabamento jateado, áspero e uniforme', ratio: 1 },
  },
  {
    id: 'flameado',
    name: 'Flameado',
    description:
      'Uma chama de alta temperatura faz os cristais da superfície se desprenderem, deixando uma textura rústica e antiderrapante.',
    applications: ['Pisos externos', 'Degraus externos', 'Entornos de piscina', 'Calçadas e acessos de garagem'],
    characteristics: ['Textura rugosa e vitrificada', 'Alta aderência, mesmo molhado', 'Exclusivo para granitos e rochas duras', 'Muito resistente ao tempo'],
    icon: 'flameado',
    image: { src: 'finishes/flameado', alt: 'Amostra de granito com acabamento flameado e textura rugosa', ratio: 1 },
  },
  {
    id: 'apicoado',
    name: 'Apicoado',
    description:
      'Martelos de pontas metálicas marcam a superfície em pequenos pontos, criando um relevo artesanal de aparência rústica.',
    applications: ['Degraus e soleiras externas', 'Fachadas e muros', 'Áreas de circulação externa', 'Detalhes de paisagismo'],
    characteristics: ['Relevo pontilhado regular', 'Antiderrapante', 'Aparência rústica e artesanal', 'Tom claro e uniforme'],
    icon: 'apicoado',
    image: { src: 'finishes/apicoado', alt: 'Amostra de pedra com acabamento apicoado, de relevo pontilhado', ratio: 1 },
  },
  {
    id: 'resinado',
    name: 'Resinado',
    description:
      'Resina aplicada a vácuo preenche poros e microfissuras naturais antes do polimento, consolidando a chapa e realçando o desenho.',
    applications: ['Quartzitos de veios abertos', 'Mármores com cavidades', 'Travertinos', 'Chapas de grande formato'],
    characteristics: ['Reforça a estrutura da chapa', 'Poros e fissuras preenchidos', 'Superfície mais uniforme', 'Combina com polido ou levigado'],
    icon: 'resinado',
    image: { src: 'finishes/resinado', alt: 'Amostra de travertino resinado, com os poros preenchidos e superfície uniforme', ratio: 1 },
  },
] satisfies Finish[]);
