// Waits for a state outside a test body (hooks cannot use expect.poll): polls `check` until it returns
// something other than undefined, or throws after `timeoutMs` with the last error.
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
      if (error instanceof Error && error.name === 'Fatal') throw error;
    }
    if (Date.now() > deadline) throw new Error(`gave up waiting after ${timeoutMs} ms${lastError ? `: ${lastError instanceof Error ? lastError.toString() : JSON.stringify(lastError)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
