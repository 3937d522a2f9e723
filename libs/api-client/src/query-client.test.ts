import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('uses the spec defaults: no retries, no refetch on focus, never stale, 5 minute cache', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.retry).toBe(false);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.staleTime).toBe(Infinity);
    expect(queries.gcTime).toBe(300_000);
  });
});
