import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * The browser the tests drive: Chromium's headless shell (Debian's `chromium-headless-shell`), the same engine
 * as the full browser without its windowing and display layers, which is what Playwright itself runs for
 * headless tests. On a busy two-core machine the full browser in headless mode spends about a third more CPU on
 * every page (docs/decisions/027-test-browser.md). `TEST_CHROME_PATH` picks another binary; without the shell,
 * the full browser (`CHROME_PATH`, or Debian's `chromium`) runs the same tests.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const testBrowser = process.env.TEST_CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROME_PATH ?? '/usr/bin/chromium'));

const chromiumLaunch = {
  executablePath: testBrowser,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--font-render-hinting=none',
  ],
};

// End-to-end and accessibility checks run against the production build served by the real server.
export default defineConfig({
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', 'a11y/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous bounds for a busy two-core machine: tests wait for states, so a bound only decides how
  // long a real failure takes to be reported, never whether a slow pass counts.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    launchOptions: chromiumLaunch,
    serviceWorkers: 'block',
    trace: 'off',
  },
  projects: [
    { name: 'mobile', testIgnore: ['e2e/workbench.spec.ts', 'e2e/native-controls.spec.ts', 'e2e/catalogue-no-script.spec.ts', 'e2e/visualizer-no-script.spec.ts'], use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromiumLaunch } },
    // The layout-shift, partial-paint and font-coverage specs set their own widths: they run once, here in 'mobile'. So do the
    // checks of what the server sends and keeps, which no width changes: the head tags and structured data
    // (seo), the security headers, and the stored rows and e-mails of a request (lead-whole, lead-emails).
    // A test tagged @one-width runs here only too: it sets its own widths (a check "at 390 px", "at each
    // width", "on a phone", "with a mouse"), or what it checks is the same at any width: what a page loads
    // and when, what the server answers, a journey's stored request and chat message, a draft kept through
    // a reload or an outage, a widget's keyboard pattern, the form's bot traps, consent, the pages without
    // script. The layout such a
    // test draws on is checked at both widths elsewhere: 'desktop' keeps what the width changes (each
    // route's hydration, headings and axe, the keyboard's order and focus rings, the header, the heroes,
    // the catalogue, the comparison table, the lazily laid-out sections, the form and its fixed buttons).
    { name: 'desktop', grepInvert: /@one-width/, testIgnore: ['e2e/workbench.spec.ts', 'e2e/native-controls.spec.ts', 'e2e/catalogue-no-script.spec.ts', 'e2e/visualizer-no-script.spec.ts', 'e2e/layout-shift.spec.ts', 'e2e/partial-paint.spec.ts', 'e2e/font-coverage.spec.ts', 'e2e/seo.spec.ts', 'e2e/security-headers.spec.ts', 'e2e/lead-whole.spec.ts', 'e2e/lead-emails.spec.ts'], use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromiumLaunch } },
    // The built workbench (Ladle) is checked once, at the width its stories choose.
    // The first screen's controls with no script at all: the platform alone opens the menu and the FAQ.
    { name: 'no-script', testMatch: ['e2e/native-controls.spec.ts', 'e2e/catalogue-no-script.spec.ts', 'e2e/visualizer-no-script.spec.ts'], use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false, launchOptions: chromiumLaunch } },
    // Its browser resolves no host name but the machine's own, so a story cannot reach an outside service.
    {
      name: 'workbench',
      testMatch: ['e2e/workbench.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'] },
      },
    },
  ],
  webServer: {
    command: 'node server/index.mjs',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The whole suite sends from one address with a handful of e-mails: the per-sender limits are tested on
    // stores of their own (tests/server/abuse-limits.test.ts, e2e/abuse-limits.spec.ts).
    env: { PORT: String(PORT), LEADS_DATA_DIR: 'memory://', LEADS_RATE_LIMIT_PER_MINUTE: '0', LEADS_REQUESTS_PER_WINDOW: '0' },
  },
});
