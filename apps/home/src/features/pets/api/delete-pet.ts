import { apiFetch } from '@familyhub/api-client';
import { usePetsChange } from './use-pets-change';

/** DELETE /api/pets/:id (with its care items and photo). */
export const useDeletePet = () =>
  usePetsChange((id: number) => apiFetch<void>(`/api/pets/${id}`, { method: 'DELETE' }));
