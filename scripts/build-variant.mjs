// Builds and prerenders the site into another folder, with whatever VITE_* variables are set:
//   VITE_GA_ID=G-TEST123 VITE_META_PIXEL_ID=123456 node scripts/build-variant.mjs --out /tmp/lavra-tags
// The end-to-end consent checks use it to get a build with analytics configured next to the default one.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--out');
const outArg = at > 1 ? process.argv[at + 1] : undefined;
if (!outArg) {
  console.error('usage: node scripts/build-variant.mjs --out <dir>');
  process.exit(2);
}
const outDir = path.resolve(outArg);
// The server bundle imports packages by name, so it must live under the project to find node_modules.
const ssrDir = path.join(root, 'node_modules', '.cache', `lavra-variant-ssr-${process.pid}`);

const common = { root, configFile: path.join(root, 'vite.config.ts'), logLevel: /** @type {const} */ ('warn') };
await build({ ...common, build: { outDir, emptyOutDir: true } });
await build({ ...common, build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
execFileSync(process.execPath, [path.join(root, 'scripts', 'prerender.mjs'), '--dist', outDir, '--ssr', ssrDir], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
console.log(`built ${outDir}`);
