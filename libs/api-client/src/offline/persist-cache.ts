import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { queryKeys } from '../query-keys';
import { offlineStorage } from './offline-storage';

const cacheKey = (memberId: number) => `familyhub:cache:${memberId}`;
/** A member who has not opened FamilyHub on this device for a week starts from the network again. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Saves at most this often while the cache changes, and once more after the last change. */
export const SAVE_EVERY_MS = 1000;

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

/** TanStack Query's persister over the member's own IndexedDB entry (idb-keyval). */
export function memberCachePersister(memberId: number): Persister {
  const key = cacheKey(memberId);
  // The store of the page it was made for: a save still pending when the page moves on lands where it belongs.
  const storage = offlineStorage();
  return {
    persistClient: (client) => storage.set(key, client),
    restoreClient: () => storage.get<PersistedClient>(key),
    removeClient: () => storage.del(key),
  };
}

const savedOn = new Set(['added', 'removed', 'updated']);

/**
 * Saves the cache as it changes, at most every SAVE_EVERY_MS and in the browser's idle time: dehydrated once a
 * save, not once a cache event (TanStack's own subscription dehydrates the whole cache on every event, and a
 * dashboard's first load fires hundreds: issue #34 measured it as main-thread time). A page being hidden saves
 * what is waiting at once.
 */
export function saveCacheAsItChanges(options: PersistQueryClientOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const save = () => {
    timer = undefined;
    idle = undefined;
    void persistQueryClientSave(options).catch(() => undefined);
  };
  const schedule = () => {
    if (timer !== undefined || idle !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(save, { timeout: 2000 });
      else save();
    }, SAVE_EVERY_MS);
  };
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    const waiting = timer !== undefined || idle !== undefined;
    timer = undefined;
    idle = undefined;
    return waiting;
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && cancel()) save();
  };
  const { queryClient } = options;
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (savedOn.has(event.type)) schedule();
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (savedOn.has(event.type)) schedule();
  });
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onHidden);
  return () => {
    stopQueries();
    stopMutations();
    cancel();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onHidden);
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
  if (!restore) return { stop: saveCacheAsItChanges(options), restored: Promise.resolve() };
  let stopped = false;
  let stopSaving = () => {
    stopped = true;
  };
  const restored = persistQueryClientRestore(options).then(() => {
    if (!stopped) stopSaving = saveCacheAsItChanges(options);
  });
  return { stop: () => stopSaving(), restored };
}

/** Signing out: the member's kept answers leave this device. */
export function forgetQueryCache(memberId: number): Promise<void> {
  return offlineStorage().del(cacheKey(memberId));
}
