/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
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

// In `npm run dev` only, serve MSW's worker at the root scope without copying it into public/ (and so into the build).
function mswDevWorker(): Plugin {
  return {
    name: 'lavra-msw-dev-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', async (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(await readFile(new URL('./.ladle/public/mockServiceWorker.js', import.meta.url)));
      });
    },
  };
}

// One config for the site build, the SSR prerender bundle and Vitest.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [brandFonts(), react(), mswDevWorker()],
  build: {
    target: 'es2022',
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    assetsInlineLimit: 0,
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    // The app is an entry of its own, loaded by URL from src/entry-client.tsx after the first paint.
    rollupOptions: isSsrBuild ? undefined : { input: { index: 'index.html', 'entry-hydrate': 'src/entry-hydrate.tsx' } },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    execArgv: ['--experimental-websocket'],
    restoreMocks: true,
    // A journey through the form types and clicks a hundred times, and a store test creates a Postgres
    // data directory and starts processes: on a two-core machine kept busy by other work that can take
    // ten times as long as on a quiet one (a 5 s test was seen taking 30). Tests wait for states; the
    // bound only decides how long a real failure takes to be reported.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
}));
