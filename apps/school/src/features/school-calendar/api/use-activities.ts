import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExtracurricularActivity } from '@familyhub/contracts';
import { fetchAllPages } from '../../shared/fetch-all-pages';
import { calendarKeys } from './calendar-keys';

/** GET /api/extracurricular-activities — the weekly activities the caller may see (a child: their own). */
export const activitiesQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.activities(),
    queryFn: () => fetchAllPages<ExtracurricularActivity>('/api/extracurricular-activities'),
  });

export function useActivities() {
  return useQuery(activitiesQueryOptions());
}
