import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { emergencyContactsKey } from './list-emergency-contacts';

/** DELETE /api/emergency-contacts/:id, then refresh the list. */
export function useDeleteEmergencyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/emergency-contacts/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emergencyContactsKey() }),
  });
}
