// How each stone is cared for, as rules on what it is made of and on its own figures (content/collections/). A
// stone is its minerals: the weakest mineral at its surface decides what etches and what scratches it (calcite veins
// etch, serpentine scratches); absorption and finish decide whether and how often it is sealed, with a tier for
// stones too dense to take a sealer; absorption, the tone of its ground and its minerals decide which spills show.
// Every rule names its source, an anchor of docs/stone-care-sources.md. src/lib/care-advice.ts applies the rules;
// tests/lib/care-advice.test.ts checks every sheet against a table written from those sources.
import { deepFreeze } from './deep-freeze';

/** An anchor of docs/stone-care-sources.md. */
export type CareSource =
  | 'astm-c503'
  | 'astm-c615'
  | 'astm-c616'
  | 'astm-c1527'
  | 'nsi-care'
  | 'nsi-sealing'
  | 'nsi-heat'
  | 'ultracompact-makers'
  | 'mohs'
  | 'mislabelled-quartzite'
  | 'slab-tests'
  | 'specialist';

/** How a mineral takes lemon, vinegar and wine: calcite in minutes, dolomite more slowly, silicates not at all. */
export type AcidReaction = 'rapida' | 'lenta' | 'nenhuma';

export type Mineral = 'calcita' | 'dolomita' | 'serpentina' | 'quartzo' | 'feldspato' | 'piroxenio' | 'dumortierita' | 'oxido-de-ferro';

export interface MineralFacts {
  /** As a sentence says it: 'a calcita'. */
  name: string;
  /** Mohs hardness, lowest and highest. */
  mohs: readonly [number, number];
  acid: AcidReaction;
  source: CareSource;
}

export const minerals: Readonly<Record<Mineral, MineralFacts>> = deepFreeze({
  calcita: { name: 'a calcita', mohs: [3, 3], acid: 'rapida', source: 'mohs' },
  dolomita: { name: 'a dolomita', mohs: [3.5, 4], acid: 'lenta', source: 'mohs' },
  serpentina: { name: 'a serpentina', mohs: [3.5, 4], acid: 'nenhuma', source: 'mohs' },
  piroxenio: { name: 'o piroxênio', mohs: [5.5, 6], acid: 'nenhuma', source: 'mohs' },
  feldspato: { name: 'o feldspato', mohs: [6, 6.5], acid: 'nenhuma', source: 'mohs' },
  'oxido-de-ferro': { name: 'o óxido de ferro', mohs: [5.5, 6.5], acid: 'nenhuma', source: 'mohs' },
  quartzo: { name: 'o quartzo', mohs: [7, 7], acid: 'nenhuma', source: 'mohs' },
  dumortierita: { name: 'a dumortierita', mohs: [7, 8.5], acid: 'nenhuma', source: 'mohs' },
} satisfies Record<Mineral, MineralFacts>);

/** What the sheet says of acids: the weakest mineral's reaction, or 'varia' when the trade name covers several rocks. */
export type AcidSensitivity = 'alta' | 'moderada' | 'baixa' | 'varia';

/** The ground of the slab as a stain shows on it. */
export type StoneGround = 'claro' | 'escuro';

export interface StoneMineralogy {
  /** What the body of the slab is made of, the main mineral first. */
  body: readonly Mineral[];
  /** Veins, bands or clasts of another mineral, when there are. */
  veins?: readonly Mineral[];
  /** What the stone is, in words: 'serpentinito com veios de calcita'. */
  rock: string;
  /** The trade name covers different rocks, lot by lot: which ones. Acids and scratches are then the slab's test's to say. */
  variesByLot?: string;
  /** Slabs held together with resin: it scratches, marks under a hot pan and is attacked by solvents. */
  resin?: boolean;
  /** Lots of this name are known to be dyed: ask for the acetone test on an offcut. */
  dyeRisk?: boolean;
  /** Standing water yellows it (clay and iron in its veins). */
  waterYellows?: boolean;
  /** A sentence of its own on the acid rule: how it is also sold, what in it reacts. */
  note?: string;
  /** The ground as a stain shows on it, and whether it has light veins or bands that show one. */
  ground: StoneGround;
  lightVeins: boolean;
  source: CareSource;
}

/**
 * What each stone is made of, by its page slug (a new stone's entry goes here). A stone missing here has an unknown
 * acid sensitivity: its sheet says so and asks for the team's test instead of guessing.
 */
export const stoneMineralogy: Readonly<Record<string, StoneMineralogy>> = deepFreeze({
  // Quartzites (ASTM C616), and the names the quartzite shelf also carries.
  'taj-mahal': { body: ['quartzo'], rock: 'quartzito', ground: 'claro', lightVeins: false, source: 'astm-c616' },
  'azul-macaubas': { body: ['quartzo'], veins: ['dumortierita'], rock: 'quartzito com dumortierita', ground: 'escuro', lightVeins: true, source: 'astm-c616' },
  'mont-blanc': {
    body: ['quartzo', 'dolomita'],
    rock: 'quartzito ou mármore dolomítico, conforme o lote',
    variesByLot: 'há chapas de quartzito e chapas de mármore dolomítico com este nome',
    ground: 'claro',
    lightVeins: false,
    source: 'mislabelled-quartzite',
  },
  patagonia: {
    body: ['quartzo', 'feldspato'],
    rock: 'granito pegmatítico brechado e resinado, vendido como quartzito',
    resin: true,
    ground: 'claro',
    lightVeins: true,
    source: 'specialist',
  },
  explosion: {
    body: ['quartzo'],
    rock: 'quartzito com faixas de óxido de ferro',
    note: 'As faixas cor de ferrugem são óxido de ferro: limão, vinagre, removedor de ferrugem e limpadores ácidos podem clareá-las. Enxugue ácidos na hora sobre as faixas.',
    ground: 'claro',
    lightVeins: true,
    source: 'specialist',
  },
  // Calcitic marbles and limestones (ASTM C503 class I, C568), and Rosso Levanto, an ophicalcite (C503 class III).
  carrara: { body: ['calcita'], rock: 'mármore calcítico', ground: 'claro', lightVeins: false, source: 'astm-c503' },
  'calacatta-oro': { body: ['calcita'], rock: 'mármore calcítico', ground: 'claro', lightVeins: false, source: 'astm-c503' },
  'nero-marquina': { body: ['calcita'], rock: 'calcário negro com veios de calcita', ground: 'escuro', lightVeins: false, source: 'specialist' },
  'crema-marfil': { body: ['calcita'], rock: 'calcário compacto', waterYellows: true, ground: 'claro', lightVeins: false, source: 'specialist' },
  'rosso-levanto': { body: ['serpentina'], veins: ['calcita'], rock: 'brecha de serpentinito com veios de calcita', ground: 'escuro', lightVeins: true, source: 'astm-c503' },
  // Granites in the trade's sense (ASTM C615): granite, gabbro, gneiss, metaconglomerate.
  'branco-polar': { body: ['feldspato', 'quartzo'], rock: 'granito', ground: 'claro', lightVeins: false, source: 'astm-c615' },
  'preto-absoluto': {
    body: ['feldspato', 'piroxenio'],
    rock: 'gabro',
    dyeRisk: true,
    note: 'Há lotes com este nome tingidos para escurecer o preto: neles, ácidos e solventes deixam manchas cinza.',
    ground: 'escuro',
    lightVeins: false,
    source: 'specialist',
  },
  'via-lactea': { body: ['feldspato', 'quartzo'], rock: 'granito', ground: 'escuro', lightVeins: true, source: 'astm-c615' },
  'marinace-black': { body: ['quartzo', 'feldspato'], rock: 'metaconglomerado de seixos silicosos', ground: 'escuro', lightVeins: false, source: 'specialist' },
  'branco-dallas': { body: ['feldspato', 'quartzo'], rock: 'granito', ground: 'claro', lightVeins: false, source: 'astm-c615' },
  'blue-star': { body: ['feldspato'], rock: 'rocha de feldspato iridescente, com pouco quartzo', ground: 'escuro', lightVeins: false, source: 'specialist' },
  'titanium-black': { body: ['feldspato', 'quartzo'], rock: 'gnaisse', ground: 'escuro', lightVeins: true, source: 'specialist' },
  // Shown with the granites, but a serpentinite with calcite veins (ASTM C503 class III).
  'verde-alpi': {
    body: ['serpentina'],
    veins: ['calcita'],
    rock: 'serpentinito com veios de calcita, mostrado com os granitos',
    ground: 'escuro',
    lightVeins: true,
    source: 'astm-c503',
  },
  // Dolomitic marbles (ASTM C503 class II).
  'super-white': {
    body: ['dolomita'],
    rock: 'mármore dolomítico',
    note: 'Às vezes vendido como quartzito: é mármore dolomítico, risca com faca e marca com ácido.',
    ground: 'claro',
    lightVeins: false,
    source: 'mislabelled-quartzite',
  },
  'branco-parana': { body: ['dolomita'], rock: 'mármore dolomítico', ground: 'claro', lightVeins: false, source: 'astm-c503' },
  'aspen-white': { body: ['dolomita'], rock: 'mármore dolomítico', ground: 'claro', lightVeins: false, source: 'astm-c503' },
  'infinity-white': { body: ['dolomita'], rock: 'mármore dolomítico', ground: 'claro', lightVeins: false, source: 'astm-c503' },
  dolomite: { body: ['dolomita'], rock: 'mármore dolomítico', ground: 'claro', lightVeins: false, source: 'astm-c503' },
} satisfies Record<string, StoneMineralogy>);

export const acidLabels: Readonly<Record<AcidSensitivity, string>> = Object.freeze({ alta: 'Alta', moderada: 'Moderada', baixa: 'Baixa', varia: 'Varia por lote' });

/** The finishes the advice tells apart: a closed, glossy surface and an open, matte one (honed, brushed, leathered). */
export type CareFinish = 'polido' | 'levigado';

/** How often to check with the drop test and reseal: a range in months, not at all, or as the drop test says. */
export type SealingInterval = { min: number; max: number } | 'nao-selar' | 'testar';

export interface SealingTier {
  /** Absorption up to this value (percent, inclusive); the last tier has none. */
  maxAbsorption?: number;
  interval: SealingInterval;
  /** The honed finish's interval where it is not simply the next tier's (the last tier has no next). */
  honed?: SealingInterval;
  source: CareSource;
}

export type ScratchTier = 'resistente' | 'media' | 'sensivel';

export interface CareText {
  title: string;
  text: string;
}

export interface AcidRule extends CareText {
  /** How a mark shows on each finish and ground. */
  finish: Readonly<Record<CareFinish, Readonly<Record<StoneGround, string>>>>;
}

export interface Spill {
  /** What was spilled: 'Limão, vinagre e refrigerante'. */
  name: string;
  /** An acid: it etches a stone whose sensitivity is listed here. */
  etchesWhen: readonly AcidSensitivity[];
  /** A pigment or an oil: it shows on a light ground, or on light veins, of a stone that absorbs from this value (percent). */
  showsFrom: number | null;
  /** Water: it darkens a stone that absorbs from this value while wet, and dries back. */
  darkensFrom?: number;
  /** What to do at once. */
  action: string;
  source: CareSource;
}

export type SlabTest = 'limao' | 'risco' | 'gota' | 'acetona';

export interface StoneCareRules {
  sealing: {
    tiers: readonly SealingTier[];
    /** A light stone with calcite or dolomite at its surface shows every stain: never sealed less often than this. */
    lightCarbonateAtMost: { interval: { min: number; max: number }; source: CareSource };
    /** A honed finish opens the surface: one tier sooner; a polished stone that takes no sealer is tested honed. */
    honedSooner: { source: CareSource };
    /** {absorcao}, {min}, {max}, {acabamento}. */
    seal: CareText;
    /** {absorcao}. */
    none: CareText;
    ultracompact: CareText;
    unknown: CareText;
    /** The sealing table's cells and the page head's words: {min}, {max}. */
    cell: { seal: string; none: string; honedTest: string; unknown: string };
    head: { seal: string; none: string; unknown: string };
    /** Per finish, under the table. */
    finishNote: Readonly<Record<CareFinish, string>>;
    source: CareSource;
  };
  /** {minerais} and {reage}: what reacts, as a sentence says it; {variacao}: the rocks a name covers; {nota}: the stone's own sentence. */
  acid: Readonly<Record<AcidSensitivity, AcidRule>> & { unknown: AcidRule; source: CareSource };
  hardness: {
    /** The tier of the weakest mineral at the surface: from this Mohs value (its lowest hardness) up. */
    tiers: readonly { minMohs?: number; key: ScratchTier; title: string; text: string }[];
    /** A name that covers several rocks: {mineral}, {mohs}. Each tier: {dureza} and {clausula}, the weakest mineral. */
    variesByLot: CareText;
    /** {clausula}: the weakest mineral, {mineral} with {mohs} Mohs, said at the surface of the body or in the veins. */
    clause: { body: string; veins: string };
    /** Added when the slab is resined. */
    resin: string;
    unknown: CareText;
    source: CareSource;
  };
  heat: { natural: CareText; resin: CareText; source: CareSource };
  cleaning: Readonly<Record<'baixa' | 'media' | 'alta' | 'unknown', CareText>> & { source: CareSource };
  finishes: Readonly<Record<CareFinish, { label: string; short: string }>>;
  spills: readonly Spill[];
  verdicts: { etches: string; stains: string; stainsVeins: string; both: string; bothVeins: string; varies: string; darkens: string; yellows: string; none: string; unknown: string };
  /** The quick tests to ask for at the showroom, with what each result means for this stone. */
  tests: {
    source: CareSource;
    limao: { title: string; marca: string; naoMarca: string; varia: string; unknown: string };
    risco: { title: string; resistente: string; varia: string };
    gota: { title: string; seal: string; none: string; unknown: string };
    acetona: CareText;
  };
}

export const stoneCareRules: StoneCareRules = deepFreeze({
  sealing: {
    // ASTM C615 allows a granite 0,40 % and C503 a marble 0,20 %: at 0,10 % and below a polished stone takes no sealer.
    tiers: [
      { maxAbsorption: 0.1, interval: 'nao-selar', source: 'nsi-sealing' },
      { maxAbsorption: 0.25, interval: { min: 12, max: 24 }, source: 'specialist' },
      { maxAbsorption: 0.4, interval: { min: 6, max: 12 }, source: 'specialist' },
      { interval: { min: 3, max: 6 }, honed: { min: 2, max: 4 }, source: 'specialist' },
    ],
    lightCarbonateAtMost: { interval: { min: 6, max: 12 }, source: 'specialist' },
    honedSooner: { source: 'nsi-sealing' },
    seal: {
      title: 'Impermeabilize a cada {min} a {max} meses',
      text: 'Absorção de {absorcao}: no acabamento {acabamento}, faça o teste da gota a cada {min} meses e reaplique o impermeabilizante quando a pedra escurecer, em geral a cada {min} a {max} meses. O teste: pingue água e espere 15 minutos; se a pedra escureceu embaixo da gota, é hora.',
    },
    none: {
      title: 'Não impermeabilize no polido',
      text: 'Absorção de {absorcao}: no polido, o impermeabilizante não penetra e ficaria por cima, num véu manchado. Confirme com o teste da gota: se a pedra não escurecer em 15 minutos, não impermeabilize. No levigado ou escovado, faça o mesmo teste.',
    },
    ultracompact: {
      title: 'Não impermeabilize: superfície ultracompacta',
      text: 'Sinterizados e ultracompactos são praticamente impermeáveis de fábrica e nunca levam impermeabilizante: ele só deixaria um véu. Limpe com detergente neutro.',
    },
    unknown: {
      title: 'Peça o teste da gota antes de impermeabilizar',
      text: 'Absorção não informada para esta pedra: não arriscamos um prazo. Antes de impermeabilizar, a equipe faz o teste da gota na sua peça e diz se ela precisa e de quanto em quanto tempo.',
    },
    cell: { seal: 'a cada {min} a {max} meses', none: 'não impermeabilizar', honedTest: 'pelo teste da gota', unknown: 'após o teste da gota' },
    head: { seal: 'impermeabilize a cada {min} a {max} meses', none: 'não leva impermeabilizante no polido', unknown: 'impermeabilização pelo teste da gota' },
    finishNote: {
      polido: 'O polido deixa a superfície mais fechada: a proteção dura mais.',
      levigado: 'O levigado e o escovado deixam a superfície mais aberta: a proteção dura menos.',
    },
    source: 'nsi-sealing',
  },
  acid: {
    alta: {
      title: 'Enxugue ácidos na hora',
      text: 'Sensibilidade a ácidos alta: {minerais} {reage} com limão, vinagre, vinho, sucos, molho de tomate, refrigerante e limpadores ácidos, que dissolvem a superfície em segundos ou poucos minutos e deixam uma marca fosca. É a natureza da pedra, não defeito; o impermeabilizante protege de manchas, não dessa marca. Use porta-copos sob copos e garrafas.{nota}',
      finish: {
        polido: { claro: 'No polido, a marca aparece como um ponto sem brilho; sai com repolimento local.', escuro: 'No polido, a marca aparece como um ponto claro e sem brilho; sai com repolimento local.' },
        levigado: { claro: 'No levigado, a marca aparece menos, mas existe; sai com novo levigamento local.', escuro: 'No levigado, a marca aparece como uma mancha clara; sai com novo levigamento local.' },
      },
    },
    moderada: {
      title: 'Enxugue ácidos logo',
      text: 'Sensibilidade a ácidos moderada: {minerais} {reage} mais devagar que a calcita, mas {reage}. Limão, vinagre, vinho, sucos, refrigerante e limpadores ácidos (de box, de rejunte, antilimo) deixados por alguns minutos tiram o brilho. É a natureza da pedra, não defeito: enxugue na hora e use porta-copos.{nota}',
      finish: {
        polido: { claro: 'No polido, o ponto embaçado aparece contra a luz; sai com repolimento local.', escuro: 'No polido, o ponto embaçado aparece claro contra a luz; sai com repolimento local.' },
        levigado: { claro: 'No levigado, a marca aparece menos, mas existe; sai com novo levigamento local.', escuro: 'No levigado, a marca aparece como uma mancha clara; sai com novo levigamento local.' },
      },
    },
    baixa: {
      title: 'Ácidos do dia a dia não marcam a pedra',
      text: 'Sensibilidade a ácidos baixa: {minerais} não {reage} com limão e vinagre. Limpe mesmo assim: vinho, café e óleo podem manchar se a pedra absorver.{nota}',
      finish: {
        polido: { claro: 'O polido mantém o brilho com limpeza neutra; não precisa de cera.', escuro: 'No polido escuro, água dura e gordura aparecem: seque com microfibra.' },
        levigado: { claro: 'O levigado esconde marcas de uso e pede a mesma limpeza neutra.', escuro: 'No levigado escuro, a gordura escurece a textura: limpe com detergente neutro morno.' },
      },
    },
    varia: {
      title: 'Faça o teste do limão na sua chapa',
      text: 'Sensibilidade a ácidos: varia por lote. O nome é comercial: {variacao}, e os lotes dolomíticos marcam com limão, vinagre e vinho. Não prometemos nada sobre ácidos antes do teste do limão na chapa que vai para a sua casa; até lá, enxugue ácidos na hora, como num mármore.',
      finish: {
        polido: { claro: 'No polido, um lote dolomítico mostra a marca como um ponto sem brilho; sai com repolimento local.', escuro: 'No polido, um lote dolomítico mostra a marca como um ponto claro; sai com repolimento local.' },
        levigado: { claro: 'No levigado, a marca de um lote dolomítico aparece menos, mas existe.', escuro: 'No levigado, a marca de um lote dolomítico aparece como uma mancha clara.' },
      },
    },
    unknown: {
      title: 'Trate ácidos com cautela',
      text: 'Sensibilidade a ácidos não informada para esta pedra: até a equipe testar uma amostra, trate limão, vinagre e vinho como se marcassem.',
      finish: {
        polido: { claro: 'No polido, qualquer marca aparece primeiro contra a luz.', escuro: 'No polido, qualquer marca aparece primeiro contra a luz.' },
        levigado: { claro: 'No levigado, observe a cor da área depois de limpar.', escuro: 'No levigado, observe a cor da área depois de limpar.' },
      },
    },
    source: 'nsi-care',
  },
  hardness: {
    tiers: [
      {
        minMohs: 5.5,
        key: 'resistente',
        title: 'Resiste à faca; use tábua mesmo assim',
        text: 'Dureza de {dureza}{clausula}: a lâmina de aço (cerca de 5,5 Mohs) não risca a pedra, mas deixa marcas cinzentas de metal (saem com pano) e perde o fio. Corte sobre tábua; areia, cerâmica áspera e pó de porcelanato riscam até o granito.',
      },
      {
        minMohs: 3.5,
        key: 'media',
        title: 'Use tábua de corte e feltro',
        text: 'Dureza de {dureza}{clausula}: a lâmina de aço risca a superfície, como metal e areia. Corte sobre tábua, ponha feltro sob objetos e, no piso, capacho nas entradas.',
      },
      {
        key: 'sensivel',
        title: 'Proteja de riscos: não arraste objetos',
        text: 'Dureza de {dureza}{clausula}: a lâmina de aço risca, e até a louça de fundo áspero. Levante os objetos em vez de arrastar, use tábua e descansos.',
      },
    ],
    variesByLot: {
      title: 'Teste o risco na sua chapa',
      text: 'Dureza varia por lote: um quartzito risca o vidro e não é riscado pela faca; num lote dolomítico, {mineral}, com {mohs} Mohs, é riscada pela lâmina de aço. Até o teste do risco na sua chapa, use tábua e feltro.',
    },
    clause: { body: ' no conjunto; na superfície, {mineral} tem {mohs} Mohs', veins: ' no conjunto; nos veios, {mineral} tem {mohs} Mohs' },
    resin: ' A chapa é resinada: a resina entre os fragmentos (2 a 3 Mohs) risca com faca.',
    unknown: {
      title: 'Use tábua de corte',
      text: 'Dureza não informada para esta pedra: use tábua e feltro até a equipe confirmar o que a risca.',
    },
    source: 'mohs',
  },
  heat: {
    natural: {
      title: 'Panela quente vai no descanso',
      text: 'A pedra aguenta o calor de uma cozinha, mas panela quente direto do fogo, sem descanso, aquece um ponto só: a diferença de temperatura pode trincar a peça (choque térmico), sobretudo perto dos recortes de cooktop e cuba, e marca o impermeabilizante.',
    },
    resin: {
      title: 'Proteja a resina do calor e do sol',
      text: 'Chapa resinada: a resina amolece e marca com calor e amarela ao sol, e panela quente direto do fogo, sem descanso, pode trincar a peça (choque térmico), sobretudo perto dos recortes de cooktop e cuba. Use sempre descanso para panela quente, mantenha a peça longe da boca do fogo e do sol direto, e nunca use acetona nem solventes.',
    },
    source: 'nsi-heat',
  },
  cleaning: {
    baixa: {
      title: 'Limpe com pano úmido e detergente neutro',
      text: 'Manutenção baixa: pano úmido e detergente neutro bastam no dia a dia; enxágue e seque com pano macio para não deixar marcas de água.',
    },
    media: {
      title: 'Limpe com detergente neutro e seque em seguida',
      text: 'Manutenção média: detergente neutro diluído, pano macio, enxágue e secagem logo depois. Água parada deixa marcas brancas de água dura no polido.',
    },
    alta: {
      title: 'Limpe com produto próprio para pedra',
      text: 'Manutenção alta: use só produto de pH neutro próprio para pedra natural e seque toda a superfície depois de cada uso.',
    },
    unknown: {
      title: 'Limpe com detergente neutro',
      text: 'Nível de manutenção não informado para esta pedra: use detergente neutro e pano macio, e seque a superfície, até a equipe avaliar a peça.',
    },
    source: 'nsi-care',
  },
  finishes: {
    polido: { label: 'Polido', short: 'polido' },
    levigado: { label: 'Levigado ou escovado', short: 'levigado ou escovado' },
  },
  spills: [
    { name: 'Limão, vinagre e refrigerante', etchesWhen: ['alta', 'moderada'], showsFrom: null, action: 'Enxugue sem esfregar e passe pano úmido.', source: 'nsi-care' },
    { name: 'Vinho, sucos e molho de tomate', etchesWhen: ['alta', 'moderada'], showsFrom: 0.15, action: 'Absorva com papel, sem espalhar; depois, água e detergente neutro.', source: 'nsi-care' },
    { name: 'Café e chá', etchesWhen: [], showsFrom: 0.15, action: 'Absorva com papel e limpe com detergente neutro; se manchar, a equipe indica a cataplasma.', source: 'nsi-care' },
    { name: 'Óleo, azeite e gordura', etchesWhen: [], showsFrom: 0.15, action: 'Cubra com papel-toalha e pressione; limpe com detergente neutro morno. Se escurecer, a equipe tira com cataplasma.', source: 'nsi-care' },
    { name: 'Cosméticos e tintura de cabelo', etchesWhen: ['alta', 'moderada'], showsFrom: 0.15, action: 'Remova na hora com pano úmido. Tônicos e esfoliantes ácidos marcam as pedras de calcita e dolomita; removedor de esmalte ataca a resina.', source: 'nsi-care' },
    { name: 'Água parada', etchesWhen: [], showsFrom: null, darkensFrom: 0.3, action: 'Seque com pano macio: água dura deixa marcas brancas, sobretudo na pedra escura polida.', source: 'specialist' },
  ],
  verdicts: {
    etches: 'Marca (tira o brilho)',
    stains: 'Pode manchar sem impermeabilização',
    stainsVeins: 'Pode manchar os veios claros',
    both: 'Marca e pode manchar',
    bothVeins: 'Marca e pode manchar os veios',
    varies: 'Pode marcar: depende do lote (teste do limão)',
    darkens: 'Escurece molhada e volta ao secar',
    yellows: 'Pode amarelar: seque sempre',
    none: 'Risco baixo, se limpo logo',
    unknown: 'Não informado',
  },
  tests: {
    source: 'slab-tests',
    limao: {
      title: 'Teste do limão',
      marca: 'Peça para pingar limão num retalho da chapa e enxugar depois de dez minutos: o ponto fosco que aparece é a marca que ácidos deixam nesta pedra. É a natureza dela, e vale conhecê-la antes de escolher.',
      naoMarca: 'Pingue limão ou vinagre num retalho polido da chapa, ou numa faixa da borda que sai no corte, espere dez minutos e enxugue: nesta pedra, nada deve mudar contra a luz. Se ficar um ponto fosco, a chapa tem calcita ou dolomita e pede o cuidado de um mármore.',
      varia: 'Indispensável, porque o nome cobre lotes diferentes: pingue limão num retalho da chapa escolhida, ou numa faixa da borda que sai no corte, espere dez minutos e enxugue. Sem mudança, é quartzito; com ponto fosco, é dolomítico e pede o cuidado de um mármore. Anotamos o resultado no pedido.',
      unknown: 'Pingue limão num retalho da chapa e enxugue depois de dez minutos: um ponto fosco contra a luz mostra que ácidos marcam esta pedra.',
    },
    risco: {
      title: 'Teste do risco',
      resistente: 'Passe uma quina da chapa num vidro e a ponta de uma lâmina de aço na pedra: ela deve riscar o vidro e não aceitar o aço. Uma linha prateada que sai com o dedo é metal da lâmina, não risco.',
      varia: 'Num retalho ou na borda que sai no corte, passe a ponta de uma lâmina de aço: se ficar um sulco, o lote é mais mole que o aço e pede tábua e feltro; se ela riscar um vidro, é quartzito.',
    },
    gota: {
      title: 'Teste da gota',
      seal: 'Pingue água e uma gota de óleo e espere 15 minutos (30 para o óleo): se a pedra escurecer embaixo, ela absorve e sai impermeabilizada.',
      none: 'Pingue água e espere 15 minutos: se a pedra não escurecer, ela não absorve e não leva impermeabilizante.',
      unknown: 'Pingue água e espere 15 minutos: se a pedra escurecer, ela absorve e pede impermeabilização; a equipe diz de quanto em quanto tempo.',
    },
    acetona: {
      title: 'Teste da acetona',
      text: 'Passe um algodão com acetona no verso ou numa sobra da chapa: se sair preto, a chapa foi tingida, e ácidos e solventes vão clareá-la.',
    },
  },
} satisfies StoneCareRules);

/** The interval of one tier for a finish: a honed surface goes one tier sooner, and is tested when polished needs none. */
function tierInterval(index: number, finish: CareFinish, rules: StoneCareRules): SealingInterval {
  const { tiers } = rules.sealing;
  const interval = tiers[index]!.interval;
  if (finish === 'polido') return interval;
  if (interval === 'nao-selar') return 'testar';
  return tiers[index]!.honed ?? tiers[Math.min(index + 1, tiers.length - 1)]!.interval;
}

/** Each tier with its interval per finish: the guide's table. */
export function sealingTable(rules: StoneCareRules = stoneCareRules): { maxAbsorption?: number; polido: SealingInterval; levigado: SealingInterval }[] {
  return rules.sealing.tiers.map((tier, index) => ({ maxAbsorption: tier.maxAbsorption, polido: tierInterval(index, 'polido', rules), levigado: tierInterval(index, 'levigado', rules) }));
}

/** The sealing interval of a polished or honed stone from its absorption and what it is made of, or null when unknown. */
export function sealingInterval(
  absorptionPercent: number | null | undefined,
  finish: CareFinish,
  mineralogy: StoneMineralogy | null = null,
  rules: StoneCareRules = stoneCareRules,
): SealingInterval | null {
  if (typeof absorptionPercent !== 'number' || !Number.isFinite(absorptionPercent)) return null;
  const { tiers } = rules.sealing;
  let index = tiers.findIndex((tier) => tier.maxAbsorption === undefined || absorptionPercent <= tier.maxAbsorption);
  if (index < 0) return null;
  // A light stone with calcite or dolomite at its surface shows every stain: it is never sealed less often than this.
  const atMost = rules.sealing.lightCarbonateAtMost.interval;
  const carbonate = mineralogy !== null && mineralogy.ground === 'claro' && [...mineralogy.body, ...(mineralogy.veins ?? [])].some((mineral) => minerals[mineral].acid !== 'nenhuma');
  if (carbonate) {
    const floor = tiers.findIndex((tier) => typeof tier.interval === 'object' && tier.interval.max <= atMost.max);
    if (index < floor && typeof tiers[index]!.interval === 'object') index = floor;
  }
  return tierInterval(index, finish, rules);
}

/** The sealing of the polished finish in a few words, for the page head, the guide's index and the share image. */
export function sealingWords(interval: SealingInterval | null, rules: StoneCareRules = stoneCareRules): string {
  const { head } = rules.sealing;
  if (interval === null || interval === 'testar') return head.unknown;
  if (interval === 'nao-selar') return head.none;
  return head.seal.replace('{min}', String(interval.min)).replace('{max}', String(interval.max));
}
