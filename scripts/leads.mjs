#!/usr/bin/env node
// @ts-check
// Lists the budget requests kept by the local lead store, newest first.
//   npm run leads                          table of the latest 50
//   npm run leads -- --limit 200           more rows
//   npm run leads -- --since 2026-11-01    from that day on (Rio de Janeiro time)
//   npm run leads -- --csv > pedidos.csv   every column, RFC 4180, UTF-8 with BOM, for spreadsheets: a cell
//                                          that would start a formula is kept as text behind an invisible
//                                          character (scripts/lib/csv.mjs)
//   npm run leads -- --json                the raw values, for programs
// The store is found as `npm run visits` finds it (scripts/lib/owner-store.mjs): through the site server while
// it holds the data directory, otherwise the directory itself.
import { parseArgs } from 'node:util';
import { LEADS_TABLE, NOTIFICATION_COLUMNS } from '../server/store/open-store.mjs';
import { OWNER_LEADS_PATH, parseSince } from '../server/store/owner-access.mjs';
import { toCsv } from './lib/csv.mjs';
import { fail, readOwnerStore } from './lib/owner-store.mjs';
import { cell, estimateSummary, READABLE_COLUMNS, readableColumns, receiptEmailState, teamEmailState } from './lib/lead-cells.mjs';

const COLUMNS = /** @type {const} */ ([
  ['created_at', 'Recebido em', 17],
  ['name', 'Nome', 24],
  ['email', 'E-mail', 28],
  ['phone', 'Telefone', 16],
  ['role', 'Perfil', 12],
  ['environment_type', 'Ambiente', 12],
  ['material_preference', 'Material', 11],
  ['investment_range', 'Investimento', 12],
  ['timeline', 'Prazo', 9],
  ['estimate', 'Estimativa', 40],
  ['team_email_state', 'E-mail à equipe', 29],
  ['receipt_email_state', 'Comprovante', 44],
]);

/**
 * @param {string} text
 * @param {number} width
 */
function fit(text, width) {
  const chars = Array.from(text);
  return chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : text + ' '.repeat(width - chars.length);
}

/** @param {Record<string, unknown>[]} rows */
function printTable(rows) {
  const line = (/** @type {string[]} */ cells) => cells.join('  ').trimEnd();
  console.log(line(COLUMNS.map(([, label, width]) => fit(label, width))));
  console.log(line(COLUMNS.map(([, , width]) => '─'.repeat(width))));
  const shown = (/** @type {Record<string, unknown>} */ row, /** @type {string} */ key) =>
    key === 'team_email_state' ? teamEmailState(row) : key === 'receipt_email_state' ? cell(receiptEmailState(row)) : key === 'estimate' ? estimateSummary(row[key]) : cell(row[key]);
  for (const row of rows) console.log(line(COLUMNS.map(([key, , width]) => fit(shown(row, key), width))));
}

/** @type {{ json?: boolean, csv?: boolean, limit?: string, since?: string, help?: boolean }} */
let options;
try {
  options = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      csv: { type: 'boolean', default: false },
      limit: { type: 'string' },
      since: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (options.help) {
  console.log('Usage: npm run leads [-- --since AAAA-MM-DD] [-- --limit N] [-- --csv | --json]\nReads LEADS_DATA_DIR (default .data/leads), through the site server while it runs.');
  process.exit(0);
}
if (options.json && options.csv) fail('Choose one of --json and --csv.');
// A table is for a glance; an export is everything unless asked otherwise.
const limit = Number(options.limit ?? (options.json || options.csv ? 100_000 : 50));
if (!Number.isInteger(limit) || limit < 1) fail(`--limit must be a positive whole number, got ${options.limit}`);
/** @type {Date | null | undefined} */
let since;
try {
  since = parseSince(options.since);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const query = new URLSearchParams({ limit: String(limit) });
if (options.since) query.set('since', options.since);
/** @type {{ dataDir: string, body: { columns: readonly string[], total: number, rows: Record<string, unknown>[] } | null }} */
const { dataDir, body } = await readOwnerStore({
  command: 'leads',
  path: OWNER_LEADS_PATH,
  query,
  direct: async (store) => ({
    columns: store.tables.get(LEADS_TABLE)?.columns ?? [],
    total: await store.countRows(),
    rows: await store.listRows({ limit, since, withEmails: true }),
  }),
});

if (!body) {
  if (options.json) console.log('[]');
  else if (!options.csv) console.log(`No budget requests yet: ${dataDir} does not exist.`);
  process.exit(0);
}

const { columns, total, rows } = body;
if (options.json) {
  console.log(JSON.stringify(rows, null, 2));
} else if (options.csv) {
  // Every stored column as stored, then the same request as the table and the team e-mail word it.
  const stored = [...columns, ...NOTIFICATION_COLUMNS.filter((column) => !columns.includes(column))];
  process.stdout.write(toCsv([...stored, ...READABLE_COLUMNS], rows.map((row) => ({ ...row, ...readableColumns(row) }))));
} else if (rows.length === 0) {
  console.log(total === 0 ? 'No budget requests yet.' : `No budget requests since ${options.since} (${total} in all).`);
} else {
  printTable(rows);
  console.log(`\n${rows.length} of ${total} request${total === 1 ? '' : 's'}${options.since ? ` since ${options.since}` : ''}, newest first.`);
}
