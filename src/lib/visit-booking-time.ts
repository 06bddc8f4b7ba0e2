// Days and times of the agenda, always in America/Sao_Paulo and said in pt-BR, whatever the visitor's
// own clock says. Day keys are 'YYYY-MM-DD' strings: plain data, no Date drifting across zones.
import { calendarDay, formatDateTime, formatTime } from '../../content/pt-br-format.mjs';

export const VISIT_TIME_ZONE = 'America/Sao_Paulo';

export interface VisitSlot {
  starts_at: string;
  ends_at: string;
  free: number;
}

// Day keys are dates at noon UTC: formatting them in UTC names the same calendar day.
const longDay = { weekday: 'long', day: 'numeric', month: 'long' } as const;

/** The São Paulo calendar day of an instant. */
export function dayKeyOf(instant: string | Date): string {
  return calendarDay(typeof instant === 'string' ? new Date(instant) : instant, VISIT_TIME_ZONE);
}

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

export function addDays(day: string, days: number): string {
  const date = noonOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Monday of the day's week (the agenda's weeks start on Monday, as a Brazilian wall calendar's working week). */
export function weekStart(day: string): string {
  const weekday = noonOf(day).getUTCDay(); // 0 = Sunday
  return addDays(day, weekday === 0 ? -6 : 1 - weekday);
}

/** The seven days of the week that holds `day`, Monday first. */
export function weekDays(day: string): string[] {
  const monday = weekStart(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** '10h', '10h30': the way a time is said. */
export function spokenTime(instant: string): string {
  const [hour = '', minute = ''] = formatTime(new Date(instant), VISIT_TIME_ZONE).split(':');
  return `${Number(hour)}h${minute === '00' ? '' : minute}`;
}

/** 'terça-feira, 9 de dezembro, às 10h'. */
export function spokenWhen(instant: string): string {
  return `${formatDateTime(new Date(instant), { ...longDay, timeZone: VISIT_TIME_ZONE })}, às ${spokenTime(instant)}`;
}

/** A day key in words: 'terça-feira, 9 de dezembro'. */
export function spokenDay(day: string): string {
  return formatDateTime(noonOf(day), { ...longDay, timeZone: 'UTC' });
}

/** The parts of a day's chip: 'ter', '9', 'dez'. */
export function dayChip(day: string): { weekday: string; date: number; month: string } {
  const date = noonOf(day);
  return {
    weekday: formatDateTime(date, { weekday: 'short', timeZone: 'UTC' }).replace('.', ''),
    date: date.getUTCDate(),
    month: formatDateTime(date, { month: 'short', timeZone: 'UTC' }).replace('.', ''),
  };
}

/** Free slots by São Paulo day, each day's in time order; slots with nothing free are left out. */
export function freeSlotsByDay(slots: readonly VisitSlot[]): Map<string, VisitSlot[]> {
  const byDay = new Map<string, VisitSlot[]>();
  const sorted = [...slots].filter((slot) => slot.free > 0).sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  for (const slot of sorted) {
    const day = dayKeyOf(slot.starts_at);
    const list = byDay.get(day);
    if (list) list.push(slot);
    else byDay.set(day, [slot]);
  }
  return byDay;
}

/** The day to show first: the chosen one if it still has times, else the first day with any. */
export function dayToShow(byDay: ReadonlyMap<string, readonly VisitSlot[]>, preferred: string | null): string | null {
  if (preferred && byDay.has(preferred)) return preferred;
  const days = [...byDay.keys()].sort();
  if (preferred) return days.find((day) => day >= preferred) ?? days[0] ?? null;
  return days[0] ?? null;
}

/** '45 min', '1h30', '2h'. */
export function spokenDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}h${rest ? String(rest).padStart(2, '0') : ''}`;
}
