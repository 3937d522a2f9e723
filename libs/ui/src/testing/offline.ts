import { memoryStorage, setOfflineStorage, writeQueue } from '@familyhub/api-client';

let queueOwner = 1000;

/**
 * For a screen test of a change made with no network (issue #31): each test gets an empty store and a queue of its
 * own (the page's one queue outlives a test), and `goOffline()` makes the browser say it has no network until the
 * test ends.
 *
 * ```ts
 * const { goOffline } = withOfflineQueue();
 * it('keeps a tick', async () => { goOffline(); … expect(writeQueue().getState().pending).toHaveLength(1); });
 * ```
 */
export function withOfflineQueue() {
  const onLine = Object.getOwnPropertyDescriptor(window.navigator, 'onLine');
  beforeEach(async () => {
    setOfflineStorage(memoryStorage());
    queueOwner += 1;
    await writeQueue().open(queueOwner);
  });
  afterEach(() => {
    if (onLine) Object.defineProperty(navigator, 'onLine', onLine);
    else delete (navigator as { onLine?: boolean }).onLine;
  });
  return {
    goOffline: () => Object.defineProperty(navigator, 'onLine', { value: false, configurable: true }),
  };
}
