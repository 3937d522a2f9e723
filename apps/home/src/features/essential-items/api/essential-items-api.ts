import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointPages, useEndpointMutation } from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreateEssentialItemBody,
  type UpdateEssentialItemBody,
} from '@familyhub/contracts';

const endpoints = endpointRoutes.essentialItems;

/** The essentials (or only those running low), 50 a page. */
export const essentialItemsQueryOptions = (low: boolean) =>
  endpointPages(endpoints.list, 50, { query: { limit: 50, low: low ? 'true' : undefined } });

export function useEssentialItems(low: boolean) {
  return useInfiniteQuery(essentialItemsQueryOptions(low));
}

export function useCreateEssentialItem() {
  return useEndpointMutation(endpoints.create, (body: CreateEssentialItemBody) => ({ body }));
}

export function useUpdateEssentialItem() {
  return useEndpointMutation(
    endpoints.update,
    ({ id, body }: { id: number; body: UpdateEssentialItemBody }) => ({
      params: { id },
      body,
    }),
  );
}

export function useDeleteEssentialItem() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}

export function useRestockEssentialItem() {
  return useEndpointMutation(endpoints.restock, ({ id, quantity }: { id: number; quantity: number }) => ({
    params: { id },
    body: { quantity },
  }));
}

export function useMarkOneUsed() {
  return useEndpointMutation(endpoints.useOne, (id: number) => ({ params: { id } }));
}
