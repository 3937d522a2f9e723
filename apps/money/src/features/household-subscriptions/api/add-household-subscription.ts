import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateHouseholdSubscriptionBody, HouseholdSubscription } from '@familyhub/contracts';
import { householdSubscriptionsKeys } from './household-subscriptions-keys';

/** POST /api/household-subscriptions. */
export function useAddHouseholdSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateHouseholdSubscriptionBody) =>
      apiFetch<HouseholdSubscription>('/api/household-subscriptions', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdSubscriptionsKeys.all() }),
  });
}
