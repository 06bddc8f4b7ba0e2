// `npm run lint`: what the linter holds and why is in docs/decisions/019-linting.md.
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

// The files tsconfig.json includes: only these get the rules that need the type checker.
const typed = [
  'src/**/*.{ts,tsx}',
  'content/**/*.ts',
  'stories/**/*.{ts,tsx}',
  'tests/**/*.{ts,tsx}',
  'mocks/**/*.ts',
  'e2e/**/*.ts',
  'a11y/**/*.ts',
  '.ladle/*.tsx',
  'vite.config.ts',
  'playwright.config.ts',
  'vitest.setup.ts',
];

// Code that runs in the browser (the site, the workbench and its mocks), the server and tools on Node,
// and the hosted e-mail sender on Deno.
const browser = ['src/**', 'content/**', 'stories/**', 'mocks/**', '.ladle/*.tsx'];
const node = [
  'server/**',
  'scripts/**',
  'tests/**',
  'e2e/**',
  'a11y/**',
  '.ladle/*.mjs',
  '*.{js,mjs,ts}',
  '.*.mjs',
];

// The floors of the site, lowest first: each may import its own floor and the ones below, never one above.
const floors = ['content', 'lib', 'ui', 'sections', 'pages', 'app'];
const below = (floor) => floors.slice(0, floors.indexOf(floor) + 1);
// The browser's code: none of it may import Node's modules, the server, the scripts or the server-side mail code.
const browserElements = [...floors, 'emails', 'workbench', 'mocks'];
const a11yInteractions = jsxA11y.flatConfigs.recommended.rules['jsx-a11y/no-noninteractive-element-interactions'][1];

// Element selectors for the boundaries rule: files of these element types, and the two single-file categories.
const is = (...types) => types.map((type) => ({ element: { type } }));
const config = { file: { categories: 'config' } };
const workbenchSetup = { file: { categories: 'workbench' } };
// Packages that only run on a server.
const nodeOnlyPackages = ['nodemailer', 'postgres', 'smtp-server', 'mailparser', 'sharp', '@electric-sql/pglite', 'lighthouse', 'playwright', '@playwright/test'];

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-ssr/',
    'dist-server/',
    // Written from the sources by npm run build:edge-function (checked fresh by check:edge-function).
    'supabase/functions/_shared/',
    'build/',
    '.data/',
    '.generated/',
    'test-results/',
    'playwright-report/',
    'public/',
    '.ladle/public/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: typed,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', '.ladle/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // The rules' own options, widened where the markup is deliberate:
      // a form listens for the keys of its fields (Enter moves on); it never takes focus itself.
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { ...a11yInteractions, form: ['onKeyDown'] }],
      // Tables whose parts change `display` on small screens keep their roles written out, since browsers drop them.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], thead: ['rowgroup'], tbody: ['rowgroup'] }],
      // Only the DOM attribute: a component's `autoFocus` prop is its own focus management.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // A name that starts with an underscore is unused on purpose (a property left out of a rest, a parameter
    // kept for its position), as TypeScript's own noUnusedParameters reads it.
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Vitest's spies are checked as `expect(object.method)`, and its fakes of asynchronous functions are
    // `async` by contract (a throw becomes a rejection) whether or not they await anything.
    files: ['tests/**'],
    rules: { '@typescript-eslint/unbound-method': 'off', '@typescript-eslint/require-await': 'off' },
  },
  {
    // Written in the layout `supabase gen types typescript` gives, so a regenerated file compares line by line.
    files: ['src/lib/database.types.ts'],
    rules: { '@typescript-eslint/no-redundant-type-constituents': 'off' },
  },
  { files: browser, languageOptions: { globals: globals.browser } },
  { files: node, languageOptions: { globals: globals.node } },
  // Node scripts that hand functions to a browser page (Playwright's evaluate and init scripts).
  {
    files: ['scripts/assets/share.mjs', 'scripts/assets/share-pages.mjs'],
    languageOptions: { globals: globals.browser },
  },
  { files: ['supabase/functions/**'], languageOptions: { globals: { ...globals.browser, Deno: 'readonly' } } },

  // The layering. Every linted file belongs to one element; an import across elements must be allowed below.
  {
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/elements': [
        { type: 'content', pattern: 'content', partialMatch: false },
        { type: 'lib', pattern: ['src/lib', 'src/theme', 'src/seo'], partialMatch: false },
        { type: 'ui', pattern: 'src/ui', partialMatch: false },
        { type: 'sections', pattern: 'src/sections', partialMatch: false },
        { type: 'pages', pattern: 'src/pages', partialMatch: false },
        { type: 'emails', pattern: 'src/emails', partialMatch: false },
        // The lead e-mails' sender: Node (the site server) and Deno (the hosted function), never the browser.
        { type: 'mail-sender', pattern: 'server/lead-mail', partialMatch: false },
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'scripts', pattern: 'scripts', partialMatch: false },
        // The rest of src/: the app shell and the entry points, above the pages.
        { type: 'app', pattern: 'src', partialMatch: false },
        { type: 'edge-function', pattern: 'supabase/functions', partialMatch: false },
        { type: 'workbench', pattern: 'stories', partialMatch: false },
        { type: 'mocks', pattern: 'mocks', partialMatch: false },
        { type: 'tests', pattern: ['tests', 'e2e', 'a11y'], partialMatch: false },
      ],
      // Single files outside those folders: the workbench's setup, and configuration and tools at the root.
      'boundaries/files': [
        { category: 'workbench', pattern: ['.ladle/*.tsx', '.ladle/viewports.mjs'] },
        { category: 'config', pattern: ['*.{js,mjs,ts}', '.*.mjs', '.ladle/*.mjs'] },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          policies: [
            // Packages are for everyone; Node's own modules only for code that runs on Node.
            { allow: { to: { module: { origin: 'external' } } } },
            { from: [...is('mail-sender', 'server', 'scripts', 'tests'), config], allow: { to: { module: { origin: 'core' } } } },
            ...floors.map((floor) => ({ from: is(floor), allow: { to: is(...below(floor)) } })),
            // The app loads the mocked backend in development (hydrate-app.tsx).
            { from: is('app'), allow: { to: is('mocks') } },
            { from: is('emails'), allow: { to: is('content', 'lib', 'emails') } },
            { from: is('mail-sender'), allow: { to: is('content', 'lib', 'emails', 'mail-sender') } },
            { from: is('edge-function'), allow: { to: is('content', 'lib', 'emails', 'mail-sender', 'edge-function') } },
            { from: is('server'), allow: { to: is('server') } },
            { from: is('mocks'), allow: { to: is('content', 'lib', 'emails', 'mocks') } },
            { from: [...is('workbench'), workbenchSetup], allow: { to: [...is(...floors, 'emails', 'mocks', 'workbench'), workbenchSetup] } },
            // Tests, scripts and configuration stand outside the layering and may reach anything.
            { from: [...is('tests', 'scripts'), config], allow: { to: { module: { origin: '*' } } } },
            // Whatever else allows, browser code never imports a package that only runs on a server.
            {
              from: [...is(...browserElements), workbenchSetup],
              disallow: { to: { module: { origin: 'external', source: nodeOnlyPackages } } },
              message: 'Browser code never imports a package that only runs on a server.',
            },
          ],
        },
      ],
    },
  },
);
