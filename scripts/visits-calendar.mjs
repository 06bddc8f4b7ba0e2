#!/usr/bin/env node
// @ts-check
// Writes supabase/migrations/20261129000110_visit_rules.sql from content/visits.ts and content/field-limits.ts (the
// rules and limits the booking functions and the table read). `--check` fails instead when the file differs from what the content gives.
//   npm run visits:calendar            writes it
//   npm run visits:calendar -- --check fails on drift
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport } from 'vite';
import { CALENDAR_MIGRATION, calendarSql } from './lib/visits-calendar-sql.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** @type {{ module: typeof import('../content/visits.ts') }} */
const visits = await runnerImport(path.join(root, 'content/visits.ts'));
/** @type {{ module: typeof import('../content/visit-closed-days.ts') }} */
const closed = await runnerImport(path.join(root, 'content/visit-closed-days.ts'));
/** @type {{ module: typeof import('../content/field-limits.ts') }} */
const limits = await runnerImport(path.join(root, 'content/field-limits.ts'));
/** @type {{ module: typeof import('../content/stone-slugs.ts') }} */
const stones = await runnerImport(path.join(root, 'content/stone-slugs.ts'));
/** @type {{ module: typeof import('../src/lib/email-address.ts') }} */
const email = await runnerImport(path.join(root, 'src/lib/email-address.ts'));
const { visitKinds, visitRules, servedAreas, visitTexts } = visits.module;
const sql = calendarSql({
  visitKinds,
  visitRules,
  servedAreas,
  refusals: visitTexts.refusals,
  closedDays: closed.module.allClosedDays(),
  fieldLimits: limits.module.visitFieldLimits,
  webAddressPattern: limits.module.WEB_ADDRESS_PATTERN_SOURCE,
  emailPattern: email.module.EMAIL_PATTERN_SOURCE,
  stoneSlugs: stones.module.stoneAddresses.map((stone) => stone.slug),
});
// `--target <file>` checks or writes another file (the drift check's own test uses a copy).
const given = process.argv[process.argv.indexOf('--target') + 1];
const target = process.argv.includes('--target') && given ? path.resolve(given) : path.join(root, CALENDAR_MIGRATION);

if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== sql) {
    console.error(`${CALENDAR_MIGRATION} differs from content/visits.ts and content/field-limits.ts: run npm run visits:calendar`);
    process.exit(1);
  }
  console.log(`${CALENDAR_MIGRATION} matches content/visits.ts and content/field-limits.ts`);
} else {
  await writeFile(target, sql);
  console.log(`wrote ${CALENDAR_MIGRATION}`);
}
