import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointPages, useEndpointMutation } from '@familyhub/api-client';
import {
  endpointRoutes,
  type CompleteMaintenanceItemBody,
  type CreateMaintenanceItemBody,
  type MaintenanceCategory,
  type UpdateMaintenanceItemBody,
} from '@familyhub/contracts';

const endpoints = endpointRoutes.maintenance;

/** What the history screen is narrowed to. */
export interface HistoryFilter {
  itemId?: number;
  category?: MaintenanceCategory;
  completedById?: number;
  from?: string;
  to?: string;
}

/** The jobs, next due first, `limit` a page. */
export function maintenanceItemsQuery(limit = 50) {
  return endpointPages(endpoints.list, limit, { query: { limit } });
}

export const useMaintenanceItems = (limit?: number) => useInfiniteQuery(maintenanceItemsQuery(limit));

/** What was done, filtered (empty filters left out), 25 a page. */
export function useMaintenanceHistory(filter: HistoryFilter) {
  const query = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== '' && value != null),
  );
  return useInfiniteQuery(endpointPages(endpoints.history, 25, { query: { ...query, limit: 25 } }));
}

export const useCreateMaintenanceItem = () =>
  useEndpointMutation(endpoints.create, (body: CreateMaintenanceItemBody) => ({ body }));

export const useUpdateMaintenanceItem = () =>
  useEndpointMutation(endpoints.update, ({ id, body }: { id: number; body: UpdateMaintenanceItemBody }) => ({
    params: { id },
    body,
  }));

export const useDeleteMaintenanceItem = () =>
  useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));

export const useCompleteMaintenanceItem = () =>
  useEndpointMutation(
    endpoints.complete,
    ({ id, body }: { id: number; body: CompleteMaintenanceItemBody }) => ({
      params: { id },
      body,
    }),
  );
