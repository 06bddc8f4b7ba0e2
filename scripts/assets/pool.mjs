/** Runs `work` over `items` with at most `limit` in flight; rejects on the first failure. */
export async function runLimited(items, limit, work) {
  const queue = [...items];
  const lanes = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    while (queue.length > 0) await work(queue.shift());
  });
  await Promise.all(lanes);
}
