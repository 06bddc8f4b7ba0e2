// What a delivery attempt of a budget request answered. Shared by the Supabase entry point
// (loaded on demand) and the outbox, without pulling supabase-js into either's importers.
export interface LeadError {
  code?: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

/** status 0 means the request never got an HTTP answer: offline, timeout, CORS or a thrown error. */
export interface LeadSendResult {
  status: number;
  error: LeadError | null;
}

export type LeadSender = (row: import('./lead-row').BudgetRequestRow) => Promise<LeadSendResult>;
