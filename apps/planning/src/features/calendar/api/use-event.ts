import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@familyhub/api-client';
import type { CalendarEvent } from '@familyhub/contracts';

/** GET /api/events/:id — the whole series, for the edit dialog. */
export const eventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.events(), id] as const,
    queryFn: () => apiFetch<CalendarEvent>(`/api/events/${id}`),
  });

export function useEvent(id: number | null) {
  return useQuery({ ...eventQueryOptions(id ?? 0), enabled: id !== null });
}
