// @vitest-environment node
// A test file says each thing once: two tests with the same title in one file are a copy kept by mistake, and
// a reader of a failure cannot tell which of them failed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const testFiles = (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.test\.tsx?$/.test(file));
const TITLE = /^\s*it\((['"`])(.+?)\1,/gm;

describe('the test files', () => {
  it('name each test once per file', () => {
    expect(testFiles.length).toBeGreaterThan(50);
    const repeated = testFiles.flatMap((file) => {
      const titles = Array.from(readFileSync(path.join(root, file), 'utf8').matchAll(TITLE), (match) => match[2]!);
      return titles.filter((title, i) => titles.indexOf(title) !== i).map((title) => `${file}: ${title}`);
    });
    expect(repeated).toEqual([]);
  });
});
