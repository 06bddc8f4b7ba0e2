// The warranty reminders' table, from the care sheets: for each stone and finish whose sheet gives a sealing
// interval, the lower bound of that interval in months (the drop test, and the reseal it may call for, are due
// then). A stone or finish that takes no sealer, or whose need only the drop test tells, has no row: no reminder.
// scripts/warranty-rules.mjs writes this table into the database, which alone computes each reminder's date (the
// certificate page shows what the database gives), so the date is worked out once.
import { stoneCares } from './stone-care-page';

export interface SealingReminderRow {
  stone: string;
  finish: 'polido' | 'levigado';
  months: number;
}

export function sealingReminderTable(): SealingReminderRow[] {
  return stoneCares.flatMap((care) =>
    care.advice.sealing.flatMap((row) =>
      typeof row.interval === 'object' && row.interval !== null ? [{ stone: care.stonePage.slug, finish: row.finish, months: row.interval.min }] : [],
    ),
  );
}
