import { dehydrate, QueryClient } from '@tanstack/react-query';
import { keptQuery } from './persist-cache';

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
