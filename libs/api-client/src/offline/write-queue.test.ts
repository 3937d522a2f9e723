import { WriteQueue, type QueuedWrite } from './write-queue';
import { memoryStorage, setOfflineStorage } from './offline-storage';

/** jsdom has no Response: the client only needs status, ok, statusText, text() and headers. */
function answer(status: number, body?: unknown) {
  return {
    status,
    ok: status >= 200 && status < 300,
    statusText: '',
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    headers: null,
  };
}

function write(
  key: string,
  method: QueuedWrite['request']['method'],
  path: string,
  extra: Partial<QueuedWrite> = {},
) {
  return {
    key,
    request: { method, path, ...(method === 'DELETE' ? {} : { body: { name: key } }) },
    resource: 'shopping-items',
    label: `Change ${key}`,
    queuedAt: new Date().toISOString(),
    ...extra,
  } satisfies QueuedWrite;
}

describe('WriteQueue', () => {
  let calls: { path: string; method: string; key: string | undefined; body: unknown }[];
  let answers: ReturnType<typeof answer>[];

  beforeEach(() => {
    setOfflineStorage(memoryStorage());
    calls = [];
    answers = [];
    globalThis.fetch = jest.fn(
      async (path: string, init: RequestInit & { headers: Record<string, string> }) => {
        calls.push({
          path,
          method: init.method ?? 'GET',
          key: init.headers['Idempotency-Key'],
          body: init.body ? JSON.parse(String(init.body)) : undefined,
        });
        const next = answers.shift();
        if (!next) throw new TypeError('Failed to fetch');
        return next;
      },
    ) as unknown as typeof fetch;
  });

  it('keeps changes per member across page loads, and replays them in order under their first keys', async () => {
    const first = new WriteQueue();
    await first.open(7);
    await first.enqueue(write('a', 'POST', '/api/shopping-items'));
    await first.enqueue(write('b', 'PATCH', '/api/shopping-items/3'));

    // Another page load (the tab was closed): the same member finds them; another member does not.
    const other = new WriteQueue();
    await other.open(8);
    expect(other.getState().pending).toEqual([]);
    const again = new WriteQueue();
    await again.open(7);
    expect(again.getState().pending.map((w) => w.key)).toEqual(['a', 'b']);

    answers.push(answer(201, { id: 40 }), answer(200, { id: 3 }));
    const synced = jest.fn();
    again.onSynced = synced;
    await expect(again.drain()).resolves.toBe(2);
    expect(calls.map((c) => [c.method, c.path, c.key])).toEqual([
      ['POST', '/api/shopping-items', 'a'],
      ['PATCH', '/api/shopping-items/3', 'b'],
    ]);
    expect(again.getState().pending).toEqual([]);
    expect(synced).toHaveBeenCalledTimes(1);
    const reloaded = new WriteQueue();
    await reloaded.open(7);
    expect(reloaded.getState().pending).toEqual([]);
  });

  it('points the changes to an item added offline at the id the server gave it', async () => {
    const queue = new WriteQueue();
    await queue.open(7);
    await queue.enqueue(write('add', 'POST', '/api/shopping-items', { tempId: -5 }));
    await queue.enqueue(write('tick', 'PATCH', '/api/shopping-items/-5'));
    await queue.enqueue(write('remove', 'DELETE', '/api/shopping-items/-5'));
    answers.push(answer(201, { id: 41 }), answer(200, { id: 41 }), answer(204));
    await queue.drain();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/shopping-items',
      '/api/shopping-items/41',
      '/api/shopping-items/41',
    ]);
  });

  it('shows a change the server now refuses as a conflict, and goes on with the rest', async () => {
    const queue = new WriteQueue();
    await queue.open(7);
    await queue.enqueue(write('gone', 'PATCH', '/api/shopping-items/9', { label: 'Tick “Milk”' }));
    await queue.enqueue(write('fine', 'POST', '/api/shopping-items'));
    answers.push(
      answer(404, { error: 'not_found', message: 'Shopping item not found' }),
      answer(201, { id: 50 }),
    );
    await queue.drain();
    expect(queue.getState().pending).toEqual([]);
    expect(queue.getState().conflicts).toEqual([
      expect.objectContaining({ key: 'gone', label: 'Tick “Milk”', message: 'Shopping item not found' }),
    ]);
    await queue.dismissConflict('gone');
    expect(queue.getState().conflicts).toEqual([]);
  });

  it('stops at a change that cannot be sent now (no network, server down) and keeps it and the rest', async () => {
    const queue = new WriteQueue();
    await queue.open(7);
    await queue.enqueue(write('a', 'POST', '/api/shopping-items'));
    await queue.enqueue(write('b', 'POST', '/api/shopping-items'));
    answers.push(answer(503, { error: 'unavailable', message: 'Planning is unavailable' }));
    await expect(queue.drain()).resolves.toBe(0);
    expect(queue.getState().pending.map((w) => w.key)).toEqual(['a', 'b']);
    // No answer at all: the same.
    await expect(queue.drain()).resolves.toBe(0);
    expect(queue.getState().pending.map((w) => w.key)).toEqual(['a', 'b']);
    expect(queue.getState().conflicts).toEqual([]);
  });

  it('waits for a change the server is still saving under its key, rather than calling it refused', async () => {
    const queue = new WriteQueue();
    await queue.open(7);
    await queue.enqueue(write('milk', 'POST', '/api/shopping-items', { label: 'Add “Milk”' }));
    answers.push(
      answer(409, {
        error: 'idempotency_key_in_flight',
        message: 'This change is still being saved; try again in a moment',
      }),
    );
    await expect(queue.drain()).resolves.toBe(0);
    expect(queue.getState().pending.map((w) => w.key)).toEqual(['milk']);
    expect(queue.getState().conflicts).toEqual([]);

    // The next try, under the same key, gets the first send's answer.
    answers.push(answer(201, { id: 60 }));
    await expect(queue.drain()).resolves.toBe(1);
    expect(calls.map((c) => c.key)).toEqual(['milk', 'milk']);
    expect(queue.getState().pending).toEqual([]);
    expect(queue.getState().conflicts).toEqual([]);
  });

  it('forgets a member’s changes on this device when asked', async () => {
    const queue = new WriteQueue();
    await queue.open(7);
    await queue.enqueue(write('a', 'POST', '/api/shopping-items'));
    await queue.forget(7);
    const reloaded = new WriteQueue();
    await reloaded.open(7);
    expect(reloaded.getState().pending).toEqual([]);
  });
});
