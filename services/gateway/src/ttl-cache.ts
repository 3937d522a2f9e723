/**
 * A small in-memory cache whose entries each expire at their own time: the gateway's resolved sessions and API
 * tokens, so a page's burst of calls asks identity once. When it is full the oldest entry goes first.
 */
export interface TtlCache<V> {
  /** The value while it is fresh; an expired entry is dropped and answers undefined. */
  get(key: string): V | undefined;
  /** Keeps the value until `expiresAt` (ms since the epoch); a time already past keeps nothing. */
  set(key: string, value: V, expiresAt: number): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export interface TtlCacheOptions {
  /** The most entries kept at once (default 10,000). */
  maxEntries?: number;
  /** The clock (tests). */
  now?: () => number;
}

export function createTtlCache<V>({
  maxEntries = 10_000,
  now = Date.now,
}: TtlCacheOptions = {}): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt > now()) return hit.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, expiresAt) {
      if (expiresAt <= now()) return;
      entries.delete(key);
      if (entries.size >= maxEntries) {
        // Maps iterate in insertion order: drop the oldest entry.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, expiresAt });
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
