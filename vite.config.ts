import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { writeBrandFonts } from './scripts/fonts/brand-fonts.mjs';

// The brand fonts cut to the site's characters and weights (scripts/fonts/brand-fonts.mjs), written
// before anything resolves src/theme/fonts.ts: builds, the dev server and Vitest alike. Cached on disk.
function brandFonts(): Plugin {
  return {
    name: 'lavra-brand-fonts',
    async config() {
      await writeBrandFonts();
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/**
 * Whether `root` reaches `id` through static imports alone (walking up `id`'s static importers):
 * what a page needs as soon as `root` runs, as opposed to what it asks for later with import().
 */
function statically(root: string) {
  const memo = new Map<string, boolean>();
  const reaches = (id: string, graph: ModuleGraph, path: Set<string>): boolean => {
    if (id.endsWith(root)) return true;
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (path.has(id)) return false;
    path.add(id);
    const found = (graph.getModuleInfo(id)?.importers ?? []).some((importer) => reaches(importer, graph, path));
    path.delete(id);
    memo.set(id, found);
    return found;
  };
  return (id: string, graph: ModuleGraph) => reaches(id, graph, new Set());
}

// hydrate-app.tsx stays in its entry's file: it awaits the page's module at its top level, and the pages
// import the shell's chunk, so sharing that chunk would make each wait for the other.
const APP_ENTRY = '/src/hydrate-app.tsx';
const inApp = statically(APP_ENTRY);
const inHomePage = statically('/src/pages/home-page.tsx');
const sections = ['process', 'stone-carousel', 'finishes', 'portfolio', 'testimonials', 'brand', 'faq'].map((section) => statically(`/src/pages/home-sections/${section}.tsx`));
/** Used by two home sections or more: it loads with the page instead of as a file of its own. */
const sharedBySections = (id: string, graph: ModuleGraph) => sections.filter((inSection) => inSection(id, graph)).length >= 2;
const otherPages = ['quartzites', 'marbles', 'granites', 'dolomitic', 'catalogue', 'event', 'privacy', 'compare', 'visualizer', 'estimate', 'not-found', 'error'].map((page) => statically(`/src/pages/${page}-page.tsx`));
const inOtherPages = (id: string, graph: ModuleGraph) => otherPages.some((inPage) => inPage(id, graph));
/** The libraries every page runs: React, the router and Emotion (never the form's or the backend's). */
const RENDERER = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/;

/**
 * A page's first load in a few files the prerendered HTML announces at once, instead of some thirty
 * small ones fetched a round trip apart: the framework, the app's shell (everything hydrate-app.tsx
 * imports statically, and the parts the home page shares with other pages) and the home page with what
 * its sections share. What is loaded later (each home section's own code, the other pages, the form's
 * libraries) keeps the bundler's own splitting.
 */
const own = (id: string) => !id.includes('node_modules');
const chunkGroups = [
  // React's renderer apart from the rest of the framework: the entry evaluates each file in a task of its own,
  // and the two together made one task of some 100 ms on a slow phone.
  { name: 'renderer', priority: 4, test: (id: string) => RENDERER.test(id) },
  // The bundler's own small runtime travels with the framework when it can: one request less.
  { name: 'framework', priority: 3, test: (id: string) => FRAMEWORK.test(id) || id.includes('rolldown/runtime') },
  {
    name: (id: string, graph: ModuleGraph) =>
      own(id) && !id.endsWith(APP_ENTRY) && (inApp(id, graph) || ((inHomePage(id, graph) || sharedBySections(id, graph)) && inOtherPages(id, graph))) ? 'app' : null,
    priority: 2,
    debugName: 'app',
  },
  { name: (id: string, graph: ModuleGraph) => (own(id) && (inHomePage(id, graph) || sharedBySections(id, graph)) ? 'home' : null), priority: 1, debugName: 'home' },
];

// In `npm run dev` only, serve MSW's worker at the root scope without copying it into public/ (and so into the build).
function mswDevWorker(): Plugin {
  return {
    name: 'lavra-msw-dev-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res, next) => {
        readFile(new URL('./.ladle/public/mockServiceWorker.js', import.meta.url)).then((worker) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.end(worker);
        }, next);
      });
    },
  };
}

/** Test files that need modules loaded for them alone (see `test.projects` below). */
/**
 * React Router's package names only its development build, whatever the mode: its development warnings stay on
 * (their checks run and their messages ship to every visitor; remix-run/react-router#14102). The site's own build
 * takes the production files beside them, the same code with those warnings off.
 */
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const routerProduction = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

const FRESH_MODULES = [
  // vi.mock replaces the lead store's module for this file only.
  'tests/lib/network.test.ts',
  // The sending code must not have been imported yet when the outbox first flushes.
  'tests/lib/outbox-flush-unreachable.test.ts',
  // The style cache learns the prerendered styles on its first use.
  'tests/theme/emotion-cache.test.ts',
  // The tooltips share a warm-up (one just closed: the next opens at once): the delays start from cold.
  'tests/ui/tooltip.test.tsx',
];

// One config for the site build, the SSR prerender bundle and Vitest.
export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [brandFonts(), react(), mswDevWorker()],
  resolve: command === 'build' && mode === 'production' && !isSsrBuild ? { alias: routerProduction } : undefined,
  build: {
    target: 'es2022',
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    assetsInlineLimit: 0,
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    // The app is an entry of its own, loaded by URL from src/entry-client.tsx after the first paint.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          input: { index: 'index.html', 'hydrate-app': 'src/hydrate-app.tsx' },
          preserveEntrySignatures: false,
          output: { codeSplitting: { groups: chunkGroups } },
        },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    execArgv: ['--experimental-websocket'],
    restoreMocks: true,
    // A journey through the form types and clicks a hundred times, and a store test creates a Postgres
    // data directory and starts processes: on a two-core machine kept busy by other work that can take
    // ten times as long as on a quiet one (a 5 s test was seen taking 30). Tests wait for states; the
    // bound only decides how long a real failure takes to be reported.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The test files share one module registry and one DOM environment, as an app shares them: setting
    // up happy-dom, the setup file and the imports once instead of for each of a hundred files halves
    // the suite's time. Each test still starts clean (the setup file unmounts what it rendered and
    // clears the storage; mocks are restored). The files that test what a module does the first time it
    // is loaded (a lazy import not made yet, a cache not yet filled, a module replaced with vi.mock) get
    // modules of their own.
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...FRESH_MODULES], isolate: false } },
      { extends: true, test: { name: 'unit (own modules)', include: FRESH_MODULES, isolate: true } },
    ],
  },
}));
