import { useMutation, useQueryClient } from '@tanstack/react-query';
import { maintenanceKeys } from './maintenance-keys';

/** A maintenance mutation that refreshes every maintenance view (items and history) when it settles. */
export function useMaintenanceChange<Vars, Answer>(request: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}
