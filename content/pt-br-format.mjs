// @ts-check
// Brazilian numbers, money, dates, lists and counts: the one place the project formats them, for the site, the
// e-mails (and the Edge Function's copy of them) and `npm run leads`. Every format reads as Intl's for 'pt-BR'. The
// first Intl formatter of a page loads the locale's data (tens of milliseconds on a slow phone), so each is built on
// first use and kept, and what every stone page shows as it loads (figures without thousands' dots, lists) is written
// out here, as Intl writes it, building none. Plain JavaScript with JSDoc types, so Node runs it as it is
// (scripts/leads.mjs) while TypeScript, Vite and Deno read the same file. See docs/decisions/031-pt-br-formatting.md.

const LOCALE = 'pt-BR';

/**
 * A formatter per set of options, made when first asked for.
 * @template F
 * @param {(options: any) => F} make
 * @returns {(options?: object) => F}
 */
function memoised(make) {
  /** @type {Map<string, F>} */
  const made = new Map();
  return (options = {}) => {
    const key = JSON.stringify(options);
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

const numberFormat = memoised((/** @type {Intl.NumberFormatOptions} */ options) => new Intl.NumberFormat(LOCALE, options));
const dateFormat = memoised((/** @type {Intl.DateTimeFormatOptions} */ options) => new Intl.DateTimeFormat(LOCALE, options));
const pluralRules = memoised(() => new Intl.PluralRules(LOCALE));
const segmenter = memoised(() => new Intl.Segmenter(LOCALE, { granularity: 'grapheme' }));

/**
 * @typedef {object} NumberOptions
 * @property {number} [minFractionDigits] Fraction digits always shown (padded with zeros).
 * @property {number} [maxFractionDigits] Fraction digits at most (the value rounded to them, halves away from zero).
 * @property {boolean} [grouping] A dot between thousands: 1.240 (the default).
 */

/**
 * 1240 -> '1.240', 2.5 with two fraction digits -> '2,50', 6.25 with one at most -> '6,3'.
 * @param {number} value
 * @param {NumberOptions} [options]
 */
export function formatNumber(value, { minFractionDigits = 0, maxFractionDigits = Math.max(minFractionDigits, 3), grouping = true } = {}) {
  const plain = grouping || !Number.isFinite(value) ? undefined : plainDecimal(value, minFractionDigits, maxFractionDigits);
  if (plain !== undefined) return plain;
  return numberFormat({ minimumFractionDigits: minFractionDigits, maximumFractionDigits: maxFractionDigits, useGrouping: grouping }).format(value);
}

/**
 * A figure without thousands' dots, written as Intl writes it for pt-BR, without Intl: the first Intl formatter of a
 * page loads ICU's data, 24–44 ms of one task on the test machine's unthrottled CPU
 * (docs/performance/bench-2026-11-30.md), and a stone's figures (6,5 Mohs, 0,20%) are written on every page that holds
 * the catalogue, the visualizer's among them. Like Intl, it rounds the number's shortest decimal form (0.15 -> '0,2'),
 * half away from zero, keeps zeros down to the fraction digits asked, and writes a decimal comma. Undefined for a
 * figure JavaScript writes with an exponent (Intl then writes it).
 * @param {number} value
 * @param {number} minFractionDigits
 * @param {number} maxFractionDigits
 */
function plainDecimal(value, minFractionDigits, maxFractionDigits) {
  const text = String(Math.abs(value));
  if (text.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  // The figure in units of the last digit kept, rounded up when the first digit dropped is 5 or more.
  let units = whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0');
  if ((fraction[maxFractionDigits] ?? '0') >= '5') units = (BigInt(units) + 1n).toString().padStart(units.length, '0');
  const cut = units.length - maxFractionDigits;
  let decimals = units.slice(cut);
  while (decimals.length > minFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${units.slice(0, cut) || '0'}${decimals ? `,${decimals}` : ''}`;
}

/** 1240 -> '1.240'. @param {number} value */
export const formatInteger = (value) => formatNumber(value, { maxFractionDigits: 0 });

/** 2.52 -> '2,52', 3 -> '3,00'. @param {number} value */
export const formatDecimal = (value) => formatNumber(value, { minFractionDigits: 2, maxFractionDigits: 2 });

/** A thickness or a short figure: 2 -> '2', 1.2 -> '1,2'. @param {number} value */
export const formatCentimetres = (value) => formatNumber(value, { maxFractionDigits: 1 });

/**
 * Reais as Intl writes them, a non-breaking space after the symbol (so 'R$' never wraps alone):
 * 14350 -> 'R$ 14.350,00'; with `{ cents: false }`, 'R$ 14.350' (the estimate's figures, whole reais).
 * @param {number} value
 * @param {{ cents?: boolean }} [options]
 */
export function formatMoney(value, { cents = true } = {}) {
  return numberFormat(cents ? { style: 'currency', currency: 'BRL' } : { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }).format(value);
}

/** Whole reais: 1240 -> 'R$ 1.240'. @param {number} value */
export const formatReais = (value) => formatMoney(value, { cents: false });

/** As said aloud: 14000 -> 'R$ 14 mil', 8500 -> 'R$ 8,5 mil', 900 -> 'R$ 900'. @param {number} value */
export function formatSpoken(value) {
  if (Math.abs(value) < 1_000) return formatReais(value);
  return numberFormat({ style: 'currency', currency: 'BRL', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(value);
}

/** [14000, 18000] -> 'R$ 14 mil a R$ 18 mil'. @param {readonly [number, number]} range */
export const formatSpokenRange = ([min, max]) => `${formatSpoken(min)} a ${formatSpoken(max)}`;

/** A line's range: 'R$ 1.240 – R$ 1.680', or '—' when the line costs nothing. @param {readonly [number, number]} range */
export const formatLineRange = ([min, max]) => (max === 0 ? '—' : `${formatReais(min)} – ${formatReais(max)}`);

/**
 * ['Taj Mahal'] -> 'Taj Mahal', ['A', 'B'] -> 'A e B', ['A', 'B', 'C'] -> 'A, B e C': Intl.ListFormat's pt-BR
 * conjunction, written here. The visualizer names its picture's stones in one (the picture's label) as it loads,
 * and Intl's first formatter on a page costs what `plainDecimal` says.
 * @param {readonly string[]} items
 */
export const formatList = (items) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`);

/**
 * @typedef {object} CountForms A count's words, '{count}' where the figure goes.
 * @property {string} one '{count} emenda'
 * @property {string} other '{count} emendas'
 * @property {string} [zero] 'sem emendas', when none reads better without a figure
 */

/**
 * A count that agrees in number: 1 -> '1 emenda', 2 -> '2 emendas', 0 -> the zero form when there is one
 * (Intl's plural rules for pt-BR: 0 and 1 are singular).
 * @param {number} count
 * @param {CountForms} forms
 */
export function formatCount(count, forms) {
  const form = count === 0 && forms.zero !== undefined ? forms.zero : pluralRules().select(count) === 'one' ? forms.one : forms.other;
  return form.replace('{count}', formatInteger(count));
}

/**
 * Any date or time in pt-BR, with Intl's options; a time zone is named so the server and the browser agree.
 * @param {Date} date
 * @param {Intl.DateTimeFormatOptions} options
 */
export const formatDateTime = (date, options) => dateFormat(options).format(date);

/**
 * '28 de novembro de 2026'. A date-only value ('2026-11-28') is midnight UTC, hence UTC by default: the
 * prerendered page and the browser show the same day wherever the visitor is.
 * @param {Date} date
 * @param {string} [timeZone]
 */
export const formatLongDate = (date, timeZone = 'UTC') => formatDateTime(date, { dateStyle: 'long', timeZone });

/** 'novembro de 2026' (UTC by default, as formatLongDate). @param {Date} date @param {string} [timeZone] */
export const formatMonthYear = (date, timeZone = 'UTC') => formatDateTime(date, { month: 'long', year: 'numeric', timeZone });

/** '05/03/2026', in the visitor's time zone unless one is named. @param {Date} date @param {string} [timeZone] */
export const formatShortDate = (date, timeZone) => formatDateTime(date, { day: '2-digit', month: '2-digit', year: 'numeric', ...(timeZone ? { timeZone } : {}) });

/** '14:05', a 24-hour clock. @param {Date} date @param {string} timeZone */
export const formatTime = (date, timeZone) => formatDateTime(date, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });

/**
 * The calendar day of an instant in a time zone, as a 'YYYY-MM-DD' key (the agenda's days in São Paulo).
 * @param {Date} date
 * @param {string} timeZone
 */
export function calendarDay(date, timeZone) {
  const parts = dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).formatToParts(date);
  const part = (/** @type {Intl.DateTimeFormatPartTypes} */ type) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The characters as a reader sees them (an emoji or an accented letter is one). @param {string} text */
export const graphemes = (text) => Array.from(segmenter().segment(text), (part) => part.segment);
