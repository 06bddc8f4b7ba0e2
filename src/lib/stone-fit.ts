// Which stones fit the visitor's choice, and why, in one line drawn from each stone's own figures.
// Tone and collection are tastes: a stone outside them is simply not listed. The use and the priorities
// are about fitness: a stone that falls short is set aside with the reason, never silently dropped.
import { hasTone } from '../../content/catalogue-page';
import { formatList } from '../../content/pt-br-format.mjs';
import type { FigureCondition, StonePriority, StoneUse, UseTier, UseVerdict } from '../../content/stone-uses';
import type { CatalogueStone, StoneFigures, TechnicalSpecs } from '../../content/types';
import type { CatalogueChoice } from './catalogue-choice';

export interface StoneFit {
  stone: CatalogueStone;
  verdict: UseVerdict;
  /** One line, e.g. 'Absorção 0,08%: resiste a vinho e óleo'. */
  reason: string;
}

export interface FitResult {
  kept: StoneFit[];
  setAside: StoneFit[];
}

export interface UseSummary {
  /** Indicated for every use. */
  all: string;
  /** 'Indicada para banheiro e parede'. */
  indicated: (uses: string) => string;
  /** Indicated for none, fits some with care. */
  careful: (uses: string) => string;
}

export interface FitRules {
  uses: readonly StoneUse[];
  priorities: readonly StonePriority[];
  /** The line of a stone when nothing is chosen: the uses it suits, from its tiers. */
  summary: UseSummary;
}

function figureValue(figures: StoneFigures, figure: FigureCondition['figure']): number {
  return figure === 'maintenanceRank' ? figures.maintenance.rank : figures[figure];
}

export function holds(condition: FigureCondition, figures: StoneFigures): boolean {
  const value = figureValue(figures, condition.figure);
  return (condition.min === undefined || value >= condition.min) && (condition.max === undefined || value <= condition.max);
}

/** The first tier of a use whose conditions all hold. The rules end with an unconditional tier. */
export function tierFor(use: StoneUse, figures: StoneFigures): UseTier {
  const tier = use.tiers.find((candidate) => candidate.when.every((condition) => holds(condition, figures)));
  if (!tier) throw new Error(`the rules for ${use.slug} must end with a tier without conditions`);
  return tier;
}

const PLACEHOLDERS: Record<string, (t: TechnicalSpecs) => string> = {
  dureza: (t) => t.dureza,
  densidade: (t) => t.densidade,
  absorcao: (t) => t.absorcao,
  resistencia: (t) => t.resistenciaMecanica,
  durabilidade: (t) => t.durabilidade.toLowerCase(),
  manutencao: (t) => t.manutencao.toLowerCase(),
};

/** Fills a reason template with the stone's own display strings. */
export function fillReason(template: string, technical: TechnicalSpecs): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => PLACEHOLDERS[key]?.(technical) ?? whole);
}

const placeholdersOf = (template: string) => new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));

/** What a stone suits when the visitor has chosen nothing yet. */
export function summarize(figures: StoneFigures, { uses, summary }: Pick<FitRules, 'uses' | 'summary'>): string {
  const withVerdict = (verdict: UseVerdict) => uses.filter((use) => tierFor(use, figures).verdict === verdict).map((use) => use.short);
  const indicated = withVerdict('indicada');
  if (indicated.length === uses.length) return summary.all;
  return indicated.length ? summary.indicated(formatList(indicated)) : summary.careful(formatList(withVerdict('com-cuidados')));
}

const VERDICT_ORDER: Record<UseVerdict, number> = { indicada: 0, 'com-cuidados': 1, 'pouco-indicada': 2 };

export function fitStones(stones: readonly CatalogueStone[], choice: CatalogueChoice, rules: FitRules): FitResult {
  const use = choice.use ? rules.uses.find((candidate) => candidate.slug === choice.use) : undefined;
  const priorities = rules.priorities.filter((priority) => choice.priorities.includes(priority.key));
  const kept: StoneFit[] = [];
  const setAside: StoneFit[] = [];
  for (const stone of stones) {
    if (choice.tone && !hasTone(stone.tone, choice.tone)) continue;
    if (choice.collections.length && !choice.collections.includes(stone.collection)) continue;
    const tier = use && tierFor(use, stone.figures);
    if (tier?.verdict === 'pouco-indicada') {
      setAside.push({ stone, verdict: tier.verdict, reason: fillReason(tier.reason, stone.technical) });
      continue;
    }
    const missed = priorities.find((priority) => !holds(priority.condition, stone.figures));
    if (missed) {
      setAside.push({ stone, verdict: 'pouco-indicada', reason: fillReason(missed.shortfall, stone.technical) });
      continue;
    }
    // The use's reason first; a priority adds its own only when it speaks of another figure.
    const said = new Set(tier ? placeholdersOf(tier.reason) : []);
    const templates = tier ? [tier.reason] : [];
    for (const priority of priorities) {
      const figures = placeholdersOf(priority.reason);
      if ([...figures].some((figure) => said.has(figure))) continue;
      templates.push(priority.reason);
      figures.forEach((figure) => said.add(figure));
    }
    const reason = templates.length
      ? templates.map((template) => fillReason(template, stone.technical)).join(' · ')
      : summarize(stone.figures, rules);
    kept.push({ stone, verdict: tier?.verdict ?? 'indicada', reason });
  }
  kept.sort((a, b) => VERDICT_ORDER[a.verdict] - VERDICT_ORDER[b.verdict]);
  return { kept, setAside };
}
