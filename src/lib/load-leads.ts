// The Supabase entry point (./leads), loaded on demand, once for the page: the budget form's submit and
// the outbox's replay share it, so a download that broke off is asked for again by either (see network.ts).
import { loadWhenReachable } from './network';

export const loadLeads = loadWhenReachable(() => import('./leads'));
