import { useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointAllPages,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreateSchoolBody,
  type CreateSchoolYearBody,
  type CreateStudentBody,
} from '@familyhub/contracts';

/** Every school of the family (spec 000 §7). */
export const schoolsQueryOptions = () => endpointAllPages(endpointRoutes.schools.list);

export function useSchools() {
  return useQuery(schoolsQueryOptions());
}

/** The family's school years, latest first (at most one active); they change with the 'students' topic. */
export const schoolYearsQueryOptions = () => endpointAllPages(endpointRoutes.schoolYears.list);

export function useSchoolYears() {
  return useQuery(schoolYearsQueryOptions());
}

/** Every student of the family. */
export const studentsQueryOptions = () => endpointAllPages(endpointRoutes.students.list);

export function useStudents() {
  return useQuery(studentsQueryOptions());
}

export function useSaveSchool() {
  return useRefreshingMutation(
    [endpointRoutes.schools.list.resource],
    ({ id, body }: { id?: number; body: CreateSchoolBody }) =>
      id === undefined
        ? callEndpoint(endpointRoutes.schools.create, { body })
        : callEndpoint(endpointRoutes.schools.update, { params: { id }, body }),
  );
}

export function useDeleteSchool() {
  return useEndpointMutation(endpointRoutes.schools.remove, (id: number) => ({ params: { id } }));
}

/** Adds a school year, or changes one; then refreshes the years (another may be inactive now). */
export function useSaveSchoolYear() {
  return useRefreshingMutation(
    [endpointRoutes.schoolYears.list.resource],
    ({ id, body }: { id?: number; body: CreateSchoolYearBody }) =>
      id === undefined
        ? callEndpoint(endpointRoutes.schoolYears.create, { body })
        : callEndpoint(endpointRoutes.schoolYears.update, { params: { id }, body }),
  );
}

export function useDeleteSchoolYear() {
  return useEndpointMutation(endpointRoutes.schoolYears.remove, (id: number) => ({ params: { id } }));
}

/** Enrols a student (409 for a second enrolment), or changes one. */
export function useSaveStudent() {
  return useRefreshingMutation(
    [endpointRoutes.students.list.resource],
    ({ id, body }: { id?: number; body: CreateStudentBody }) =>
      id === undefined
        ? callEndpoint(endpointRoutes.students.create, { body })
        : callEndpoint(endpointRoutes.students.update, { params: { id }, body }),
  );
}

export function useDeleteStudent() {
  return useEndpointMutation(endpointRoutes.students.remove, (id: number) => ({ params: { id } }));
}
