// What the placeholder generator paints: every image base name the content references, with the
// stone's real colours, and every video with the image it animates. Replacing a placeholder with a
// photo means dropping a file with the same base name, so `src` values here are the contract.
// Colours are data about each stone, not interface colours, which is why they live here and not in
// the theme. The module imports no runtime code so a build script can load it on its own.
import type { FinishId } from './types';

export type Hex = `#${string}`;

export type StoneKind = 'marble' | 'quartzite' | 'granite' | 'dolomitic' | 'travertine' | 'ultracompact';

/** How the surface is painted, independent of the stone family (Verde Alpi is sold as granite but veined). */
export type StonePattern =
  /** Long displaced strokes over soft clouds (marbles, most quartzites). */
  | 'veined'
  /** Near-parallel strokes along `direction` (Super White, Branco Paraná). */
  | 'linear'
  /** Wide alternating colour bands (Azul Macaúbas, WoodStone). */
  | 'banded'
  /** Angular fragments in a lighter or darker matrix (Patagonia, Rosso Levanto). */
  | 'brecciated'
  /** Thresholded noise specks only (classic granites). */
  | 'speckled'
  /** Specks plus a few wavy veins (Antartic White, Via Láctea, Titanium Black). */
  | 'veined-speckled'
  /** Rounded pebbles in a dark matrix (Marinace Black). */
  | 'conglomerate'
  /** Horizontal bands with small elongated pores (travertine). */
  | 'porous'
  /** Fine mottling with no veins (cement-look ultracompacts). */
  | 'uniform';

export interface StoneLook {
  kind: StoneKind;
  pattern: StonePattern;
  base: Hex;
  /** Soft low-frequency tints laid over the base. */
  clouds: readonly Hex[];
  /** Vein colours, dominant first. Empty when the stone has no veins. */
  veins: readonly Hex[];
  /** Speck or fragment colours, dominant first. Empty when the stone has none. */
  specks: readonly Hex[];
  veinWidth: 'fine' | 'medium' | 'bold';
  /** Share of the surface covered by veins or specks, 0 to 1. */
  density: number;
  /** Main direction of veins or bands, in degrees from horizontal. */
  direction: number;
}

export type ImageKind = StoneKind | 'finish' | 'illustration' | 'hero' | 'collection-hero' | 'share';

/** Minimal architectural scenes drawn in line and shadow, with stone surfaces carrying the stone's texture. */
export type Scene =
  | 'kitchen-island'
  | 'kitchen-wall'
  | 'compact-kitchen'
  | 'integrated-kitchen'
  | 'bathroom-wall'
  | 'bathroom-tub'
  | 'powder-room'
  | 'gourmet-counter'
  | 'gourmet-terrace'
  | 'dining-table'
  | 'sideboard'
  | 'samples-table'
  | 'laser-measure'
  | 'slab-layout'
  | 'proposal'
  | 'bridge-saw'
  | 'finished-kitchen';

export interface IllustrationInk {
  background: Hex;
  line: Hex;
  shadow: Hex;
  accent: Hex;
}

export interface MediaImage {
  /** Base name under public/media, as referenced by ImageRef.src. */
  src: string;
  kind: ImageKind;
  /** Master size to render; width / height equals the ImageRef ratio. */
  width: number;
  height: number;
  /** Stone to paint: the whole image for stone kinds, the stone surfaces for scenes. */
  stone: StoneLook;
  finish?: FinishId;
  scene?: Scene;
  ink?: IllustrationInk;
  /** Text set on the image (share image only). */
  caption?: string;
  /** What the image should show, for whoever replaces it with a photo. */
  note: string;
}

export interface MediaVideo {
  src: string;
  poster: string;
  width: number;
  height: number;
  seconds: number;
  /** Manifest image the clip animates; the poster is its first frame. */
  from: string;
  motion: 'pan-left' | 'pan-right' | 'pan-up' | 'zoom-in' | 'zoom-out';
  note: string;
}

const look = (
  kind: StoneKind,
  pattern: StonePattern,
  colors: { base: Hex; clouds?: Hex[]; veins?: Hex[]; specks?: Hex[] },
  shape: { veinWidth?: StoneLook['veinWidth']; density: number; direction?: number },
): StoneLook => ({
  kind,
  pattern,
  base: colors.base,
  clouds: colors.clouds ?? [],
  veins: colors.veins ?? [],
  specks: colors.specks ?? [],
  veinWidth: shape.veinWidth ?? 'medium',
  density: shape.density,
  direction: shape.direction ?? 30,
});

/** Every stone that appears anywhere on the site, keyed by the id used in image names. */
export const stoneLooks = {
  // Quartzites
  'taj-mahal': look('quartzite', 'veined', { base: '#E9DFCC', clouds: ['#DDCDB0', '#F2EADB'], veins: ['#C9A66B', '#A8865A', '#F5EFE3'] }, { density: 0.35, direction: 20 }),
  'azul-macaubas': look('quartzite', 'banded', { base: '#5E8FBF', clouds: ['#7BA6CF', '#3E6E9E'], veins: ['#E8EEF3', '#24507F'] }, { density: 0.6, direction: 35 }),
  'mont-blanc': look('quartzite', 'veined', { base: '#E6E4DF', clouds: ['#D8D6D1'], veins: ['#A9A8A3', '#C3C1BC'] }, { veinWidth: 'fine', density: 0.4 }),
  patagonia: look('quartzite', 'brecciated', { base: '#EDE4D3', clouds: ['#E0D2B8'], veins: ['#3B2F2A'], specks: ['#8A6A4A', '#C79A62', '#2A2422', '#F7F2EA'] }, { density: 0.6 }),
  explosion: look('quartzite', 'veined', { base: '#D9D6D0', clouds: ['#C6C2BA'], veins: ['#4A6A8C', '#B5763C', '#2E2E32'] }, { veinWidth: 'bold', density: 0.55, direction: 50 }),
  'ijen-blue': look('quartzite', 'veined', { base: '#4D6478', clouds: ['#3C5266', '#6A8194'], veins: ['#EEF2F4', '#A8C0D0'] }, { density: 0.45, direction: 15 }),
  woodstone: look('quartzite', 'banded', { base: '#B79A78', clouds: ['#A3855F', '#C9B08E'], veins: ['#6E5238', '#E2D2BA', '#8C6B4A'] }, { veinWidth: 'fine', density: 0.8, direction: 0 }),
  // Marbles
  carrara: look('marble', 'veined', { base: '#E8E8E5', clouds: ['#D9DADA', '#F2F2F0'], veins: ['#9EA2A6', '#B9BCBE'] }, { veinWidth: 'fine', density: 0.6 }),
  'calacatta-oro': look('marble', 'veined', { base: '#F4F1EA', clouds: ['#EAE5DA'], veins: ['#B8924F', '#8E8A84'] }, { veinWidth: 'bold', density: 0.35, direction: 40 }),
  'nero-marquina': look('marble', 'veined', { base: '#17171A', clouds: ['#222226'], veins: ['#F2F1EC', '#C9C8C3'] }, { density: 0.4, direction: 35 }),
  'crema-marfil': look('marble', 'veined', { base: '#E3D3B4', clouds: ['#D8C49F', '#EDE1C8'], veins: ['#F3EAD6', '#CDB68C'] }, { veinWidth: 'fine', density: 0.25 }),
  'rosso-levanto': look('marble', 'brecciated', { base: '#6B2623', clouds: ['#7E332C', '#4E1B1A'], veins: ['#EDE3DC', '#6F7C68'], specks: ['#4E1B1A', '#8A3A30'] }, { density: 0.55 }),
  'branco-panda': look('marble', 'veined', { base: '#F3F2EE', clouds: ['#E6E5E0'], veins: ['#1D1D1F', '#5A5A5C'] }, { veinWidth: 'bold', density: 0.4, direction: 55 }),
  'verde-guatemala': look('marble', 'veined', { base: '#1E3A2C', clouds: ['#2C4E3B', '#142A1F'], veins: ['#E4ECE4', '#7FA58C'] }, { density: 0.55, direction: 45 }),
  // Granites
  'antartic-white': look('granite', 'veined-speckled', { base: '#ECEBE7', clouds: ['#E1E0DC'], veins: ['#4A4A4C'], specks: ['#2A2A2C', '#8E8E90'] }, { veinWidth: 'bold', density: 0.45, direction: 10 }),
  'branco-polar': look('granite', 'speckled', { base: '#EDEDEA', specks: ['#1E1E1F', '#6F7072', '#B5B6B7'] }, { density: 0.3 }),
  'preto-absoluto': look('granite', 'speckled', { base: '#121213', specks: ['#232325', '#2E2E31'] }, { density: 0.15 }),
  'via-lactea': look('granite', 'veined-speckled', { base: '#19191B', clouds: ['#2A2A2D'], veins: ['#E8E8E6', '#B9B9B7'], specks: ['#D9D9D6'] }, { density: 0.45, direction: 25 }),
  'marinace-black': look('granite', 'conglomerate', { base: '#1E1E1F', specks: ['#6B6B6B', '#C9C4BC', '#8A6F55', '#3A3A3C'] }, { density: 0.55 }),
  'branco-dallas': look('granite', 'speckled', { base: '#F0EDE6', specks: ['#1F1F1F', '#9B9B9B', '#7A3B3B'] }, { density: 0.3 }),
  'blue-star': look('granite', 'speckled', { base: '#1C1F26', clouds: ['#262A33'], specks: ['#4A78B8', '#8FB3E0', '#3A3F4A'] }, { density: 0.45 }),
  'titanium-black': look('granite', 'veined-speckled', { base: '#17171A', clouds: ['#24242A'], veins: ['#D9D4CC', '#B8955A'], specks: ['#3A3A40'] }, { veinWidth: 'bold', density: 0.5, direction: 20 }),
  'verde-alpi': look('granite', 'veined', { base: '#1F3B2E', clouds: ['#2B4D3C', '#15291F'], veins: ['#E6ECE6', '#5F8A6E'] }, { veinWidth: 'fine', density: 0.6 }),
  // Dolomitic marbles
  'michelangelo-calacatta': look('dolomitic', 'veined', { base: '#F5F4F1', clouds: ['#ECEBE8'], veins: ['#6E7276', '#A4A7AA'] }, { veinWidth: 'bold', density: 0.35, direction: 45 }),
  'super-white': look('dolomitic', 'linear', { base: '#E7E7E4', clouds: ['#DCDCD9'], veins: ['#7E8286', '#A9ACAF'] }, { density: 0.5, direction: 15 }),
  'branco-parana': look('dolomitic', 'linear', { base: '#F1F0EC', clouds: ['#E7E6E1'], veins: ['#C8C8C4', '#B4B5B2'] }, { veinWidth: 'fine', density: 0.5, direction: 10 }),
  'aspen-white': look('dolomitic', 'veined', { base: '#EEF0F0', clouds: ['#E0E3E4'], veins: ['#A6A9AB'] }, { veinWidth: 'fine', density: 0.35 }),
  'infinity-white': look('dolomitic', 'veined', { base: '#F4F3EF', clouds: ['#ECEBE6'], veins: ['#D7D6D0'] }, { veinWidth: 'fine', density: 0.15 }),
  dolomite: look('dolomitic', 'veined', { base: '#E2E2DE', clouds: ['#D4D4CF'], veins: ['#8F9397', '#B2B5B7'] }, { density: 0.45 }),
  // Travertine and ultracompacts (portfolio materials)
  'travertino-romano': look('travertine', 'porous', { base: '#D9C7A6', clouds: ['#CDB893', '#E6D7BC'], veins: ['#C2AB84'], specks: ['#B19A73'] }, { veinWidth: 'fine', density: 0.35, direction: 0 }),
  'cimento-light': look('ultracompact', 'uniform', { base: '#C9C6C0', clouds: ['#BDBAB3', '#D6D3CD'], specks: ['#B3AFA8'] }, { density: 0.2 }),
  'calacatta-ultracompacto': look('ultracompact', 'veined', { base: '#F4F2EE', clouds: ['#EBE8E2'], veins: ['#9A9894', '#C4A56E'] }, { veinWidth: 'bold', density: 0.35, direction: 40 }),
  payanini: look('ultracompact', 'veined', { base: '#2B2622', clouds: ['#3A332D'], veins: ['#C9A46A', '#E8E0D2'] }, { density: 0.4, direction: 30 }),
  cashmere: look('ultracompact', 'uniform', { base: '#D8CFC3', clouds: ['#CFC5B8', '#E2DACF'], specks: ['#C6BBAD'] }, { density: 0.15 }),
} as const satisfies Record<string, StoneLook>;

export type StoneLookId = keyof typeof stoneLooks;

const lightInk: IllustrationInk = { background: '#F7F4EE', line: '#1F1D1A', shadow: '#DCD1BE', accent: '#8A5A2B' };
const darkInk: IllustrationInk = { background: '#1F1D1A', line: '#F4EFE6', shadow: '#2B2824', accent: '#D9A66B' };

const stoneImage = (id: StoneLookId, note: string): MediaImage => ({
  src: `stones/${id}`,
  kind: stoneLooks[id].kind,
  width: 1800,
  height: 1200,
  stone: stoneLooks[id],
  note,
});

const finishImage = (finish: FinishId, stone: StoneLookId, note: string): MediaImage => ({
  src: `finishes/${finish}`,
  kind: 'finish',
  width: 1200,
  height: 1200,
  stone: stoneLooks[stone],
  finish,
  note,
});

const scene = (src: string, sceneName: Scene, stone: StoneLookId, note: string, kind: ImageKind = 'illustration'): MediaImage => ({
  src,
  kind,
  width: kind === 'hero' ? 2400 : 1600,
  height: kind === 'hero' ? 1600 : 1200,
  stone: stoneLooks[stone],
  scene: sceneName,
  ink: kind === 'hero' ? darkInk : lightInk,
  note,
});

const collectionHero = (slug: string, stone: StoneLookId, note: string): MediaImage => ({
  src: `collections/${slug}-hero`,
  kind: 'collection-hero',
  width: 2560,
  height: 1440,
  stone: stoneLooks[stone],
  note,
});

const images: MediaImage[] = [
  scene('hero/hero', 'kitchen-island', 'taj-mahal', 'Cozinha escura com ilha monolítica em Taj Mahal; espaço livre à esquerda para o texto.', 'hero'),
  {
    src: 'og/share',
    kind: 'share',
    width: 1200,
    height: 630,
    stone: stoneLooks['taj-mahal'],
    ink: darkInk,
    caption: 'Lavra — A pedra é matéria. A obra é assinatura.',
    note: 'Imagem de compartilhamento: textura Taj Mahal com faixa grafite e o texto da legenda.',
  },
  // Process steps
  scene('process/step-1', 'samples-table', 'taj-mahal', 'Mesa com amostras de quartzito, mármore e granito sobre uma planta baixa.'),
  scene('process/step-2', 'laser-measure', 'cimento-light', 'Cozinha em obra, marcenaria instalada, linha de medidor a laser sobre o móvel.'),
  scene('process/step-3', 'slab-layout', 'calacatta-oro', 'Chapa de Calacatta Oro com as peças da bancada desenhadas em linha sobre os veios.'),
  scene('process/step-4', 'proposal', 'mont-blanc', 'Proposta impressa sobre amostra de quartzito, com caneta.'),
  scene('process/step-5', 'bridge-saw', 'preto-absoluto', 'Galpão com serra-ponte cortando chapa de granito escuro.'),
  scene('process/step-6', 'finished-kitchen', 'calacatta-ultracompacto', 'Cozinha pronta com bancada branca de veios cinza e dourados, luz de janela.'),
  // Carousel stones
  stoneImage('taj-mahal', 'Quartzito Taj Mahal: creme quente com veios dourados suaves.'),
  stoneImage('michelangelo-calacatta', 'Mármore dolomítico Michelangelo Calacatta: branco com veios cinza largos.'),
  stoneImage('antartic-white', 'Granito Antartic White: branco com manchas onduladas cinza-grafite.'),
  stoneImage('ijen-blue', 'Quartzito Ijen Blue: azul acinzentado com veios brancos cristalinos.'),
  // Quartzites
  stoneImage('azul-macaubas', 'Quartzito Azul Macaúbas: azul intenso em faixas, com branco e azul-marinho.'),
  stoneImage('mont-blanc', 'Quartzito Mont Blanc: branco acinzentado com veios cinza delicados.'),
  stoneImage('patagonia', 'Quartzito Patagonia: fragmentos âmbar, marrons e grafite em fundo creme.'),
  stoneImage('explosion', 'Quartzito Explosion: cinza claro com faixas azuis, ferrugem e grafite.'),
  // Marbles
  stoneImage('carrara', 'Mármore Carrara: branco acinzentado, veios cinza finos e difusos.'),
  stoneImage('calacatta-oro', 'Mármore Calacatta Oro: branco puro, veios largos dourados e cinza.'),
  stoneImage('nero-marquina', 'Mármore Nero Marquina: preto profundo com veios brancos nítidos.'),
  stoneImage('crema-marfil', 'Mármore Crema Marfil: bege-marfim com veios claros suaves.'),
  stoneImage('rosso-levanto', 'Mármore Rosso Levanto: vermelho-vinho brechado, veios brancos e verde-acinzentados.'),
  // Granites
  stoneImage('branco-polar', 'Granito Branco Polar: branco com pontos pretos e cinza.'),
  stoneImage('preto-absoluto', 'Granito Preto Absoluto: preto uniforme, grão muito fino.'),
  stoneImage('via-lactea', 'Granito Via Láctea: preto com traços e nuvens brancas.'),
  stoneImage('marinace-black', 'Granito Marinace Black: seixos cinza, brancos e marrons em matriz preta.'),
  stoneImage('branco-dallas', 'Granito Branco Dallas: branco-creme com pontos pretos, cinza e bordô.'),
  stoneImage('blue-star', 'Granito Blue Star: fundo escuro com cristais azuis cintilantes.'),
  stoneImage('titanium-black', 'Granito Titanium Black: preto com veios ondulados brancos e dourados.'),
  stoneImage('verde-alpi', 'Verde Alpi: verde profundo com rede de veios brancos.'),
  // Dolomitic marbles
  stoneImage('super-white', 'Super White: branco acinzentado com veios lineares grafite.'),
  stoneImage('branco-parana', 'Branco Paraná: branco leitoso com linhas cinza-claras paralelas.'),
  stoneImage('aspen-white', 'Aspen White: branco-frio com veios cinza difusos.'),
  stoneImage('infinity-white', 'Infinity White: branco puro com veios quase imperceptíveis.'),
  stoneImage('dolomite', 'Dolomite: branco acinzentado com veios cinza em movimento.'),
  // Finishes: each swatch shows the surface effect on a stone that usually receives it
  finishImage('polido', 'calacatta-oro', 'Reflexo espelhado nítido, cor saturada.'),
  finishImage('acetinado', 'taj-mahal', 'Brilho suave e difuso, sem reflexo nítido.'),
  finishImage('escovado', 'titanium-black', 'Relevo ondulado tipo couro, brilho só nos altos.'),
  finishImage('levigado', 'crema-marfil', 'Fosco liso, sem reflexo, cor levemente mais clara.'),
  finishImage('jateado', 'branco-polar', 'Grão fino e áspero, tom mais claro e uniforme.'),
  finishImage('flameado', 'preto-absoluto', 'Rugoso e vitrificado, tom acinzentado, cristais saltados.'),
  finishImage('apicoado', 'branco-dallas', 'Pontilhado regular de pequenas crateras, tom claro.'),
  finishImage('resinado', 'travertino-romano', 'Poros preenchidos por resina translúcida, superfície contínua.'),
  // Portfolio
  scene('projects/project-2', 'kitchen-island', 'cimento-light', 'Ilha monolítica com cascata nas laterais, cozinha aberta na Barra.'),
  scene('projects/project-3', 'bathroom-wall', 'branco-panda', 'Banheiro com parede espelhada (bookmatch), bancada e nicho em Branco Panda.'),
  scene('projects/project-4', 'gourmet-terrace', 'payanini', 'Varanda gourmet com bancada escura de veios dourados e churrasqueira.'),
  scene('projects/project-5', 'kitchen-wall', 'calacatta-ultracompacto', 'Cozinha com bancada e frontão alto em branco de veios cinza e dourados.'),
  scene('projects/project-6', 'gourmet-counter', 'travertino-romano', 'Espaço gourmet aberto para piscina, bancada, piso e banco em travertino.'),
  scene('projects/project-8', 'powder-room', 'verde-guatemala', 'Lavabo com cuba esculpida em verde profundo de veios brancos.'),
  scene('projects/project-9', 'dining-table', 'woodstone', 'Mesa de jantar de 3,2 m em quartzito de veios amadeirados, janela para a lagoa.'),
  scene('projects/project-10', 'integrated-kitchen', 'cashmere', 'Cozinha integrada à sala, bancada em balanço servindo de mesa.'),
  scene('projects/project-11', 'sideboard', 'branco-panda', 'Aparador de 1,8 m com tampo em Branco Panda sobre base de madeira escura.'),
  scene('projects/project-12', 'bathroom-tub', 'travertino-romano', 'Banheiro monolítico com banheira, paredes e bancada em travertino.'),
  scene('projects/project-13', 'compact-kitchen', 'calacatta-ultracompacto', 'Cozinha compacta em L com cuba esculpida no mesmo material.'),
  // Collection heroes
  collectionHero('quartizitos', 'taj-mahal', 'Close de quartzito creme com veios dourados em luz rasante.'),
  collectionHero('marmores', 'calacatta-oro', 'Close de mármore branco com veios dourados e cinza.'),
  collectionHero('granitos', 'titanium-black', 'Close de granito preto com veios brancos e dourados, luz dramática.'),
  collectionHero('sinterizados', 'super-white', 'Close de mármore dolomítico branco com veios cinza lineares.'),
];

const panel = { width: 1280, height: 720, seconds: 8 } as const;
const reel = { width: 540, height: 960, seconds: 10 } as const;

const videos: MediaVideo[] = [
  { src: '/media/video/factory.mp4', poster: '/media/video/factory-poster.webp', ...panel, from: 'process/step-5', motion: 'pan-right', note: 'Galpão com serra-ponte: estrutura de produção.' },
  { src: '/media/video/feature-consultoria.mp4', poster: '/media/video/feature-consultoria-poster.webp', ...panel, from: 'process/step-3', motion: 'zoom-in', note: 'Peças desenhadas sobre a chapa: compatibilização de projeto.' },
  { src: '/media/video/feature-fabricas.mp4', poster: '/media/video/feature-fabricas-poster.webp', ...panel, from: 'process/step-5', motion: 'zoom-out', note: 'Corte em fábrica parceira.' },
  { src: '/media/video/feature-importadas.mp4', poster: '/media/video/feature-importadas-poster.webp', ...panel, from: 'stones/calacatta-oro', motion: 'pan-left', note: 'Chapa de mármore italiano em movimento lento.' },
  { src: '/media/video/feature-pos-obra.mp4', poster: '/media/video/feature-pos-obra-poster.webp', ...panel, from: 'process/step-6', motion: 'pan-up', note: 'Cozinha entregue: cuidado depois da obra.' },
  { src: '/media/video/feature-cashback.mp4', poster: '/media/video/feature-cashback-poster.webp', ...panel, from: 'process/step-1', motion: 'pan-right', note: 'Mesa de arquiteto com amostras: parceria com escritórios.' },
  { src: '/media/video/testimonial-1.mp4', poster: '/media/video/testimonial-1-poster.webp', ...reel, from: 'projects/project-5', motion: 'pan-up', note: 'Depoimento Experiência: cozinha do Leblon (vertical, formato reel).' },
  { src: '/media/video/testimonial-2.mp4', poster: '/media/video/testimonial-2-poster.webp', ...reel, from: 'process/step-1', motion: 'pan-right', note: 'Depoimento Decisão: escolha entre amostras (vertical, formato reel).' },
  { src: '/media/video/testimonial-3.mp4', poster: '/media/video/testimonial-3-poster.webp', ...reel, from: 'projects/project-9', motion: 'pan-left', note: 'Depoimento Resultado: mesa de jantar na Lagoa (vertical, formato reel).' },
  { src: '/media/video/event.mp4', poster: '/media/video/event-poster.webp', ...panel, from: 'collections/quartizitos-hero', motion: 'pan-left', note: 'Masterclass: chapa de quartzito vista de perto no showroom.' },
];

export const mediaManifest: { readonly images: readonly MediaImage[]; readonly videos: readonly MediaVideo[] } = Object.freeze({
  images: Object.freeze(images),
  videos: Object.freeze(videos),
});
