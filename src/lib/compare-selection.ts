// The stones a visitor puts side by side: at most three ids, in the order chosen. Pure functions
// over plain arrays, so the rules (no duplicates, no fourth stone, only ids that look like slugs)
// are tested without a browser; use-compare-selection.ts keeps the list in storage.
import { readJson, writeJson, type KeyValueStore } from './storage';

export const MAX_COMPARED = 3;
/** Storage key of the selection (localStorage: it outlives the tab, a comparison is built over visits). */
export const COMPARE_STORAGE_KEY = 'lavra:comparar';
/** Query parameter of the comparison page: /comparar?pedras=taj-mahal,carrara. */
export const COMPARE_PARAM = 'pedras';
export const COMPARE_PATH = '/comparar';

export type CompareChange =
  | { kind: 'added'; id: string }
  | { kind: 'removed'; id: string }
  | { kind: 'full'; id: string }
  | { kind: 'cleared' };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Keeps the first three distinct slug-like ids; anything else (stale storage, a hand-typed link) is dropped. */
export function normalizeCompared(input: unknown, known?: (id: string) => boolean): string[] {
  if (!Array.isArray(input)) return [];
  const ids: string[] = [];
  for (const value of input) {
    if (typeof value !== 'string' || value.length > 80 || !SLUG.test(value)) continue;
    if (ids.includes(value) || (known && !known(value))) continue;
    ids.push(value);
    if (ids.length === MAX_COMPARED) break;
  }
  return ids;
}

/** Adds the stone, or takes it out if it is already there; a fourth stone is refused, the list unchanged. */
export function toggleCompared(ids: readonly string[], id: string): { ids: string[]; change: CompareChange } {
  if (ids.includes(id)) return { ids: ids.filter((item) => item !== id), change: { kind: 'removed', id } };
  if (ids.length >= MAX_COMPARED) return { ids: [...ids], change: { kind: 'full', id } };
  return { ids: [...ids, id], change: { kind: 'added', id } };
}

/** The comparison's shareable address; the bare page for an empty selection. */
export function compareHref(ids: readonly string[]): string {
  return ids.length ? `${COMPARE_PATH}?${COMPARE_PARAM}=${ids.join(',')}` : COMPARE_PATH;
}

/** The stones a comparison address names (`?pedras=a,b,c`), cleaned like a stored list. */
export function comparedFromSearch(search: string, known?: (id: string) => boolean): string[] {
  const raw = new URLSearchParams(search).get(COMPARE_PARAM);
  return raw ? normalizeCompared(raw.split(',').map((part) => part.trim()), known) : [];
}

export function readCompared(storage: KeyValueStore): string[] {
  return normalizeCompared(readJson(storage, COMPARE_STORAGE_KEY));
}

export function writeCompared(storage: KeyValueStore, ids: readonly string[]): void {
  if (ids.length) writeJson(storage, COMPARE_STORAGE_KEY, ids);
  else storage.remove(COMPARE_STORAGE_KEY);
}
