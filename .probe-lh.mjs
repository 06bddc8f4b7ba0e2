// node .probe-lh.mjs URL [runs]: Lighthouse mobile; prints TBT, LCP, long tasks (simulated), bootup per script, main-thread breakdown.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const [url, runs = '1'] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
for (let i = 0; i < +runs; i++) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  const a = lhr.audits;
  console.log(`perf ${lhr.categories.performance.score * 100} FCP ${a['first-contentful-paint'].numericValue | 0} LCP ${a['largest-contentful-paint'].numericValue | 0} TBT ${a['total-blocking-time'].numericValue | 0} TTI ${a.interactive.numericValue | 0} bench ${lhr.environment.benchmarkIndex}`);
  for (const t of a['long-tasks']?.details?.items ?? []) console.log(`  long ${String(t.url).replace(/^.*\//, '')} start ${t.startTime | 0} dur ${t.duration | 0}`);
  if (process.env.DETAIL) {
    for (const s of a['bootup-time']?.details?.items ?? []) console.log(`  bootup ${String(s.url).replace(/^.*\//, '')} total ${s.total | 0} script ${s.scripting | 0} parse ${s.scriptParseCompile | 0}`);
    for (const g of a['mainthread-work-breakdown']?.details?.items ?? []) console.log(`  mt ${g.groupLabel} ${g.duration | 0}`);
  }
}
await chrome.kill();
