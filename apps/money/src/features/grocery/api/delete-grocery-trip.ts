import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { groceryKeys } from './grocery-keys';

/** DELETE /api/grocery-trips/{id} (its receipt goes with it), then refresh the trips and the budgets. */
export function useDeleteGroceryTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/grocery-trips/${id}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groceryKeys.trips() }),
        queryClient.invalidateQueries({ queryKey: groceryKeys.budgets() }),
      ]),
  });
}
