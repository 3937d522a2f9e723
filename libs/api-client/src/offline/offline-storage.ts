import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/** Where the offline cache and queued changes are kept: IndexedDB in a browser (idb-keyval). */
export interface OfflineStorage {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

function indexedDbStorage(): OfflineStorage {
  let store: UseStore | undefined;
  const db = () => (store ??= createStore('familyhub-offline', 'kept'));
  return {
    get: (key) => get(key, db()),
    set: (key, value) => set(key, value, db()),
    del: (key) => del(key, db()),
    keys: async () => (await keys(db())).map(String),
  };
}

/** A page without IndexedDB (a test's jsdom, a locked-down browser): kept for the page's life only. */
export function memoryStorage(): OfflineStorage {
  const kept = new Map<string, string>();
  return {
    get: async <T>(key: string) => {
      const json = kept.get(key);
      return json === undefined ? undefined : (JSON.parse(json) as T);
    },
    set: async (key, value) => void kept.set(key, JSON.stringify(value)),
    del: async (key) => void kept.delete(key),
    keys: async () => [...kept.keys()],
  };
}

let current: OfflineStorage | undefined;

export function offlineStorage(): OfflineStorage {
  current ??= typeof indexedDB === 'undefined' ? memoryStorage() : indexedDbStorage();
  return current;
}

/** Tests: start from an empty store of their own. */
export function setOfflineStorage(storage: OfflineStorage): void {
  current = storage;
}
