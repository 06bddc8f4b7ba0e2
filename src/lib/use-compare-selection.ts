// The comparison's selection as a small external store: every compare control on the page (a stone's
// panel, each catalogue card) and the comparison page read the same list, and a change in another tab
// (the `storage` event) reaches them too. The server and the hydrating render see an empty selection,
// so the prerendered HTML and the first client render agree; the stored one follows at once.
import { useSyncExternalStore } from 'react';
import { COMPARE_STORAGE_KEY, normalizeCompared, readCompared, toggleCompared, writeCompared, type CompareChange } from './compare-selection';
import { browserStorage, type KeyValueStore } from './storage';

export interface CompareStore {
  // Functions, not methods: useSyncExternalStore calls them unbound.
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly string[];
  toggle(id: string): CompareChange;
  remove(id: string): void;
  /** Takes a whole list at once: the comparison a shared address opens becomes the visitor's own. */
  replace(ids: readonly string[]): void;
  clear(): void;
}

const EMPTY: readonly string[] = Object.freeze([]);

export function createCompareStore(storage: KeyValueStore, target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null): CompareStore {
  let ids: readonly string[] | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  // An empty selection is always the one EMPTY list, the server's snapshot too: a page hydrated with
  // nothing stored has nothing to render again.
  const frozen = (list: readonly string[]) => (list.length ? Object.freeze([...list]) : EMPTY);
  const current = () => (ids ??= frozen(readCompared(storage)));
  const commit = (next: readonly string[]) => {
    ids = frozen(next);
    writeCompared(storage, ids);
    emit();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== COMPARE_STORAGE_KEY) return;
    ids = null;
    emit();
  };
  return {
    subscribe(listener) {
      if (listeners.size === 0) target?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot: current,
    toggle(id) {
      const result = toggleCompared(current(), id);
      if (result.change.kind !== 'full') commit(result.ids);
      return result.change;
    },
    remove(id) {
      if (current().includes(id)) commit(current().filter((item) => item !== id));
    },
    replace(next) {
      const clean = normalizeCompared(next);
      if (clean.join() !== current().join()) commit(clean);
    },
    clear() {
      commit([]);
    },
  };
}

/** The visitor's own selection, in localStorage (created lazily: the server never touches it). */
export const browserCompareStore: CompareStore = createCompareStore(browserStorage, typeof window === 'undefined' ? null : window);

const serverSnapshot = () => EMPTY;

export function useCompareSelection(store: CompareStore = browserCompareStore): readonly string[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}
