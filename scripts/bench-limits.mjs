#!/usr/bin/env node
// @ts-check
// What the per-sender limits cost one insert as the 10-minute window fills, on Debian's PostgreSQL with
// the migrations applied (as hosted Supabase runs them).
//   node scripts/bench-limits.mjs                        the migrations as they are
//   node scripts/bench-limits.mjs --before               without 20261126000100 (the limits counted
//                                                         through the created_at index alone)
//   node scripts/bench-limits.mjs --windows 0,10000,100000 --inserts 40
// For each window size: the window is filled with requests from distinct senders spread over the last
// nine minutes (loaded with the triggers off: the load is not what is measured), then single anonymous
// inserts as PostgREST runs them (role anon, the request's headers, json_populate_record) are timed by
// the server itself (EXPLAIN ANALYZE's execution time, triggers included), each from a new sender and
// rolled back so the window stays as it was. Prints the median and the 90th percentile per window and
// the ratio of each median to the empty window's.
import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { literal, startRealPostgres } from './lib/real-postgres.mjs';

const LIMIT_INDEXES_MIGRATION = '20261126000100_abuse_limit_indexes.sql';
const MAX_WINDOW = 1_000_000;

const { values } = parseArgs({
  options: {
    before: { type: 'boolean', default: false },
    windows: { type: 'string', default: '0,10000,100000' },
    inserts: { type: 'string', default: '40' },
  },
});
const windows = values.windows.split(',').map(Number);
const inserts = Number(values.inserts);
if (windows.some((n) => !Number.isInteger(n) || n < 0 || n > MAX_WINDOW)) {
  console.error(`--windows: whole numbers from 0 to ${MAX_WINDOW}, comma-separated`);
  process.exit(2);
}
if (!Number.isInteger(inserts) || inserts < 5 || inserts > 500) {
  console.error('--inserts: a whole number from 5 to 500');
  process.exit(2);
}

/** @param {number} index */
function row(index) {
  return {
    id: randomUUID(),
    name: 'Medição de custo',
    email: `medicao.${index}@exemplo.com.br`,
    phone: `2198${String(index).padStart(7, '0')}`,
    role: 'proprietario',
    environment_type: 'cozinha',
    application_type: 'bancada',
    square_meters: '12 m²',
    timeline: '1-3-meses',
    material_preference: 'granito',
    style_preference: 'moderno',
    has_references: 'nao',
    investment_range: '20k-50k',
    project_stage: 'planejamento',
    how_found_us: 'bench-limits',
    sent_to_whatsapp: true,
  };
}

/** The window: `size` requests from distinct senders (e-mail, phone, address) within the last nine minutes. */
/** @param {number} size */
function fillWindow(size) {
  return `
    truncate public.budget_requests;
    alter table public.budget_requests disable trigger user;
    insert into public.budget_requests (created_at, name, email, phone, role, environment_type, application_type,
      square_meters, timeline, material_preference, style_preference, has_references, investment_range,
      project_stage, how_found_us, ip_address, user_agent)
    select now() - (i % 540) * interval '1 second', 'Visitante', 'visitante.' || i || '@exemplo.com.br',
      '2197' || lpad(i::text, 7, '0'), 'proprietario', 'cozinha', 'bancada', '10 m²', '1-3-meses', 'granito',
      'moderno', 'nao', '20k-50k', 'planejamento', 'bench-limits',
      ('10.' || (i / 65536) % 256 || '.' || (i / 256) % 256 || '.' || i % 256)::inet, 'bench'
    from generate_series(1, ${size}) as i;
    alter table public.budget_requests enable trigger user;
    analyze public.budget_requests;`;
}

/** @param {number} first @param {number} count */
function timedInserts(first, count) {
  const columns = Object.keys(row(0)).join(', ');
  const blocks = [];
  for (let i = first; i < first + count; i += 1) {
    const headers = { 'x-forwarded-for': `198.18.${Math.floor(i / 256) % 256}.${i % 256}`, 'user-agent': 'bench-limits' };
    blocks.push(`begin;
set local role anon;
select set_config('request.headers', ${literal(JSON.stringify(headers))}, true) \\g /dev/null
explain (analyze, format json) insert into public.budget_requests (${columns})
  select ${columns} from json_populate_record(null::public.budget_requests, ${literal(JSON.stringify(row(i)))}::json);
rollback;`);
  }
  return blocks.join('\n');
}

const run = promisify(execFile);

/** @param {number} port @param {string} script */
async function psqlFile(port, script) {
  const dir = await mkdtemp(path.join(tmpdir(), 'lavra-bench-limits-'));
  const file = path.join(dir, 'script.sql');
  try {
    await writeFile(file, script);
    const { stdout } = await run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-f', file], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** @param {number[]} sorted @param {number} q */
/**
 * @param {number[]} sorted
 * @param {number} q
 */
const quantile = (sorted, q) => /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);

const pg = await startRealPostgres({ migrations: values.before ? (file) => file !== LIMIT_INDEXES_MIGRATION : undefined });
try {
  const version = (await pg.sql('show server_version')).stdout;
  console.log(`PostgreSQL ${version}, migrations ${values.before ? `without ${LIMIT_INDEXES_MIGRATION}` : 'as they are'}; ${inserts} timed inserts per window (5 more to warm up)\n`);
  console.log('| requests in the 10-minute window | median ms per insert | p90 ms | median / empty window |');
  console.log('| --- | --- | --- | --- |');
  let empty = 0;
  let next = 1;
  for (const size of windows) {
    const filled = await pg.sql(fillWindow(size));
    if (!filled.ok) throw new Error(filled.stderr);
    const out = await psqlFile(pg.port, timedInserts(next, inserts + 5));
    next += inserts + 5;
    const plans = JSON.parse(`[${out.trim().split(/\n(?=\[)/).join(',')}]`);
    const times = plans.slice(5).map((/** @type {[{ 'Execution Time': number }]} */ plan) => plan[0]['Execution Time']).sort((/** @type {number} */ a, /** @type {number} */ b) => a - b);
    const median = quantile(times, 0.5);
    if (size === 0 || empty === 0) empty = median;
    console.log(`| ${size.toLocaleString('en-US')} | ${median.toFixed(3)} | ${quantile(times, 0.9).toFixed(3)} | ${(median / empty).toFixed(2)} |`);
  }
} finally {
  await pg.stop();
}
