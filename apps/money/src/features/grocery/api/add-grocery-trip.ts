import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateGroceryTripBody, GroceryTrip } from '@familyhub/contracts';
import { groceryKeys } from './grocery-keys';

/** POST /api/grocery-trips (Add Trip), then refresh the trips and the budgets (spent changed). */
export function useAddGroceryTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroceryTripBody) =>
      apiFetch<GroceryTrip>('/api/grocery-trips', { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groceryKeys.trips() }),
        queryClient.invalidateQueries({ queryKey: groceryKeys.budgets() }),
      ]),
  });
}
