import { apiFetch } from '@familyhub/api-client';
import type { CreatePetBody, Pet, UpdatePetBody } from '@familyhub/contracts';
import { usePetsChange } from './use-pets-change';

/** POST /api/pets. */
export const useCreatePet = () =>
  usePetsChange((body: CreatePetBody) => apiFetch<Pet>('/api/pets', { method: 'POST', body }));

/** PATCH /api/pets/:id. */
export const useUpdatePet = () =>
  usePetsChange(({ id, body }: { id: number; body: UpdatePetBody }) =>
    apiFetch<Pet>(`/api/pets/${id}`, { method: 'PATCH', body }),
  );
