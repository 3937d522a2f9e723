import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { HouseholdSubscription } from '@familyhub/contracts';
import { householdSubscriptionsKeys } from './household-subscriptions-keys';

/** POST /api/household-subscriptions/{id}/renew — the next billing date moves one cycle on. */
export function useRenewHouseholdSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<HouseholdSubscription>(`/api/household-subscriptions/${id}/renew`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdSubscriptionsKeys.all() }),
  });
}
