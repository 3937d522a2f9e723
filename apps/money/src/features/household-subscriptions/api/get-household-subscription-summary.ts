import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { HouseholdSubscriptionSummary } from '@familyhub/contracts';
import { householdSubscriptionsKeys } from './household-subscriptions-keys';

/** GET /api/household-subscriptions/summary — what the active subscriptions cost a year and a month. */
export const householdSubscriptionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: householdSubscriptionsKeys.summary(),
    queryFn: () => apiFetch<HouseholdSubscriptionSummary>('/api/household-subscriptions/summary'),
  });

export function useHouseholdSubscriptionSummary() {
  return useQuery(householdSubscriptionSummaryQueryOptions());
}
