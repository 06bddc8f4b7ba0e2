// The site's own Brazilian number, list and date formats read exactly as Intl's for 'pt-BR', which the pages no
// longer build while they load (content/pt-br-format.ts).
import { describe, expect, it } from 'vitest';
import { formatList, formatLongDateUtc, formatNumber, formatShortDate, type NumberOptions } from '../../content/pt-br-format';

const precisions: NumberOptions[] = [
  { minFractionDigits: 0, maxFractionDigits: 0 },
  { minFractionDigits: 0, maxFractionDigits: 1 },
  { minFractionDigits: 2, maxFractionDigits: 2 },
  { minFractionDigits: 0, maxFractionDigits: 2 },
  { minFractionDigits: 1, maxFractionDigits: 3 },
  {},
];

const intl = ({ minFractionDigits, maxFractionDigits, grouping = true }: NumberOptions) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: minFractionDigits, maximumFractionDigits: maxFractionDigits, useGrouping: grouping });

/** Figures of the kinds the site shows, the halves that decide a rounding, and a spread of random values. */
function values(): number[] {
  const out = [0, -0, 1, 7, 6.5, 2.65, 0.2, 0.05, 0.005, 1.005, 2.675, 1.45, 1.55, 0.95, 9.95, 99.95, 999.5, 999.95, 1000, 1240, 8500, 14000, 18000, 123456.789, 1234567, 2.52, 1.2, 12.345, 0.125, 0.375, 1e-7, -1.5, -2.25, -0.04, 180];
  // A fixed generator: the same values every run.
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(next() * 8 - 2);
    const value = next() * magnitude;
    out.push(value, Math.round(value * 1000) / 1000, Math.round(value * 100) / 100 + 0.005, Math.round(value * 10) / 10 + 0.05);
  }
  return out;
}

describe('formatNumber', () => {
  for (const options of precisions) {
    for (const grouping of [true, false]) {
      it(`reads as Intl's pt-BR with ${JSON.stringify({ ...options, grouping })}`, () => {
        const reference = intl({ ...options, grouping });
        const differing = values()
          .map((value) => ({ value, ours: formatNumber(value, { ...options, grouping }), intl: reference.format(value) }))
          .filter((row) => row.ours !== row.intl);
        expect(differing.slice(0, 10)).toEqual([]);
      });
    }
  }

  it('writes the figures the pages show', () => {
    expect(formatNumber(1240, { maxFractionDigits: 0 })).toBe('1.240');
    expect(formatNumber(2.5, { minFractionDigits: 2, maxFractionDigits: 2 })).toBe('2,50');
    expect(formatNumber(6.25, { maxFractionDigits: 1 })).toBe('6,3');
    expect(formatNumber(14, { maxFractionDigits: 1 })).toBe('14');
    expect(formatNumber(1234567.891, { maxFractionDigits: 2, grouping: false })).toBe('1234567,89');
  });
});

describe('formatList', () => {
  const list = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });
  for (const items of [[], ['Taj Mahal'], ['Taj Mahal', 'Carrara'], ['Taj Mahal', 'Carrara', 'Branco Polar'], ['A', 'B', 'C', 'D', 'E']]) {
    it(`reads as Intl's pt-BR conjunction for ${items.length} item(s)`, () => {
      expect(formatList(items)).toBe(list.format(items));
    });
  }
});

describe('dates', () => {
  // Every day of three centuries, and a few far ones: month names, one-digit days and the year's digits.
  const days: Date[] = [];
  for (let time = Date.UTC(1950, 0, 1); time <= Date.UTC(2250, 11, 31); time += 86_400_000) days.push(new Date(time));
  days.push(new Date(Date.UTC(999, 4, 5)), new Date(Date.UTC(9999, 11, 31)), new Date('2026-11-28'), new Date('2026-03-09T23:59:59.999Z'));

  it("reads as Intl's pt-BR long date in UTC", () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const differing = days.filter((day) => formatLongDateUtc(day) !== intl.format(day));
    expect(differing.map((day) => `${day.toISOString()}: ${formatLongDateUtc(day)} / ${intl.format(day)}`)).toEqual([]);
    expect(formatLongDateUtc(new Date('2026-03-09'))).toBe('9 de março de 2026');
  });

  it("reads as Intl's pt-BR short date in the visitor's time zone", () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
    // Noon and the last millisecond of each day in this process's zone, so the zone's own day is what is compared.
    const moments = days.flatMap((day) => [new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12), new Date(day.getTime() - 1)]);
    const differing = moments.filter((moment) => formatShortDate(moment) !== intl.format(moment));
    expect(differing.map((moment) => `${moment.toISOString()}: ${formatShortDate(moment)} / ${intl.format(moment)}`)).toEqual([]);
    expect(formatShortDate(new Date(2026, 2, 5, 9))).toBe('05/03/2026');
  });
});
