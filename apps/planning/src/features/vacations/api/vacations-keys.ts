import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The query keys of vacations, their packing lists and itineraries. Their root is the live topic planning publishes
 * ('vacations'), so a change made anywhere in the family refetches them all; a change here invalidates
 * `vacationsKeys.all`.
 */
export const vacationsKeys = {
  all: ['vacations'] as const,
  pages: () => [...vacationsKeys.all, 'pages'] as const,
  packing: (vacationId: number) => [...vacationsKeys.all, vacationId, 'packing-items'] as const,
  itinerary: (vacationId: number) => [...vacationsKeys.all, vacationId, 'itinerary'] as const,
};

/** A change to a vacation, a packing item or an itinerary item: refreshes everything under 'vacations'. */
export function useVacationsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vacationsKeys.all }),
  });
}
