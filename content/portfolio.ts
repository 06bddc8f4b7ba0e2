import type { PortfolioFilter, PortfolioProject } from './types';
import { deepFreeze } from './deep-freeze';

// Ids are stable references (card keys, analytics labels), so they are never renumbered: the list runs
// 2–13 with 1 and 7 unused, 11 projects in all. Only the Lagoa dining table (id 9) is featured, and no
// staircase (escada) project is published yet, so that filter shows zero.
export const portfolioProjects: readonly PortfolioProject[] = deepFreeze([
  {
    id: 2,
    title: 'Ilha monolítica na Barra',
    image: {
      src: 'projects/project-2',
      alt: 'Ilustração de uma cozinha aberta com ilha monolítica em ultracompacto cinza-cimento',
      ratio: 4 / 3,
    },
    material: 'Ultracompacto Cimento Light',
    finish: 'Acetinado',
    challenge:
      'Uma ilha de 3,2 m com cooktop embutido e cascata nas duas laterais, sem emenda visível no tampo.',
    solution:
      'Chapa de grande formato em ultracompacto de 12 mm, bordas em meia-esquadria de 45° e recortes feitos em CNC a partir do projeto executivo.',
    result:
      'Tampo contínuo de 3,2 m e laterais com o desenho alinhado, instalados em dois dias.',
    tags: ['Ilha', 'Cascata', 'Grande formato', 'Meia-esquadria', 'Cooktop embutido'],
    category: 'cozinha',
    size: 'large',
    location: 'Barra da Tijuca',
    year: 2024,
  },
  {
    id: 3,
    title: 'Suíte em Branco Panda',
    image: {
      src: 'projects/project-3',
      alt: 'Ilustração de um banheiro com parede e bancada em mármore branco de veios pretos marcantes',
      ratio: 4 / 3,
    },
    material: 'Mármore Branco Panda',
    finish: 'Polido',
    challenge:
      'Cobrir parede, bancada e nicho do banho com os veios pretos correndo em continuidade entre as peças.',
    solution:
      'Paginação feita sobre a foto das chapas, com corte espelhado (bookmatch) na parede principal e nicho recortado da mesma chapa.',
    result:
      'Veios contínuos da bancada até o teto, com o espelhamento centralizado na parede do banho.',
    tags: ['Bookmatch', 'Banheiro', 'Parede inteira', 'Nicho'],
    category: 'banheiro',
    size: 'medium',
    location: 'Ipanema',
    year: 2024,
  },
  {
    id: 4,
    title: 'Varanda gourmet em Payanini',
    image: {
      src: 'projects/project-4',
      alt: 'Ilustração de uma varanda gourmet com bancada escura de veios dourados e churrasqueira',
      ratio: 4 / 3,
    },
    material: 'Ultracompacto Payanini',
    finish: 'Acetinado',
    challenge:
      'Bancada de churrasqueira exposta ao sol da tarde e à maresia, com cuba, cooktop e adega na mesma peça.',
    solution:
      'Ultracompacto, estável à radiação UV e ao calor, com frontão contínuo e recortes reforçados nos cantos.',
    result:
      'Bancada de 4,2 m sem manchas ou desbotamento, usada desde o primeiro fim de semana.',
    tags: ['Área externa', 'Churrasqueira', 'Resistente a UV'],
    category: 'area-gourmet',
    size: 'large',
    location: 'Recreio dos Bandeirantes',
    year: 2023,
  },
  {
    id: 5,
    title: 'Cozinha clara no Leblon',
    image: {
      src: 'projects/project-5',
      alt: 'Ilustração de uma cozinha com bancada e frontão em ultracompacto branco de veios cinza e dourados',
      ratio: 4 / 3,
    },
    material: 'Ultracompacto Calacatta',
    finish: 'Polido',
    challenge:
      'Reformar a cozinha de um apartamento ocupado em poucas semanas, com bancada e frontão até o armário superior.',
    solution:
      'Medição única após a marcenaria, fabricação de todas as peças antes da obra e instalação concentrada em um só dia.',
    result:
      'Bancada e frontão instalados em um dia, com a família na casa e a cozinha liberada no dia seguinte.',
    tags: ['Reforma', 'Frontão alto', 'Apartamento ocupado'],
    category: 'cozinha',
    size: 'medium',
    location: 'Leblon',
    year: 2025,
  },
  {
    id: 6,
    title: 'Espaço gourmet no Joá',
    image: {
      src: 'projects/project-6',
      alt: 'Ilustração de um espaço gourmet com bancada e piso em travertino bege de poros marcados',
      ratio: 4 / 3,
    },
    material: 'Travertino Romano',
    finish: 'Levigado',
    challenge:
      'Bancada, piso e banco fixo no mesmo material, em uma área aberta para a piscina.',
    solution:
      'Travertino levigado e resinado, com veio no mesmo sentido em todas as peças e impermeabilização para área externa coberta.',
    result:
      'Um único material do piso ao tampo, com aparência contínua e toque natural sob os pés.',
    tags: ['Travertino', 'Piso e bancada', 'Área coberta', 'Banco fixo'],
    category: 'area-gourmet',
    size: 'medium',
    location: 'Joá',
    year: 2024,
  },
  {
    id: 8,
    title: 'Lavabo Verde Guatemala',
    image: {
      src: 'projects/project-8',
      alt: 'Ilustração de um lavabo com cuba esculpida em mármore verde escuro de veios brancos',
      ratio: 4 / 3,
    },
    material: 'Mármore Verde Guatemala',
    finish: 'Polido',
    challenge:
      'Cuba esculpida em bloco, com ralo oculto, para um lavabo de apenas 1,6 m².',
    solution:
      'Peça única entalhada em CNC, com caimento interno calculado e ralo escondido sob uma fenda na parede da cuba.',
    result:
      'Uma cuba-escultura que ocupa o lavabo inteiro, sem nenhuma peça metálica aparente além da torneira.',
    tags: ['Lavabo', 'Cuba esculpida', 'Ralo oculto'],
    category: 'banheiro',
    size: 'small',
    location: 'Jardim Botânico',
    year: 2023,
  },
  {
    id: 9,
    title: 'Mesa de jantar em quartzito WoodStone',
    image: {
      src: 'projects/project-9',
      alt: 'Ilustração de uma mesa de jantar com tampo em quartzito de veios amadeirados diante de uma janela para a lagoa',
      ratio: 4 / 3,
    },
    material: 'Quartizito WoodStone',
    finish: 'Levigado',
    challenge:
      'Tampo de 3,2 m para doze lugares, peça única, sobre base de madeira maciça, em um apartamento acessível apenas por elevador.',
    solution:
      'Seleção da chapa com os veios amadeirados paralelos à maior dimensão, tampo de 2 cm reforçado por baixo e içamento pela fachada.',
    result:
      'Um tampo de 3,2 m sem emenda, com o desenho da pedra correndo de ponta a ponta, pronto para o primeiro jantar.',
    tags: ['Mobiliário', 'Peça única', 'Quartzito', 'Içamento', 'Sob medida'],
    category: 'mobiliario',
    featured: true,
    size: 'large',
    location: 'Lagoa',
    year: 2025,
  },
  {
    id: 10,
    title: 'Cozinha integrada em Botafogo',
    image: {
      src: 'projects/project-10',
      alt: 'Ilustração de uma cozinha integrada à sala com bancada em ultracompacto bege acinzentado',
      ratio: 4 / 3,
    },
    material: 'Ultracompacto Cashmere',
    finish: 'Acetinado',
    challenge:
      'Integrar a cozinha à sala com uma bancada que funcionasse também como mesa de refeições.',
    solution:
      'Tampo em balanço de 60 cm com suporte metálico embutido na marcenaria e borda reta fina de 12 mm.',
    result:
      'Bancada e mesa na mesma linha, leve à vista e firme no uso diário.',
    tags: ['Cozinha integrada', 'Balanço', 'Borda fina'],
    category: 'cozinha',
    size: 'medium',
    location: 'Botafogo',
    year: 2023,
  },
  {
    id: 11,
    title: 'Aparador em Branco Panda',
    image: {
      src: 'projects/project-11',
      alt: 'Ilustração de um aparador com tampo em mármore branco de veios pretos sobre base de madeira escura',
      ratio: 4 / 3,
    },
    material: 'Mármore Branco Panda',
    finish: 'Polido',
    challenge:
      'Aproveitar o trecho mais expressivo de uma chapa para um aparador de 1,8 m no hall de entrada.',
    solution:
      'Escolha do recorte na própria chapa, com o cliente, antes do corte; bordas chanfradas e impermeabilização reforçada.',
    result:
      'Um aparador em que o veio principal cruza o tampo na diagonal, como um desenho escolhido a dedo.',
    tags: ['Mobiliário', 'Hall de entrada', 'Recorte escolhido'],
    category: 'mobiliario',
    size: 'small',
    location: 'Gávea',
    year: 2024,
  },
  {
    id: 12,
    title: 'Banho em travertino em São Conrado',
    image: {
      src: 'projects/project-12',
      alt: 'Ilustração de um banheiro com paredes, bancada e banheira revestidas de travertino bege',
      ratio: 4 / 3,
    },
    material: 'Travertino Romano',
    finish: 'Levigado',
    challenge:
      'Revestir paredes, bancada e banheira em travertino, uma pedra porosa, em uma área de banho de uso diário.',
    solution:
      'Chapas resinadas de fábrica, levigado fino e impermeabilização em duas etapas, com juntas mínimas alinhadas ao veio.',
    result:
      'Um banheiro de aparência monolítica, com a textura do travertino e a vedação que o uso diário exige.',
    tags: ['Travertino', 'Banheira', 'Resinado', 'Monolítico'],
    category: 'banheiro',
    size: 'medium',
    location: 'São Conrado',
    year: 2025,
  },
  {
    id: 13,
    title: 'Cozinha compacta em Laranjeiras',
    image: {
      src: 'projects/project-13',
      alt: 'Ilustração de uma cozinha compacta com bancada e cuba esculpida em ultracompacto branco de veios cinza',
      ratio: 4 / 3,
    },
    material: 'Ultracompacto Calacatta',
    finish: 'Acetinado',
    challenge:
      'Cozinha de 6 m² com bancada em L, cuba esculpida e pouco espaço para as peças entrarem no prédio.',
    solution:
      'Projeto em três peças com emendas posicionadas nos encontros de veio e cuba esculpida no mesmo material.',
    result:
      'Emendas praticamente invisíveis e uma cozinha pequena que parece feita de um bloco só.',
    tags: ['Cozinha compacta', 'Bancada em L', 'Cuba esculpida'],
    category: 'cozinha',
    size: 'small',
    location: 'Laranjeiras',
    year: 2024,
  },
] satisfies PortfolioProject[]);

export const portfolioFilters: readonly PortfolioFilter[] = deepFreeze([
  'todos',
  'cozinha',
  'banheiro',
  'mobiliario',
  'area-gourmet',
  'escada',
] satisfies PortfolioFilter[]);
