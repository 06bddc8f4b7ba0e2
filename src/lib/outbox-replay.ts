// Loaded on demand by outbox-flush.ts, only when requests are waiting: re-sends them through the
// Supabase entry point (itself loaded on demand, load-leads.ts). Kept apart so outbox.ts is only ever imported
// statically and the page-load check stays a few hundred bytes.
import { loadLeads } from './load-leads';
import { createOutbox, type DeliveryOutcome } from './outbox';
import type { KeyValueStore } from './storage';

export async function replayOutbox(storage: KeyValueStore): Promise<Record<DeliveryOutcome, number>> {
  const { submitLead } = await loadLeads();
  return createOutbox({ storage, send: submitLead }).flush();
}
