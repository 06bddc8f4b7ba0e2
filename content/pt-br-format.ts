// Brazilian numbers, lists and dates, written out instead of asked of Intl. Building the first Intl.NumberFormat,
// Intl.ListFormat or Intl.DateTimeFormat of a page loads the locale's data: a slow phone spent 25-50 ms on each,
// in the task that evaluates the module building it (a list formatter in the shell cost every route some 190 ms at 4x CPU).
// The output is Intl's for 'pt-BR' (tests/content/pt-br-format.test.ts compares the two on thousands of values):
// a decimal comma, a dot between thousands, halves rounded away from zero; "28 de novembro de 2026", "28/11/2026".

export interface NumberOptions {
  /** Fraction digits always shown (padded with zeros). */
  minFractionDigits?: number;
  /** Fraction digits at most (the value rounded to them). */
  maxFractionDigits?: number;
  /** A dot between thousands: 1.240 (the default, as Intl's). */
  grouping?: boolean;
}

/** The value's decimal digits, as the shortest text that reads back as the same number (what Intl rounds). */
function plainDigits(value: number, maxFractionDigits: number): string {
  const text = String(value);
  // Exponent notation only for values under a millionth or from 10^21: neither is a figure of this site.
  return /e/i.test(text) ? value.toFixed(Math.min(maxFractionDigits + 1, 100)) : text;
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** 1240 -> '1.240', 2.5 with two fraction digits -> '2,50', 6.25 with one at most -> '6,3'. */
export function formatNumber(value: number, { minFractionDigits = 0, maxFractionDigits = Math.max(minFractionDigits, 3), grouping = true }: NumberOptions = {}): string {
  if (Number.isNaN(value)) return 'NaN';
  const negative = value < 0 || Object.is(value, -0);
  if (!Number.isFinite(value)) return `${negative ? '-' : ''}∞`;
  const [whole = '0', fraction = ''] = plainDigits(Math.abs(value), maxFractionDigits).split('.');
  let kept = fraction.slice(0, maxFractionDigits);
  let integer = whole;
  // Half away from zero: the first digit dropped decides.
  if (fraction.length > maxFractionDigits && Number(fraction[maxFractionDigits]) >= 5) {
    const rounded = increment(integer + kept.padEnd(maxFractionDigits, '0'));
    integer = rounded.slice(0, rounded.length - maxFractionDigits) || '0';
    kept = rounded.slice(rounded.length - maxFractionDigits);
  }
  kept = kept.replace(/0+$/, '').padEnd(minFractionDigits, '0');
  integer = integer.replace(/^0+(?=\d)/, '');
  if (grouping) integer = integer.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${negative ? '-' : ''}${integer}${kept ? `,${kept}` : ''}`;
}

/** ['Taj Mahal'] -> 'Taj Mahal', ['A', 'B'] -> 'A e B', ['A', 'B', 'C'] -> 'A, B e C'. */
export function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'] as const;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * '28 de novembro de 2026': a day written out, read in UTC (a date-only value such as '2026-11-28' is midnight
 * UTC, so the prerendered page and the browser show the same day wherever the visitor is). Years 1 to 9999.
 */
export function formatLongDateUtc(date: Date): string {
  return `${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
}

/** '05/03/2026': a day and month of two digits, in the visitor's time zone. Years 1 to 9999. */
export function formatShortDate(date: Date): string {
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}
