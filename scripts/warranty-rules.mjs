#!/usr/bin/env node
// @ts-check
// Writes supabase/migrations/20261129000310_warranty_rules.sql from the care sheets, content/warranty.ts and
// content/warranty-registration.ts (what the warranty functions read). `--check` fails instead on drift.
//   npm run warranty:rules            writes it
//   npm run warranty:rules -- --check fails on drift
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport } from 'vite';
import { WARRANTY_RULES_MIGRATION, warrantyRulesSql } from './lib/warranty-rules-sql.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** @type {{ module: typeof import('../src/lib/warranty-schedule.ts') }} */
const schedule = await runnerImport(path.join(root, 'src/lib/warranty-schedule.ts'));
/** @type {{ module: typeof import('../content/warranty.ts') }} */
const warranty = await runnerImport(path.join(root, 'content/warranty.ts'));
/** @type {{ module: typeof import('../content/warranty-registration.ts') }} */
const registration = await runnerImport(path.join(root, 'content/warranty-registration.ts'));
const { warrantyRooms, warrantySurfaces, warrantyLimits, warrantyRefusals } = registration.module;
const sql = warrantyRulesSql({
  sealing: schedule.module.sealingReminderTable(),
  covers: warranty.module.warrantyContent.covers,
  rooms: warrantyRooms,
  surfaces: warrantySurfaces,
  limits: warrantyLimits,
  refusals: warrantyRefusals,
});
const target = path.join(root, WARRANTY_RULES_MIGRATION);

if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== sql) {
    console.error(`${WARRANTY_RULES_MIGRATION} differs from the care sheets and content/warranty*.ts: run npm run warranty:rules`);
    process.exit(1);
  }
  console.log(`${WARRANTY_RULES_MIGRATION} matches the care sheets and content/warranty*.ts`);
} else {
  await writeFile(target, sql);
  console.log(`wrote ${WARRANTY_RULES_MIGRATION}`);
}
