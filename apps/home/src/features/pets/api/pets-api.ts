import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointPages,
  endpointQuery,
  endpointUrl,
  useEndpointMutation,
  useRefreshingMutation,
  useUploadFile,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreatePetBody,
  type CreatePetCareItemBody,
  type UpdatePetBody,
  type UpdatePetCareItemBody,
} from '@familyhub/contracts';

const endpoints = endpointRoutes.pets;

export function usePets() {
  return useInfiniteQuery(endpointPages(endpoints.list, undefined));
}

export const useCareToday = () => useQuery(endpointQuery(endpoints.careToday));

export const useCreatePet = () => useEndpointMutation(endpoints.create, (body: CreatePetBody) => ({ body }));

export const useUpdatePet = () =>
  useEndpointMutation(endpoints.update, ({ id, body }: { id: number; body: UpdatePetBody }) => ({
    params: { id },
    body,
  }));

export const useDeletePet = () => useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));

export const useCreateCareItem = () =>
  useEndpointMutation(
    endpoints.addCare,
    ({ petId, body }: { petId: number; body: CreatePetCareItemBody }) => ({
      params: { petId },
      body,
    }),
  );

export const useUpdateCareItem = () =>
  useEndpointMutation(
    endpoints.updateCare,
    ({ petId, id, body }: { petId: number; id: number; body: UpdatePetCareItemBody }) => ({
      params: { petId, id },
      body,
    }),
  );

export const useDeleteCareItem = () =>
  useEndpointMutation(endpoints.removeCare, ({ petId, id }: { petId: number; id: number }) => ({
    params: { petId, id },
  }));

/** Marks a care routine done, or undoes it. */
export const useMarkCareDone = () =>
  useRefreshingMutation(
    [endpoints.list.resource],
    ({ petId, id, done }: { petId: number; id: number; done: boolean }) =>
      done
        ? callEndpoint(endpoints.markDone, { params: { petId, id } })
        : callEndpoint(endpoints.undoDone, { params: { petId, id } }),
  );

/** Where a pet's photo is uploaded (home's file store). */
export const PET_PHOTO_UPLOAD_PATH = endpointUrl(endpointRoutes.homeFiles.upload, {
  query: { use: 'photo' },
});

export const useUploadPetPhoto = () => useUploadFile(PET_PHOTO_UPLOAD_PATH);
