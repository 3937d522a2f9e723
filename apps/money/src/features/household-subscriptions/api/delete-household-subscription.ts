import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { householdSubscriptionsKeys } from './household-subscriptions-keys';

/** DELETE /api/household-subscriptions/{id}. */
export function useDeleteHouseholdSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/household-subscriptions/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdSubscriptionsKeys.all() }),
  });
}
