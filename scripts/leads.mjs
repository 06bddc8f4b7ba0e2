#!/usr/bin/env node
// @ts-check
// Lists the budget requests kept by the local lead store, newest first.
//   npm run leads                 table of the latest 50
//   npm run leads -- --limit 200  more rows
//   npm run leads -- --json       JSON, for piping elsewhere
// The store's data directory belongs to one process at a time; while the site
// server holds it, this command refuses instead of reading a stale copy.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DataDirLockedError, liveLockOwner } from '../server/store/data-dir-lock.mjs';
import { openStore, resolveDataDir } from '../server/store/open-store.mjs';

const COLUMNS = /** @type {const} */ ([
  ['created_at', 'Recebido em', 16],
  ['name', 'Nome', 24],
  ['email', 'E-mail', 28],
  ['phone', 'Telefone', 16],
  ['role', 'Perfil', 12],
  ['environment_type', 'Ambiente', 12],
  ['material_preference', 'Material', 11],
  ['investment_range', 'Investimento', 12],
  ['timeline', 'Prazo', 9],
]);

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * @param {unknown} value
 * @returns {string}
 */
function cell(value) {
  if (value instanceof Date) {
    return value.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
  }
  // Stored text came from anonymous visitors: keep terminal control characters out.
  return String(value ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
}

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
  for (const row of rows) console.log(line(COLUMNS.map(([key, , width]) => fit(cell(row[key]), width))));
}

let options;
try {
  options = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      limit: { type: 'string', default: '50' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (options.help) {
  console.log('Usage: npm run leads [-- --json] [-- --limit N]\nReads LEADS_DATA_DIR (default .data/leads).');
  process.exit(0);
}
const limit = Number(options.limit);
if (!Number.isInteger(limit) || limit < 1) fail(`--limit must be a positive whole number, got ${options.limit}`);

const dataDir = resolveDataDir();
if (dataDir.startsWith('memory://')) fail('LEADS_DATA_DIR points to memory: there is nothing stored to read.');
if (!existsSync(dataDir)) {
  if (options.json) console.log('[]');
  else console.log(`No budget requests yet: ${dataDir} does not exist.`);
  process.exit(0);
}

const owner = liveLockOwner(dataDir);
if (owner) {
  fail(
    `The lead store at ${dataDir} is open in process ${owner.pid} (since ${owner.since}), ` +
      'probably the site server. Reading it from a second process is unsafe: stop that server, then run npm run leads again.',
  );
}

let store;
try {
  store = await openStore({ dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
}
try {
  const total = await store.countRows();
  const rows = await store.listRows({ limit });
  if (options.json) {
    console.log(JSON.stringify(rows, null, 2));
  } else if (total === 0) {
    console.log('No budget requests yet.');
  } else {
    printTable(rows);
    console.log(`\n${rows.length} of ${total} request${total === 1 ? '' : 's'}, newest first.`);
  }
} finally {
  await store.close();
}
