// Performance benchmark: builds, serves the production build with compression, serves a bare 2 KB page the same
// way as the floor, runs Lighthouse (mobile preset, simulated throttling) on every route and the floor, a first
// visit (empty cache) and then a repeat visit (the cache that run left) each time, prints medians and the worst
// run of LCP and CLS, the bytes each route asks for before its first paint (HTML, CSS, fonts), and writes it all
// to .data/bench.md. A script that prints figures, not a test: it exits non-zero when a budget is missed.
//   npm run bench                                  build into dist/, then measure it
//   npm run bench -- --no-build                    measure the dist/ that exists
//   npm run bench -- --dist /tmp/site [--no-build] build (scripts/build-variant.mjs) and/or measure another folder
//   --runs 3                                       Lighthouse runs per URL and visit (median and worst; default 5)
//   --only /granitos                               measure the floor and one route (repeatable), for quick checks
//   --reports /tmp/lhr                             also write each run's Lighthouse report (JSON) and trace there
//   --applied                                      applied (DevTools) throttling instead of simulated, plus the tap
//                                                  at first paint on / (the menu) and /pedras (a filter chip)
//                                                  (scripts/bench-tap.mjs)
// The routes are every page the build prerendered (dist/routes.json), so a new page is measured as soon as it
// exists, plus the 404 page; /comparar is measured comparing three stones of three collections (its address
// is the comparison).
//   (default)                                      the site and the floor over HTTPS with HTTP/2, as every static
//                                                  host serves them (a certificate made for the run with openssl;
//                                                  the browser is told to accept it)
//   --h1                                           both over plain HTTP/1.1 instead (no TLS, a new connection for
//                                                  each request made while another is under way)
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { securityHeadersForBuild } from '../server/security-headers.mjs';
import { createStaticSite } from '../server/static-site.mjs';
import { chunkSizes, initialScripts } from './size.mjs';
import { measureTap, tapTable } from './bench-tap.mjs';
import { longTasksByCpu } from './trace-kinds.mjs';

/** @typedef {import('lighthouse').Result} Lhr */
/** @typedef {import('lighthouse').Result.Category} LhrCategory */
/**
 * A request of Lighthouse's network-requests table, with the fields read here. Lighthouse types an audit's
 * details as the union of every audit's, so the tables read here are cast to what these audits hold.
 * @typedef {{ url: string, resourceType?: string, networkRequestTime?: number, transferSize?: number }} NetworkRequest
 */
/** @typedef {{ items?: NetworkRequest[], debugData?: { networkStartTimeTs?: number } }} NetworkRequestsDetails */
/** @typedef {{ items?: { observedFirstContentfulPaintTs?: number }[] }} MetricsDetails */
/** @typedef {{ items?: { startTime: number, duration: number }[] }} LongTasksDetails */
/** A metric's audit: the metrics read here always carry their value. @typedef {{ numericValue: number }} MetricAudit */
/**
 * One Lighthouse run's figures.
 * @typedef {object} Sample
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} fcp
 * @property {number} lcp
 * @property {number} tbt
 * @property {number} longTasksAfterPaint
 * @property {number} cpuLongTasks the long tasks after the first paint counted from their CPU time (scripts/trace-kinds.mjs)
 * @property {number} cls
 * @property {number} totalKB
 * @property {number} jsKB
 * @property {number} requests
 * @property {number} htmlKB
 * @property {number} cssKB
 * @property {number} fontKB
 * @property {number} beforePaintKB
 */
/**
 * Medians of the runs, and their worst.
 * @typedef {Sample & { lcpWorst: number, longTasksWorst: number, cpuLongTasksWorst: number, clsWorst: number, performanceWorst: number, clsRuns: number[] }} Summary
 */
/** A measured URL: first visits, repeat visits, and the audits that cost points. @typedef {Summary & { route: string, repeat: Summary, failing: string[] }} RouteResult */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
/** @param {string} flag */
const valueOf = (flag) => {
  const at = args.indexOf(flag);
  return at >= 0 && args[at + 1] && !/** @type {string} */ (args[at + 1]).startsWith('--') ? args[at + 1] : undefined;
};
const runs = Math.max(1, Number.parseInt(valueOf('--runs') ?? '5', 10) || 5);
const distArg = valueOf('--dist');
const dist = distArg ? path.resolve(distArg) : path.join(root, 'dist');
const reportsArg = valueOf('--reports');
const reportsDir = reportsArg ? path.resolve(reportsArg) : undefined;
let reportCount = 0;
const only = args.flatMap((a, i) => (a === '--only' && args[i + 1] ? [/** @type {string} */ (args[i + 1])] : []));
const NOT_FOUND_PATH = '/pagina-inexistente';
const applied = args.includes('--applied');
// HTTPS with HTTP/2 unless --h1 (`--h2`, its former switch, is still accepted).
const h2 = !args.includes('--h1');

// Issue #12's budgets: LCP at most 2.0 times the floor's on every route (the aim is 1.5), CLS at most 0.01 in
// the worst run of either visit, at most 75 KB (compressed) of HTML, CSS and fonts asked for before the first
// paint, Performance 100. Since issue #40, on every route, under simulated and applied throttling alike: TBT
// median at most 10 ms, and no long task (over 50 ms) ending after the first contentful paint in the median
// run (Lighthouse's own long-task list, in the run's time: simulated or observed).
const budgets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.01,
  tbt: 10,
  longTasksAfterPaint: 0,
  lcpRatio: 2.0,
  lcpRatioAim: 1.5,
  beforePaintKB: 75,
  transferKB: 600,
  homeJsKB: 130,
};
// Applied throttling: slower figures for every page, the floor included (issue #18's budgets).
const appliedBudgets = { performance: 95, lcpRatio: 2.3, tapMs: 100, homeScripts: 8 };
if (applied) Object.assign(budgets, { performance: appliedBudgets.performance, lcpRatio: appliedBudgets.lcpRatio });

if (!args.includes('--no-build')) {
  /** @type {[file: string, args: string[]]} */
  const build = distArg
    ? [process.execPath, [path.join(root, 'scripts', 'build-variant.mjs'), '--out', dist]]
    : ['npm', ['run', 'build']];
  execFileSync(build[0], build[1], { cwd: root, stdio: 'inherit' });
}

// --- Home initial JavaScript (gzip), and the heavy form/backend libraries that must stay out of it.
// Markers are strings that survive minification: Formik's context name, yup's default message, Supabase's auth client.
/** @type {[name: string, marker: RegExp][]} */
const heavyMarkers = [
  ['supabase-js', /GoTrueClient|supabase-js/],
  ['formik', /FormikContext|setFormikState/],
  ['yup', /\$\{path\} is a required field/],
];
const sizes = await chunkSizes(dist);
const homeScripts = initialScripts(await readFile(path.join(dist, 'index.html'), 'utf8'));
let homeJs = 0;
/** @type {string[]} */
const heavy = [];
for (const file of homeScripts) {
  const body = await readFile(path.join(dist, file));
  homeJs += sizes.get(file)?.gzip ?? gzipSync(body, { level: 9 }).length;
  const text = body.toString();
  for (const [name, marker] of heavyMarkers) if (marker.test(text)) heavy.push(`${file}: ${name}`);
}

// --- The floor: a bare ~2 KB HTML page, served by the same server code with the same compression.
const floorDir = await mkdtemp(path.join(os.tmpdir(), 'lavra-floor-'));
const filler = 'Pedras naturais, projeto executivo e instalação no Rio de Janeiro. '.repeat(24);
await writeFile(
  path.join(floorDir, 'index.html'),
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Página mínima de referência."><title>Piso</title><link rel="icon" href="data:,"></head><body><main><h1>Piso de referência</h1><p>${filler}</p></main></body></html>`,
);
await writeFile(path.join(floorDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
await writeFile(path.join(floorDir, '404.html'), '<!doctype html><title>404</title>');
await writeFile(path.join(floorDir, 'routes.json'), JSON.stringify([{ path: '/', file: 'index.html' }]));
const floorSite = createStaticSite({ distDir: floorDir });

// HTTP/2: one certificate for the run, for 127.0.0.1; the browser and this script's own requests accept it.
/** @type {import('node:http2').SecureServerOptions | undefined} */
let tls;
if (h2) {
  const key = path.join(floorDir, 'bench-key.pem');
  const cert = path.join(floorDir, 'bench-cert.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  } catch {
    console.error('HTTPS needs openssl to make the run\'s certificate (apt-get install openssl), or measure plain HTTP/1.1 with --h1');
    process.exit(2);
  }
  tls = { key: await readFile(key), cert: await readFile(cert), allowHTTP1: true };
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
}
/**
 * A server for a handler: HTTPS with HTTP/2 (HTTP/1.1 still answered, for fetch()), or with --h1 plain HTTP/1.1.
 * Node's HTTP/2 compatibility API hands the handler request and response objects it reads as HTTP/1.1's (the
 * static handler uses what both have), hence the cast.
 * @param {import('node:http').RequestListener} handler
 */
const serverFor = (handler) => (h2 ? http2.createSecureServer(/** @type {import('node:http2').SecureServerOptions} */ (tls), /** @type {(req: import('node:http2').Http2ServerRequest, res: import('node:http2').Http2ServerResponse) => void} */ (/** @type {unknown} */ (handler))) : http.createServer(handler));
const scheme = h2 ? 'https' : 'http';

const floorServer = serverFor((req, res) => {
  floorSite(req, res).catch(() => res.writeHead(500).end());
});
await new Promise((resolve) => floorServer.listen(0, '127.0.0.1', () => resolve(undefined)));
const floorAddress = floorServer.address();
const floorUrl = `${scheme}://127.0.0.1:${typeof floorAddress === 'object' && floorAddress ? floorAddress.port : 0}/`;

// The site as `npm start` serves it (same static handler, compression and headers), minus the lead store:
// no lead is sent here. Lighthouse refuses to audit a document answered with 404, so the not-found page
// is measured at its own path with the status rewritten to 200; everything else is untouched.
const siteHandler = createStaticSite({ distDir: dist, headers: securityHeadersForBuild(dist) });
const siteServer = serverFor((req, res) => {
  if (req.url === NOT_FOUND_PATH) {
    const writeHead = /** @type {(status: number, ...rest: unknown[]) => import('node:http').ServerResponse} */ (res.writeHead.bind(res));
    res.writeHead = /** @type {typeof res.writeHead} */ ((/** @type {number} */ status, /** @type {unknown[]} */ ...rest) => writeHead(status === 404 ? 200 : status, ...rest));
  }
  siteHandler(req, res).catch(() => res.writeHead(500).end());
});
await new Promise((resolve) => siteServer.listen(0, '127.0.0.1', () => resolve(undefined)));
const siteAddress = siteServer.address();
const site = { url: `${scheme}://127.0.0.1:${typeof siteAddress === 'object' && siteAddress ? siteAddress.port : 0}` };
/** @type {string[]} */
const builtRoutes = JSON.parse(await readFile(path.join(dist, 'routes.json'), 'utf8')).map((/** @type {{ path: string }} */ r) => r.path);
// The comparison's address is what it compares: three stones of three collections, read from the stone
// pages the build has (/<collection>/<stone>), not from a list kept here.
const COMPARE_PATH = '/comparar';
const firstStone = new Map();
for (const [, collection, stone] of builtRoutes.map((r) => r.split('/')).filter((parts) => parts.length === 3 && parts[1] !== 'pedras')) {
  if (!firstStone.has(collection)) firstStone.set(collection, stone);
}
const compared = [...firstStone.values()].slice(0, 3);
const measuredAt = (/** @type {string} */ route) => (route === COMPARE_PATH && compared.length ? `${route}?pedras=${compared.join(',')}` : route);
const allRoutes = [...builtRoutes, NOT_FOUND_PATH];
const routes = (only.length ? allRoutes.filter((r) => only.includes(r) || only.includes(measuredAt(r))) : allRoutes).map(measuredAt);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', ...(h2 ? ['--ignore-certificate-errors'] : [])],
});

/** @type {(values: number[]) => number} */
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]) : Number.NaN;
};
const score = (/** @type {LhrCategory | undefined} */ category) => (typeof category?.score === 'number' ? category.score * 100 : Number.NaN);

/**
 * One Lighthouse run. A trace that fails to record (NO_NAVSTART, NO_FCP on a busy machine) is retried twice.
 * @param {string} url
 * @param {{ repeat?: boolean }} [options]
 * @returns {Promise<{ lhr: Lhr, trace: import('./trace-kinds.mjs').TraceTask[] }>}
 */
async function lighthouseOnce(url, { repeat = false } = {}) {
  let lastError = 'no result';
  for (let attempt = 0; attempt < 3; attempt++) {
    // A repeat visit keeps what the previous run left in the browser's cache (Lighthouse clears it otherwise).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: repeat, ...(applied ? { throttlingMethod: 'devtools' } : {}) });
    const lhr = result?.lhr;
    const trace = /** @type {{ Trace?: { traceEvents?: import('./trace-kinds.mjs').TraceTask[] } } | undefined} */ (result?.artifacts)?.Trace;
    if (lhr && !lhr.runtimeError) {
      if (reportsDir) {
        await mkdir(reportsDir, { recursive: true });
        const name = `${String((reportCount += 1)).padStart(3, '0')}${new URL(url).pathname.replace(/\W+/g, '-')}${repeat ? '-repeat' : ''}.json`;
        await writeFile(path.join(reportsDir, name), JSON.stringify(lhr));
        // The trace Lighthouse recorded (unthrottled), to see what filled a long task: node scripts/trace-tasks.mjs FILE.
        if (trace) await writeFile(path.join(reportsDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
      }
      return { lhr, trace: trace?.traceEvents ?? [] };
    }
    lastError = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : lastError;
    console.warn(`  retrying ${url} (${lastError})`);
  }
  throw new Error(`Lighthouse failed on ${url}: ${lastError}`);
}

/**
 * The compressed bytes of HTML, CSS and fonts a run asked for before its first paint, by kind.
 * @param {Lhr} lhr
 */
function bytesBeforePaint(lhr) {
  const details = /** @type {NetworkRequestsDetails} */ (lhr.audits['network-requests']?.details ?? {});
  const items = details.items ?? [];
  const metrics = /** @type {MetricsDetails | undefined} */ (lhr.audits.metrics?.details)?.items?.[0] ?? {};
  // Request times are in ms from the first request; the timestamps (µs) put them on the trace's clock.
  const start = details.debugData?.networkStartTimeTs;
  const paint = metrics.observedFirstContentfulPaintTs;
  /** @type {Partial<Record<string, 'html' | 'css' | 'fonts'>>} */
  const kinds = { Document: 'html', Stylesheet: 'css', Font: 'fonts' };
  const bytes = { html: 0, css: 0, fonts: 0 };
  for (const item of items) {
    // A data: URL (the first screen's faces) is no request: its bytes are the HTML's, already counted.
    if (String(item.url).startsWith('data:')) continue;
    // A request with no type looks up nothing.
    const kind = kinds[/** @type {string} */ (item.resourceType)];
    // Number.isFinite() holds only for numbers.
    const at = Number.isFinite(start) && Number.isFinite(item.networkRequestTime) ? /** @type {number} */ (start) + /** @type {number} */ (item.networkRequestTime) * 1000 : Number.NaN;
    // A request started before the observed first paint counts (one with no time, to be safe, too).
    if (kind && !(at >= /** @type {number} */ (paint))) bytes[kind] += item.transferSize ?? 0;
  }
  return bytes;
}

/**
 * Long tasks (Lighthouse's list, simulated or observed as the run was) that end after the first contentful paint.
 * @param {Lhr} lhr
 */
function longTasksAfterPaint(lhr) {
  const fcp = /** @type {MetricAudit} */ (lhr.audits['first-contentful-paint']).numericValue;
  const items = /** @type {LongTasksDetails | undefined} */ (lhr.audits['long-tasks']?.details)?.items ?? [];
  return items.filter((task) => task.startTime + task.duration > fcp).length;
}

/**
 * One run's figures.
 * @param {{ lhr: Lhr, trace: import('./trace-kinds.mjs').TraceTask[] }} run
 * @returns {Sample}
 */
function sampleOf({ lhr, trace }) {
  const { categories, audits } = lhr;
  const items = /** @type {NetworkRequestsDetails | undefined} */ (audits['network-requests']?.details)?.items ?? [];
  const jsBytes = items.filter((it) => it.resourceType === 'Script').reduce((s, it) => s + (it.transferSize ?? 0), 0);
  const before = bytesBeforePaint(lhr);
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    bestPractices: score(categories['best-practices']),
    seo: score(categories.seo),
    fcp: /** @type {MetricAudit} */ (audits['first-contentful-paint']).numericValue,
    lcp: /** @type {MetricAudit} */ (audits['largest-contentful-paint']).numericValue,
    tbt: /** @type {MetricAudit} */ (audits['total-blocking-time']).numericValue,
    longTasksAfterPaint: longTasksAfterPaint(lhr),
    // What the page itself asks of the CPU, apart from the time its thread waited for a core (README, "What the
    // long tasks are made of"): not a budget, the figure that tells the page's changes from the machine's load.
    cpuLongTasks: trace.length ? longTasksByCpu(trace).length : Number.NaN,
    cls: /** @type {MetricAudit} */ (audits['cumulative-layout-shift']).numericValue,
    totalKB: /** @type {MetricAudit} */ (audits['total-byte-weight']).numericValue / 1024,
    jsKB: jsBytes / 1024,
    requests: items.length,
    htmlKB: before.html / 1024,
    cssKB: before.css / 1024,
    fontKB: before.fonts / 1024,
    beforePaintKB: (before.html + before.css + before.fonts) / 1024,
  };
}

const worst = (/** @type {number[]} */ values) => Math.max(...values.filter((v) => Number.isFinite(v)));
/** @type {(samples: Sample[]) => Summary} */
const summary = (samples) => {
  // At least one run, each with the same figures.
  const keys = /** @type {(keyof Sample)[]} */ (Object.keys(/** @type {Sample} */ (samples[0])));
  return {
    .../** @type {Sample} */ (Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))]))),
    lcpWorst: worst(samples.map((s) => s.lcp)),
    longTasksWorst: worst(samples.map((s) => s.longTasksAfterPaint)),
    cpuLongTasksWorst: worst(samples.map((s) => s.cpuLongTasks)),
    clsWorst: worst(samples.map((s) => s.cls)),
    performanceWorst: Math.min(...samples.map((s) => s.performance)),
    clsRuns: samples.map((s) => s.cls),
  };
};

/**
 * Lighthouse `runs` times on one URL, each a first visit followed by a repeat visit: medians and worst runs of
 * each, plus the failing audits of the last first visit.
 * @param {string} url
 * @returns {Promise<Omit<RouteResult, 'route'>>}
 */
async function measure(url) {
  /** @type {Sample[]} */
  const first = [];
  /** @type {Sample[]} */
  const repeat = [];
  /** @type {string[]} */
  let failing = [];
  for (let i = 0; i < runs; i++) {
    const run = await lighthouseOnce(url);
    first.push(sampleOf(run));
    repeat.push(sampleOf(await lighthouseOnce(url, { repeat: true })));
    const { categories, audits } = run.lhr;
    // Audits that cost points (opportunities and diagnostics with a score below 1), for the report
    // (the filter keeps audits that exist).
    failing = /** @type {Lhr['audits'][string][]} */ (Object.values(categories)
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 || c.id === 'performance'))
      .map((ref) => audits[ref.id])
      .filter((a) => a && typeof a.score === 'number' && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual'))
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  }
  return { ...summary(first), repeat: summary(repeat), failing: [...new Set(failing)] };
}

// The server compresses each file once and keeps it: ask for every page once first, so the runs
// measure a warm server (as a host with precompressed files would be), not Brotli's first pass.
for (const url of [floorUrl, ...routes.map((route) => site.url + route)]) {
  for (const encoding of ['br', 'gzip']) await fetch(url, { headers: { 'accept-encoding': encoding } }).then((r) => r.arrayBuffer());
}
// The script, style and font files too: Lighthouse estimates one server response time for the whole origin
// from every request of a run, so a first run that waits on Brotli for the scripts would make the page's own
// requests look slower to it than the floor's, and inflate that run's simulated LCP.
for (const file of await readdir(path.join(dist, 'assets'))) {
  await fetch(`${site.url}/assets/${file}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
}

/** @type {RouteResult[]} */
const results = [];
/** @type {string[]} */
const errors = [];
try {
  const floor = await measure(floorUrl);
  results.push({ route: 'floor (2 KB)', ...floor });
  for (const route of routes) {
    console.log(`measuring ${route}`);
    try {
      results.push({ route, ...(await measure(site.url + route)) });
    } catch (error) {
      errors.push(`${route}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await chrome.kill();
  await new Promise((resolve) => siteServer.close(() => resolve(undefined)));
  await new Promise((resolve) => floorServer.close(() => resolve(undefined)));
  await rm(floorDir, { recursive: true, force: true });
}

// The floor's, measured first (a failure there ends the run above).
const floor = /** @type {RouteResult} */ (results[0]);
const fmt = (/** @type {number} */ n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '—');
const ratio = (/** @type {number} */ lcp) => lcp / floor.lcp;
const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms (worst)', 'LCP/floor (worst)', 'TBT ms', 'long tasks after FCP (worst)', 'by CPU time (worst)', 'CLS (worst)',
  'repeat LCP ms (worst)', 'repeat CLS (worst)', 'before paint KB: HTML+CSS+fonts', 'total KB', 'JS KB', 'req', 'budgets'];

/** @type {string[]} */
const failures = [];
let tapReport = '';
if (applied) {
  // The home page's menu and the catalogue's filter chip (when the build has the catalogue).
  const tapRoutes = ['/', '/pedras'].filter((route) => builtRoutes.includes(route));
  const tap = await measureTap({ dist, routes: tapRoutes, runs });
  tapReport = `Tap at first paint (scripts/bench-tap.mjs, ${runs} runs):\n\n${tapTable(tap)}`;
  console.log(`\n${tapReport}`);
  for (const r of tap.filter((t) => tapRoutes.includes(t.name))) {
    if (!(r.median <= appliedBudgets.tapMs)) failures.push(`${r.name}: tap at first paint (${r.control}) ${fmt(r.median)} ms > ${appliedBudgets.tapMs}`);
    if (r.name === '/' && !(r.scripts <= appliedBudgets.homeScripts)) failures.push(`/: ${r.scripts} script requests > ${appliedBudgets.homeScripts}`);
  }
}
// The lower bound for any score is "measured": a NaN (category not computed) is a miss too.
const below = (/** @type {number} */ value, /** @type {number} */ min) => !(value >= min);
/**
 * The budgets one route misses, in words.
 * @param {RouteResult} r
 */
function missed(r) {
  const where = r.route;
  /** @type {string[]} */
  const out = [];
  if (below(r.performance, budgets.performance)) out.push(`performance ${fmt(r.performance)} < ${budgets.performance}`);
  if (below(r.accessibility, budgets.accessibility)) out.push(`accessibility ${fmt(r.accessibility)}`);
  if (below(r.bestPractices, budgets.bestPractices)) out.push(`best practices ${fmt(r.bestPractices)}`);
  // The 404 page is noindex on purpose, which Lighthouse's SEO category counts against it.
  if (where !== NOT_FOUND_PATH && below(r.seo, budgets.seo)) out.push(`SEO ${fmt(r.seo)}`);
  if (!(r.clsWorst <= budgets.cls)) out.push(`CLS worst ${fmt(r.clsWorst, 3)} > ${budgets.cls} (runs ${r.clsRuns.map((v) => fmt(v, 3)).join(', ')})`);
  if (!(r.repeat.clsWorst <= budgets.cls)) out.push(`repeat-visit CLS worst ${fmt(r.repeat.clsWorst, 3)} > ${budgets.cls}`);
  if (!(r.tbt <= budgets.tbt)) out.push(`TBT ${fmt(r.tbt)} ms > ${budgets.tbt}`);
  if (!(r.longTasksAfterPaint <= budgets.longTasksAfterPaint)) out.push(`${fmt(r.longTasksAfterPaint)} long tasks after the first paint in the median run (worst run ${fmt(r.longTasksWorst)})`);
  if (!(ratio(r.lcp) <= budgets.lcpRatio)) out.push(`LCP ${fmt(r.lcp)} ms is ${fmt(ratio(r.lcp), 2)}x the floor's ${fmt(floor.lcp)} ms (budget ${budgets.lcpRatio}x)`);
  if (!(r.beforePaintKB <= budgets.beforePaintKB)) out.push(`${fmt(r.beforePaintKB, 1)} KB before the first paint > ${budgets.beforePaintKB}`);
  if (!(r.totalKB <= budgets.transferKB)) out.push(`${fmt(r.totalKB)} KB transferred > ${budgets.transferKB}`);
  return out;
}

const lines = results.map((r, index) => {
  const misses = index === 0 ? [] : missed(r);
  for (const miss of misses) failures.push(`${r.route}: ${miss}`);
  return [
    r.route, fmt(r.performance), fmt(r.accessibility), fmt(r.bestPractices), fmt(r.seo), fmt(r.fcp),
    `${fmt(r.lcp)} (${fmt(r.lcpWorst)})`, `${fmt(ratio(r.lcp), 2)} (${fmt(ratio(r.lcpWorst), 2)})`, fmt(r.tbt), `${fmt(r.longTasksAfterPaint)} (${fmt(r.longTasksWorst)})`, `${fmt(r.cpuLongTasks)} (${fmt(r.cpuLongTasksWorst)})`,
    `${fmt(r.cls, 3)} (${fmt(r.clsWorst, 3)})`, `${fmt(r.repeat.lcp)} (${fmt(r.repeat.lcpWorst)})`,
    `${fmt(r.repeat.cls, 3)} (${fmt(r.repeat.clsWorst, 3)})`,
    `${fmt(r.beforePaintKB, 1)} = ${fmt(r.htmlKB, 1)}+${fmt(r.cssKB, 1)}+${fmt(r.fontKB, 1)}`,
    fmt(r.totalKB), fmt(r.jsKB, 1), fmt(r.requests), index === 0 ? '' : misses.length ? 'FAIL' : 'pass',
  ];
});
const table = [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
const title = `Lighthouse ${runs} runs per URL and visit, medians (worst run in brackets), mobile preset, ${applied ? 'applied' : 'simulated'} throttling, ${h2 ? 'HTTPS with HTTP/2' : 'HTTP/1.1'} (${os.cpus().length} CPUs, load ${/** @type {number} */ (os.loadavg()[0]).toFixed(1)}):`;
console.log(`\n${title}\n`);
console.log(table);
const budgetLine = `budgets: performance ${budgets.performance}, LCP <= ${budgets.lcpRatio}x the floor (aim ${budgets.lcpRatioAim}x), CLS worst run <= ${budgets.cls} (first and repeat visit), TBT median <= ${budgets.tbt} ms, no long task after the first paint (median run), HTML+CSS+fonts before the first paint <= ${budgets.beforePaintKB} KB`;
console.log(`\n${budgetLine}`);
const aimed = results.slice(1).filter((r) => ratio(r.lcp) > budgets.lcpRatioAim).map((r) => `${r.route} ${fmt(ratio(r.lcp), 2)}x`);
const aimLine = aimed.length ? `LCP above the ${budgets.lcpRatioAim}x aim: ${aimed.join(', ')}` : `LCP within the ${budgets.lcpRatioAim}x aim on every route`;
console.log(aimLine);
const homeLine = `home initial JavaScript: ${fmt(homeJs / 1024, 1)} KB gzip in ${homeScripts.length} files (budget ${budgets.homeJsKB} KB)`;
console.log(`\n${homeLine}`);

for (const error of errors) failures.push(`not measured: ${error}`);
if (homeJs / 1024 > budgets.homeJsKB) failures.push(`home initial JS ${fmt(homeJs / 1024, 1)} KB > ${budgets.homeJsKB}`);
for (const h of heavy) failures.push(`home initial JS contains ${h}`);

const audits = results
  .filter((r) => r.failing.length)
  .map((r) => `- ${r.route}: ${r.failing.join(', ')}`)
  .join('\n');
if (audits) console.log(`\nAudits below 0.9 (last run):\n${audits}`);

const report = [
  title,
  '',
  table,
  '',
  budgetLine,
  aimLine,
  '',
  homeLine,
  '',
  ...(tapReport ? [tapReport, ''] : []),
  failures.length ? `Budgets missed:\n${failures.map((f) => `- ${f}`).join('\n')}` : 'Every budget met.',
  '',
].join('\n');
await mkdir(path.join(root, '.data'), { recursive: true });
await writeFile(path.join(root, '.data', 'bench.md'), report);
if (failures.length) {
  console.log(`\nBudgets missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nEvery budget met.');
process.exit(0);
