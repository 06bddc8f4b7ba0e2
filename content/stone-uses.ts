// How the catalogue recommends a stone: where it goes (a use, each with its own page) and what matters
// most to the visitor (priorities), as thresholds on the stone's own figures. A reason is a template
// filled with the same display strings the stone's page shows ({dureza}, {absorcao}, {resistencia},
// {densidade}, {durabilidade}, {manutencao}), so the line under a stone's name is always its own figure.
// The "como recomendamos" note on the page is written from these same rules.
import { deepFreeze } from './deep-freeze';
import { formatList } from './pt-br-format.mjs';
import { formatAbsorption, formatHardness, formatStrength, maintenanceLevels } from './stone-figures';

/** A figure a rule reads; levels by their rank (maintenance: 1 = low). */
export type RuleFigure = 'hardnessMohs' | 'absorptionPercent' | 'mechanicalStrengthMpa' | 'maintenanceRank';

/** Holds when the figure is within [min, max] (either bound optional, both inclusive). */
export interface FigureCondition {
  figure: RuleFigure;
  min?: number;
  max?: number;
}

/** 'indicada' and 'com-cuidados' stay in the list; 'pouco-indicada' is set aside, with its reason. */
export type UseVerdict = 'indicada' | 'com-cuidados' | 'pouco-indicada';

export interface UseTier {
  verdict: UseVerdict;
  /** Every condition must hold; the first tier that holds decides. The last tier has none. */
  when: readonly FigureCondition[];
  reason: string;
}

export type StoneUseSlug = 'cozinha' | 'banheiro' | 'piso' | 'parede' | 'area-externa';

export interface StoneUse {
  slug: StoneUseSlug;
  /** The chip: 'Cozinha'. */
  label: string;
  /** Said in sentences and the count: 'bancada de cozinha'. */
  place: string;
  /** In a list of uses: 'Indicada para cozinha, piso e área externa'. */
  short: string;
  path: string;
  seo: { title: string; description: string };
  heading: { title: string; lead: string };
  tiers: readonly UseTier[];
}

export type PriorityKey = 'manchas' | 'riscos-calor' | 'manutencao';

export interface StonePriority {
  key: PriorityKey;
  label: string;
  condition: FigureCondition;
  /** Why a stone that meets it fits. */
  reason: string;
  /** Why a stone that falls short is set aside. */
  shortfall: string;
}

const hard = (min: number): FigureCondition => ({ figure: 'hardnessMohs', min });
const absorbs = (max: number): FigureCondition => ({ figure: 'absorptionPercent', max });
const strong = (min: number): FigureCondition => ({ figure: 'mechanicalStrengthMpa', min });

export const stoneUses: readonly StoneUse[] = deepFreeze([
  {
    slug: 'cozinha',
    short: 'cozinha',
    label: 'Cozinha',
    place: 'bancada de cozinha',
    path: '/pedras/cozinha',
    seo: {
      title: 'Pedra para bancada de cozinha: qual escolher | Lavra',
      description:
        'Quartzitos e granitos para bancada de cozinha, escolhidos pela dureza e pela absorção de cada pedra: o que resiste a faca, calor, vinho e óleo.',
    },
    heading: {
      title: 'Pedras para bancada de cozinha',
      lead: 'Faca, calor, limão e vinho: na bancada, a pedra precisa de dureza e de pouca absorção. Cada pedra diz abaixo por que serve, com os números dela.',
    },
    tiers: [
      { verdict: 'indicada', when: [hard(6), absorbs(0.3)], reason: 'Dureza {dureza} e absorção {absorcao}: resiste a riscos e ao uso diário' },
      { verdict: 'com-cuidados', when: [hard(6), absorbs(0.4)], reason: 'Absorção {absorcao}: pede o teste da gota a cada 6 meses e impermeabilização a cada 6 a 12 meses' },
      { verdict: 'com-cuidados', when: [hard(3.8)], reason: 'Dureza {dureza}: pede tábua de corte e cuidado com limão e vinagre' },
      { verdict: 'pouco-indicada', when: [], reason: 'Dureza {dureza}: facas riscam e ácidos marcam o polido da bancada' },
    ],
  },
  {
    slug: 'banheiro',
    short: 'banheiro',
    label: 'Banheiro e lavabo',
    place: 'banheiro e lavabo',
    path: '/pedras/banheiro',
    seo: {
      title: 'Pedra para banheiro e lavabo: bancadas e paredes | Lavra',
      description:
        'Mármores, quartzitos e granitos para banheiro e lavabo, escolhidos pela absorção de água de cada pedra: bancadas, paredes e pisos que convivem com a umidade.',
    },
    heading: {
      title: 'Pedras para banheiro e lavabo',
      lead: 'No banheiro a pedra vive molhada: o que conta é quanto ela absorve. É onde os mármores clássicos mostram toda a sua beleza.',
    },
    tiers: [
      { verdict: 'indicada', when: [absorbs(0.3)], reason: 'Absorção {absorcao}: convive com a umidade; cosméticos e tinturas, limpe logo' },
      { verdict: 'com-cuidados', when: [absorbs(0.4)], reason: 'Absorção {absorcao}: impermeabilizada, convive bem com a umidade' },
      { verdict: 'pouco-indicada', when: [], reason: 'Absorção {absorcao}: a umidade constante pode manchar a pedra' },
    ],
  },
  {
    slug: 'piso',
    short: 'piso',
    label: 'Piso',
    place: 'piso',
    path: '/pedras/piso',
    seo: {
      title: 'Pedra para piso: granitos, mármores e quartzitos | Lavra',
      description:
        'Pedras naturais para piso, escolhidas pela dureza de cada uma: as que aguentam tráfego intenso e as que pedem uso interno, com a ficha técnica de cada pedra.',
    },
    heading: {
      title: 'Pedras para piso',
      lead: 'No piso, o que decide é a dureza: quanto a pedra resiste ao atrito de sapatos, areia e móveis sem perder o polido.',
    },
    tiers: [
      { verdict: 'indicada', when: [hard(6)], reason: 'Dureza {dureza}: aguenta tráfego intenso; com capacho nas entradas, o polido dura muito' },
      { verdict: 'com-cuidados', when: [hard(3)], reason: 'Dureza {dureza}: para pisos internos, com repolimento periódico' },
      { verdict: 'pouco-indicada', when: [], reason: 'Dureza {dureza}: o tráfego risca a superfície em pouco tempo' },
    ],
  },
  {
    slug: 'parede',
    short: 'parede',
    label: 'Parede',
    place: 'revestimento de parede',
    path: '/pedras/parede',
    seo: {
      title: 'Pedra para revestimento de parede e painéis | Lavra',
      description:
        'Mármores, quartzitos e granitos para revestir paredes, painéis e lareiras, com a resistência mecânica de cada pedra e o desenho que faz dela a peça principal.',
    },
    heading: {
      title: 'Pedras para revestimento de parede',
      lead: 'Na parede a pedra é vista, não pisada: quase todas servem, e a resistência mecânica diz quão fina e grande pode ser cada placa.',
    },
    tiers: [
      { verdict: 'indicada', when: [strong(100)], reason: 'Resistência {resistencia}: aceita placas finas de grande formato' },
      { verdict: 'com-cuidados', when: [strong(50)], reason: 'Resistência {resistencia}: pede placas mais espessas e fixação mecânica' },
      { verdict: 'pouco-indicada', when: [], reason: 'Resistência {resistencia}: frágil demais para placas de revestimento' },
    ],
  },
  {
    slug: 'area-externa',
    short: 'área externa',
    label: 'Área externa e gourmet',
    place: 'área externa e gourmet',
    path: '/pedras/area-externa',
    seo: {
      title: 'Pedra para área externa, gourmet e piscina | Lavra',
      description:
        'Granitos e quartzitos para área gourmet, churrasqueira e beira de piscina, escolhidos pela dureza e pela absorção: pedras que encaram sol, chuva e gordura.',
    },
    heading: {
      title: 'Pedras para área externa e gourmet',
      lead: 'Sol, chuva, cloro e gordura de churrasco: fora de casa a pedra precisa de dureza e absorção baixa ao mesmo tempo.',
    },
    tiers: [
      { verdict: 'indicada', when: [hard(6), absorbs(0.25)], reason: 'Dureza {dureza} e absorção {absorcao}: encara sol e chuva; gordura, limpe no mesmo dia' },
      { verdict: 'com-cuidados', when: [hard(6), absorbs(0.4)], reason: 'Absorção {absorcao}: ao ar livre, pede o teste da gota a cada 6 meses e impermeabilização a cada 6 a 12 meses, ou antes no levigado' },
      { verdict: 'pouco-indicada', when: [], reason: 'Dureza {dureza}: sol, chuva e ácidos desgastam o polido ao ar livre' },
    ],
  },
]);

export const stonePriorities: readonly StonePriority[] = deepFreeze([
  {
    key: 'manchas',
    label: 'Resistir a manchas',
    condition: absorbs(0.2),
    reason: 'Absorção {absorcao}: absorve pouco, e manchas demoram a entrar; a ficha de cuidados diz se leva impermeabilizante e o que marca a pedra',
    shortfall: 'Absorção {absorcao}: acima de 0,20%, mancha sem impermeabilização',
  },
  {
    key: 'riscos-calor',
    label: 'Riscos e calor',
    condition: hard(6),
    reason: 'Dureza {dureza}: não risca com faca e tolera panela quente no descanso',
    shortfall: 'Dureza {dureza}: risca com faca e pede apoio para panelas',
  },
  {
    key: 'manutencao',
    label: 'Pouca manutenção',
    condition: { figure: 'maintenanceRank', max: 1 },
    reason: 'Manutenção {manutencao}: pano úmido e detergente neutro bastam',
    shortfall: 'Manutenção {manutencao}: pede impermeabilização periódica',
  },
]);

export function findStoneUse(slug: string): StoneUse | undefined {
  return stoneUses.find((use) => use.slug === slug);
}

const figureWords: Record<RuleFigure, { name: string; format: (value: number) => string }> = {
  hardnessMohs: { name: 'dureza', format: formatHardness },
  absorptionPercent: { name: 'absorção', format: formatAbsorption },
  mechanicalStrengthMpa: { name: 'resistência mecânica', format: formatStrength },
  maintenanceRank: {
    name: 'manutenção',
    format: (rank) => Object.values(maintenanceLevels).find((level) => level.rank === rank)?.label.toLowerCase() ?? String(rank),
  },
};

/** A condition in words, for the "como recomendamos" note: 'dureza a partir de 6 Mohs', 'absorção até 0,30%'. */
export function describeCondition({ figure, min, max }: FigureCondition): string {
  const { name, format } = figureWords[figure];
  if (figure === 'maintenanceRank' && max !== undefined && min === undefined) return `${name} ${format(max)}`;
  const parts = [min !== undefined && `a partir de ${format(min)}`, max !== undefined && `até ${format(max)}`].filter((part): part is string => typeof part === 'string');
  return `${name} ${formatList(parts)}`;
}
