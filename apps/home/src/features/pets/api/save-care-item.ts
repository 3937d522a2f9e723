import { apiFetch } from '@familyhub/api-client';
import type { CreatePetCareItemBody, PetCareItem, UpdatePetCareItemBody } from '@familyhub/contracts';
import { usePetsChange } from './use-pets-change';

/** POST /api/pets/:petId/care-items. */
export const useCreateCareItem = () =>
  usePetsChange(({ petId, body }: { petId: number; body: CreatePetCareItemBody }) =>
    apiFetch<PetCareItem>(`/api/pets/${petId}/care-items`, { method: 'POST', body }),
  );

/** PATCH /api/pets/:petId/care-items/:id. */
export const useUpdateCareItem = () =>
  usePetsChange(({ petId, id, body }: { petId: number; id: number; body: UpdatePetCareItemBody }) =>
    apiFetch<PetCareItem>(`/api/pets/${petId}/care-items/${id}`, { method: 'PATCH', body }),
  );
