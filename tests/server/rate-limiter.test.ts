// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rateLimitKey } from '../../server/store/client-address.mjs';
import { createRateLimiter } from '../../server/store/rate-limiter.mjs';

describe('the per-client token bucket', () => {
  it('allows a burst of `limit`, then asks to wait until a token is back', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 30, windowMs: 60_000 }, () => now);

    const burst = Array.from({ length: 30 }, () => limiter.take('203.0.113.7').allowed);
    const refused = limiter.take('203.0.113.7');

    expect(burst.every(Boolean)).toBe(true);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 2 });
    now = 1_900;
    expect(limiter.take('203.0.113.7').allowed).toBe(false);
    now = 2_100;
    expect(limiter.take('203.0.113.7').allowed).toBe(true);
  });

  it('refills evenly and never above the burst size', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 3_000 }, () => now);
    for (let index = 0; index < 3; index += 1) limiter.take('a');

    now = 3_600_000;
    const afterAnHour = Array.from({ length: 4 }, () => limiter.take('a').allowed);

    expect(afterAnHour).toEqual([true, true, true, false]);
  });

  it('keeps one bucket per client', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, () => 0);

    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('stays bounded in memory, forgetting idle clients before a busy one', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, () => 0);
    limiter.take('busy');

    const busyAnswers = [];
    for (let index = 0; index < 30_000; index += 1) {
      limiter.take(`client-${index}`);
      if (index % 500 === 0) busyAnswers.push(limiter.take('busy').allowed);
    }

    expect(limiter.size).toBeLessThanOrEqual(10_000);
    expect(busyAnswers.every((allowed) => !allowed)).toBe(true);
  });
});

describe('the address a client is counted by', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::9]', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('counts %s as %s', (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });
});
