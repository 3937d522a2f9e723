import { apiFetch } from '@familyhub/api-client';
import { usePetsChange } from './use-pets-change';

/** DELETE /api/pets/:petId/care-items/:id. */
export const useDeleteCareItem = () =>
  usePetsChange(({ petId, id }: { petId: number; id: number }) =>
    apiFetch<void>(`/api/pets/${petId}/care-items/${id}`, { method: 'DELETE' }),
  );
