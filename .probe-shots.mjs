import { chromium } from 'playwright';
const [url, out, w, h, ...ys] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width: +w, height: +h }, deviceScaleFactor: 1 });
await p.goto(url, { waitUntil: 'networkidle' });
for (const y of ys) {
  await p.evaluate((y) => window.scrollTo({ top: +y, behavior: 'instant' }), y);
  await p.waitForTimeout(700);
  await p.screenshot({ path: `${out}-${w}-${y}.png` });
  console.log(`${out}-${w}-${y}.png`);
}
await b.close();
