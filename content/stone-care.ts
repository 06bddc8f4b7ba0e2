// How each stone is cared for, as rules on its own figures (content/stone-figures.ts): absorption decides how
// often to seal, acid sensitivity (what the stone is made of) decides what etches it, hardness what scratches
// it, the maintenance level how it is cleaned, and the finish (polished or honed) moves the sealing interval
// and how a mark shows. Each rule's text names the figure it read ({absorcao}, {dureza}, {meses}...), so no two
// stones with different figures read the same paragraph. src/lib/care-advice.ts applies the rules;
// tests/lib/care-advice.test.ts covers every stone and every rule.
import { deepFreeze } from './deep-freeze';

/** How fast an acid (lemon, vinegar, wine, soft drinks) dulls the surface: what the stone is made of decides. */
export type AcidSensitivity = 'alta' | 'moderada' | 'baixa';

export interface StoneMineralogy {
  acid: AcidSensitivity;
  /** What reacts (or does not), as the page says it: 'calcita', 'dolomita', 'quartzo e feldspato'. */
  mineral: string;
}

/** The two finishes the advice tells apart: a closed, glossy surface and an open, matte one. */
export type CareFinish = 'polido' | 'levigado';

export interface SealingTier {
  /** Absorption up to this value (percent, inclusive); the last tier has none. */
  maxAbsorption?: number;
  /** Months between sealings, by finish: a honed surface has its pores more open. */
  months: Readonly<Record<CareFinish, number>>;
}

export interface HardnessTier {
  minMohs?: number;
  key: 'resistente' | 'media' | 'sensivel';
  title: string;
  text: string;
}

export interface AcidRule {
  title: string;
  text: string;
  /** How a mark shows on each finish. */
  finish: Readonly<Record<CareFinish, string>>;
}

export interface Spill {
  /** What was spilled: 'Limão, vinagre e refrigerante'. */
  name: string;
  /** An acid: it etches a stone whose sensitivity is listed here. */
  etchesWhen: readonly AcidSensitivity[];
  /** A pigment or an oil: it stains a stone that absorbs more than `stainsAbove` (percent). */
  stainsAbove: number | null;
  /** What to do at once. */
  action: string;
}

export interface StoneCareRules {
  sealing: {
    tiers: readonly SealingTier[];
    title: string;
    /** {absorcao}, {meses} and {acabamento}. */
    text: string;
    /** Per finish, under the table: {meses}. */
    finishNote: Readonly<Record<CareFinish, string>>;
    unknown: string;
  };
  acid: Readonly<Record<AcidSensitivity, AcidRule>> & { unknown: AcidRule };
  hardness: { tiers: readonly HardnessTier[]; unknown: Omit<HardnessTier, 'minMohs' | 'key'> };
  cleaning: Readonly<Record<'baixa' | 'media' | 'alta' | 'unknown', { title: string; text: string }>>;
  finishes: Readonly<Record<CareFinish, { label: string; short: string }>>;
  spills: readonly Spill[];
  verdicts: { etches: string; stains: string; both: string; none: string; unknown: string };
}

/**
 * What each stone is made of, by its page slug. A stone missing here has an unknown acid sensitivity: its advice
 * says so and asks for the team's test instead of guessing.
 */
export const stoneMineralogy: Readonly<Record<string, StoneMineralogy>> = deepFreeze({
  // Quartzites: recrystallised sand, quartz through and through.
  'taj-mahal': { acid: 'baixa', mineral: 'quartzo' },
  'azul-macaubas': { acid: 'baixa', mineral: 'quartzo com dumortierita' },
  'mont-blanc': { acid: 'baixa', mineral: 'quartzo' },
  patagonia: { acid: 'baixa', mineral: 'quartzo e feldspato' },
  explosion: { acid: 'baixa', mineral: 'quartzo' },
  // Calcitic marbles and limestone.
  carrara: { acid: 'alta', mineral: 'calcita' },
  'calacatta-oro': { acid: 'alta', mineral: 'calcita' },
  'nero-marquina': { acid: 'alta', mineral: 'calcita' },
  'crema-marfil': { acid: 'alta', mineral: 'calcita' },
  'rosso-levanto': { acid: 'moderada', mineral: 'serpentina com veios de calcita' },
  // Granites and the serpentinite shown with them.
  'branco-polar': { acid: 'baixa', mineral: 'quartzo e feldspato' },
  'preto-absoluto': { acid: 'baixa', mineral: 'piroxênio e feldspato' },
  'via-lactea': { acid: 'baixa', mineral: 'quartzo e feldspato' },
  'marinace-black': { acid: 'baixa', mineral: 'quartzo e feldspato' },
  'branco-dallas': { acid: 'baixa', mineral: 'quartzo e feldspato' },
  'blue-star': { acid: 'baixa', mineral: 'feldspato e quartzo' },
  'titanium-black': { acid: 'baixa', mineral: 'quartzo e feldspato' },
  'verde-alpi': { acid: 'moderada', mineral: 'serpentina com veios de calcita' },
  // Dolomitic marbles.
  'super-white': { acid: 'moderada', mineral: 'dolomita' },
  'branco-parana': { acid: 'moderada', mineral: 'dolomita' },
  'aspen-white': { acid: 'moderada', mineral: 'dolomita' },
  'infinity-white': { acid: 'moderada', mineral: 'dolomita' },
  dolomite: { acid: 'moderada', mineral: 'dolomita' },
});

export const acidLabels: Readonly<Record<AcidSensitivity, string>> = Object.freeze({ alta: 'Alta', moderada: 'Moderada', baixa: 'Baixa' });

export const stoneCareRules: StoneCareRules = deepFreeze({
  sealing: {
    // The same thresholds the catalogue reads: above 0,20 % a stone stains unsealed (content/stone-uses.ts).
    tiers: [
      { maxAbsorption: 0.1, months: { polido: 36, levigado: 24 } },
      { maxAbsorption: 0.2, months: { polido: 24, levigado: 12 } },
      { maxAbsorption: 0.4, months: { polido: 12, levigado: 6 } },
      { months: { polido: 6, levigado: 4 } },
    ],
    title: 'Impermeabilize a cada {meses} meses',
    text: 'Absorção de {absorcao}: no acabamento {acabamento}, reaplique o impermeabilizante a cada {meses} meses, ou antes, se a água deixar de formar gotas sobre a pedra.',
    finishNote: {
      polido: 'O polido fecha os poros: a proteção dura mais.',
      levigado: 'O levigado e o escovado deixam os poros mais abertos: a proteção dura menos.',
    },
    unknown:
      'Absorção não informada para esta pedra: não arriscamos um prazo. Antes de impermeabilizar, a equipe faz o teste da gota na sua peça e diz de quanto em quanto tempo repetir.',
  },
  acid: {
    alta: {
      title: 'Seque ácidos na hora',
      text: 'Sensibilidade a ácidos alta ({mineral}): limão, vinagre, vinho e refrigerante dissolvem a superfície em minutos e deixam uma marca fosca. O impermeabilizante protege de manchas, não dessa marca.',
      finish: {
        polido: 'No polido, a marca aparece como um ponto sem brilho; sai com repolimento local.',
        levigado: 'No levigado, a marca se confunde com o fosco da pedra e quase não aparece.',
      },
    },
    moderada: {
      title: 'Não deixe ácidos parados',
      text: 'Sensibilidade a ácidos moderada ({mineral}): um respingo de limão ou vinho limpo em poucos minutos não marca; deixado por horas, embaça a superfície.',
      finish: {
        polido: 'No polido, o ponto embaçado aparece contra a luz; sai com repolimento local.',
        levigado: 'No levigado, o contato longo deixa a área levemente mais clara.',
      },
    },
    baixa: {
      title: 'Ácidos do dia a dia não atacam a pedra',
      text: 'Sensibilidade a ácidos baixa ({mineral}): limão e vinagre não marcam a pedra. Limpe mesmo assim: deixados, desgastam o impermeabilizante.',
      finish: {
        polido: 'O polido mantém o brilho com limpeza neutra; não precisa de cera.',
        levigado: 'O levigado esconde marcas de uso e pede a mesma limpeza neutra.',
      },
    },
    unknown: {
      title: 'Trate ácidos com cautela',
      text: 'Sensibilidade a ácidos não informada para esta pedra: até a equipe testar uma amostra, trate limão, vinagre e vinho como se marcassem.',
      finish: {
        polido: 'No polido, qualquer marca aparece primeiro contra a luz.',
        levigado: 'No levigado, observe a cor da área depois de limpar.',
      },
    },
  },
  hardness: {
    tiers: [
      {
        minMohs: 6,
        key: 'resistente',
        title: 'Corte à vontade, apoie com cuidado',
        text: 'Dureza de {dureza}: a lâmina de aço (cerca de 5,5 Mohs) não risca a pedra. Use tábua para poupar o fio da faca e deixe areia e cerâmica áspera longe do tampo.',
      },
      {
        minMohs: 3.5,
        key: 'media',
        title: 'Use tábua de corte e feltro',
        text: 'Dureza de {dureza}: faca, metal e areia riscam a superfície. Corte sobre tábua, ponha feltro sob objetos e um capacho nas entradas.',
      },
      {
        key: 'sensivel',
        title: 'Proteja de riscos e arraste',
        text: 'Dureza de {dureza}: até a louça de fundo áspero risca. Levante os objetos em vez de arrastar, use tábua e descansos, e prefira a pedra onde o uso é leve.',
      },
    ],
    unknown: {
      title: 'Use tábua de corte',
      text: 'Dureza não informada para esta pedra: use tábua e feltro até a equipe confirmar o que a risca.',
    },
  },
  cleaning: {
    baixa: {
      title: 'Limpe com pano úmido e detergente neutro',
      text: 'Manutenção baixa: pano úmido e detergente neutro bastam no dia a dia; seque com pano macio para não deixar marcas de água.',
    },
    media: {
      title: 'Limpe com detergente neutro e seque em seguida',
      text: 'Manutenção média: detergente neutro diluído, pano macio e secagem logo depois. Água parada deixa marcas de calcário no brilho.',
    },
    alta: {
      title: 'Limpe com produto próprio para pedra',
      text: 'Manutenção alta: use só produto de pH neutro próprio para pedra natural e seque toda a superfície depois de cada uso.',
    },
    unknown: {
      title: 'Limpe com detergente neutro',
      text: 'Nível de manutenção não informado para esta pedra: use detergente neutro e pano macio, e seque a superfície, até a equipe avaliar a peça.',
    },
  },
  finishes: {
    polido: { label: 'Polido', short: 'polido' },
    levigado: { label: 'Levigado ou escovado', short: 'levigado ou escovado' },
  },
  spills: [
    { name: 'Limão, vinagre e refrigerante', etchesWhen: ['alta', 'moderada'], stainsAbove: null, action: 'Enxugue sem esfregar e passe pano úmido.' },
    { name: 'Vinho tinto e café', etchesWhen: ['alta'], stainsAbove: 0.2, action: 'Absorva com papel, sem espalhar; depois, água e detergente neutro.' },
    { name: 'Óleo, azeite e gordura', etchesWhen: [], stainsAbove: 0.2, action: 'Cubra com papel-toalha e pressione; limpe com detergente neutro morno.' },
    { name: 'Cosméticos e tintura de cabelo', etchesWhen: [], stainsAbove: 0.1, action: 'Remova na hora com pano úmido; nunca com removedor ou acetona.' },
    { name: 'Água parada', etchesWhen: [], stainsAbove: 0.3, action: 'Seque com pano macio; água dura deixa marcas brancas.' },
  ],
  verdicts: {
    etches: 'Marca (tira o brilho)',
    stains: 'Pode manchar sem impermeabilização',
    both: 'Marca e pode manchar',
    none: 'Não afeta, se limpo',
    unknown: 'Não informado',
  },
} satisfies StoneCareRules);

/** Months between sealings for an absorption and a finish, or null when the absorption is unknown. */
export function sealingMonths(absorptionPercent: number | null | undefined, finish: CareFinish, rules: StoneCareRules = stoneCareRules): number | null {
  if (typeof absorptionPercent !== 'number' || !Number.isFinite(absorptionPercent)) return null;
  const tier = rules.sealing.tiers.find((candidate) => candidate.maxAbsorption === undefined || absorptionPercent <= candidate.maxAbsorption);
  return tier ? tier.months[finish] : null;
}
