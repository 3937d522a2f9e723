import { useMutation, useQueryClient } from '@tanstack/react-query';
import { petsKeys } from './pets-keys';

/** A pets mutation that refreshes every pets view (list and today's care) when it settles. */
export function usePetsChange<Vars, Answer>(request: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: petsKeys.all }),
  });
}
