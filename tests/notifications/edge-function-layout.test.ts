// @vitest-environment node
// The Edge Function as the Supabase CLI deploys it: everything it imports lies inside supabase/functions/
// (its own folder and _shared/), every relative import names its file, every package comes through its
// deno.json at the version package-lock.json installs, and _shared/ is exactly what the sources make.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTION_DIR, SHARED_DIR, sharedFiles, specifiersOf, staleShared, unmappedImports } from '../../scripts/edge-function.mjs';

const root = path.resolve(__dirname, '../..');
const functionsDir = path.join(root, 'supabase/functions');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const deployed = [path.join(FUNCTION_DIR, 'index.ts'), ...filesUnder(SHARED_DIR)];

describe('the lead-notifications Edge Function', () => {
  it('_shared/ holds exactly what the sources make (npm run build:edge-function)', () => {
    expect(staleShared()).toEqual([]);
  });

  it('imports nothing from outside supabase/functions/, and names every relative file with its extension', () => {
    const outside: string[] = [];
    const extensionless: string[] = [];
    for (const file of deployed) {
      for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), specifier);
        if (path.relative(functionsDir, target).startsWith('..')) outside.push(`${path.relative(root, file)} → ${specifier}`);
        if (!/\.(ts|tsx|mjs)$/.test(specifier)) extensionless.push(`${path.relative(root, file)} → ${specifier}`);
      }
    }
    expect(outside).toEqual([]);
    expect(extensionless).toEqual([]);
  });

  it('gets every package through deno.json, pinned to the version package-lock.json installs', () => {
    const { bare } = sharedFiles();
    for (const specifier of specifiersOf(readFileSync(path.join(FUNCTION_DIR, 'index.ts'), 'utf8'))) {
      if (!specifier.startsWith('.') && !specifier.startsWith('node:')) bare.add(specifier);
    }
    expect(bare.size).toBeGreaterThan(0);
    expect(unmappedImports(bare)).toEqual([]);

    const { imports } = JSON.parse(readFileSync(path.join(FUNCTION_DIR, 'deno.json'), 'utf8')) as { imports: Record<string, string> };
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> };
    for (const [alias, target] of Object.entries(imports)) {
      const match = /^npm:((?:@[^/]+\/)?[^@/]+)@([^/]+)/.exec(target);
      expect(match, `${alias}: ${target}`).not.toBeNull();
      const [, name, version] = match!;
      expect(`${name}@${version}`, alias).toBe(`${name}@${lock.packages[`node_modules/${name}`]?.version}`);
    }
  });
});
