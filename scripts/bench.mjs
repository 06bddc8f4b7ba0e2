// Load benchmark: Lighthouse (mobile preset, simulated throttling, performance category only) on the site's
// production build, judged against references measured in the same run, never against absolute times
// (docs/decisions/028-lab-mechanisms.md):
//   npm run bench [-- --runs 5] [--no-build] [--only /route ...]
//     the floor (a bare 2 KB page served the same way) and one route of every kind, rounds interleaved,
//     medians of the runs: each route's LCP as a ratio to the floor's, TBT and CLS. Budgets: LCP <= 2.0x the
//     floor, CLS <= 0.01; the routes marked `paired` are judged by `--against` instead.
//   npm run bench -- --against REF [--candidate REF] [--runs 10] [--only /route ...]
//     builds REF (and the candidate, the working tree unless --candidate names a ref) beside the working tree,
//     runs the two interleaved (order alternating) on the routes named (default /), and prints the median of
//     the pair-by-pair differences, candidate − reference, of LCP, TBT and CLS with a 95 % bootstrap interval.
// Each round, and each pair, starts once the 1-minute load is at most half a task a core (pacer,
// scripts/lib/paired.mjs); the load at the start and the end is printed, with a warning above the cores.
import { execFileSync } from 'node:child_process';
import http2 from 'node:http2';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { securityHeadersForBuild } from '../server/security-headers.mjs';
import { createStaticSite } from '../server/static-site.mjs';
import { buildRef } from './lib/build-ref.mjs';
import { formatDifference, interleavedOrder, machineLoad, median, pacer, pairedDifference } from './lib/paired.mjs';

// One route of every kind. Adding a kind is one line; `paired: true` marks a route judged by its paired
// difference against a reference rather than by the ratio to the floor.
const KINDS = [
  { kind: 'home', route: '/', paired: true },
  { kind: 'collection', route: '/granitos' },
  { kind: 'stone', route: '/granitos/branco-polar' },
  { kind: 'catalogue', route: '/pedras' },
  { kind: 'use', route: '/pedras/cozinha' },
  { kind: 'comparison', route: '/comparar?pedras=taj-mahal,carrara,branco-polar' },
  { kind: 'estimate', route: '/estimativa' },
  { kind: 'visualizer', route: '/visualizar', paired: true },
  { kind: 'event', route: '/evento-conhecimento-arquitetos' },
  { kind: 'booking', route: '/agendar?tipo=showroom&pedras=carrara' },
  { kind: 'care guide', route: '/cuidados' },
  { kind: 'care sheet', route: '/cuidados/marmores/carrara' },
  { kind: '404', route: '/pagina-inexistente' },
];
const NOT_FOUND = '/pagina-inexistente';
const BUDGET = { lcpRatio: 2.0, cls: 0.01 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string' },
    only: { type: 'string', multiple: true },
    against: { type: 'string' },
    candidate: { type: 'string' },
    'no-build': { type: 'boolean' },
  },
});
const runs = Number.parseInt(opts.runs ?? (opts.against ? '10' : '5'), 10);
const temp = await mkdtemp(path.join(os.tmpdir(), 'lavra-bench-'));

/** The working tree's build, made unless --no-build. */
function buildHere() {
  if (!opts['no-build']) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return path.join(root, 'dist');
}

// HTTPS with HTTP/2, as static hosts serve the site: a certificate made for the run.
execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
  '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(temp, 'key.pem'), '-out', path.join(temp, 'cert.pem')], { stdio: 'ignore' });
const tls = { key: await readFile(path.join(temp, 'key.pem')), cert: await readFile(path.join(temp, 'cert.pem')), allowHTTP1: true };
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
/** @type {import('node:http2').Http2SecureServer[]} */
const servers = [];

/**
 * Serves a build as `npm start` does (same handler, compression, headers); the 404 page answers 200 at its
 * path, since Lighthouse refuses to audit a 404. Every file is asked for once first, so the runs meet a warm
 * server, not Brotli's first pass.
 * @param {string} dist
 * @param {boolean} [headers]
 */
async function serve(dist, headers = true) {
  const handler = createStaticSite({ distDir: dist, ...(headers ? { headers: securityHeadersForBuild(dist) } : {}) });
  const server = http2.createSecureServer(tls, (req, res) => {
    const response = /** @type {import('node:http').ServerResponse} */ (/** @type {unknown} */ (res));
    if (req.url === NOT_FOUND) {
      const writeHead = /** @type {(status: number, ...rest: unknown[]) => import('node:http').ServerResponse} */ (response.writeHead.bind(response));
      response.writeHead = /** @type {typeof response.writeHead} */ ((/** @type {number} */ status, /** @type {unknown[]} */ ...rest) => writeHead(status === 404 ? 200 : status, ...rest));
    }
    handler(/** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ (req)), response).catch(() => response.writeHead(500).end());
  });
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const assets = await readdir(path.join(dist, 'assets')).catch(() => []);
  for (const url of [...KINDS.map((k) => k.route), ...assets.map((f) => `/assets/${f}`)]) {
    for (const encoding of ['br', 'gzip']) await fetch(origin + url, { headers: { 'accept-encoding': encoding } }).then((r) => r.arrayBuffer());
  }
  return origin;
}

/** The floor: a bare ~2 KB page, served by the same code with the same compression. */
async function floorSite() {
  const dir = path.join(temp, 'floor');
  execFileSync('mkdir', ['-p', dir]);
  const filler = 'Pedras naturais, projeto executivo e instalação no Rio de Janeiro. '.repeat(24);
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Piso</title><link rel="icon" href="data:,"></head><body><main><h1>Piso de referência</h1><p>${filler}</p></main></body></html>`);
  await writeFile(path.join(dir, '404.html'), '<!doctype html><title>404</title>');
  await writeFile(path.join(dir, 'routes.json'), JSON.stringify([{ path: '/', file: 'index.html' }]));
  return `${await serve(dir, false)}/`;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--ignore-certificate-errors'],
});

/**
 * One Lighthouse run (performance only); a trace that fails to record on a busy machine is retried twice.
 * @param {string} url
 * @returns {Promise<{ lcp: number, tbt: number, cls: number }>}
 */
async function measure(url) {
  let lastError = 'no result';
  for (let attempt = 0; attempt < 3; attempt++) {
    const lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }))?.lhr;
    if (lhr && !lhr.runtimeError) {
      const value = (/** @type {string} */ id) => /** @type {number} */ (lhr.audits[id]?.numericValue);
      return { lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'), cls: value('cumulative-layout-shift') };
    }
    lastError = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : lastError;
    console.warn(`  retrying ${url} (${lastError})`);
  }
  throw new Error(`Lighthouse failed on ${url}: ${lastError}`);
}

const fmt = (/** @type {number} */ n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '—');
const table = (/** @type {string[][]} */ rows) => rows.map((cells, i) => `| ${cells.join(' | ')} |${i === 0 ? `\n|${cells.map(() => ' --- |').join('')}` : ''}`).join('\n');
const startLoad = machineLoad('start');
console.log(startLoad.line);
const load = () => `${os.cpus().length} CPUs, load ${fmt(/** @type {number} */ (os.loadavg()[0]), 1)}`;
/** @type {string[]} */
const failures = [];
// Each pair (or round) starts on a quiet machine: Lighthouse's own browser lifts the load above the cores
// within a few minutes, and a result taken then says nothing.
const pace = pacer();

try {
  if (opts.against) {
    const routes = opts.only?.length ? opts.only : ['/'];
    const reference = await serve(await buildRef(opts.against, temp));
    const candidate = await serve(opts.candidate ? await buildRef(opts.candidate, temp) : buildHere());
    const rows = [['route', 'runs a side', 'LCP ms ref → cand', 'LCP difference [95 %]', 'TBT ms ref → cand', 'TBT difference [95 %]', 'CLS difference [95 %]']];
    for (const route of routes) {
      /** @type {Record<'a' | 'b', { lcp: number, tbt: number, cls: number }[]>} */
      const samples = { a: [], b: [] };
      for (const [i, order] of interleavedOrder(runs).entries()) {
        await pace.next();
        for (const side of order) samples[side].push(await measure((side === 'a' ? reference : candidate) + route));
        console.log(`  ${route} pair ${i + 1}/${runs}`);
      }
      const of = (/** @type {'lcp' | 'tbt' | 'cls'} */ key) => pairedDifference(samples.a.map((s) => s[key]), samples.b.map((s) => s[key]));
      const med = (/** @type {'a' | 'b'} */ side, /** @type {'lcp' | 'tbt'} */ key) => fmt(median(samples[side].map((s) => s[key])));
      rows.push([route, String(runs), `${med('a', 'lcp')} → ${med('b', 'lcp')}`, formatDifference(of('lcp')), `${med('a', 'tbt')} → ${med('b', 'tbt')}`, formatDifference(of('tbt')), formatDifference(of('cls'), '')]);
      console.log(`  raw ${route} ref: ${JSON.stringify(samples.a)}\n  raw ${route} cand: ${JSON.stringify(samples.b)}`);
    }
    console.log(`\nPaired, candidate (${opts.candidate ?? 'working tree'}) − reference (${opts.against}), interleaved with order alternating, Lighthouse mobile preset (${load()}):\n${pace.summary()}\n`);
    console.log(table(rows));
  } else {
    const kinds = opts.only?.length ? KINDS.filter((k) => opts.only?.includes(k.route)) : KINDS;
    const site = await serve(buildHere());
    const floor = await floorSite();
    /** @type {Map<string, { lcp: number, tbt: number, cls: number }[]>} */
    const samples = new Map([[floor, []], ...kinds.map((k) => /** @type {[string, []]} */ ([site + k.route, []]))]);
    // Rounds, not route after route: the floor and every route share each stretch of the machine's load.
    for (let round = 0; round < runs; round++) {
      await pace.next();
      for (const [url, list] of samples) list.push(await measure(url));
      console.log(`  round ${round + 1}/${runs}`);
    }
    const medianOf = (/** @type {string} */ url, /** @type {'lcp' | 'tbt' | 'cls'} */ key) => median((samples.get(url) ?? []).map((s) => s[key]));
    const floorLcp = medianOf(floor, 'lcp');
    const rows = [['kind', 'route', 'LCP ms', 'LCP / floor', 'TBT ms', 'CLS', 'budget']];
    rows.push(['floor', '(2 KB page)', fmt(floorLcp), '1.00', fmt(medianOf(floor, 'tbt')), fmt(medianOf(floor, 'cls'), 3), '']);
    for (const { kind, route, paired } of kinds) {
      const ratio = medianOf(site + route, 'lcp') / floorLcp;
      const cls = medianOf(site + route, 'cls');
      const misses = [
        ...(!paired && !(ratio <= BUDGET.lcpRatio) ? [`LCP ${fmt(ratio, 2)}x the floor > ${BUDGET.lcpRatio}x`] : []),
        ...(!(cls <= BUDGET.cls) ? [`CLS ${fmt(cls, 3)} > ${BUDGET.cls}`] : []),
      ];
      for (const miss of misses) failures.push(`${route}: ${miss}`);
      rows.push([kind, route, fmt(medianOf(site + route, 'lcp')), fmt(ratio, 2), fmt(medianOf(site + route, 'tbt')), fmt(cls, 3),
        misses.length ? 'FAIL' : paired ? 'paired (--against)' : 'pass']);
    }
    console.log(`\nLighthouse mobile preset, medians of ${runs} interleaved rounds (${load()}):\n${pace.summary()}\n`);
    console.log(table(rows));
    console.log(`\nbudgets: LCP <= ${BUDGET.lcpRatio}x the floor of the same run, CLS <= ${BUDGET.cls}; routes marked paired: their difference against the reference (npm run bench -- --against REF --only ROUTE) must not lie above zero`);
  }
} finally {
  const endLoad = machineLoad('end');
  console.log(`\n${startLoad.line.split('\n')[0]}\n${endLoad.line}`);
  if (startLoad.busy && !endLoad.busy) console.log('WARNING: the load was above the core count at the start: a result taken now says nothing either way.');
  await chrome.kill();
  for (const server of servers) server.close();
  await rm(temp, { recursive: true, force: true });
}
if (failures.length) {
  console.log(`\nBudgets missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
process.exit(0);
