import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolEvent } from '@familyhub/contracts';
import { fetchAllPages } from '../../shared/fetch-all-pages';
import { calendarKeys } from './calendar-keys';

/** GET /api/school-events?from&to — every event touching the shown month (a school posts a handful a month). */
export const schoolEventsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: calendarKeys.events(from, to),
    queryFn: () => fetchAllPages<SchoolEvent>(`/api/school-events?from=${from}&to=${to}`),
  });

export function useSchoolEvents(from: string, to: string) {
  return useQuery(schoolEventsQueryOptions(from, to));
}
