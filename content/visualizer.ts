// The visualizer (/visualizar): its rooms, the stone surfaces of each, and every text of the page.
// A surface's key is its query parameter (/visualizar?ambiente=cozinha&bancada=taj-mahal&parede=carrara);
// `use` names the rule of content/stone-uses.ts that judges a stone there, so a poor fit is offered with
// its reason. The pictures are layers painted by `npm run assets -- --visualizer` from these same rooms
// (scripts/assets/visualizer.mjs); their geometry is content/visualizer-layers.ts, generated.
import { deepFreeze } from './deep-freeze';
import type { StoneUseSlug } from './stone-uses';

export type VisualizerRoomSlug = 'cozinha' | 'banheiro' | 'area-gourmet' | 'sala';
export type VisualizerSurfaceKey = 'bancada' | 'ilha' | 'parede' | 'piso';

export interface VisualizerSurface {
  key: VisualizerSurfaceKey;
  /** 'Bancada', 'Parede da churrasqueira'. */
  label: string;
  /** Whose rule judges a stone on this surface. */
  use: StoneUseSlug;
  /** The stone shown until the visitor chooses (a catalogue slug). */
  defaultStone: string;
}

export interface VisualizerRoom {
  slug: VisualizerRoomSlug;
  /** 'Cozinha'. */
  label: string;
  /** The room in a sentence: 'a cozinha'. */
  inSentence: string;
  /** The budget form's environmentType option. */
  environmentType: 'cozinha' | 'banheiro' | 'area-gourmet' | 'outro';
  /** The estimate's room, when it estimates this one. */
  estimateRoom?: 'cozinha' | 'banheiro' | 'area-gourmet';
  surfaces: readonly VisualizerSurface[];
}

export const VISUALIZER_PATH = '/visualizar';
export const VISUALIZER_ROOM_PARAM = 'ambiente';

export const visualizerRooms: readonly VisualizerRoom[] = deepFreeze([
  {
    slug: 'cozinha',
    label: 'Cozinha',
    inSentence: 'a cozinha',
    environmentType: 'cozinha',
    estimateRoom: 'cozinha',
    surfaces: [
      { key: 'bancada', label: 'Bancada', use: 'cozinha', defaultStone: 'mont-blanc' },
      { key: 'ilha', label: 'Ilha', use: 'cozinha', defaultStone: 'mont-blanc' },
      { key: 'parede', label: 'Parede da bancada', use: 'parede', defaultStone: 'mont-blanc' },
    ],
  },
  {
    slug: 'banheiro',
    label: 'Banheiro',
    inSentence: 'o banheiro',
    environmentType: 'banheiro',
    estimateRoom: 'banheiro',
    surfaces: [
      { key: 'bancada', label: 'Bancada do lavatório', use: 'banheiro', defaultStone: 'super-white' },
      { key: 'parede', label: 'Parede', use: 'banheiro', defaultStone: 'super-white' },
    ],
  },
  {
    slug: 'area-gourmet',
    label: 'Área gourmet',
    inSentence: 'a área gourmet',
    environmentType: 'area-gourmet',
    estimateRoom: 'area-gourmet',
    surfaces: [
      { key: 'bancada', label: 'Bancada', use: 'cozinha', defaultStone: 'preto-absoluto' },
      { key: 'parede', label: 'Parede da churrasqueira', use: 'parede', defaultStone: 'via-lactea' },
    ],
  },
  {
    slug: 'sala',
    label: 'Sala',
    inSentence: 'a sala',
    environmentType: 'outro',
    surfaces: [{ key: 'piso', label: 'Piso', use: 'piso', defaultStone: 'crema-marfil' }],
  },
]);

export const visualizerContent = deepFreeze({
  seo: {
    title: 'Ver a pedra no ambiente: simulador de cozinha, banheiro e sala | Lavra',
    description:
      'Coloque qualquer uma das 23 pedras da Lavra na bancada, na parede ou no piso de uma cozinha, um banheiro, uma área gourmet e uma sala, em escala real.',
  },
  eyebrow: 'Simulador de ambientes',
  title: 'Veja a pedra no ambiente',
  lead: 'Escolha o ambiente e a pedra de cada superfície. Os veios aparecem no tamanho real de uma chapa de 3,20 m.',
  roomsLegend: 'Ambiente',
  surfacesLegend: 'Superfície',
  stonesLegend: 'Pedra para {surface}',
  /** The picture's label: '{room}: bancada em Taj Mahal, parede da bancada em Carrara'. */
  pictureLabel: '{room} com {surfaces}',
  surfaceInStone: '{surface} em {stone}',
  announcement: '{surface}: {stone}',
  poorFit: 'Pouco indicada',
  poorFitNote: 'Pouco indicada para {place}: {reason}',
  careful: 'Com cuidados',
  choicesNote: 'Todas as pedras podem ser vistas em todas as superfícies; as pouco indicadas dizem por quê.',
  estimateCta: 'Estimar este ambiente',
  budgetCta: 'Pedir orçamento com estas pedras',
  stonePageLink: 'Ver a página de {stone}',
  honestNote:
    'A pedra natural muda de chapa para chapa: cor, veios e desenho nunca se repetem iguais. O que você vê aqui é uma simulação; antes de cortar, nossa equipe mostra a chapa real, na fábrica ou por vídeo, para você aprovar.',
});

export type VisualizerContent = typeof visualizerContent;

/** One face of a surface: its corners in the picture and its place on the slab, in metres. */
export interface VisualizerFace {
  /** Picture pixels, in the order the face was drawn: p0 (the slab's origin), p1 (along u), p2, p3 (along v). */
  corners: readonly (readonly [number, number])[];
  /** Length along u and v, in metres. */
  size: readonly [number, number];
  /** Where p0 sits on the repeating slab, in metres along u and v. */
  origin: readonly [number, number];
  /** Pixels per metre the face is rastered at before its perspective (about what the picture shows). */
  pxPerM: number;
}

/** One surface of a room: where its pictures (one per stone) lie, and the faces they were drawn from. */
export interface VisualizerSurfaceLayer {
  /** Left, top, width and height in the picture's pixels: the box of every pixel the surface shows. */
  box: readonly [number, number, number, number];
  faces: readonly VisualizerFace[];
}

export interface VisualizerLayers {
  picture: { width: number; height: number; baseWidths: readonly number[] };
  slab: { widthM: number; heightM: number; widthPx: number; heightPx: number };
  rooms: Record<VisualizerRoomSlug, { surfaces: Partial<Record<VisualizerSurfaceKey, VisualizerSurfaceLayer>> }>;
}
