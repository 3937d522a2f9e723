import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { medicationKeys } from './medication-keys';

/** DELETE /api/medications/{id} — the medication with all its logs. */
export function useDeleteMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/medications/${id}`, { method: 'DELETE' }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: medicationKeys.all() });
      await queryClient.invalidateQueries({ queryKey: medicationKeys.logs() });
    },
  });
}
