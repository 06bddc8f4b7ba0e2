/**
 * Runs `work` over `items` with at most `limit` in flight; rejects on the first failure.
 * @template T
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<unknown>} work
 */
export async function runLimited(items, limit, work) {
  const queue = [...items];
  const lanes = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    // The queue is not empty, so shift() gives an item.
    while (queue.length > 0) await work(/** @type {T} */ (queue.shift()));
  });
  await Promise.all(lanes);
}
