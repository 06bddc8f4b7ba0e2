// Brazilian figures for the estimate: 'R$ 1.240', 'R$ 14 mil a R$ 18 mil', '2,52'.
// Written out, not Intl.NumberFormat, whose first use loads the locale's data while the page loads
// (content/pt-br-format.ts reads exactly as Intl's 'pt-BR').
import type { PriceRange } from '../../../content/estimate-types';
import { formatNumber } from '../../../content/pt-br-format';

const integer = (value: number) => formatNumber(value, { maxFractionDigits: 0 });
const decimal = (value: number) => formatNumber(value, { minFractionDigits: 2, maxFractionDigits: 2 });
const short = (value: number) => formatNumber(value, { maxFractionDigits: 1 });

/** 1240 -> 'R$ 1.240' (a non-breaking space after the symbol, so it never wraps alone). */
export function formatReais(value: number): string {
  return `R$\u00a0${integer(value)}`;
}

/** 14000 -> 'R$ 14 mil', 8500 -> 'R$ 8,5 mil', 900 -> 'R$ 900'. */
export function formatSpoken(value: number): string {
  if (value < 1_000) return formatReais(value);
  return `R$\u00a0${short(value / 1_000)}\u00a0mil`;
}

/** [14000, 18000] -> 'R$ 14 mil a R$ 18 mil'. */
export function formatSpokenRange([min, max]: PriceRange): string {
  return `${formatSpoken(min)} a ${formatSpoken(max)}`;
}

/** A line's range: 'R$ 1.240 – R$ 1.680', or '—' when the line costs nothing. */
export function formatLineRange([min, max]: PriceRange): string {
  if (max === 0) return '—';
  return `${formatReais(min)} – ${formatReais(max)}`;
}

/** 2.52 -> '2,52'. */
export function formatDecimal(value: number): string {
  return decimal(value);
}

/** A thickness in centimetres: 2 -> '2', 1.2 -> '1,2'. */
export function formatCentimetres(value: number): string {
  return short(value);
}

export function formatInteger(value: number): string {
  return integer(value);
}
