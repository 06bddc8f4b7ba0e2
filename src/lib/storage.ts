// Key-value storage behind a small interface: the browser's localStorage (which throws in some
// private modes and when full) or an in-memory map for tests and stories.
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStore {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => {
      map.set(key, value);
      return true;
    },
    remove: (key) => {
      map.delete(key);
    },
  };
}

/** The part of the Web Storage API used here, typed without the DOM's types (the Node scripts' type check reaches this module). */
type WebStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void };
const localStore = () => (globalThis as { localStorage?: WebStorage }).localStorage;

/** localStorage when it works, never throwing; reads it lazily so SSR can import this module. */
export const browserStorage: KeyValueStore = {
  get(key) {
    try {
      return localStore()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      const store = localStore();
      if (!store) return false;
      store.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(key) {
    try {
      localStore()?.removeItem(key);
    } catch {
      // Nothing to do: the value was never readable either.
    }
  },
};

export function readJson(store: KeyValueStore, key: string): unknown {
  const raw = store.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(store: KeyValueStore, key: string, value: unknown): boolean {
  return store.set(key, JSON.stringify(value));
}
