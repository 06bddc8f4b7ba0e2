import { describe, expect, it } from 'vitest';
import { createRequestId, UUID_PATTERN } from '../../src/lib/uuid';

describe('request ids', () => {
  it('uses crypto.randomUUID when present', () => {
    expect(createRequestId({ randomUUID: () => 'from-crypto', getRandomValues: (a: Uint8Array) => a } as unknown as Crypto)).toBe('from-crypto');
  });

  it('builds a version 4 UUID from getRandomValues when randomUUID is missing (older Safari, http)', () => {
    const ids = new Set(Array.from({ length: 200 }, () => createRequestId({ getRandomValues: (a) => crypto.getRandomValues(a) })));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_PATTERN);
  });

  it('still gives a valid UUID without any crypto', () => {
    expect(createRequestId(undefined)).toMatch(UUID_PATTERN);
  });
});
