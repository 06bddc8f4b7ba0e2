// Tap at first paint: how long a visitor waits when they tap a control the moment the page has painted.
// CPU slowed 4x, 150 ms round trip, 1.6 Mbit/s down (CDP emulation, applied, not simulated), a 412 px phone
// viewport. The tap is a real touch sent through the browser's input pipeline; the time is from the touch's
// event timestamp to the control's answer, read in the page. On most pages the control is the header's menu
// button and its answer the first change of the header's markup (the menu opening). On the catalogue
// (/pedras, /pedras/<use>) it is a filter chip: the refinements' disclosure is opened with a first tap, then
// the first chip is tapped, and its answer is the chip's own change (a checkbox), with a second figure for
// the list following it (the count above the cards changing). A bare page with a native menu (a <details> in
// its header) runs in the same batch as the floor. Each run then waits for the load to settle and reports
// its script requests and its long tasks (over 50 ms) after the first paint (medians over the runs).
//   node scripts/bench-tap.mjs                    measure the dist/ that exists (build it first)
//   node scripts/bench-tap.mjs --runs 3 --dist /tmp/site --route /granitos --route /pedras
//   --json                                        print the figures as JSON too
// Also imported by scripts/bench.mjs (--applied), which prints the figures beside Lighthouse's.
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { securityHeadersForBuild } from '../server/security-headers.mjs';
import { createStaticSite } from '../server/static-site.mjs';

/**
 * What the probe records in the page, each time in ms from the navigation's start.
 * @typedef {object} TapState
 * @property {boolean} painted
 * @property {number | null} paintedAt
 * @property {number[]} taps the touches' own timestamps
 * @property {number[]} header changes of the header's markup
 * @property {number[]} changes form controls' change events
 * @property {number[]} status changes of the catalogue's count
 * @property {{ start: number, duration: number }[]} longTasks
 */
/** The page's window with the probe's record (from the probe's start). @typedef {Window & { __tap?: TapState }} TapWindow */
/** A record of the probe an answer is read from. @typedef {'header' | 'changes' | 'status'} AnswerKind */
/**
 * What is tapped on a route, and what counts as its answer.
 * @typedef {object} TapRecipe
 * @property {string} name
 * @property {{ tap: string, until: string }[]} before taps first, each waiting for its selector
 * @property {string} tap
 * @property {AnswerKind} answer
 * @property {AnswerKind} [follows] a second answer, timed from the same tap
 */
/**
 * One page's figures over its runs (ms).
 * @typedef {object} TapResult
 * @property {string} name
 * @property {string} control
 * @property {number | null} follows
 * @property {number} median
 * @property {number} worst
 * @property {number[]} waits
 * @property {number} scripts
 * @property {number} longest
 * @property {number} longTasks
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const TAP_CONDITIONS = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 };
/** Giving up on one run: a tap that never changes the header. */
const ANSWER_LIMIT_MS = 20_000;

/**
 * Installed before any page script: records the first paint, every touch, the header's changes, the form
 * controls' changes and the catalogue's count changing, each with its time.
 */
const probe = () => {
  /** @type {TapState} */
  const state = { painted: false, paintedAt: null, taps: [], header: [], changes: [], status: [], longTasks: [] };
  /** @type {TapWindow} */ (window).__tap = state;
  new PerformanceObserver((list) => {
    const paint = list.getEntries().find((e) => e.name === 'first-paint' || e.name === 'first-contentful-paint');
    if (paint && !state.painted) {
      state.painted = true;
      state.paintedAt = paint.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) state.longTasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watch = () => {
    const header = document.querySelector('header');
    if (!header) return false;
    new MutationObserver(() => {
      if (state.taps.length) state.header.push(performance.now());
    }).observe(header, { subtree: true, attributes: true, childList: true, characterData: true });
    return true;
  };
  if (!watch()) {
    const early = new MutationObserver(() => watch() && early.disconnect());
    early.observe(document, { childList: true, subtree: true });
  }
  // The catalogue's count (a status above the cards) changing: the list has followed the chip.
  new MutationObserver((records) => {
    if (!state.taps.length) return;
    const inStatus = (/** @type {Node} */ node) => (node instanceof Element ? node : node.parentElement)?.closest('[role="status"]');
    if (records.some((record) => inStatus(record.target))) state.status.push(performance.now());
  }).observe(document, { subtree: true, childList: true, characterData: true });
  // The touch's own timestamp: the wait starts when the finger lands, not when a handler runs.
  window.addEventListener('pointerdown', (event) => state.taps.push(event.timeStamp), { capture: true });
  window.addEventListener('change', () => state.changes.push(performance.now()), { capture: true });
};

/**
 * What is tapped on a route, and what counts as its answer: the header's menu everywhere, a filter chip on
 * the catalogue (after a first tap that opens the refinements, natively).
 * @param {string} route
 * @returns {TapRecipe}
 */
export function tapFor(route) {
  if (/^\/pedras(\/|$|\?)/.test(route)) {
    const disclosure = 'main details:has(> form)';
    return { name: 'filter chip', before: [{ tap: `${disclosure} > summary`, until: `${disclosure}[open]` }], tap: `${disclosure} form label`, answer: 'changes', follows: 'status' };
  }
  return { name: 'menu', before: [], tap: 'header summary, header button[aria-controls]', answer: 'header' };
}

/** @type {(values: number[]) => number} */
const median = (values) => /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/** @type {(page: import('@playwright/test').Page, selector: string) => Promise<void>} */
const tapAt = async (page, selector) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen at first paint`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
};

/**
 * One run: a fresh context, throttled, tap as soon as painted. Returns the wait in ms.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {TapRecipe} recipe
 */
async function tapOnce(browser, url, recipe) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(probe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: TAP_CONDITIONS.latencyMs,
      downloadThroughput: (TAP_CONDITIONS.downloadKbps * 1024) / 8,
      uploadThroughput: (TAP_CONDITIONS.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_CONDITIONS.cpuSlowdown });
    /** @type {string[]} */
    const scripts = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => /** @type {Partial<TapWindow>} */ (window).__tap?.painted === true, undefined, { polling: 10, timeout: ANSWER_LIMIT_MS });
    for (const step of recipe.before) {
      await tapAt(page, step.tap);
      await page.locator(step.until).waitFor({ state: 'attached', timeout: ANSWER_LIMIT_MS });
    }
    await tapAt(page, recipe.tap);
    // The first answer after the last touch (a function, not a string: the site's policy forbids eval).
    const firstAfterTap = (/** @type {AnswerKind} */ kind) => {
      // Read after a tap: the probe has recorded it.
      const t = /** @type {TapState} */ (/** @type {TapWindow} */ (window).__tap);
      const last = /** @type {number} */ (t.taps[t.taps.length - 1]);
      return t[kind].find((at) => at >= last) ?? null;
    };
    await page.waitForFunction(firstAfterTap, recipe.answer, { polling: 20, timeout: ANSWER_LIMIT_MS });
    // After the tap and its awaited answer, both are recorded.
    const lastTap = /** @type {number} */ (await page.evaluate(() => /** @type {TapState} */ (/** @type {TapWindow} */ (window).__tap).taps.at(-1)));
    /** @type {{ ms: number, scriptsAtTap: number, follows: number | null }} */
    const answered = { ms: /** @type {number} */ (await page.evaluate(firstAfterTap, recipe.answer)) - lastTap, scriptsAtTap: scripts.length, follows: null };
    if (recipe.follows) {
      await page.waitForFunction(firstAfterTap, recipe.follows, { polling: 20, timeout: ANSWER_LIMIT_MS });
      answered.follows = /** @type {number} */ (await page.evaluate(firstAfterTap, recipe.follows)) - lastTap;
    }
    // Then the rest of the load, for the long tasks after first paint: hydrated (an app page) and the
    // network quiet for a moment.
    if (await page.locator('script[type="module"]').count()) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: ANSWER_LIMIT_MS });
    }
    await page.waitForLoadState('networkidle', { timeout: ANSWER_LIMIT_MS }).catch(() => undefined);
    const { paintedAt, longTasks } = await page.evaluate(() => /** @type {TapState} */ (/** @type {TapWindow} */ (window).__tap));
    // The page has painted by now (the run waited for it).
    const after = longTasks.filter((task) => task.start + task.duration > /** @type {number} */ (paintedAt));
    return { ...answered, scripts: scripts.length, longest: Math.max(0, ...after.map((t) => t.duration)), longTasks: after.length };
  } finally {
    await context.close();
  }
}

/** A bare page whose header holds a native menu: what the platform alone answers in. */
async function serveFloor() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lavra-tap-floor-'));
  const filler = 'Pedras naturais, projeto executivo e instalação no Rio de Janeiro. '.repeat(24);
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Piso</title><link rel="icon" href="data:,"></head><body><header><details><summary style="display:inline-block;padding:12px 16px">Menu</summary><nav><a href="/">Início</a></nav></details></header><main><h1>Piso de referência</h1><p>${filler}</p></main></body></html>`,
  );
  await writeFile(path.join(dir, '404.html'), '<!doctype html><title>404</title>');
  await writeFile(path.join(dir, 'routes.json'), JSON.stringify([{ path: '/', file: 'index.html' }]));
  const handler = createStaticSite({ distDir: dir });
  const server = http.createServer((req, res) => void handler(req, res).catch(() => res.writeHead(500).end()));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
    close: async () => {
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Serves a build on a free local port, with the headers a static host sends (also used by bench-blocking.mjs).
 * @param {string} dist
 */
export async function serveSite(dist) {
  const handler = createStaticSite({ distDir: dist, headers: securityHeadersForBuild(dist) });
  const server = http.createServer((req, res) => void handler(req, res).catch(() => res.writeHead(500).end()));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Tap at first paint on the floor and on each route of a build: `runs` runs each, median and worst wait,
 * and the number of script requests of the run (median).
 * @param {{ dist?: string, routes?: string[], runs?: number }} [options]
 * @returns {Promise<TapResult[]>}
 */
export async function measureTap({ dist = path.join(root, 'dist'), routes = ['/'], runs = 5 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-quic'],
  });
  const floor = await serveFloor();
  const site = await serveSite(dist);
  /** @type {{ name: string, url: string, recipe: TapRecipe }[]} */
  const targets = [
    { name: 'floor (native menu)', url: floor.url, recipe: { name: 'menu', before: [], tap: 'header summary', answer: 'header' } },
    // The header's menu button (a <summary> or a <button>, whichever the build renders), or a filter chip.
    ...routes.map((route) => ({ name: route, url: site.url + route, recipe: tapFor(route) })),
  ];
  /** @type {TapResult[]} */
  const results = [];
  try {
    for (const target of targets) {
      // Warm the server's compression cache: the runs measure the network, not Brotli's first pass.
      await fetch(target.url).then((r) => r.arrayBuffer());
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await tapOnce(browser, target.url, target.recipe));
      const waits = samples.map((s) => s.ms);
      const follows = samples.map((s) => s.follows).filter((ms) => ms !== null);
      results.push({
        name: target.name,
        control: target.recipe.name,
        follows: follows.length ? median(follows) : null,
        median: median(waits),
        worst: Math.max(...waits),
        waits,
        scripts: median(samples.map((s) => s.scripts)),
        longest: median(samples.map((s) => s.longest)),
        longTasks: median(samples.map((s) => s.longTasks)),
      });
    }
  } finally {
    await browser.close();
    await floor.close();
    await site.close();
  }
  return results;
}

/** @param {TapResult[]} results */
export function tapTable(results) {
  const lines = results.map(
    (r) => `| ${r.name} | ${r.control} | ${r.median.toFixed(0)} | ${r.worst.toFixed(0)} | ${r.waits.map((w) => w.toFixed(0)).join(', ')} | ${r.follows === null ? '—' : r.follows.toFixed(0)} | ${r.scripts} | ${r.longTasks} | ${r.longest.toFixed(0)} |`,
  );
  return [
    '| page | tapped | tap median ms | tap worst ms | runs ms | list follows, median ms | script requests | long tasks after first paint | longest task ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  /** @type {(flag: string) => string | undefined} */
  const valueOf = (flag) => {
    const at = args.indexOf(flag);
    const value = args[at + 1];
    return at >= 0 && value && !value.startsWith('--') ? value : undefined;
  };
  const runs = Math.max(1, Number.parseInt(valueOf('--runs') ?? '5', 10) || 5);
  const dist = valueOf('--dist') ? path.resolve(/** @type {string} */ (valueOf('--dist'))) : path.join(root, 'dist');
  const routes = args.flatMap((a, i) => (a === '--route' && args[i + 1] ? [/** @type {string} */ (args[i + 1])] : []));
  const results = await measureTap({ dist, routes: routes.length ? routes : ['/'], runs });
  const c = TAP_CONDITIONS;
  console.log(`Tap at first paint, ${runs} runs (CPU ${c.cpuSlowdown}x, ${c.latencyMs} ms RTT, ${c.downloadKbps / 1000} Mbit/s, 412 px):\n`);
  console.log(tapTable(results));
  if (args.includes('--json')) console.log(JSON.stringify(results));
}
