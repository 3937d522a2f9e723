import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { SchoolEvent } from '@familyhub/contracts';
import { calendarKeys } from './calendar-keys';

/** GET /api/school-events/:id — the event an alert or the family calendar opened the school calendar on. */
export const schoolEventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...calendarKeys.all(), 'one', id] as const,
    queryFn: () => apiFetch<SchoolEvent>(`/api/school-events/${id}`),
  });

export function useSchoolEvent(id: number | null) {
  return useQuery({ ...schoolEventQueryOptions(id ?? 0), enabled: id !== null });
}
