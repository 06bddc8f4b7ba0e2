// @ts-check
import { execFileSync } from 'node:child_process';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Builds a git ref in a folder of its own under `temp` (its files from `git archive`, this tree's
 * node_modules) and returns its dist/: the reference a paired bench runs the working tree's build against.
 * @param {string} ref
 * @param {string} temp
 */
export async function buildRef(ref, temp) {
  const dir = path.join(temp, ref.replace(/\W+/g, '-'));
  execFileSync('sh', ['-c', `mkdir -p "${dir}" && git archive "${ref}" | tar -x -C "${dir}"`], { cwd: root, stdio: 'inherit' });
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  console.log(`building ${ref}`);
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return path.join(dir, 'dist');
}
