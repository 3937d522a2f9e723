import { apiFetch } from '@familyhub/api-client';
import type { PetCareItem } from '@familyhub/contracts';
import { usePetsChange } from './use-pets-change';

/** POST /api/pets/:petId/care-items/:id/done (Done today) or DELETE it (Undo). */
export const useMarkCareDone = () =>
  usePetsChange(({ petId, id, done }: { petId: number; id: number; done: boolean }) =>
    apiFetch<PetCareItem>(`/api/pets/${petId}/care-items/${id}/done`, { method: done ? 'POST' : 'DELETE' }),
  );
