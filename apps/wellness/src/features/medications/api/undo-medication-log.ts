import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { medicationKeys } from './medication-keys';

/** DELETE /api/medication-logs/{id} — undoes a dose logged by mistake. */
export function useUndoMedicationLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/medication-logs/${id}`, { method: 'DELETE' }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: medicationKeys.all() });
      await queryClient.invalidateQueries({ queryKey: medicationKeys.logs() });
    },
  });
}
