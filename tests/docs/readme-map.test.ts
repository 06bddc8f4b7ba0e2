// @vitest-environment node
// The README's "Where things are" names only paths that exist, and names every top-level folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The section's text, from its heading to the next section. */
function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

const looksLikePath = (span: string) => /^\.?[a-z0-9-]+(\/|\.[a-z]+$)/i.test(span);

/**
 * The paths each table row names (its `code` spans that look like paths), each as a path from the project's
 * root: in a folder's row, a path that is not one from the root is read inside that folder (`lib/` in `src/`'s).
 */
function pathsIn(text: string): string[] {
  const rows = text.split('\n').filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line));
  return rows.flatMap((row) => {
    const spans = [...row.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!).filter(looksLikePath);
    const folder = spans[0]?.endsWith('/') ? spans[0] : '';
    return spans.map((span) => (folder && !existsSync(path.join(root, span)) ? `${folder}${span}` : span));
  });
}

describe('README, "Where things are"', () => {
  const map = section('Where things are');
  const paths = pathsIn(map);

  it('is there, with its tables', () => {
    expect(map).not.toBe('');
    expect(paths.length).toBeGreaterThan(30);
  });

  it('names only paths that exist', () => {
    const missing = paths.filter((named) => !existsSync(path.join(root, named)));
    expect(missing).toEqual([]);
  });

  it('names every top-level folder of the project', () => {
    const tracked = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !/^(node_modules|dist.*|test-results|playwright-report|build|public)$/.test(entry.name))
      .map((entry) => `${entry.name}/`);
    const named = new Set(paths.filter((p) => /^[a-z0-9-]+\/$/.test(p)));
    expect(tracked.filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('gives each feature its first files: the form, the store, the e-mails, the catalogue, the workbench', () => {
    for (const feature of ['The budget form', 'The lead store', 'The e-mails (the one outbox)', 'The catalogue', 'The workbench']) {
      const row = map.split('\n').find((line) => line.startsWith(`| ${feature}`));
      expect(row, feature).toBeDefined();
      expect(pathsIn(row!).length, feature).toBeGreaterThanOrEqual(3);
    }
  });
});
