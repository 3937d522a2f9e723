import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateMedicationBody, Medication, UpdateMedicationBody } from '@familyhub/contracts';
import { medicationKeys } from './medication-keys';

export type MedicationSave =
  { id?: undefined; body: CreateMedicationBody } | { id: number; body: UpdateMedicationBody };

/** POST /api/medications (add) or PATCH /api/medications/{id} (edit), then refresh the medications. */
export function useSaveMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: MedicationSave) =>
      save.id === undefined
        ? apiFetch<Medication>('/api/medications', { method: 'POST', body: save.body })
        : apiFetch<Medication>(`/api/medications/${save.id}`, { method: 'PATCH', body: save.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: medicationKeys.all() }),
  });
}
