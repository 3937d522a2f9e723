import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { HouseholdSubscription, UpdateHouseholdSubscriptionBody } from '@familyhub/contracts';
import { householdSubscriptionsKeys } from './household-subscriptions-keys';

/** PATCH /api/household-subscriptions/{id} (e.g. cancel: status cancelled). */
export function useUpdateHouseholdSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateHouseholdSubscriptionBody }) =>
      apiFetch<HouseholdSubscription>(`/api/household-subscriptions/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdSubscriptionsKeys.all() }),
  });
}
