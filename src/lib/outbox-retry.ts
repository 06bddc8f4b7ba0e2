// When the page tries again: small and dependency-free, so the page-load side of the outbox can
// plan a retry without loading the runner.

/** Waits between in-page retries; after these, the next page load or 'online' event tries again. */
export const IN_PAGE_RETRY_DELAYS_MS = [15_000, 60_000, 300_000] as const;

export function nextRetryDelay(retriesDone: number): number | null {
  return IN_PAGE_RETRY_DELAYS_MS[retriesDone] ?? null;
}
