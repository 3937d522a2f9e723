import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Student } from '@familyhub/contracts';
import { fetchAllPages } from '../../shared/fetch-all-pages';
import { schoolKeys } from './school-keys';

/** GET /api/students (spec 000 §7) — the enrolments the caller may see (a child: their own). */
export const studentsQueryOptions = () =>
  queryOptions({ queryKey: schoolKeys.students(), queryFn: () => fetchAllPages<Student>('/api/students') });

export function useStudents() {
  return useQuery(studentsQueryOptions());
}
