import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolYear } from '@familyhub/contracts';
import { fetchAllPages } from '../../shared/fetch-all-pages';
import { schoolKeys } from './school-keys';

/** GET /api/school-years — the family's school years, latest first (at most one active). */
export const schoolYearsQueryOptions = () =>
  queryOptions({
    queryKey: schoolKeys.years(),
    queryFn: () => fetchAllPages<SchoolYear>('/api/school-years'),
  });

export function useSchoolYears() {
  return useQuery(schoolYearsQueryOptions());
}
