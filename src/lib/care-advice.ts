// A stone's care advice, from its own figures and the rules of content/stone-care.ts. Pure: the care page,
// its stories and the tests call it with a stone and get the same advice. A figure that is missing or not a
// number is never guessed: the rule that reads it says so instead.
import { formatAbsorption, formatHardness } from '../../content/stone-figures';
import type { MaintenanceLevel } from '../../content/types';
import { acidLabels, sealingMonths, stoneCareRules, type AcidSensitivity, type CareFinish, type StoneCareRules, type StoneMineralogy } from '../../content/stone-care';

/** What the advice reads of a stone; any figure may be unknown. */
export interface CareInput {
  absorptionPercent?: number | null;
  hardnessMohs?: number | null;
  maintenance?: MaintenanceLevel | null;
  mineralogy?: StoneMineralogy | null;
}

export interface CareRuleAdvice {
  /** Which rule it came from: the tests and the page's anchors use it. */
  rule: 'limpeza' | 'impermeabilizacao' | 'acidos' | 'riscos';
  title: string;
  text: string;
  /** The figure it read, as the page shows it beside the rule ('0,20%'); null when unknown. */
  figure: { label: string; value: string } | null;
}

export interface SealingAdvice {
  finish: CareFinish;
  label: string;
  /** null when the absorption is unknown. */
  months: number | null;
  note: string;
}

export interface SpillAdvice {
  name: string;
  verdict: string;
  /** The tone of the verdict: the table marks what harms the stone. */
  harm: 'marca' | 'mancha' | 'ambos' | 'nenhum' | 'desconhecido';
  action: string;
}

export interface CareAdvice {
  rules: CareRuleAdvice[];
  sealing: SealingAdvice[];
  spills: SpillAdvice[];
  /** Acid sensitivity, or null when unknown. */
  acid: AcidSensitivity | null;
  /** The figures a rule could not read, by name ('absorção'), for the page's note. */
  unknown: string[];
}

const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

function spillAdvice(input: CareInput, rules: StoneCareRules): SpillAdvice[] {
  const acid = input.mineralogy?.acid ?? null;
  return rules.spills.map((spill) => {
    const canEtch = spill.etchesWhen.length > 0;
    const canStain = spill.stainsAbove !== null;
    // A verdict needs the figures the spill is judged by; without them the table says so.
    if ((canEtch && acid === null) || (canStain && !known(input.absorptionPercent))) {
      return { name: spill.name, verdict: rules.verdicts.unknown, harm: 'desconhecido', action: spill.action };
    }
    const etches = canEtch && acid !== null && spill.etchesWhen.includes(acid);
    const stains = canStain && known(input.absorptionPercent) && input.absorptionPercent > spill.stainsAbove!;
    const harm = etches && stains ? 'ambos' : etches ? 'marca' : stains ? 'mancha' : 'nenhum';
    const verdict = { ambos: rules.verdicts.both, marca: rules.verdicts.etches, mancha: rules.verdicts.stains, nenhum: rules.verdicts.none }[harm];
    return { name: spill.name, verdict, harm, action: spill.action };
  });
}

/** Every rule applied to one stone. */
export function careAdvice(input: CareInput, rules: StoneCareRules = stoneCareRules): CareAdvice {
  const unknown: string[] = [];
  const { absorptionPercent, hardnessMohs, maintenance, mineralogy } = input;

  if (!maintenance) unknown.push('manutenção');
  const cleaningRule: CareRuleAdvice = maintenance
    ? { rule: 'limpeza', ...rules.cleaning[maintenance.key], figure: { label: 'Manutenção', value: maintenance.label } }
    : { rule: 'limpeza', ...rules.cleaning.unknown, figure: null };

  const polished = sealingMonths(absorptionPercent, 'polido', rules);
  let sealingRule: CareRuleAdvice;
  if (polished === null || !known(absorptionPercent)) {
    unknown.push('absorção');
    sealingRule = { rule: 'impermeabilizacao', title: 'Peça o teste da gota antes de impermeabilizar', text: rules.sealing.unknown, figure: null };
  } else {
    const values = { absorcao: formatAbsorption(absorptionPercent), meses: String(polished), acabamento: rules.finishes.polido.short };
    sealingRule = {
      rule: 'impermeabilizacao',
      title: fill(rules.sealing.title, values),
      text: fill(rules.sealing.text, values),
      figure: { label: 'Absorção', value: values.absorcao },
    };
  }

  const acidRule = mineralogy ? rules.acid[mineralogy.acid] : rules.acid.unknown;
  if (!mineralogy) unknown.push('sensibilidade a ácidos');
  const acidAdvice: CareRuleAdvice = {
    rule: 'acidos',
    title: acidRule.title,
    text: fill(acidRule.text, { mineral: mineralogy?.mineral ?? '' }),
    figure: mineralogy ? { label: 'Sensibilidade a ácidos', value: acidLabels[mineralogy.acid] } : null,
  };

  let hardnessAdvice: CareRuleAdvice;
  if (!known(hardnessMohs)) {
    unknown.push('dureza');
    hardnessAdvice = { rule: 'riscos', ...rules.hardness.unknown, figure: null };
  } else {
    const tier = rules.hardness.tiers.find((candidate) => candidate.minMohs === undefined || hardnessMohs >= candidate.minMohs)!;
    const value = formatHardness(hardnessMohs);
    hardnessAdvice = { rule: 'riscos', title: tier.title, text: fill(tier.text, { dureza: value }), figure: { label: 'Dureza', value } };
  }

  const finishes: CareFinish[] = ['polido', 'levigado'];
  const sealing = finishes.map((finish): SealingAdvice => {
    const months = sealingMonths(absorptionPercent, finish, rules);
    return { finish, label: rules.finishes[finish].label, months, note: `${rules.sealing.finishNote[finish]} ${acidRule.finish[finish]}` };
  });

  return {
    rules: [cleaningRule, sealingRule, acidAdvice, hardnessAdvice],
    sealing,
    spills: spillAdvice(input, rules),
    acid: mineralogy?.acid ?? null,
    unknown,
  };
}
