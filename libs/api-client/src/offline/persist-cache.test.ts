import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { keptQuery, SAVE_EVERY_MS, saveCacheAsItChanges } from './persist-cache';

describe('what the device keeps of the query cache', () => {
  it('keeps answers, but never the page’s own nor a query marked keepOffline: false', () => {
    const client = new QueryClient();
    client.setQueryData(['tasks'], { items: [] });
    client.setQueryData(['session'], { user: { id: 1 } });
    client.getQueryCache().build(client, { queryKey: ['notes'], meta: { keepOffline: false } });
    client.setQueryData(['notes'], { items: [{ title: 'Wi-Fi' }] });
    const kept = dehydrate(client, { shouldDehydrateQuery: keptQuery }).queries.map((q) => q.queryKey[0]);
    expect(kept).toContain('tasks');
    expect(kept).not.toContain('notes');
    expect(kept).not.toContain('session');
  });
});

/** A persister that notes how many queries each save held. */
function countingPersister(saved: number[]): Persister {
  return {
    persistClient: async (persisted) => {
      saved.push(persisted.clientState.queries.length);
    },
    restoreClient: async () => undefined,
    removeClient: async () => undefined,
  };
}

describe('saving the cache as it changes (issue #34)', () => {
  afterEach(() => jest.useRealTimers());

  it('dehydrates once for a burst of changes, after SAVE_EVERY_MS, and once more for later changes', async () => {
    jest.useFakeTimers();
    const client = new QueryClient();
    const saved: number[] = [];
    const stop = saveCacheAsItChanges({
      queryClient: client,
      persister: countingPersister(saved),
      dehydrateOptions: { shouldDehydrateQuery: keptQuery },
    });
    // A page's first load: many queries, each added and updated.
    for (let i = 0; i < 60; i++) client.setQueryData(['list', i], { items: [i] });
    expect(saved).toEqual([]);
    await jest.advanceTimersByTimeAsync(SAVE_EVERY_MS + 2100);
    expect(saved).toEqual([60]);
    client.setQueryData(['list', 60], { items: [60] });
    await jest.advanceTimersByTimeAsync(SAVE_EVERY_MS + 2100);
    expect(saved).toEqual([60, 61]);
    stop();
    client.setQueryData(['list', 61], { items: [61] });
    await jest.advanceTimersByTimeAsync(SAVE_EVERY_MS + 2100);
    expect(saved).toEqual([60, 61]);
  });

  it('saves what is waiting at once when the page is hidden', async () => {
    jest.useFakeTimers();
    const client = new QueryClient();
    const saved: number[] = [];
    const stop = saveCacheAsItChanges({
      queryClient: client,
      persister: countingPersister(saved),
    });
    client.setQueryData(['tasks'], { items: [] });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(saved).toEqual([1]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    stop();
  });
});
