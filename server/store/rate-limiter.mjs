// @ts-check
// Token bucket per client: `limit` requests as a burst, refilled evenly over
// `windowMs`. Memory stays bounded however many addresses show up.

/**
 * @typedef {object} RateLimitOptions
 * @property {number} limit requests per window, also the burst size
 * @property {number} windowMs
 */

/** @typedef {{ allowed: true } | { allowed: false, retryAfterSeconds: number }} RateLimitDecision */

const MAX_TRACKED_CLIENTS = 10_000;

/**
 * @param {RateLimitOptions} options
 * @param {() => number} [now]
 */
export function createRateLimiter({ limit, windowMs }, now = Date.now) {
  if (!(limit >= 1) || !(windowMs > 0)) throw new RangeError('rate limit needs limit >= 1 and windowMs > 0');
  const refillPerMs = limit / windowMs;
  /** @type {Map<string, { tokens: number, updatedAt: number }>} */
  const buckets = new Map();

  /** @param {number} time */
  function makeRoom(time) {
    // A bucket that has refilled completely is the same as no bucket.
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + (time - bucket.updatedAt) * refillPerMs >= limit) buckets.delete(key);
    }
    // Still crowded (many busy clients at once): forget the least recently
    // seen tenth, so this full sweep runs once per thousand new clients, not
    // once per client.
    for (const key of buckets.keys()) {
      if (buckets.size <= MAX_TRACKED_CLIENTS * 0.9) break;
      buckets.delete(key);
    }
  }

  return {
    /**
     * Spends one token of `key`'s bucket if it has one.
     * @param {string} key
     * @returns {RateLimitDecision}
     */
    take(key) {
      const time = now();
      let bucket = buckets.get(key);
      if (bucket === undefined) {
        if (buckets.size >= MAX_TRACKED_CLIENTS) makeRoom(time);
        bucket = { tokens: limit, updatedAt: time };
        buckets.set(key, bucket);
      } else {
        bucket.tokens = Math.min(limit, bucket.tokens + Math.max(0, time - bucket.updatedAt) * refillPerMs);
        bucket.updatedAt = time;
        // Move to the end: the map stays ordered from least to most recently seen.
        buckets.delete(key);
        buckets.set(key, bucket);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      const waitMs = (1 - bucket.tokens) / refillPerMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },

    /** Clients currently tracked, for tests and diagnostics. */
    get size() {
      return buckets.size;
    },
  };
}
