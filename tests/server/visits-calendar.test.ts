// The rules the database refuses bookings by are content/visits.ts's and content/field-limits.ts's: the generated
// migration matches the content (run `npm run visits:calendar` after changing it; `-- --check` fails on drift), and
// holds the closed days the content names.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { allClosedDays } from '../../content/visit-closed-days';
import { visitFieldLimits, WEB_ADDRESS_PATTERN_SOURCE } from '../../content/field-limits';
import { stoneAddresses } from '../../content/stone-slugs';
import { servedAreas, visitKinds, visitRules, visitTexts } from '../../content/visits';
import { CALENDAR_MIGRATION, calendarSql } from '../../scripts/lib/visits-calendar-sql.mjs';
import { EMAIL_PATTERN_SOURCE } from '../../src/lib/email-address';

const root = path.resolve(import.meta.dirname, '../..');
const generated = readFileSync(path.join(root, CALENDAR_MIGRATION), 'utf8');

describe('the agenda rules in the database', () => {
  it('are what content/visits.ts gives (npm run visits:calendar)', () => {
    expect(generated).toBe(
      calendarSql({
        visitKinds,
        visitRules,
        servedAreas,
        refusals: visitTexts.refusals,
        closedDays: allClosedDays(),
        fieldLimits: visitFieldLimits,
        webAddressPattern: WEB_ADDRESS_PATTERN_SOURCE,
        emailPattern: EMAIL_PATTERN_SOURCE,
        stoneSlugs: stoneAddresses.map((stone) => stone.slug),
      }),
    );
  });

  it('fails the drift check (npm run visits:calendar -- --check) when a limit in the migration differs from the content', async () => {
    const run = promisify(execFile);
    const check = (file: string) => run(process.execPath, ['scripts/visits-calendar.mjs', '--check', '--target', file], { cwd: root });
    const ok: { stdout: string } = await check(path.join(root, CALENDAR_MIGRATION));
    expect(ok.stdout).toContain('matches');
    const drifted = path.join(mkdtempSync(path.join(tmpdir(), 'visit-rules-')), 'rules.sql');
    writeFileSync(drifted, generated.replace("('name', 2, 100)", "('name', 2, 120)"));
    const failure: unknown = await check(drifted).then(() => null, (error: unknown) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect(String((failure as { stderr?: string }).stderr)).toContain('npm run visits:calendar');
  }, 60_000);

  it('bound the fields as the booking form does: a name of 100 characters, three stones of the catalogue', () => {
    expect(generated).toContain("('name', 2, 100)");
    expect(generated).toContain("('stones', 0, 3)");
    expect(generated).toContain("('taj-mahal')");
    expect(generated).toContain('2026, 2030, 3)');
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
