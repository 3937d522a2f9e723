import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPages, endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreateHouseholdSubscriptionBody,
  type UpdateHouseholdSubscriptionBody,
} from '@familyhub/contracts';

const endpoints = endpointRoutes.householdSubscriptions;

const PAGE_SIZE = 25;

/** The household's subscriptions, next renewal first, a page at a time. */
export const householdSubscriptionsQueryOptions = () => endpointPages(endpoints.list, PAGE_SIZE);

export function useHouseholdSubscriptions() {
  return useInfiniteQuery(householdSubscriptionsQueryOptions());
}

export const householdSubscriptionSummaryQueryOptions = () => endpointQuery(endpoints.summary);

export function useHouseholdSubscriptionSummary() {
  return useQuery(householdSubscriptionSummaryQueryOptions());
}

export function useAddHouseholdSubscription() {
  return useEndpointMutation(endpoints.create, (body: CreateHouseholdSubscriptionBody) => ({ body }));
}

export function useUpdateHouseholdSubscription() {
  return useEndpointMutation(
    endpoints.update,
    ({ id, body }: { id: number; body: UpdateHouseholdSubscriptionBody }) => ({ params: { id }, body }),
  );
}

/** Records a renewal: the next renewal date moves on one period. */
export function useRenewHouseholdSubscription() {
  return useEndpointMutation(endpoints.renew, (id: number) => ({ params: { id } }));
}

export function useDeleteHouseholdSubscription() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}
