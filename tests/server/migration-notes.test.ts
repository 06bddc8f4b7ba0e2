// @vitest-environment node
// An applied migration may gain a "-- Superseded by …" line (a later migration changed what it describes) without
// locking out a data directory that applied it before the note; any other change is still refused.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../../server/store/migrations.mjs';

async function checksumOf(sql: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lavra-migration-notes-'));
  try {
    await writeFile(path.join(dir, '20990101000000_example.sql'), sql);
    return (await readMigrations(dir))[0]!.checksum;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('applied migrations', () => {
  it('keep their checksum when a superseded note is added, and lose it for any other change', async () => {
    const original = '-- The index is x_idx.\ncreate table t (a int);\n';
    const noted = '-- The index is x_idx.\n-- Superseded by 20990102000000_other.sql: the index is y_idx.\ncreate table t (a int);\n';
    expect(await checksumOf(noted)).toBe(await checksumOf(original));
    expect(await checksumOf('-- The index is y_idx.\ncreate table t (a int);\n')).not.toBe(await checksumOf(original));
  });
});
