#!/usr/bin/env node
// @ts-check
// The team's agenda of visits (showroom and measurement), from the local store, in Rio de Janeiro time.
//   npm run visits                         today
//   npm run visits -- --date 2027-04-13    that day
//   npm run visits -- --week               seven days from today (or from --date)
//   npm run visits -- --json               the raw rows, for programs
// The store is found as `npm run leads` finds it (scripts/lib/owner-store.mjs): through the site server while it
// holds the data directory, otherwise the directory itself. Dates, times and counts in pt-BR come from the one
// module that formats them (content/pt-br-format.mjs).
import { parseArgs } from 'node:util';
import { calendarDay, formatCount, formatDateTime, formatTime } from '../content/pt-br-format.mjs';
import { agendaRange, OWNER_VISITS_PATH } from '../server/store/owner-access.mjs';
import { fail, readOwnerStore } from './lib/owner-store.mjs';

const ZONE = 'America/Sao_Paulo';

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
const from = options.date ?? calendarDay(new Date(), ZONE);
const days = options.week ? 7 : 1;
/** @type {{ from: Date, to: Date }} */
let range;
try {
  range = agendaRange(from, days);
} catch (error) {
  fail(`--date: ${error instanceof Error ? error.message : String(error)}`);
}

/** @type {{ body: { rows: Record<string, unknown>[] } | null }} */
const { body } = await readOwnerStore({
  command: 'visits',
  path: OWNER_VISITS_PATH,
  query: new URLSearchParams({ from, days: String(days) }),
  direct: async (store) => ({ rows: await store.listVisits(range) }),
});
const rows = body?.rows ?? [];
if (options.json) {
  console.log(JSON.stringify(rows, null, 2));
  process.exit(0);
}

// Stored text came from anonymous visitors: keep terminal control characters out.
// eslint-disable-next-line no-control-regex -- control characters are what it takes out
const clean = (/** @type {unknown} */ value) => String(value ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
const dayLabel = (/** @type {Date} */ date) => formatDateTime(date, { timeZone: ZONE, weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' });
const time = (/** @type {Date} */ date) => formatTime(date, ZONE);
const phone = (/** @type {unknown} */ value) => {
  const digits = clean(value);
  return digits.length === 11 ? `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}` : digits.length === 10 ? `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}` : digits;
};

const title = days === 1 ? `Agenda de ${dayLabel(range.from)}` : `Agenda de ${dayLabel(range.from)} a ${dayLabel(new Date(range.to.getTime() - 1))}`;
console.log(title);
const booked = rows.filter((row) => row.status === 'booked');
if (booked.length === 0) console.log('Nenhuma visita marcada.');
let lastDay = '';
for (const row of rows) {
  const start = new Date(String(row.starts_at));
  const day = dayLabel(start);
  if (days > 1 && day !== lastDay) console.log(`\n${day}`);
  lastDay = day;
  const where = row.address ? ` · ${clean(row.address)}${row.neighbourhood ? `, ${clean(row.neighbourhood)}` : ''}` : '';
  const stones = Array.isArray(row.stones) && row.stones.length > 0 ? ` · pedras: ${row.stones.map(clean).join(', ')}` : '';
  const state = row.status === 'cancelled' ? ' [cancelada]' : '';
  console.log(
    `  ${time(start)}–${time(new Date(String(row.ends_at)))}  ${clean(row.title)} (${clean(row.resource)})${state}\n` +
      `         ${clean(row.name)} · ${phone(row.phone)} · ${clean(row.email)}${where}${stones}`,
  );
}
if (rows.length > 0) {
  const cancelled = rows.length - booked.length;
  const counts = [
    formatCount(booked.length, { zero: 'nenhuma visita marcada', one: '{count} visita marcada', other: '{count} visitas marcadas' }),
    ...(cancelled > 0 ? [formatCount(cancelled, { one: '{count} cancelada', other: '{count} canceladas' })] : []),
  ];
  console.log(`\n${counts.join(', ')}.`);
}
