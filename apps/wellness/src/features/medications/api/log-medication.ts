import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateMedicationLogBody, MedicationLog } from '@familyhub/contracts';
import { medicationKeys } from './medication-keys';

/** POST /api/medication-logs — a dose taken or skipped; 409 when someone already logged that dose. */
export function useLogMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMedicationLogBody) =>
      apiFetch<MedicationLog>('/api/medication-logs', { method: 'POST', body }),
    // A refusal also refreshes: the screen then shows who gave the dose.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: medicationKeys.all() });
      await queryClient.invalidateQueries({ queryKey: medicationKeys.logs() });
    },
  });
}
