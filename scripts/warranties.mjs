#!/usr/bin/env node
// @ts-check
// The warranty registrations, newest first: who, the installation month, each piece with its next sealing reminder,
// and the next reminder the registration will get (sealing or coverage notice), in Rio de Janeiro time.
//   npm run warranties             the list
//   npm run warranties -- --json   the raw rows, for programs
// The store is found as `npm run leads` and `npm run visits` find it (scripts/lib/owner-store.mjs). Dates and
// counts in pt-BR come from the one module that formats them (content/pt-br-format.mjs).
import { parseArgs } from 'node:util';
import { formatCount, formatDateTime, formatShortDate } from '../content/pt-br-format.mjs';
import { OWNER_WARRANTIES_PATH } from '../server/store/owner-access.mjs';
import { fail, readOwnerStore } from './lib/owner-store.mjs';

const ZONE = 'America/Sao_Paulo';

/** @type {{ json?: boolean, help?: boolean }} */
let options;
try {
  options = parseArgs({ options: { json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (options.help) {
  console.log('Usage: npm run warranties [-- --json]\nReads LEADS_DATA_DIR (default .data/leads), through the site server while it runs.');
  process.exit(0);
}

/** @type {{ body: { rows: Record<string, unknown>[] } | null }} */
const { body } = await readOwnerStore({ command: 'warranties', path: OWNER_WARRANTIES_PATH, query: new URLSearchParams(), direct: async (store) => ({ rows: await store.listWarranties() }) });
const rows = body?.rows ?? [];
if (options.json) {
  console.log(JSON.stringify(rows, null, 2));
  process.exit(0);
}

// Stored text came from anonymous visitors: keep terminal control characters out.
// eslint-disable-next-line no-control-regex -- control characters are what it takes out
const clean = (/** @type {unknown} */ value) => String(value ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
const day = (/** @type {unknown} */ value) => formatShortDate(new Date(String(value)), ZONE);
const month = (/** @type {unknown} */ value) => formatDateTime(new Date(`${String(value).slice(0, 10)}T12:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' });
const STATUS = { pending: 'aguardando confirmação', confirmed: 'confirmado', deleted: 'excluído (só o registro de que existiu)' };
// The reminder's date is the drop test's, not a resealing's (the certificate and the e-mail say the same).
const REMINDER = { warranty_sealing: 'teste da gota', warranty_notice: 'fim de cobertura' };
const FINISH = { polido: 'polido', levigado: 'levigado' };

if (rows.length === 0) console.log('Nenhuma garantia registrada.');
for (const row of rows) {
  const status = STATUS[/** @type {keyof typeof STATUS} */ (String(row.status))] ?? clean(row.status);
  if (row.status === 'deleted') {
    console.log(`\n${month(row.installed_on)} · ${status} · excluído em ${day(row.deleted_at)}`);
    continue;
  }
  const leaving = row.unsubscribed_at ? ` · saiu dos lembretes em ${day(row.unsubscribed_at)}` : row.reminders ? ' · com lembretes' : ' · sem lembretes';
  console.log(`\n${clean(row.name)} · ${clean(row.email)}${row.phone ? ` · ${clean(row.phone)}` : ''}${row.order_number ? ` · pedido ${clean(row.order_number)}` : ''}`);
  console.log(`  instalação: ${month(row.installed_on)} · ${status}${leaving}`);
  const pieces = /** @type {Record<string, unknown>[]} */ (Array.isArray(row.pieces) ? row.pieces : []);
  for (const piece of pieces) {
    const next = piece.next_sealing ? `teste da gota em ${day(piece.next_sealing)}` : 'sem lembrete: impermeabilizar só se o teste da gota pedir';
    console.log(`  - ${clean(piece.room)} / ${clean(piece.surface)}: ${clean(piece.stone)}, ${FINISH[/** @type {keyof typeof FINISH} */ (String(piece.finish))] ?? clean(piece.finish)} · ${next}`);
  }
  const due = /** @type {Record<string, unknown>[]} */ (Array.isArray(row.reminders_due) ? row.reminders_due : []);
  const first = due[0];
  console.log(first ? `  próximo lembrete: ${REMINDER[/** @type {keyof typeof REMINDER} */ (String(first.kind))] ?? clean(first.kind)} em ${day(first.due_at)}` : '  próximo lembrete: nenhum');
}
const confirmed = rows.filter((row) => row.status === 'confirmed').length;
if (rows.length > 0) console.log(`\n${formatCount(confirmed, { zero: 'nenhuma garantia confirmada', one: '{count} garantia confirmada', other: '{count} garantias confirmadas' })}.`);
