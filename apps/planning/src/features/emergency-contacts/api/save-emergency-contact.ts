import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateEmergencyContactBody, EmergencyContact } from '@familyhub/contracts';
import { emergencyContactsKey } from './list-emergency-contacts';

export interface EmergencyContactSave {
  /** The contact being edited; absent when adding. */
  id?: number;
  body: CreateEmergencyContactBody;
}

/** POST /api/emergency-contacts or PATCH /api/emergency-contacts/:id, then refresh the list. */
export function useSaveEmergencyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: EmergencyContactSave) =>
      id === undefined
        ? apiFetch<EmergencyContact>('/api/emergency-contacts', { method: 'POST', body })
        : apiFetch<EmergencyContact>(`/api/emergency-contacts/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emergencyContactsKey() }),
  });
}
