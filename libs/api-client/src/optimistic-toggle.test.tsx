import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { EndpointRoute } from '@familyhub/contracts';
import { createQueryClient } from './query-client';
import { useOptimisticToggle } from './optimistic-toggle';

interface Row {
  id: number;
  completed: boolean;
}
type Page = { items: Row[] };
interface Toggle {
  id: number;
  completed: boolean;
}

// A route as the generated endpoint routes give it; the test needs only its method, path and resource.
const update = {
  method: 'PATCH',
  path: '/api/tasks/:id',
  resource: 'tasks',
} as unknown as EndpointRoute<never>;
const listKey = ['tasks', '/api/tasks', {}, { limit: 5 }];
const otherKey = ['shopping-items', '/api/shopping-items', {}, {}];

/** jsdom has no Response: the client only needs status, ok, statusText and text(). */
function answer(status: number, body: unknown) {
  return {
    status,
    ok: status >= 200 && status < 300,
    statusText: '',
    text: async () => JSON.stringify(body),
    headers: null,
  };
}

function setUp(status: number, body: unknown) {
  const client = createQueryClient();
  client.setQueryData<Page>(listKey, {
    items: [
      { id: 1, completed: false },
      { id: 2, completed: false },
    ],
  });
  client.setQueryData(otherKey, { items: [{ id: 1, completed: false }] });
  let settle: (value: unknown) => void = () => undefined;
  const fetch = jest.fn(() => new Promise((resolve) => (settle = () => resolve(answer(status, body)))));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  const onRefused = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useOptimisticToggle(
        update,
        ({ id, completed }: Toggle) => ({ params: { id }, body: { completed } }) as never,
        {
          apply: (cache: Page | undefined, { id, completed }: Toggle) =>
            cache && { items: cache.items.map((row) => (row.id === id ? { ...row, completed } : row)) },
          failure: 'Failed to update task',
          onRefused,
        },
      ),
    { wrapper },
  );
  return { client, fetch, settle: () => settle(undefined), onRefused, result };
}

const ticked = (client: ReturnType<typeof createQueryClient>) =>
  client.getQueryData<Page>(listKey)?.items.map((row) => row.completed);

describe('useOptimisticToggle', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('ticks the row in the cache before the server answers, and calls the endpoint with the input', async () => {
    const { client, fetch, settle, result } = setUp(200, { id: 1, completed: true });
    act(() => result.current.mutate({ id: 1, completed: true }));
    await waitFor(() => expect(ticked(client)).toEqual([true, false]));
    expect(fetch).toHaveBeenCalledWith(
      '/api/tasks/1',
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ completed: true }) }),
    );
    // Only the endpoint's resource is touched.
    expect(client.getQueryData<Page>(otherKey)?.items[0]?.completed).toBe(false);
    settle();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('puts the row back and passes the server’s words on when the call is refused', async () => {
    const { client, fetch, settle, onRefused, result } = setUp(403, {
      error: 'forbidden',
      message: 'Only the assignee can tick this task',
    });
    act(() => result.current.mutate({ id: 2, completed: true }));
    await waitFor(() => expect(ticked(client)).toEqual([false, true]));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    settle();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(ticked(client)).toEqual([false, false]);
    expect(onRefused).toHaveBeenCalledWith('Only the assignee can tick this task');
    expect(console.error).toHaveBeenCalledWith('Failed to update task', expect.anything());
  });

  it('only logs a failure that is no refusal', async () => {
    const { client, fetch, settle, onRefused, result } = setUp(500, { error: 'internal', message: 'Oops' });
    act(() => result.current.mutate({ id: 1, completed: true }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    settle();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(ticked(client)).toEqual([false, false]);
    expect(onRefused).not.toHaveBeenCalled();
  });
});
