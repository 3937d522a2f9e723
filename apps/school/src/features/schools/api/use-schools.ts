import { queryOptions, useQuery } from '@tanstack/react-query';
import type { School } from '@familyhub/contracts';
import { fetchAllPages } from '../../shared/fetch-all-pages';
import { schoolKeys } from './school-keys';

/** GET /api/schools (spec 000 §7) — every school of the family. */
export const schoolsQueryOptions = () =>
  queryOptions({ queryKey: schoolKeys.schools(), queryFn: () => fetchAllPages<School>('/api/schools') });

export function useSchools() {
  return useQuery(schoolsQueryOptions());
}
