import http from 'node:http';
import { chromium } from '@playwright/test';
import { securityHeadersForBuild } from '/work/main/server/security-headers.mjs';
import { createStaticSite } from '/work/main/server/static-site.mjs';
const dist = process.argv[2] ?? '/work/main/dist';
const route = process.argv[3] ?? '/';
const tap = process.argv.includes('--tap');
const handler = createStaticSite({ distDir: dist, headers: securityHeadersForBuild(dist) });
const server = http.createServer((req, res) => void handler(req, res).catch(() => res.writeHead(500).end()));
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}${route}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-quic'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
await page.addInitScript(() => {
  window.__fp = null;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__fp = e.startTime; }).observe({ type: 'paint', buffered: true });
});
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1600 * 128, uploadThroughput: 750 * 128 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'v8', 'disabled-by-default-v8.compile'] });
await page.goto(url, { waitUntil: 'commit' });
if (tap) {
  await page.waitForFunction(() => window.__fp !== null, undefined, { polling: 10 });
  const box = await page.locator('header summary').first().boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30000 });
await page.waitForLoadState('networkidle');
const buf = await browser.stopTracing();
const trace = JSON.parse(buf.toString());
const events = trace.traceEvents ?? trace;
const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
let ev = [];
for (const main of mains) { const x = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X'); if (x.length > ev.length) ev = x; }
const nav = [...events].reverse().find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
const fcp = events.find((e) => e.name === 'firstContentfulPaint');
const t0 = nav?.ts ?? 0;
console.log('FCP at', fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?', 'ms');
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > 30000);
for (const t of tasks) {
  const inside = ev.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur);
  const sums = new Map();
  for (const e of inside) {
    const key = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : '') + (e.args?.data?.functionName ? ' ' + e.args.data.functionName : '');
    if (['FunctionCall','EvaluateScript','v8.compile','UpdateLayoutTree','Layout','ParseHTML','v8.evaluateModule','TimerFire','FireAnimationFrame','EventDispatch','PrePaint','Paint','Commit','Layerize','ParseAuthorStyleSheet','v8.run', 'RunMicrotasks', 'FontLoad','v8.produceModuleCache','MajorGC','MinorGC','V8.GC_SCAVENGER','HitTest','ScheduleStyleRecalculation','InvalidateLayout','UpdateLayerTree','IntersectionObserverController::computeIntersections','ResourceReceivedData'].includes(e.name))
      sums.set(key, (sums.get(key) ?? 0) + e.dur);
  }
  const top = [...sums].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${(v / 1000).toFixed(0)}`).join(' | ');
  const lay = inside.filter((e) => e.name === 'Layout').map((e) => `${(e.dur/1000).toFixed(0)}ms ${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}${e.args?.beginData?.stackTrace ? ' js:' + e.args.beginData.stackTrace.map((f) => f.functionName + '@' + f.url.split('/').pop()).slice(0,3).join('<') : ''}`);
  const who = inside.filter((e) => ['FunctionCall','EvaluateScript','TimerFire','EventDispatch','FireAnimationFrame','ParseHTML','v8.evaluateModule'].includes(e.name)).map((e) => e.name + ':' + (e.args?.data?.url?.split('/').pop() ?? e.args?.data?.type ?? e.args?.beginData?.url?.split('/').pop() ?? '')).slice(0, 6);
  console.log('   layouts', lay.join(', '), ' | by', who.join(' '));
  if (process.env.DUMP && inside.some((e) => e.name === 'v8.evaluateModule')) console.log(inside.filter((e) => e.dur > 1000).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop() + ')' : ''}${e.args?.fileName ? '(' + e.args.fileName.split('/').pop() + ')' : ''}=${(e.dur / 1000).toFixed(0)}`).join(' '));
  console.log(`task at ${((t.ts - t0) / 1000).toFixed(0)} ms, ${(t.dur / 1000).toFixed(0)} ms: ${top}`);
}
const urls = new Map(events.filter((e) => e.name === 'ResourceSendRequest').map((e) => [e.args.data.requestId, e.args.data.url.split('/').pop().slice(0, 40)]));
for (const e of events.filter((e) => e.name === 'ResourceFinish')) console.log('  finish', ((e.ts - t0) / 1000).toFixed(0), urls.get(e.args.data.requestId));
await browser.close();
server.close();
