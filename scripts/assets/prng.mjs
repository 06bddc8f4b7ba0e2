// Seeded randomness: the same name always draws the same stone, so outputs are reproducible
// and the incremental cache stays valid across machines.

/**
 * FNV-1a 32-bit hash of a string.
 * @param {string} text
 * @returns {number}
 */
export function hashString(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * @typedef {object} Random
 * @property {() => number} next in [0, 1)
 * @property {(min: number, max: number) => number} range
 * @property {(min: number, max: number) => number} int an integer from min to max, both included
 * @property {<T>(list: readonly T[]) => T} pick
 * @property {() => number} seed
 */

/**
 * mulberry32: small, fast, good enough for placement of veins and specks.
 * @param {unknown} seedText
 * @returns {Random}
 */
export function createRandom(seedText) {
  let a = hashString(String(seedText)) || 1;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    // An empty list is never passed: every caller picks from a non-empty list of colours.
    pick: (list) => /** @type {(typeof list)[number]} */ (list[Math.floor(next() * list.length)]),
    /** Seed for feTurbulence (rsvg accepts integers). */
    seed: () => Math.floor(next() * 9000) + 1,
  };
}
