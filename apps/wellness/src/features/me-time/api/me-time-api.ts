import { useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointQuery,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import { endpointRoutes, WELLNESS_PAGE_MAX, type CreateMeTimeBlockBody } from '@familyhub/contracts';

const endpoints = endpointRoutes.meTime;

/** The family's blocks of a window, by start (others' private ones as "Busy"). */
export const meTimeBlocksQueryOptions = (from: string, to: string) =>
  endpointQuery(endpoints.list, { query: { from, to, limit: WELLNESS_PAGE_MAX } });

export function useMeTimeBlocks(from: string, to: string) {
  return useQuery(meTimeBlocksQueryOptions(from, to));
}

/** Adds a block, or replaces it with the full block when `id` is given. */
export function useSaveMeTimeBlock() {
  return useRefreshingMutation(
    [endpoints.list.resource],
    ({ id, body }: { id?: number; body: CreateMeTimeBlockBody }) =>
      id === undefined
        ? callEndpoint(endpoints.create, { body })
        : callEndpoint(endpoints.update, { params: { id }, body }),
  );
}

/** Marks a block done (001 §7). */
export function useCompleteMeTimeBlock() {
  return useEndpointMutation(endpoints.complete, (id: number) => ({ params: { id } }));
}

export function useDeleteMeTimeBlock() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}
