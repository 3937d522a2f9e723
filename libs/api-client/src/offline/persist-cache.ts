import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { queryKeys } from '../query-keys';
import { offlineStorage } from './offline-storage';

const cacheKey = (memberId: number) => `familyhub:cache:${memberId}`;
/** A member who has not opened FamilyHub on this device for a week starts from the network again. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Saves at most this often while the cache changes, and once more after the last change. */
const SAVE_EVERY_MS = 300;

/** What the page itself carries (the session, the plan, the remotes): never kept, always the page's own. */
const pageOwned = new Set<unknown>([
  queryKeys.session()[0],
  queryKeys.subscription()[0],
  queryKeys.domains()[0],
]);

/**
 * Whether a query's answer is written to the device: not the page's own, and not one marked
 * `meta: { keepOffline: false }` (private notes: their text never rests in the browser's storage).
 */
export function keptQuery(query: Query): boolean {
  return (
    query.state.status === 'success' && !pageOwned.has(query.queryKey[0]) && query.meta?.keepOffline !== false
  );
}

/** TanStack Query's persister over the member's own IndexedDB entry (idb-keyval), saving at most every 300 ms. */
export function memberCachePersister(memberId: number): Persister {
  const key = cacheKey(memberId);
  // The store of the page it was made for: a save still pending when the page moves on lands where it belongs.
  const storage = offlineStorage();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: PersistedClient | undefined;
  return {
    persistClient: (client) => {
      latest = client;
      timer ??= setTimeout(() => {
        timer = undefined;
        if (latest) void storage.set(key, latest);
      }, SAVE_EVERY_MS);
    },
    restoreClient: () => storage.get<PersistedClient>(key),
    removeClient: async () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      latest = undefined;
      await storage.del(key);
    },
  };
}

/**
 * Keeps the member's query cache on this device (issue #31), saved as it changes, and restores it into the client
 * when asked (`restore`: a page opened with no network, which then draws what was there). A page opened online asks
 * the network as ever, so an answer the server can no longer give (a domain down) is never drawn from the device
 * as if it were current. A new build (`buster`) starts from an empty cache, never reading answers of another shape.
 */
export function keepQueryCache(
  queryClient: QueryClient,
  memberId: number,
  buster: string,
  { restore }: { restore: boolean },
): { stop: () => void; restored: Promise<void> } {
  // A screen opened days ago is kept for the member's next time offline, not collected after five minutes.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, gcTime: CACHE_MAX_AGE_MS },
  });
  const options = {
    queryClient,
    persister: memberCachePersister(memberId),
    maxAge: CACHE_MAX_AGE_MS,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: keptQuery },
  };
  if (!restore) return { stop: persistQueryClientSubscribe(options), restored: Promise.resolve() };
  const [stop, restored] = persistQueryClient(options);
  return { stop, restored };
}

/** Signing out: the member's kept answers leave this device. */
export function forgetQueryCache(memberId: number): Promise<void> {
  return offlineStorage().del(cacheKey(memberId));
}
