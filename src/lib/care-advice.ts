// A stone's care advice, from what it is made of, its own figures and the rules of content/stone-care.ts. Pure: the
// care page, its stories and the tests call it with a stone and get the same advice. A figure that is missing or not
// a number is never guessed: the rule that reads it says so instead.
import { formatAbsorption, formatHardness } from '../../content/stone-figures';
import { formatList, formatNumber } from '../../content/pt-br-format.mjs';
import type { MaintenanceLevel } from '../../content/types';
import {
  acidLabels,
  minerals,
  sealingInterval,
  sealingWords,
  stoneCareRules,
  type AcidSensitivity,
  type CareFinish,
  type Mineral,
  type ScratchTier,
  type SealingInterval,
  type SlabTest,
  type StoneCareRules,
  type StoneMineralogy,
} from '../../content/stone-care';

/** What the advice reads of a stone; any figure may be unknown. */
export interface CareInput {
  absorptionPercent?: number | null;
  hardnessMohs?: number | null;
  maintenance?: MaintenanceLevel | null;
  mineralogy?: StoneMineralogy | null;
  /** A sintered or ultracompact surface is never sealed. */
  material?: 'natural' | 'ultracompacto';
}

export interface CareRuleAdvice {
  /** Which rule it came from: the tests and the page's anchors use it. */
  rule: 'limpeza' | 'impermeabilizacao' | 'acidos' | 'riscos' | 'calor';
  title: string;
  text: string;
  /** The figure it read, as the page shows it beside the rule ('0,20%'); null when unknown or none. */
  figure: { label: string; value: string } | null;
}

export interface SealingAdvice {
  finish: CareFinish;
  label: string;
  /** null when the absorption is unknown. */
  interval: SealingInterval | null;
  /** The table's cell: 'a cada 6 a 12 meses', 'não impermeabilizar'. */
  cell: string;
  note: string;
}

export interface SpillAdvice {
  name: string;
  verdict: string;
  /** The tone of the verdict: the table marks what harms the stone. */
  harm: 'marca' | 'mancha' | 'ambos' | 'varia' | 'nenhum' | 'desconhecido';
  action: string;
}

export interface SlabTestAdvice {
  key: SlabTest;
  title: string;
  /** What to do and what the result means for this stone. */
  text: string;
}

export interface CareAdvice {
  rules: CareRuleAdvice[];
  sealing: SealingAdvice[];
  spills: SpillAdvice[];
  /** The quick tests to ask for when seeing the slab. */
  tests: SlabTestAdvice[];
  /** Acid sensitivity, or null when unknown. */
  acid: AcidSensitivity | null;
  /** '0,20%', or null when unknown. */
  absorption: string | null;
  /** What the stone is, in words, or null when unknown. */
  rock: string | null;
  /** The figures a rule could not read, by name ('absorção'), for the page's note. */
  unknown: string[];
}

const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export { sealingWords };

export const fillCare = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

const mohsRange = ([low, high]: readonly [number, number]) => {
  const number = (value: number) => formatNumber(value, { maxFractionDigits: 1, grouping: false });
  return low === high ? number(low) : `${number(low)} a ${number(high)}`;
};

/** 'a calcita dos veios', 'o quartzo e o feldspato': the minerals named, veins said as veins. */
function mineralWords(body: readonly Mineral[], veins: readonly Mineral[]): { words: string; plural: boolean } {
  const parts = [...body.map((mineral) => minerals[mineral].name), ...veins.map((mineral) => `${minerals[mineral].name} dos veios`)];
  return { words: formatList(parts), plural: parts.length > 1 };
}

/** The weakest reaction at the surface decides: calcite anywhere etches fast, dolomite slowly. */
export function acidSensitivity(mineralogy: StoneMineralogy): AcidSensitivity {
  if (mineralogy.variesByLot) return 'varia';
  const all = [...mineralogy.body, ...(mineralogy.veins ?? [])];
  if (all.some((mineral) => minerals[mineral].acid === 'rapida')) return 'alta';
  if (all.some((mineral) => minerals[mineral].acid === 'lenta')) return 'moderada';
  return 'baixa';
}

function acidRule(mineralogy: StoneMineralogy | null, rules: StoneCareRules) {
  if (!mineralogy) return { acid: null, rule: rules.acid.unknown, text: rules.acid.unknown.text };
  const acid = acidSensitivity(mineralogy);
  const rule = rules.acid[acid];
  const veins = mineralogy.veins ?? [];
  // What reacts: the minerals with the strongest reaction; when none reacts, every mineral of the slab.
  const strongest = acid === 'alta' ? 'rapida' : acid === 'moderada' ? 'lenta' : null;
  const pick = (list: readonly Mineral[]) => (strongest ? list.filter((mineral) => minerals[mineral].acid === strongest) : list);
  const { words, plural } = mineralWords(pick(mineralogy.body), pick(veins));
  const text = fillCare(rule.text, { minerais: words, reage: plural ? 'reagem' : 'reage', variacao: mineralogy.variesByLot ?? '', nota: mineralogy.note ? ` ${mineralogy.note}` : '' });
  return { acid, rule, text };
}

/** The weakest mineral at the surface, by its lowest hardness. */
function weakestMineral(mineralogy: StoneMineralogy): Mineral {
  return [...mineralogy.body, ...(mineralogy.veins ?? [])].reduce((weakest, mineral) => (minerals[mineral].mohs[0] < minerals[weakest].mohs[0] ? mineral : weakest));
}

function hardnessRule(hardnessMohs: number | null | undefined, mineralogy: StoneMineralogy | null, rules: StoneCareRules): { rule: CareRuleAdvice; tier: ScratchTier | 'varia' | null } {
  if (!known(hardnessMohs)) return { rule: { rule: 'riscos', ...rules.hardness.unknown, figure: null }, tier: null };
  const dureza = formatHardness(hardnessMohs);
  const figure = { label: 'Dureza', value: dureza };
  const resin = mineralogy?.resin ? rules.hardness.resin : '';
  if (mineralogy?.variesByLot) {
    const weakest = weakestMineral(mineralogy);
    const text = fillCare(rules.hardness.variesByLot.text, { dureza, mineral: minerals[weakest].name, mohs: mohsRange(minerals[weakest].mohs) });
    return { rule: { rule: 'riscos', title: rules.hardness.variesByLot.title, text: text + resin, figure }, tier: 'varia' };
  }
  const weakest = mineralogy ? weakestMineral(mineralogy) : null;
  const surface = weakest ? Math.min(hardnessMohs, minerals[weakest].mohs[0]) : hardnessMohs;
  const tier = rules.hardness.tiers.find((candidate) => candidate.minMohs === undefined || surface >= candidate.minMohs)!;
  // The weakest mineral is named when it is softer than the stone's figure says, or harder than it: never to repeat it.
  const same = weakest !== null && minerals[weakest].mohs[0] === hardnessMohs && minerals[weakest].mohs[1] === hardnessMohs;
  const inVeins = weakest !== null && !mineralogy!.body.includes(weakest);
  const clause = weakest && !same ? fillCare(rules.hardness.clause[inVeins ? 'veins' : 'body'], { mineral: minerals[weakest].name, mohs: mohsRange(minerals[weakest].mohs) }) : '';
  const text = fillCare(tier.text, { dureza, clausula: clause });
  return { rule: { rule: 'riscos', title: tier.title, text: text + resin, figure }, tier: tier.key };
}

function sealingAdvice(input: CareInput, rules: StoneCareRules) {
  const { absorptionPercent, mineralogy = null } = input;
  const ultracompact = input.material === 'ultracompacto';
  const finishes: CareFinish[] = ['polido', 'levigado'];
  const rows = finishes.map((finish): SealingAdvice => {
    const interval: SealingInterval | null = ultracompact ? 'nao-selar' : sealingInterval(absorptionPercent, finish, mineralogy, rules);
    return { finish, label: rules.finishes[finish].label, interval, cell: sealingCell(interval, rules), note: rules.sealing.finishNote[finish] };
  });

  const polished = rows[0]!.interval;
  let rule: CareRuleAdvice;
  if (ultracompact) {
    rule = { rule: 'impermeabilizacao', ...rules.sealing.ultracompact, figure: null };
  } else if (polished === null || !known(absorptionPercent)) {
    rule = { rule: 'impermeabilizacao', ...rules.sealing.unknown, figure: null };
  } else {
    const absorcao = formatAbsorption(absorptionPercent);
    const figure = { label: 'Absorção', value: absorcao };
    const template = typeof polished === 'object' ? rules.sealing.seal : rules.sealing.none;
    const values = { absorcao, acabamento: rules.finishes.polido.short, min: typeof polished === 'object' ? String(polished.min) : '', max: typeof polished === 'object' ? String(polished.max) : '' };
    rule = { rule: 'impermeabilizacao', title: fillCare(template.title, values), text: fillCare(template.text, values), figure };
  }
  return { rows, rule };
}

function spillAdvice(input: CareInput, acid: AcidSensitivity | null, rules: StoneCareRules): SpillAdvice[] {
  const { absorptionPercent, mineralogy } = input;
  const { verdicts } = rules;
  return rules.spills.map((spill) => {
    const canEtch = spill.etchesWhen.length > 0;
    const readsAbsorption = spill.showsFrom !== null || spill.darkensFrom !== undefined;
    // A verdict needs the figures the spill is judged by; without them the table says so.
    if ((canEtch && acid === null) || (readsAbsorption && !known(absorptionPercent))) {
      return { name: spill.name, verdict: verdicts.unknown, harm: 'desconhecido', action: spill.action };
    }
    const absorbs = known(absorptionPercent) ? absorptionPercent : 0;
    // A stain shows on a light ground, or on the light veins of a dark stone; an unknown ground is taken as light.
    const ground = mineralogy?.ground ?? 'claro';
    const shows = spill.showsFrom !== null && absorbs >= spill.showsFrom && (ground === 'claro' || mineralogy?.lightVeins === true);
    const inVeins = shows && ground === 'escuro';
    const etches = canEtch && acid !== null && spill.etchesWhen.includes(acid);
    if (canEtch && acid === 'varia') return { name: spill.name, verdict: shows ? `${verdicts.varies}; ${verdicts.stains.toLowerCase()}` : verdicts.varies, harm: 'varia', action: spill.action };
    if (etches && shows) return { name: spill.name, verdict: inVeins ? verdicts.bothVeins : verdicts.both, harm: 'ambos', action: spill.action };
    if (etches) return { name: spill.name, verdict: verdicts.etches, harm: 'marca', action: spill.action };
    if (shows) return { name: spill.name, verdict: inVeins ? verdicts.stainsVeins : verdicts.stains, harm: 'mancha', action: spill.action };
    if (spill.darkensFrom !== undefined && mineralogy?.waterYellows) return { name: spill.name, verdict: verdicts.yellows, harm: 'mancha', action: spill.action };
    if (spill.darkensFrom !== undefined && absorbs >= spill.darkensFrom) return { name: spill.name, verdict: verdicts.darkens, harm: 'nenhum', action: spill.action };
    return { name: spill.name, verdict: verdicts.none, harm: 'nenhum', action: spill.action };
  });
}

function slabTests(acid: AcidSensitivity | null, scratch: ScratchTier | 'varia' | null, polished: SealingInterval | null, mineralogy: StoneMineralogy | null, rules: StoneCareRules): SlabTestAdvice[] {
  const { limao, risco, gota, acetona } = rules.tests;
  const tests: SlabTestAdvice[] = [];
  const lemon = acid === null ? limao.unknown : acid === 'varia' ? limao.varia : acid === 'baixa' ? limao.naoMarca : limao.marca;
  tests.push({ key: 'limao', title: limao.title, text: lemon });
  if (scratch === 'resistente' || scratch === 'varia') tests.push({ key: 'risco', title: risco.title, text: scratch === 'varia' ? risco.varia : risco.resistente });
  const drop = polished === null ? gota.unknown : polished === 'nao-selar' ? gota.none : gota.seal;
  tests.push({ key: 'gota', title: gota.title, text: drop });
  if (mineralogy?.dyeRisk) tests.push({ key: 'acetona', ...acetona });
  return tests;
}

/** Every rule applied to one stone. */
export function careAdvice(input: CareInput, rules: StoneCareRules = stoneCareRules): CareAdvice {
  const unknown: string[] = [];
  const { absorptionPercent, hardnessMohs, maintenance, mineralogy = null } = input;

  if (!maintenance) unknown.push('manutenção');
  const cleaningRule: CareRuleAdvice = maintenance
    ? { rule: 'limpeza', ...rules.cleaning[maintenance.key], figure: { label: 'Manutenção', value: maintenance.label } }
    : { rule: 'limpeza', ...rules.cleaning.unknown, figure: null };

  const acid = acidRule(mineralogy, rules);
  const ground = mineralogy?.ground ?? 'claro';
  const sealing = sealingAdvice(input, rules);
  if (!known(absorptionPercent) && input.material !== 'ultracompacto') unknown.push('absorção');

  if (!mineralogy) unknown.push('sensibilidade a ácidos');
  const acidAdvice: CareRuleAdvice = {
    rule: 'acidos',
    title: acid.rule.title,
    // How a mark shows on each finish and ground belongs with the acids, not with the sealing.
    text: `${acid.text} ${acid.rule.finish.polido[ground]} ${acid.rule.finish.levigado[ground]}`,
    figure: acid.acid ? { label: 'Sensibilidade a ácidos', value: acidLabels[acid.acid] } : null,
  };

  const hardness = hardnessRule(hardnessMohs, mineralogy, rules);
  if (!known(hardnessMohs)) unknown.push('dureza');

  const heat = mineralogy?.resin ? rules.heat.resin : rules.heat.natural;
  const heatAdvice: CareRuleAdvice = { rule: 'calor', ...heat, figure: null };

  return {
    rules: [cleaningRule, sealing.rule, acidAdvice, hardness.rule, heatAdvice],
    sealing: sealing.rows,
    spills: spillAdvice(input, acid.acid, rules),
    tests: slabTests(acid.acid, hardness.tier, sealing.rows[0]!.interval, mineralogy, rules),
    acid: acid.acid,
    absorption: known(absorptionPercent) ? formatAbsorption(absorptionPercent) : null,
    rock: mineralogy?.rock ?? null,
    unknown,
  };
}

/** A sealing interval as a table's cell says it: 'a cada 6 a 12 meses', 'não impermeabilizar', 'pelo teste da gota'. */
export function sealingCell(interval: SealingInterval | null, rules: StoneCareRules = stoneCareRules): string {
  const { cell } = rules.sealing;
  if (interval === null) return cell.unknown;
  if (interval === 'nao-selar') return cell.none;
  if (interval === 'testar') return cell.honedTest;
  return fillCare(cell.seal, { min: String(interval.min), max: String(interval.max) });
}
