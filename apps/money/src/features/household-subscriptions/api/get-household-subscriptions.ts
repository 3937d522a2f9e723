import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { HouseholdSubscriptionPage } from '@familyhub/contracts';
import { householdSubscriptionsKeys } from './household-subscriptions-keys';

const PAGE_SIZE = 25;

/** GET /api/household-subscriptions — next renewal first. */
export const householdSubscriptionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: householdSubscriptionsKeys.list(),
    queryFn: ({ pageParam }) =>
      apiFetch<HouseholdSubscriptionPage>(
        `/api/household-subscriptions?limit=${PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useHouseholdSubscriptions() {
  return useInfiniteQuery(householdSubscriptionsQueryOptions());
}
