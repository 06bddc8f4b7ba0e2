// Small steps in tasks of their own, for src/entry-client.tsx (which bundles this file into itself: the
// entry imports no other file). A task that does several steps at once can hold up a tap for all of them.

/**
 * Resolves in a task of its own: a message to itself, which a hidden tab does not slow down as it does
 * timers, so a page opened in the background is ready when it is shown.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => window.setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Starts each step in a task of its own, in order, and gives each one's result. Asking for a file costs the
 * browser a few milliseconds of the main thread (on a slow phone, 5-15 ms a request): the three faces and
 * the route's script files asked for together made one task of over 130 ms right after the first paint,
 * which a tap then would wait for. One request per task keeps every task short.
 */
export function oneTaskEach<T>(steps: Array<() => T | Promise<T>>): Promise<Awaited<T>>[] {
  // Each step waits for the previous one's task, not for its result: requests started this way still
  // download side by side.
  let turn: Promise<void> = Promise.resolve();
  return steps.map((step) => {
    turn = turn.then(nextTask);
    return turn.then(step) as Promise<Awaited<T>>;
  });
}
