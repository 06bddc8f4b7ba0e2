#!/usr/bin/env node
// @ts-check
// Load test of the local lead store: a bounded burst of concurrent valid
// inserts against an in-process store on a random loopback port.
//   npm run bench:store -- --connections 50 --duration 10
//   npm run bench:store -- --before      the migrations without the lead e-mails
//                                        (*lead_notifications*), to compare
//   npm run bench:store -- --with-mail   with the lead e-mail sender of npm start
//                                        (the build in dist-server/, writing .eml files
//                                        to a temporary folder), then the time until
//                                        every request is announced
//   npm run bench:store -- --interleave  no HTTP: one insert at a time through
//                                        the store (as the REST handler does), in
//                                        rounds alternating between a store with
//                                        and one without the lead e-mails
// Prints throughput and latency, then checks that every request answered 201
// is really stored; exits 1 if the two counts differ.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_MIGRATIONS_DIR } from '../server/store/migrations.mjs';
import { openStore } from '../server/store/open-store.mjs';
import { createStoreServer, listen } from '../server/store/store-server.mjs';

const MAX_CONNECTIONS = 500;
const MAX_DURATION_S = 120;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    disk: { type: 'boolean', default: false },
    before: { type: 'boolean', default: false },
    interleave: { type: 'boolean', default: false },
    'with-mail': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '16' },
    inserts: { type: 'string', default: '400' },
  },
});
const connections = Number(values.connections);
const durationS = Number(values.duration);
if (!Number.isInteger(connections) || connections < 1 || connections > MAX_CONNECTIONS) {
  console.error(`--connections must be a whole number from 1 to ${MAX_CONNECTIONS}`);
  process.exit(2);
}
if (!(durationS > 0 && durationS <= MAX_DURATION_S)) {
  console.error(`--duration must be more than 0 and at most ${MAX_DURATION_S} seconds`);
  process.exit(2);
}

/** @param {number} index */
function lead(index) {
  return JSON.stringify({
    id: randomUUID(),
    name: `Cliente de Teste ${index}`,
    email: `cliente${index}@example.com`,
    phone: '21987654321',
    role: 'proprietario',
    environment_type: 'cozinha',
    application_type: 'bancada',
    square_meters: '12',
    timeline: '1-3-meses',
    material_preference: 'granito',
    style_preference: 'moderno',
    has_references: 'nao',
    investment_range: '20k-50k',
    project_stage: 'planejamento',
    how_found_us: 'Teste de carga',
    sent_to_whatsapp: true,
    ip_address: null,
    user_agent: 'bench-store',
  });
}

/**
 * @param {Agent} agent
 * @param {number} port
 * @param {string} body
 * @returns {Promise<number>} status, or 0 when the request failed
 */
function post(agent, port, body) {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/rest/v1/budget_requests',
        headers: {
          apikey: 'bench',
          Authorization: 'Bearer bench',
          'Content-Profile': 'public',
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/**
 * @param {number[]} sorted
 * @param {number} fraction
 */
function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

/** --before: a copy of the migrations without the lead e-mails' files. */
function migrationsBefore() {
  const dir = mkdtempSync(join(tmpdir(), 'lavra-bench-migrations-'));
  const left = [];
  for (const file of readdirSync(DEFAULT_MIGRATIONS_DIR)) {
    if (file.includes('lead_notifications')) left.push(file);
    else if (file.endsWith('.sql')) copyFileSync(join(DEFAULT_MIGRATIONS_DIR, file), join(dir, file));
  }
  return { dir, left };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

if (values.interleave) {
  const rounds = Number(values.rounds);
  const perRound = Number(values.inserts);
  if (!Number.isInteger(rounds) || rounds < 2 || !Number.isInteger(perRound) || perRound < 1) {
    console.error('--rounds must be a whole number from 2, --inserts from 1');
    process.exit(2);
  }
  const prior = migrationsBefore();
  const sides = /** @type {const} */ (['before', 'after']);
  const stores = {
    before: await openStore({ dataDir: 'memory://', migrationsDir: prior.dir }),
    after: await openStore({ dataDir: 'memory://' }),
  };
  console.log(
    `bench:store --interleave  ${rounds} rounds of ${perRound} inserts one at a time, alternating; ` +
      `"before": migrations without ${prior.left.join(', ')}`,
  );
  let index = 0;
  /** @param {import('../server/store/open-store.mjs').LeadStore} target */
  const insertOne = (target) => target.insertRows([JSON.parse(lead(index++))], { requestsPerWindow: 0 });
  for (const side of sides) for (let i = 0; i < 50; i++) await insertOne(stores[side]); // first plans are slow
  /** @type {Record<'before' | 'after', number[]>} */
  const perInsertMs = { before: [], after: [] };
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      const begin = performance.now();
      for (let i = 0; i < perRound; i++) await insertOne(stores[side]);
      perInsertMs[side].push((performance.now() - begin) / perRound);
    }
  }
  for (const side of sides) {
    const times = perInsertMs[side];
    console.log(
      `${side.padEnd(7)}  median ${median(times).toFixed(3)} ms an insert (rounds ${Math.min(...times).toFixed(3)}–${Math.max(...times).toFixed(3)})`,
    );
  }
  const ratios = perInsertMs.after.map((after, round) => after / (perInsertMs.before[round] ?? NaN));
  console.log(
    `after / before, round by round: median ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
  );
  await Promise.all(sides.map((side) => stores[side].close()));
  rmSync(prior.dir, { recursive: true, force: true });
  process.exit(0);
}

const diskDir = values.disk ? mkdtempSync(join(tmpdir(), 'lavra-bench-')) : null;
const before = values.before ? migrationsBefore() : null;
const store = await openStore({
  dataDir: diskDir ? join(diskDir, 'leads') : 'memory://',
  ...(before ? { migrationsDir: before.dir } : {}),
});
const mailDir = values['with-mail'] ? mkdtempSync(join(tmpdir(), 'lavra-bench-mail-')) : null;
/** @type {null | { wake: () => void, stop: () => Promise<void> }} */
let mail = null;
const server = createStoreServer(store, {
  onInserted: () => mail?.wake(),
  // One client address sends everything here, so the per-client limit is raised, not removed.
  rateLimit: { limit: 1_000_000, windowMs: 1_000 },
  // Every request names the same phone: the table's per-sender limit (5 in 10 minutes) is off, as
  // LEADS_REQUESTS_PER_WINDOW=0 would set it.
  requestsPerWindow: 0,
  maxPendingWrites: Math.max(256, connections * 2),
  logError: (message, error) => console.error(message, error),
});
if (mailDir) {
  const { startMailSender } = await import('../server/index.mjs');
  mail = await startMailSender(store, { ...process.env, LEADS_MAIL_DIR: mailDir, SMTP_URL: '', VITE_SUPABASE_URL: '' });
  if (!mail) {
    console.error('--with-mail: the sender did not start (run npm run build first).');
    process.exit(1);
  }
}
const { port } = await listen(server, 0, '127.0.0.1');
const agent = new Agent({ keepAlive: true, maxSockets: connections });

console.log(
  `bench:store  ${connections} connections for ${durationS} s against http://127.0.0.1:${port} ` +
    `(${diskDir ? 'data directory on disk' : 'in-memory store'}` +
    `${before ? `; migrations without ${before.left.join(', ')}` : ''}` +
    `${mailDir ? `; lead e-mails written to ${mailDir}` : ''})`,
);

// One request first: PGlite plans its first insert slowly, and that is start-up, not load.
const warmUp = await post(agent, port, lead(-1));
if (warmUp !== 201) {
  console.error(`The warm-up insert answered ${warmUp}; is the schema right?`);
  process.exit(1);
}

/** @type {number[]} */
const latenciesMs = [];
/** @type {Map<number, number>} */
const statuses = new Map();
let sent = 0;
const started = performance.now();
const deadline = started + durationS * 1000;

async function worker() {
  while (performance.now() < deadline) {
    const body = lead(sent);
    sent += 1;
    const begin = performance.now();
    const status = await post(agent, port, body);
    latenciesMs.push(performance.now() - begin);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}
await Promise.all(Array.from({ length: connections }, worker));
const elapsedS = (performance.now() - started) / 1000;

agent.destroy();
server.closeAllConnections();
await new Promise((resolve) => server.close(resolve));
const stored = await store.countRows();
/** --with-mail: the messages written once the sender is done, and how long that took after the last request. */
let mailed = null;
if (mail && mailDir) {
  const emlFiles = () => readdirSync(mailDir).filter((file) => file.endsWith('.eml')).length;
  const waitingSince = performance.now();
  const atEnd = emlFiles();
  // Every request names its own address: a team e-mail and a receipt each.
  while (emlFiles() < 2 * stored) await new Promise((resolve) => setTimeout(resolve, 250));
  mailed = { atEnd, total: emlFiles(), drainS: (performance.now() - waitingSince) / 1000 };
  await mail.stop();
  rmSync(mailDir, { recursive: true, force: true });
}
await store.close();
if (diskDir) rmSync(diskDir, { recursive: true, force: true });
if (before) rmSync(before.dir, { recursive: true, force: true });

latenciesMs.sort((a, b) => a - b);
const accepted = (statuses.get(201) ?? 0) + 1; // with the warm-up insert
const errors = latenciesMs.length - (statuses.get(201) ?? 0);
const others = [...statuses].filter(([status]) => status !== 201).map(([status, count]) => `${status || 'network'}: ${count}`);

console.log(`requests      ${latenciesMs.length} in ${elapsedS.toFixed(1)} s`);
console.log(`throughput    ${(latenciesMs.length / elapsedS).toFixed(1)} requests/s`);
console.log(`latency       p50 ${percentile(latenciesMs, 0.5).toFixed(1)} ms, p99 ${percentile(latenciesMs, 0.99).toFixed(1)} ms, max ${(latenciesMs.at(-1) ?? NaN).toFixed(1)} ms`);
console.log(`errors        ${errors}${others.length > 0 ? ` (${others.join(', ')})` : ''}`);
console.log(`rows          ${accepted} accepted (201), ${stored} stored`);
if (mailed) {
  console.log(
    `e-mails      ${mailed.atEnd} written during the load; all ${mailed.total} ` +
      `(${mailed.total / 2} requests announced) ${mailed.drainS.toFixed(1)} s after it, ` +
      `${((mailed.total - mailed.atEnd) / Math.max(mailed.drainS, 0.001)).toFixed(0)} a second`,
  );
}

if (accepted !== stored) {
  console.error(`MISMATCH: ${accepted} requests were answered 201 but ${stored} rows are stored.`);
  process.exit(1);
}
