// The rules the database refuses bookings by are content/visits.ts's: the generated migration matches the content
// (run `npm run visits:calendar` after changing it), and holds the closed days the content names.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allClosedDays } from '../../content/visit-closed-days';
import { servedAreas, visitKinds, visitRules, visitTexts } from '../../content/visits';
import { CALENDAR_MIGRATION, calendarSql } from '../../scripts/lib/visits-calendar-sql.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const generated = readFileSync(path.join(root, CALENDAR_MIGRATION), 'utf8');

describe('the agenda rules in the database', () => {
  it('are what content/visits.ts gives (npm run visits:calendar)', () => {
    expect(generated).toBe(calendarSql({ visitKinds, visitRules, servedAreas, refusals: visitTexts.refusals, closedDays: allClosedDays() }));
  });

  it('close São Sebastião, São Jorge and Carnival in every year they cover', () => {
    for (let year = visitRules.years.first; year <= visitRules.years.last; year += 1) {
      expect(generated).toContain(`('${year}-01-20', 'Dia de São Sebastião')`);
      expect(generated).toContain(`('${year}-04-23', 'Dia de São Jorge')`);
    }
    expect(generated).toContain("('2027-02-08', 'Carnaval')");
    expect(generated).toContain("('2027-02-09', 'Carnaval')");
  });

  it('cover the bookable window for years to come', () => {
    expect(visitRules.years.last).toBeGreaterThanOrEqual(2029);
  });
});
