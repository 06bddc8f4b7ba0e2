import { describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { closedDaysOf, isClosedDay, isoWeekday } from '../../content/visit-closed-days';
import { servedAreas, visitKinds, visitRules, visitTexts, weekdaysOf } from '../../content/visits';

describe('visit rules', () => {
  it('closes Rio de Janeiro’s own holidays: São Sebastião on 20 January and São Jorge on 23 April', () => {
    for (const year of [2027, 2028]) {
      expect(isClosedDay(`${year}-01-20`) || isoWeekday(`${year}-01-20`) > 5).toBe(true);
      expect(closedDaysOf(year).map((day) => day.date)).toEqual(expect.arrayContaining([`${year}-01-20`, `${year}-04-23`]));
    }
    // Weekdays in 2027: closed because they are holidays, not because of the weekday.
    expect(isoWeekday('2027-01-20')).toBe(3);
    expect(isoWeekday('2027-04-23')).toBe(5);
    expect(isClosedDay('2027-01-20')).toBe(true);
    expect(isClosedDay('2027-04-23')).toBe(true);
    expect(isClosedDay('2027-01-21')).toBe(false);
  });

  it('closes the national holidays and Carnival Monday and Tuesday as content decides, and opens Ash Wednesday', () => {
    // Easter 2027 is 28 March: Carnival Tuesday 9 February.
    expect(visitRules.carnival.closed).toEqual(['monday', 'tuesday']);
    expect(isClosedDay('2027-02-08')).toBe(true);
    expect(isClosedDay('2027-02-09')).toBe(true);
    expect(isClosedDay('2027-02-10')).toBe(false);
    for (const date of ['2027-03-26', '2027-04-21', '2027-09-07', '2027-10-12', '2027-11-02', '2027-11-15', '2026-12-25']) {
      expect(isClosedDay(date), date).toBe(true);
    }
    expect(isClosedDay('2026-11-20')).toBe(true);
    expect(isClosedDay('2026-12-24')).toBe(true);
  });

  it('follows the company hours: open on its weekdays only, Sundays always closed', () => {
    expect(visitRules.opens).toBe(company.hours.open);
    expect(visitRules.closes).toBe(company.hours.close);
    expect(visitRules.openWeekdays).toEqual(weekdaysOf(company.hours.days));
    expect(visitRules.openWeekdays).not.toContain(7);
    expect(isClosedDay('2027-03-07')).toBe(true); // a Sunday
    expect(isClosedDay('2027-03-08')).toBe(false); // the Monday after
    expect(weekdaysOf('Mo-Sa')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('never opens a day outside the years the database holds', () => {
    expect(isClosedDay(`${visitRules.years.last + 1}-03-08`)).toBe(true);
  });

  it('fits every visit with its buffer inside the hours on the slot grid', () => {
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    for (const kind of visitKinds) {
      expect(kind.resources.length).toBeGreaterThan(0);
      expect(kind.stepMinutes).toBeGreaterThanOrEqual(kind.durationMinutes + kind.bufferMinutes);
      expect(minutes(visitRules.opens) + kind.durationMinutes + kind.bufferMinutes).toBeLessThanOrEqual(minutes(visitRules.closes));
    }
    expect(visitKinds.find((kind) => kind.id === 'showroom')?.place).toContain(company.address.district);
  });

  it('names served areas once and has a sentence for every refusal', () => {
    const names = servedAreas.map((area) => area.name.toLocaleLowerCase('pt-BR'));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('barra da tijuca');
    expect(visitTexts.refusals.slot_taken).toMatch(/^Esse horário acabou de ser reservado/);
  });
});
