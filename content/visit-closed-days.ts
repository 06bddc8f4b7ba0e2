// The days the agenda is closed besides the weekdays it never opens: holidays of Brazil and of Rio de Janeiro
// (date-holidays), the ones it misses (visitRules.extraHolidays), Carnival as content/visits.ts decides, and the
// owner's days. Kept apart from content/visits.ts so that pages reading the visit kinds never bundle the holiday
// tables; the generator of the database rows (scripts/visits-calendar.mjs) and the tests read this file.
import Holidays from 'date-holidays';
import { visitRules, type CarnivalDay, type VisitRules } from './visits';

export interface ClosedDay {
  /** YYYY-MM-DD, a day in America/Sao_Paulo. */
  date: string;
  name: string;
}

const carnivalOffsets: Record<CarnivalDay, number> = { saturday: -3, sunday: -2, monday: -1, tuesday: 0, wednesday: 1 };

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function isoDay(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The closed days of one year (beyond the closed weekdays), sorted, one entry per date. */
export function closedDaysOf(year: number, rules: VisitRules = visitRules): ClosedDay[] {
  const holidays = new Holidays(rules.holidays.country, rules.holidays.state);
  const listed = holidays.getHolidays(year, 'pt');
  const found = new Map<string, string>();
  const add = (date: string, name: string) => {
    if (!found.has(date)) found.set(date, name);
  };
  const closingTypes: readonly string[] = rules.holidays.types;
  for (const holiday of listed) {
    // Carnival is the owner's decision below, whatever type the library gives its days.
    if (/^easter -(4[6-9]|50)\b/.test(holiday.rule)) continue;
    if (closingTypes.includes(holiday.type)) add(holiday.date.slice(0, 10), holiday.name);
  }
  const easter = listed.find((holiday) => holiday.rule === 'easter');
  if (!easter) throw new Error(`date-holidays gave no Easter for ${year}`);
  const carnivalTuesday = addDays(easter.date.slice(0, 10), -47);
  for (const day of rules.carnival.closed) add(addDays(carnivalTuesday, carnivalOffsets[day]), rules.carnival.name);
  for (const extra of [...rules.extraHolidays, ...rules.ownerClosedDays]) add(isoDay(year, extra.month, extra.day), extra.name);
  for (const dated of rules.ownerClosedDates) if (dated.date.startsWith(`${year}-`)) add(dated.date, dated.name);
  return [...found].map(([date, name]) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date));
}

/** Every closed day of the years the database holds. */
export function allClosedDays(rules: VisitRules = visitRules): ClosedDay[] {
  const days: ClosedDay[] = [];
  for (let year = rules.years.first; year <= rules.years.last; year += 1) days.push(...closedDaysOf(year, rules));
  return days;
}

/** ISO weekday of a YYYY-MM-DD day (1 = Monday … 7 = Sunday). */
export function isoWeekday(date: string): number {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** True when no visit can be booked on that day: a closed weekday, a closed day, or a year the rules do not cover. */
export function isClosedDay(date: string, rules: VisitRules = visitRules): boolean {
  const year = Number(date.slice(0, 4));
  if (year < rules.years.first || year > rules.years.last) return true;
  if (!rules.openWeekdays.includes(isoWeekday(date))) return true;
  return closedDaysOf(year, rules).some((day) => day.date === date);
}
