// The unfinished booking, kept in localStorage while the visitor fills it so a reload loses nothing,
// and removed once the visit is booked (the budget draft's policy, docs/decisions/007): personal data
// stays in the browser only while it serves the visitor, and a draft left for a week is dropped.
// The budget form's success card writes the visitor's contact here before opening /agendar.
import type { VisitKindId } from '../../content/visits';
import { readJson, writeJson, type KeyValueStore } from './storage';

export const VISIT_DRAFT_KEY = 'lavra:visit-draft';
export const VISIT_DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface VisitFormValues {
  kind: VisitKindId | '';
  /** The day on show in the week (YYYY-MM-DD in São Paulo). */
  day: string;
  /** The chosen slot's start (ISO instant), '' until one is chosen. */
  startsAt: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  neighbourhood: string;
}

export interface VisitDraft {
  values: VisitFormValues;
  /** The booking attempt's key, kept so a retry after a reload cannot book twice. */
  clientKey: string | null;
}

export const emptyVisitValues = (): VisitFormValues => ({ kind: '', day: '', startsAt: '', name: '', phone: '', email: '', address: '', neighbourhood: '' });

const textKeys = ['day', 'startsAt', 'name', 'phone', 'email', 'address', 'neighbourhood'] as const;

function sanitize(input: unknown): VisitFormValues {
  const values = emptyVisitValues();
  if (!input || typeof input !== 'object') return values;
  const record = input as Record<string, unknown>;
  if (record.kind === 'showroom' || record.kind === 'measurement') values.kind = record.kind;
  for (const key of textKeys) {
    const value = record[key];
    if (typeof value === 'string') values[key] = value.slice(0, 300);
  }
  return values;
}

export function loadVisitDraft(store: KeyValueStore, now = Date.now()): VisitDraft | null {
  const data = readJson(store, VISIT_DRAFT_KEY) as { values?: unknown; clientKey?: unknown; savedAt?: unknown } | null;
  if (!data || typeof data !== 'object') return null;
  const savedAt = typeof data.savedAt === 'string' ? Date.parse(data.savedAt) : NaN;
  if (!(now - savedAt <= VISIT_DRAFT_MAX_AGE_MS)) {
    store.remove(VISIT_DRAFT_KEY);
    return null;
  }
  return { values: sanitize(data.values), clientKey: typeof data.clientKey === 'string' ? data.clientKey : null };
}

export function saveVisitDraft(store: KeyValueStore, draft: VisitDraft, now = Date.now()): void {
  writeJson(store, VISIT_DRAFT_KEY, { version: 1, savedAt: new Date(now).toISOString(), values: draft.values, clientKey: draft.clientKey });
}

export function removeVisitDraft(store: KeyValueStore): void {
  store.remove(VISIT_DRAFT_KEY);
}

/** The budget form's success card hands the visitor's contact to the booking page (kept answers win). */
export function handOffContact(store: KeyValueStore, contact: { name: string; phone: string; email: string }, now = Date.now()): void {
  const draft = loadVisitDraft(store, now) ?? { values: emptyVisitValues(), clientKey: null };
  const values = { ...draft.values };
  for (const key of ['name', 'phone', 'email'] as const) if (!values[key]) values[key] = contact[key];
  saveVisitDraft(store, { ...draft, values }, now);
}
