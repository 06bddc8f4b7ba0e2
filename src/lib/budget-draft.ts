// The unfinished form, kept in localStorage on every change so a visitor who leaves (or whose
// tab is discarded) finds their answers again; removed once the request is submitted.
import { clampStep, hasAnyValue, sanitizeValues, type BudgetFormValues, type BudgetStep } from './budget-steps';
import { readJson, writeJson, type KeyValueStore } from './storage';

export const DRAFT_KEY = 'lavra:budget-draft';

export interface BudgetDraft {
  values: BudgetFormValues;
  step: BudgetStep;
}

export function loadDraft(store: KeyValueStore): BudgetDraft | null {
  const data = readJson(store, DRAFT_KEY);
  if (!data || typeof data !== 'object') return null;
  const { values, step } = data as { values?: unknown; step?: unknown };
  const clean = sanitizeValues(values);
  if (!hasAnyValue(clean)) return null;
  return { values: clean, step: clampStep(typeof step === 'number' ? step : 1) };
}

/** Saves the draft, or removes it when nothing has been answered (e.g. right after a reset). */
export function saveDraft(store: KeyValueStore, draft: BudgetDraft): void {
  if (!hasAnyValue(draft.values)) {
    store.remove(DRAFT_KEY);
    return;
  }
  writeJson(store, DRAFT_KEY, { version: 1, step: draft.step, values: draft.values, savedAt: new Date().toISOString() });
}

export function removeDraft(store: KeyValueStore): void {
  store.remove(DRAFT_KEY);
}

/** Cheap check for the prerendered shell: is there anything to restore? */
export function hasDraft(store: KeyValueStore): boolean {
  return store.get(DRAFT_KEY) !== null;
}
