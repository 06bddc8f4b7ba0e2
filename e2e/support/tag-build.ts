// The site built with a GA ID and a Meta pixel ID (scripts/build-variant.mjs), made once per test run and shared by
// every worker and spec that needs the tags configured (the consent checks, the visit link's key).
import { execFile } from 'node:child_process';
import { access, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { startServer } from '../../server/index.mjs';

const root = path.resolve(import.meta.dirname, '../..');
export const TAGS = { VITE_GA_ID: 'G-TEST123', VITE_META_PIXEL_ID: '123456' };

/** Builds the variant once per test run, shared by every worker (the runner's pid names the run). */
export async function variantBuild(): Promise<string> {
  const base = `lavra-consent-${process.ppid}`;
  const dir = path.join(tmpdir(), base);
  const lock = `${dir}.lock`;
  const done = `${dir}.done`;
  const exists = (file: string) => access(file).then(() => true, () => false);
  try {
    await mkdir(lock);
  } catch {
    for (let waited = 0; waited < 170_000; waited += 500) {
      if (await exists(done)) return dir;
      if (await exists(`${dir}.failed`)) throw new Error('the build with analytics IDs failed in another worker');
      // Polls for the other worker's build (a file that appears), up to the bound above; asserts nothing.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('timed out waiting for the build with analytics IDs');
  }
  // Folders left by earlier runs whose runner is gone.
  for (const entry of await readdir(tmpdir())) {
    const pid = Number(/^lavra-consent-(\d+)/.exec(entry)?.[1]);
    if (!pid || pid === process.ppid) continue;
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (!alive) await rm(path.join(tmpdir(), entry), { recursive: true, force: true });
  }
  try {
    await promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'build-variant.mjs'), '--out', dir], {
      cwd: root,
      env: { ...process.env, ...TAGS },
    });
  } catch (error) {
    await writeFile(`${dir}.failed`, String(error));
    throw error;
  }
  await writeFile(done, '');
  return dir;
}

type ServerOptions = Omit<Parameters<typeof startServer>[0], 'distDir'>;

/**
 * The site server on the tagged build, with the environment the build had (as under `npm start`); `close` stops it
 * and gives the process its own environment back.
 */
export async function startTaggedServer(options: ServerOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const distDir = await variantBuild();
  const saved = Object.fromEntries(Object.keys(TAGS).map((key) => [key, process.env[key]]));
  Object.assign(process.env, TAGS);
  const server = await startServer({ ...options, distDir });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}

