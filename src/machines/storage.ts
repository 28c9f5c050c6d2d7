import { createStore, get, set, del, keys } from 'idb-keyval';

/** The small key-value surface saves and settings need; IndexedDB in the app, a Map in tests. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** IndexedDB-backed store (idb-keyval), one database for the whole app. */
export function idbStore(dbName = 'gatehouse', storeName = 'kv'): KeyValueStore {
  const store = createStore(dbName, storeName);
  return {
    get: (k) => get(k, store),
    set: (k, v) => set(k, v, store),
    del: (k) => del(k, store),
    keys: async () => (await keys(store)).map(String),
  };
}

/** In-memory store for tests and for browsers where IndexedDB is unavailable (private modes). */
export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore {
  const m = new Map<string, unknown>(Object.entries(initial));
  return {
    get: async (k) => m.get(k),
    set: async (k, v) => void m.set(k, v),
    del: async (k) => void m.delete(k),
    keys: async () => [...m.keys()],
  };
}
