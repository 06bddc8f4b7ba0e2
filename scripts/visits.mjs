#!/usr/bin/env node
// @ts-check
// The team's agenda of visits (showroom and measurement), from the local store, in Rio de Janeiro time.
//   npm run visits                         today
//   npm run visits -- --date 2027-04-13    that day
//   npm run visits -- --week               seven days from today (or from --date)
//   npm run visits -- --json               the raw rows, for programs
// Like `npm run leads` (docs/decisions/008-reading-leads-while-the-site-runs.md): while the site server holds the
// data directory, the rows come from the server itself (a loopback-only endpoint guarded by the secret it writes
// beside the directory); otherwise the directory is opened here; a directory another program holds is refused.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DataDirLockedError, liveLockOwner } from '../server/store/data-dir-lock.mjs';
import { openStore, resolveDataDir } from '../server/store/open-store.mjs';
import { agendaRange, OWNER_VISITS_PATH, readOwnerAccess } from '../server/store/owner-access.mjs';

const ZONE = 'America/Sao_Paulo';

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/** @type {{ date?: string, week?: boolean, json?: boolean, help?: boolean }} */
let options;
try {
  options = parseArgs({
    options: {
      date: { type: 'string' },
      week: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (options.help) {
  console.log('Usage: npm run visits [-- --date AAAA-MM-DD] [-- --week] [-- --json]\nReads LEADS_DATA_DIR (default .data/leads), through the site server while it runs.');
  process.exit(0);
}

// Today in Rio de Janeiro, as AAAA-MM-DD.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const from = options.date ?? today;
const days = options.week ? 7 : 1;
/** @type {{ from: Date, to: Date }} */
let range;
try {
  range = agendaRange(from, days);
} catch (error) {
  fail(`--date: ${error instanceof Error ? error.message : String(error)}`);
}

const dataDir = resolveDataDir();
if (dataDir.startsWith('memory://')) fail('LEADS_DATA_DIR points to memory: there is nothing stored to read.');

/** @returns {Promise<Record<string, unknown>[] | null>} */
async function readThroughServer() {
  const owner = liveLockOwner(dataDir);
  if (!owner) return null;
  const access = readOwnerAccess(dataDir);
  if (!access) {
    fail(
      `The store at ${dataDir} is open in process ${owner.pid} (since ${owner.since}), which publishes no read access ` +
        '(an older server, or another program). Stop it, or restart the site with npm start, then run npm run visits again.',
    );
  }
  let response;
  try {
    response = await fetch(`${access.url}${OWNER_VISITS_PATH}?${new URLSearchParams({ from, days: String(days) })}`, {
      headers: { Authorization: `Bearer ${access.secret}` },
    });
  } catch (error) {
    fail(`The site server (process ${owner.pid}) holds the store but did not answer at ${access.url}: ${error instanceof Error ? error.message : error}`);
  }
  if (!response.ok) fail(`The site server refused the read (HTTP ${response.status}): ${await response.text()}`);
  return /** @type {{ rows: Record<string, unknown>[] }} */ (await response.json()).rows;
}

/** @returns {Promise<Record<string, unknown>[]>} */
async function readDirectly() {
  let store;
  try {
    store = await openStore({ dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  try {
    return await store.listVisits(range);
  } finally {
    await store.close();
  }
}

const rows = existsSync(dataDir) ? ((await readThroughServer()) ?? (await readDirectly())) : [];
if (options.json) {
  console.log(JSON.stringify(rows, null, 2));
  process.exit(0);
}

// Stored text came from anonymous visitors: keep terminal control characters out.
// eslint-disable-next-line no-control-regex -- control characters are what it takes out
const clean = (/** @type {unknown} */ value) => String(value ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
const dayLabel = new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' });
const time = new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const phone = (/** @type {unknown} */ value) => {
  const digits = clean(value);
  return digits.length === 11 ? `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}` : digits.length === 10 ? `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}` : digits;
};

const title = days === 1 ? `Agenda de ${dayLabel.format(range.from)}` : `Agenda de ${dayLabel.format(range.from)} a ${dayLabel.format(new Date(range.to.getTime() - 1))}`;
console.log(title);
const booked = rows.filter((row) => row.status === 'booked');
if (booked.length === 0) console.log('Nenhuma visita marcada.');
let lastDay = '';
for (const row of rows) {
  const start = new Date(String(row.starts_at));
  const day = dayLabel.format(start);
  if (days > 1 && day !== lastDay) console.log(`\n${day}`);
  lastDay = day;
  const where = row.address ? ` · ${clean(row.address)}${row.neighbourhood ? `, ${clean(row.neighbourhood)}` : ''}` : '';
  const stones = Array.isArray(row.stones) && row.stones.length > 0 ? ` · pedras: ${row.stones.map(clean).join(', ')}` : '';
  const state = row.status === 'cancelled' ? ' [cancelada]' : '';
  console.log(
    `  ${time.format(start)}–${time.format(new Date(String(row.ends_at)))}  ${clean(row.title)} (${clean(row.resource)})${state}\n` +
      `         ${clean(row.name)} · ${phone(row.phone)} · ${clean(row.email)}${where}${stones}`,
  );
}
if (rows.length > 0) {
  console.log(`\n${booked.length} ${booked.length === 1 ? 'visita marcada' : 'visitas marcadas'}${rows.length > booked.length ? `, ${rows.length - booked.length} cancelada(s)` : ''}.`);
}
