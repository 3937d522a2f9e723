import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { EssentialItemPage } from '@familyhub/contracts';
import { essentialItemsKeys } from './essential-items-keys';

/** GET /api/essential-items[?low=true]: the family's essentials by name (or only the low ones), a page at a time. */
export const essentialItemsQueryOptions = (low: boolean) =>
  infiniteQueryOptions({
    queryKey: essentialItemsKeys.list(low),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: '50' });
      if (low) params.set('low', 'true');
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<EssentialItemPage>(`/api/essential-items?${params.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useEssentialItems(low: boolean) {
  return useInfiniteQuery(essentialItemsQueryOptions(low));
}
