// Brazilian numbers, money, dates, lists and counts come from one module of Intl formatters
// (content/pt-br-format.mjs), built on first use and kept: nothing else in the sources formats them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCentimetres,
  formatCount,
  formatDateTime,
  formatDecimal,
  formatInteger,
  formatLineRange,
  formatList,
  formatLongDate,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatReais,
  formatShortDate,
  formatSpoken,
  formatSpokenRange,
  formatTime,
  graphemes,
} from '../../content/pt-br-format.mjs';

const NBSP = '\u00a0';

describe('pt-BR formats', () => {
  it('writes numbers with a decimal comma and a dot between thousands', () => {
    expect(formatInteger(1240)).toBe('1.240');
    expect(formatDecimal(2.5)).toBe('2,50');
    expect(formatCentimetres(1.2)).toBe('1,2');
    expect(formatCentimetres(2)).toBe('2');
    expect(formatNumber(6.25, { maxFractionDigits: 1 })).toBe('6,3');
    expect(formatNumber(1234567.891, { maxFractionDigits: 2, grouping: false })).toBe('1234567,89');
  });

  it('writes reais as Intl does, with a non-breaking space after the symbol', () => {
    expect(formatMoney(14350)).toBe(`R$${NBSP}14.350,00`);
    expect(formatReais(14350)).toBe(`R$${NBSP}14.350`);
    expect(formatSpoken(14000)).toBe(`R$${NBSP}14${NBSP}mil`);
    expect(formatSpoken(8500)).toBe(`R$${NBSP}8,5${NBSP}mil`);
    expect(formatSpoken(900)).toBe(`R$${NBSP}900`);
    expect(formatSpokenRange([14000, 18000])).toBe(`R$${NBSP}14${NBSP}mil a R$${NBSP}18${NBSP}mil`);
    expect(formatLineRange([1240, 1680])).toBe(`R$${NBSP}1.240 – R$${NBSP}1.680`);
    expect(formatLineRange([0, 0])).toBe('—');
  });

  it('lists with commas and "e"', () => {
    expect(formatList([])).toBe('');
    expect(formatList(['Taj Mahal'])).toBe('Taj Mahal');
    expect(formatList(['A', 'B'])).toBe('A e B');
    expect(formatList(['A', 'B', 'C'])).toBe('A, B e C');
    // As the platform's pt-BR conjunction lists them, whatever their length.
    const intl = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });
    const names = ['Taj Mahal', 'Carrara', 'Nero Marquina', 'Branco Polar', 'Calacatta Oro', 'Verde Alpi', 'Crema Marfil'];
    for (let n = 0; n <= names.length; n += 1) expect(formatList(names.slice(0, n))).toBe(intl.format(names.slice(0, n)));
  });

  // A stone's figures are written without Intl (its first formatter on a page costs a long task); they must read
  // exactly as Intl writes them, ties and all: Intl rounds the number's shortest decimal form, half away from zero.
  it('writes a figure without thousands\' dots exactly as Intl does', () => {
    expect(formatNumber(0.15, { maxFractionDigits: 1, grouping: false })).toBe('0,2');
    expect(formatNumber(1.005, { minFractionDigits: 2, maxFractionDigits: 2, grouping: false })).toBe('1,01');
    expect(formatNumber(2.675, { minFractionDigits: 2, maxFractionDigits: 2, grouping: false })).toBe('2,68');
    expect(formatNumber(-2.5, { maxFractionDigits: 0, grouping: false })).toBe('-3');
    expect(formatNumber(6.5, { maxFractionDigits: 1, grouping: false })).toBe('6,5');
    expect(formatNumber(0.2, { minFractionDigits: 2, maxFractionDigits: 2, grouping: false })).toBe('0,20');
    const values = [0, -0, 0.5, 1.5, 2.5, 0.05, 0.125, 6.25, 6.35, 99.995, 999.96, 0.004, -0.04, 1e-7, 1e21, 123456789012345.67];
    let seed = 58;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 3000; i += 1) values.push((Math.round(random() * 1e7) / 10 ** Math.floor(random() * 7)) * (random() < 0.2 ? -1 : 1));
    for (let max = 0; max <= 4; max += 1) {
      for (let min = 0; min <= max; min += 1) {
        const intl = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: false });
        const differing = values.filter((value) => formatNumber(value, { minFractionDigits: min, maxFractionDigits: max, grouping: false }) !== intl.format(value));
        expect(differing, `${min}–${max} fraction digits`).toEqual([]);
      }
    }
  });

  it('dates as a person writes them, a date-only value on its own day wherever the reader is', () => {
    expect(formatLongDate(new Date('2026-11-28'))).toBe('28 de novembro de 2026');
    expect(formatLongDate(new Date('2026-03-09'))).toBe('9 de março de 2026');
    expect(formatMonthYear(new Date('2026-11-02'))).toBe('novembro de 2026');
    expect(formatShortDate(new Date('2026-03-05T12:00:00Z'), 'America/Sao_Paulo')).toBe('05/03/2026');
    expect(formatTime(new Date('2026-11-28T17:05:00Z'), 'America/Sao_Paulo')).toBe('14:05');
    expect(formatDateTime(new Date('2026-11-26T17:24:00Z'), { timeZone: 'America/Sao_Paulo', dateStyle: 'full', timeStyle: 'short' })).toBe(
      'quinta-feira, 26 de novembro de 2026 às 14:24',
    );
  });

  it('counts in agreement with the number, with a word for none when there is one', () => {
    const seams = { zero: 'sem emendas', one: '{count} emenda', other: '{count} emendas' };
    expect([0, 1, 2, 1500].map((count) => formatCount(count, seams))).toEqual(['sem emendas', '1 emenda', '2 emendas', '1.500 emendas']);
    // Without a word for none, Intl's plural rules for pt-BR: 0 is singular.
    expect(formatCount(0, { one: '{count} pedra', other: '{count} pedras' })).toBe('0 pedra');
  });

  it('cuts text into the characters a reader sees', () => {
    expect(graphemes('aé👍🏽')).toEqual(['a', 'é', '👍🏽']);
  });
});

describe('the formatters', () => {
  const kinds = ['NumberFormat', 'DateTimeFormat', 'ListFormat', 'PluralRules', 'Segmenter'] as const;
  const originals = Object.fromEntries(kinds.map((kind) => [kind, Intl[kind]]));
  afterEach(() => Object.assign(Intl, originals));

  it('are built on first use, never while the module loads, and each only once', async () => {
    const built: string[] = [];
    for (const kind of kinds) {
      const Original = originals[kind] as unknown as new (...args: unknown[]) => object;
      Object.assign(Intl, {
        [kind]: class extends Original {
          constructor(...args: unknown[]) {
            super(...args);
            built.push(kind);
          }
        },
      });
    }
    // A fresh copy of the module, evaluated with the counting constructors in place.
    const freshCopy: string = '../../content/pt-br-format.mjs?first-use';
    const fresh = (await import(/* @vite-ignore */ freshCopy)) as typeof import('../../content/pt-br-format.mjs');
    expect(built).toEqual([]);
    // A list and a stone's figures are written without Intl: nothing is built for them.
    fresh.formatList(['A', 'B', 'C']);
    fresh.formatList(['D', 'E']);
    fresh.formatNumber(6.5, { maxFractionDigits: 1, grouping: false });
    expect(built).toEqual([]);
    fresh.formatMoney(14350);
    fresh.formatMoney(1);
    fresh.formatDecimal(2.5);
    fresh.formatDecimal(3);
    fresh.formatLongDate(new Date('2026-11-28'));
    fresh.formatLongDate(new Date('2026-11-29'));
    fresh.formatCount(2, { one: '{count} emenda', other: '{count} emendas' });
    fresh.formatCount(3, { one: '{count} emenda', other: '{count} emendas' });
    expect(built.sort()).toEqual(['DateTimeFormat', 'NumberFormat', 'NumberFormat', 'NumberFormat', 'PluralRules']);
  });
});

// Where the project writes for people: the site, its content, the e-mails and their senders, the workbench, the
// mocks, the Edge Function, `npm run leads` and `npm run visits`. (The benches print lab figures for developers, in English.)
const root = path.resolve(__dirname, '../..');
const SCANNED = ['src', 'content', 'server', 'stories', 'mocks', '.ladle', 'supabase/functions', 'scripts/leads.mjs', 'scripts/visits.mjs', 'scripts/lib'];
const THE_MODULE = ['content/pt-br-format.mjs', 'supabase/functions/_shared/content/pt-br-format.mjs'];
const FORMATTING = [
  { what: 'Intl', pattern: /\bIntl\s*\.\s*\w+/ },
  // toLocaleString, toLocaleDateString, toLocaleTimeString (not toLocaleLowerCase/UpperCase, which change case).
  { what: 'toLocale…', pattern: /\.toLocale(?!(?:Lower|Upper)Case)\w*\s*\(/ },
  { what: 'a list joined with "e"', pattern: /\.join\(\s*(['"`]) e \1\s*\)|\} e \$\{/ },
];

function sources(entry: string): string[] {
  const full = path.join(root, entry);
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' ? [] : sources(path.join(entry, name))));
}

describe('the sources', () => {
  it('format numbers, money, dates and lists only through content/pt-br-format.mjs', () => {
    const files = SCANNED.flatMap(sources).filter((file) => /\.(?:m?[jt]sx?)$/.test(file) && !THE_MODULE.includes(file.split(path.sep).join('/')));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => FORMATTING.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${file}:${index + 1}: ${what}: ${line.trim()}`)),
    );
    expect(found).toEqual([]);
  });

  it('would notice formatting written elsewhere', () => {
    const lines = ["new Intl.NumberFormat('pt-BR')", 'value.toLocaleString()', "names.join(' e ')", '`${a} e ${b}`'];
    expect(lines.map((line) => FORMATTING.some(({ pattern }) => pattern.test(line)))).toEqual([true, true, true, true]);
    expect(FORMATTING.some(({ pattern }) => pattern.test("name.toLocaleLowerCase('pt-BR')"))).toBe(false);
  });
});
