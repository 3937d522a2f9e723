import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPages, endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreatePantryItemBody,
  type PantryFilter,
  type PantrySettings,
  type UpdatePantryItemBody,
} from '@familyhub/contracts';

const endpoints = endpointRoutes.pantryItems;

export interface PantryListView {
  /** The start of a name; empty: every item. */
  q: string;
  filter: PantryFilter;
  /** The viewer's own date, YYYY-MM-DD. */
  today: string;
}

/** The pantry, 50 a page; a new search keeps the previous answer on screen until its own arrives. */
export const pantryItemsQueryOptions = ({ q, filter, today }: PantryListView) => ({
  ...endpointPages(endpoints.list, 50, { query: { filter, today, limit: 50, q: q || undefined } }),
  placeholderData: keepPreviousData,
});

export function usePantryItems(view: PantryListView) {
  return useInfiniteQuery(pantryItemsQueryOptions(view));
}

export const pantryCountsQueryOptions = (today: string) =>
  endpointQuery(endpoints.counts, { query: { today } });

export function usePantryCounts(today: string) {
  return useQuery(pantryCountsQueryOptions(today));
}

export const pantrySettingsQueryOptions = () => endpointQuery(endpoints.settings);

export function usePantrySettings() {
  return useQuery(pantrySettingsQueryOptions());
}

export function useSavePantrySettings() {
  return useEndpointMutation(endpoints.saveSettings, (body: PantrySettings) => ({ body }));
}

export function useCreatePantryItem() {
  return useEndpointMutation(endpoints.create, (body: CreatePantryItemBody) => ({ body }));
}

export function useUpdatePantryItem() {
  return useEndpointMutation(
    endpoints.update,
    ({ id, body }: { id: number; body: UpdatePantryItemBody }) => ({
      params: { id },
      body,
    }),
  );
}

export function useDeletePantryItem() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}
