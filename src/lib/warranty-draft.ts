// The unfinished warranty registration, kept in localStorage while it is filled so a reload loses nothing, and
// removed once it is sent and taken (the budget draft's policy, docs/decisions/007); a draft left a week is dropped.
import { readJson, writeJson, type KeyValueStore } from './storage';

export const WARRANTY_DRAFT_KEY = 'lavra:warranty-draft';
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface WarrantyPieceValues {
  room: string;
  surface: string;
  stone: string;
  finish: string;
}

export interface WarrantyFormValues {
  name: string;
  email: string;
  phone: string;
  installedMonth: string;
  orderNumber: string;
  pieces: WarrantyPieceValues[];
  /** The care reminders: off until the client turns them on. */
  reminders: boolean;
}

export interface WarrantyDraft {
  values: WarrantyFormValues;
  /** The attempt's key, kept so a retry after a reload cannot register twice. */
  clientKey: string | null;
}

export const emptyPiece = (): WarrantyPieceValues => ({ room: '', surface: '', stone: '', finish: '' });
export const emptyWarrantyValues = (): WarrantyFormValues => ({ name: '', email: '', phone: '', installedMonth: '', orderNumber: '', pieces: [emptyPiece()], reminders: false });

const text = (value: unknown, max = 300) => (typeof value === 'string' ? value.slice(0, max) : '');

function sanitize(input: unknown): WarrantyFormValues {
  const values = emptyWarrantyValues();
  if (!input || typeof input !== 'object') return values;
  const record = input as Record<string, unknown>;
  for (const key of ['name', 'email', 'phone', 'installedMonth', 'orderNumber'] as const) values[key] = text(record[key]);
  if (Array.isArray(record.pieces) && record.pieces.length > 0) {
    values.pieces = record.pieces.slice(0, 12).map((piece: unknown) => {
      const p = (piece ?? {}) as Record<string, unknown>;
      return { room: text(p.room, 40), surface: text(p.surface, 40), stone: text(p.stone, 60), finish: text(p.finish, 20) };
    });
  }
  values.reminders = record.reminders === true;
  return values;
}

export function loadWarrantyDraft(store: KeyValueStore, now = Date.now()): WarrantyDraft | null {
  const saved = readJson(store, WARRANTY_DRAFT_KEY) as { values?: unknown; clientKey?: unknown; savedAt?: unknown } | null;
  if (!saved || typeof saved !== 'object') return null;
  if (typeof saved.savedAt !== 'number' || now - saved.savedAt > MAX_AGE_MS) {
    store.remove(WARRANTY_DRAFT_KEY);
    return null;
  }
  return { values: sanitize(saved.values), clientKey: typeof saved.clientKey === 'string' ? saved.clientKey : null };
}

export function saveWarrantyDraft(store: KeyValueStore, draft: WarrantyDraft, now = Date.now()): void {
  writeJson(store, WARRANTY_DRAFT_KEY, { ...draft, savedAt: now });
}

export function removeWarrantyDraft(store: KeyValueStore): void {
  store.remove(WARRANTY_DRAFT_KEY);
}
