// Opens every story of the built workbench on its own and checks that it renders, logs no error
// and passes axe; then opens every documentation page (the MDX pages) and checks the same, plus that
// its live example rendered in its frame and every other frame opens its story at the address the story's
// own test checks. Stories and pages are read from Ladle's
// meta.json, so a new one is covered once the workbench is rebuilt (`npm run build:workbench`).
// See docs/workbench.md.
import AxeBuilder from '@axe-core/playwright';
import type { MetaJson } from '@ladle/react';
import { expect, test as base, type BrowserContext, type ConsoleMessage, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { viewports } from '../.ladle/viewports.mjs';
import { startStaticServer, type StaticServer } from './support/static-server';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
// WORKBENCH_DIR points the test at another build, e.g. one made with `npx ladle build -o <dir>`.
const buildDir = process.env.WORKBENCH_DIR ? resolve(process.env.WORKBENCH_DIR) : join(projectRoot, 'build');
const storiesDir = join(projectRoot, 'stories');

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function readStories(): MetaJson['stories'] {
  const metaFile = join(buildDir, 'meta.json');
  if (!existsSync(metaFile)) {
    throw new Error(`The workbench build is missing (${metaFile}). Run \`npm run build:workbench\` before \`npm run test:e2e\`.`);
  }
  return (JSON.parse(readFileSync(metaFile, 'utf8')) as MetaJson).stories;
}

// Read at load time: Playwright needs the list of tests before any of them runs.
const stories = readStories();
const filePathOf = (story: unknown) => (story as { filePath?: string }).filePath ?? '';
/** Documentation pages are the MDX entries; every other entry is a story. */
const isDocPage = (story: unknown) => filePathOf(story).endsWith('.stories.mdx');
/** Every title is "Group / Component"; a story's own name may contain "--" too ("Etapa 1 — Identificação"). */
const componentOf = (id: string) => id.split('--').slice(0, 2).join('--');

/**
 * Stories that show a failure on purpose (an insert error, an exception, a load error, a crash):
 * the failure may be logged, nothing else may go wrong. Validation-error stories ("com erro",
 * "erros de validação") do not match: a form showing an error message logs nothing.
 */
const failureStory = /(^|-)(erro-de-|exceção|excecao|exception|falha)/;

interface AllowedConsoleError {
  story: RegExp;
  message: RegExp;
  why: string;
}

/**
 * The only console errors a story may log. Anything else fails its test: an error in the
 * console is a bug until someone decides here, with a reason, that it is the expected behaviour.
 */
const allowedConsoleErrors: readonly AllowedConsoleError[] = [
  {
    story: /^páginas--página-não-encontrada--/,
    message: /^404: página não encontrada: \//,
    why: 'The 404 page logs the missing path (product spec, routes).',
  },
  {
    story: failureStory,
    message: /./,
    why: 'Stories of the insert-error and exception scenarios, of video failures and of the error boundary log the failure, as the spec asks.',
  },
];

/** A failed response of the mocked Supabase API, which failure stories provoke on purpose. */
const supabaseFailure = (message: ConsoleMessage) => message.location().url.includes('/rest/v1/');

/**
 * `storyIds`: the story the message may come from. A documentation page's frames share its
 * console, so there it is every story embedded on the page: a message is allowed when one of
 * them may log it.
 */
function consoleProblem(storyIds: readonly string[], message: ConsoleMessage): string | null {
  const text = message.text();
  // MSW warns about requests no handler answers: the story would reach a real service.
  if (message.type() === 'warning' && text.startsWith('[MSW]')) return `MSW warning: ${text}`;
  if (message.type() !== 'error') return null;
  const where = message.location().url ? ` (${message.location().url})` : '';
  if (text.startsWith('Failed to load resource')) {
    // A missing image, font or script is never expected; only mocked API failures are.
    return storyIds.some((id) => failureStory.test(id)) && supabaseFailure(message) ? null : `console.error: ${text}${where}`;
  }
  const allowed = allowedConsoleErrors.some((entry) => storyIds.some((id) => entry.story.test(id)) && entry.message.test(text));
  return allowed ? null : `console.error: ${text}${where}`;
}

/** The viewport width a story asks for with `Story.meta = { width: 'mobile' }` (a preset of .ladle/viewports.mjs) or a number. */
function storyWidth(meta: { width?: unknown }): number | null {
  const presets: Record<string, number> = viewports;
  if (typeof meta.width === 'number') return meta.width;
  if (typeof meta.width === 'string') return presets[meta.width] ?? null;
  return null;
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

function listStoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listStoryFiles(full);
    return /\.stories\.(tsx|mdx)$/.test(entry.name) ? [full.slice(projectRoot.length).replace(/\\/g, '/').replace(/^\//, '')] : [];
  });
}

/**
 * One page per worker for the story tests and the documentation pages, as a reviewer opens one story after another in the same tab:
 * the workbench's files are cached and MSW's service worker stays installed, instead of a new browser
 * profile for each of some two hundred stories. Each story still starts clean: no cookie, no storage
 * left by the story before, the viewport it asks for, its own listeners, and its own list of problems.
 */
const test = base.extend<
  { storyPage: { page: Page; problems: string[]; settled: () => Promise<void> } },
  { storyContext: { context: BrowserContext; page: Page; problems: { current: string[] }; inFlight: Set<Request> } }
>({
  storyContext: [
    async ({ browser }, use) => {
      // MSW answers Supabase from a service worker; motion is reduced so axe sees settled states.
      const context = await browser.newContext({ serviceWorkers: 'allow', reducedMotion: 'reduce', viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
      const problems = { current: [] as string[] };
      // Nothing reaches an outside host: the browser resolves none (the workbench project's launch
      // options), and a request for one is a problem of the story that made it. The requests are watched,
      // not intercepted: interception would turn the browser's cache off, and every story would load and
      // compile the whole workbench again.
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (/^(https?|wss?):$/.test(url.protocol) && !isLoopback(url)) problems.current.push(`request to an outside host: ${request.url()}`);
      });
      const page = await context.newPage();
      // The requests the story is still waiting for. A video streams for as long as it plays: its
      // requests are not waited for (axe reads the element, never its frames).
      const inFlight = new Set<Request>();
      page.on('request', (request) => {
        if (request.resourceType() !== 'media') inFlight.add(request);
      });
      page.on('requestfinished', (request) => inFlight.delete(request));
      page.on('requestfailed', (request) => inFlight.delete(request));
      await use({ context, page, problems, inFlight });
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ storyContext }, use) => {
    const { context, page, problems, inFlight } = storyContext;
    problems.current = [];
    inFlight.clear();
    // Whatever the story before stored (a draft, a comparison, a consent) is gone before this one loads.
    await context.clearCookies();
    if (page.url().startsWith('http')) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await use({ page, problems: problems.current, settled: () => settled(page, inFlight) });
  },
});

/**
 * The story has settled: its document and every image it shows are loaded (the load event), no request
 * it made is still waiting for an answer (its mocked Supabase calls, an image shown after a state change),
 * its images are decoded and its fonts are in. That is the state axe reads colours from. (The browser's
 * "network idle" would add half a second of silence to every story, and in a tab that has shown other
 * stories the e-mail previews sometimes never reach it.)
 */
async function settled(page: Page, inFlight: ReadonlySet<Request>) {
  const waiting = () => [...inFlight].map((request) => request.url());
  await page.waitForLoadState('load');
  await expect.poll(waiting, { message: 'requests still waiting for an answer' }).toEqual([]);
  await page.evaluate(async () => {
    await Promise.all([...document.images].filter((image) => image.complete).map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  await expect.poll(waiting, { message: 'requests still waiting for an answer' }).toEqual([]);
}

/**
 * axe with the project's WCAG tags, run in the page itself with its frames (axe is injected into each
 * same-origin frame, which is all a story has) rather than in a blank page that merges each frame's
 * partial results: the same rules on the same nodes, in half the time on a busy machine. Only the
 * violations are collected.
 */
const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).setLegacyMode(true);

/**
 * axe on a documentation page without its frames: each embedded story is read by axe in its own test.
 * (Injecting axe into a dozen frames only to skip them costs more than merging one frame's results in a
 * blank page, so this is axe's default way.)
 */
const axeWithoutFrames = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).exclude('iframe');

test('the workbench build is current: it lists a story from every story file', () => {
  const built = new Set(Object.values(stories).map(filePathOf));
  const missing = listStoryFiles(storiesDir).filter((file) => !built.has(file));
  expect(Object.keys(stories).length).toBeGreaterThan(0);
  expect(missing, `story files missing from ${join(buildDir, 'meta.json')}: run \`npm run build:workbench\``).toEqual([]);
});

test.describe('workbench story', () => {
  // A whole section with its images, fonts and an axe pass takes a while on a busy two-core machine.
  test.describe.configure({ timeout: 60_000 });

  let server: StaticServer;
  test.beforeAll(async () => {
    server = await startStaticServer(buildDir);
  });
  test.afterAll(async () => {
    await server?.close();
  });

  for (const [id, story] of Object.entries(stories).filter(([, entry]) => !isDocPage(entry))) {
    test(`${id} renders with no console error and no axe violation`, async ({ storyPage: { page, problems, settled } }) => {
      const onConsole = (message: ConsoleMessage) => {
        const problem = consoleProblem([id], message);
        if (problem) problems.push(problem);
      };
      const onError = (error: Error) => problems.push(`uncaught exception: ${error.message}`);
      page.on('console', onConsole);
      page.on('pageerror', onError);
      try {
        // Preview mode draws the story straight into the page, so a story's preset width becomes the viewport.
        await page.setViewportSize({ width: storyWidth(story.meta) ?? 1280, height: 900 });

        await page.goto(`${server.origin}/?story=${encodeURIComponent(id)}&mode=preview`);
        await page.locator('html[data-storyloaded]').waitFor({ state: 'attached' });

        const root = page.locator('#ladle-root');
        // Ladle renders nothing when a story throws, and its own page when the id is unknown.
        await expect(root.locator('*:visible').first(), `${story.name} shows nothing`).toBeVisible();
        await expect(root.locator('.ladle-error-content')).toHaveCount(0);
        // The story's images and mocked requests settle before axe reads colours.
        await settled();

        const { violations } = await axe(page).analyze();
        const found = violations.map(
          (violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
        );

        expect(problems, 'console errors, uncaught exceptions and outside requests').toEqual([]);
        expect(found, 'axe violations').toEqual([]);
      } finally {
        page.off('console', onConsole);
        page.off('pageerror', onError);
      }
    });
  }
});

/** Waits until a documentation page's embedded story has rendered in its frame, as the story test does for a story alone. */
async function expectEmbeddedStoryRendered(figure: Locator, id: string) {
  await figure.scrollIntoViewIfNeeded();
  const frame = figure.frameLocator('iframe');
  await expect(frame.locator('html[data-storyloaded]'), `${id} loads in its frame`).toBeAttached();
  await expect(frame.locator('#ladle-root *:visible').first(), `${id} shows something in its frame`).toBeVisible();
  await expect(frame.locator('.ladle-error-content')).toHaveCount(0);
}

test.describe('workbench documentation page', () => {
  // A page embeds every story of its component, each in its own frame: more to load than one story.
  test.describe.configure({ timeout: 180_000 });

  let server: StaticServer;
  test.beforeAll(async () => {
    server = await startStaticServer(buildDir);
  });
  test.afterAll(async () => {
    await server?.close();
  });

  const docPages = Object.entries(stories).filter(([, entry]) => isDocPage(entry));

  test('the start page and the foundations come first, and each component opens on its documentation', () => {
    const ids = Object.keys(stories);
    expect(docPages.length).toBeGreaterThan(2);
    expect(ids.some((id) => id === 'comece-aqui--visão-geral')).toBe(true);
    expect(ids.some((id) => id === 'fundamentos--tokens-de-design')).toBe(true);
    // Every component with stories has a documentation page.
    const components = new Set(ids.map(componentOf));
    const documented = new Set(docPages.map(([id]) => componentOf(id)));
    const undocumented = [...components].filter((component) => !documented.has(component));
    expect(undocumented, 'components without a documentation page').toEqual([]);
  });

  for (const [id, story] of docPages) {
    test(`${id} embeds every story and renders its live example, with no console error and no axe violation`, async ({ storyPage: { page, problems } }) => {
      const messages: ConsoleMessage[] = [];
      const onConsole = (message: ConsoleMessage) => messages.push(message);
      const onError = (error: Error) => problems.push(`uncaught exception: ${error.message}`);
      page.on('console', onConsole);
      page.on('pageerror', onError);
      // The gallery's frames (loaded lazily, as they near the viewport) get an empty document: each is its
      // story's own address, which that story's test opens and checks whole, and a dozen copies of the
      // workbench starting side by side would only slow the page under test. The live example, the one
      // frame loaded eagerly, loads for real and is watched rendering below.
      const galleryFrame = async (route: Route) => {
        const request = route.request();
        const element = request.isNavigationRequest() && request.frame() !== page.mainFrame() ? await request.frame().frameElement().catch(() => null) : null;
        if (element && (await element.getAttribute('loading')) === 'lazy') {
          await route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="pt-BR"><title>Exemplo</title></html>' });
        } else {
          await route.fallback();
        }
      };
      const storyAddress = (url: URL) => url.origin === server.origin && url.searchParams.has('story');
      await page.route(storyAddress, galleryFrame);
      try {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${server.origin}/?story=${encodeURIComponent(id)}&mode=preview`);
        await page.locator('html[data-storyloaded]').waitFor({ state: 'attached' });
        await expect(page.locator('#ladle-root [data-doc-page]'), `${story.name} shows its page`).toBeVisible();

        const figures = page.locator('#ladle-root [data-doc-story]');
        const embedded = await figures.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-doc-story') ?? ''));
        const isComponentPage = !id.startsWith('comece-aqui--') && !id.startsWith('fundamentos--');
        if (isComponentPage) {
          const component = componentOf(id);
          const own = Object.keys(stories).filter((other) => other.startsWith(`${component}--`) && other !== id);
          expect(new Set(embedded), 'every story of the component is embedded').toEqual(new Set(own));
        }
        // Every frame opens its story at the very address the story's own test opens and checks (rendered,
        // no console error, axe clean). The page's live example, loaded eagerly, is watched rendering in its
        // frame here; the gallery's frames load as they scroll into view, the same mechanism at the same
        // address, so they are not rendered a second time.
        let live = 0;
        for (const [index, embeddedId] of embedded.entries()) {
          expect(stories[embeddedId], `${embeddedId} is a story of the build`).toBeDefined();
          const frame = figures.nth(index).locator('iframe');
          const src = new URL((await frame.getAttribute('src')) ?? '', server.origin);
          expect(`${src.search}`, `${embeddedId}'s frame opens the story alone, in preview mode`).toBe(
            `?story=${encodeURIComponent(embeddedId)}&mode=preview`,
          );
          if ((await frame.getAttribute('loading')) === 'eager') {
            live += 1;
            await expectEmbeddedStoryRendered(figures.nth(index), embeddedId);
          }
        }
        if (isComponentPage) expect(live, 'the live example renders in its frame').toBeGreaterThan(0);

        // Each story's own test waits for its requests to be answered; here the gallery's frames go on
        // loading as they come into view, and the live example has rendered by now.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.evaluate(() => document.fonts.ready.then(() => undefined));

        // The page itself: each embedded story is read by axe in its own test, not again inside its frame
        // here. The frames are named for screen readers, which is what axe would ask of them from outside.
        const { violations } = await axeWithoutFrames(page).analyze();
        const found = violations.map(
          (violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
        );
        const unnamedFrames = await page.locator('#ladle-root iframe').evaluateAll((frames) => frames.filter((f) => !f.getAttribute('title')?.trim()).length);
        expect(unnamedFrames, 'embedded story frames without a title').toBe(0);

        for (const message of messages) {
          const problem = consoleProblem([id, ...embedded], message);
          if (problem) problems.push(problem);
        }
        expect(problems, 'console errors, uncaught exceptions and outside requests').toEqual([]);
        expect(found, 'axe violations').toEqual([]);
      } finally {
        page.off('console', onConsole);
        page.off('pageerror', onError);
        await page.unroute(storyAddress, galleryFrame);
      }
    });
  }
});
