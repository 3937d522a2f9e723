import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@familyhub/api-client';

// Every key starts with 'events': the planning service publishes guest and carpool changes on that topic.
export const guestsKey = (eventId: number) => [...queryKeys.events(), eventId, 'guests'] as const;
export const carpoolsKey = (eventId: number) => [...queryKeys.events(), eventId, 'carpools'] as const;

/** A guest or carpool change: afterwards every event query is read again (guests and carpools hang off events). */
export function useEventsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events() }),
  });
}
