import { chromium } from '@playwright/test';
import { startServer } from './server/index.mjs';
const srv = await startServer({ port: 4432, withStore: false });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.goto('http://127.0.0.1:4432/');
await page.waitForSelector('html[data-hydrated]'); await page.waitForTimeout(1000);
console.log(await page.$$eval('style', ss => ss.map(s => (s.getAttribute('data-emotion') ?? 'none').slice(0, 60) + ' len=' + s.textContent.length + ' rules=' + (s.sheet?.cssRules.length ?? 0) + ' fontfaces=' + [...(s.sheet?.cssRules ?? [])].filter(r => r.constructor.name === 'CSSFontFaceRule').length)));
await browser.close(); process.exit(0);
