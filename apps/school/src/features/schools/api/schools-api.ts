import { useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointAllPages,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import {
  schoolEndpoints,
  schoolYearEndpoints,
  studentEndpoints,
  type CreateSchoolBody,
  type CreateSchoolYearBody,
  type CreateStudentBody,
} from '@familyhub/contracts';

/** Every school of the family (spec 000 §7). */
export const schoolsQueryOptions = () => endpointAllPages(schoolEndpoints.list);

export function useSchools() {
  return useQuery(schoolsQueryOptions());
}

/** The family's school years, latest first (at most one active); they change with the 'students' topic. */
export const schoolYearsQueryOptions = () => endpointAllPages(schoolYearEndpoints.list);

export function useSchoolYears() {
  return useQuery(schoolYearsQueryOptions());
}

/** Every student of the family. */
export const studentsQueryOptions = () => endpointAllPages(studentEndpoints.list);

export function useStudents() {
  return useQuery(studentsQueryOptions());
}

export function useSaveSchool() {
  return useRefreshingMutation(
    [schoolEndpoints.list.resource],
    ({ id, body }: { id?: number; body: CreateSchoolBody }) =>
      id === undefined
        ? callEndpoint(schoolEndpoints.create, { body })
        : callEndpoint(schoolEndpoints.update, { params: { id }, body }),
  );
}

export function useDeleteSchool() {
  return useEndpointMutation(schoolEndpoints.remove, (id: number) => ({ params: { id } }));
}

/** Adds a school year, or changes one; then refreshes the years (another may be inactive now). */
export function useSaveSchoolYear() {
  return useRefreshingMutation(
    [schoolYearEndpoints.list.resource],
    ({ id, body }: { id?: number; body: CreateSchoolYearBody }) =>
      id === undefined
        ? callEndpoint(schoolYearEndpoints.create, { body })
        : callEndpoint(schoolYearEndpoints.update, { params: { id }, body }),
  );
}

export function useDeleteSchoolYear() {
  return useEndpointMutation(schoolYearEndpoints.remove, (id: number) => ({ params: { id } }));
}

/** Enrols a student (409 for a second enrolment), or changes one. */
export function useSaveStudent() {
  return useRefreshingMutation(
    [studentEndpoints.list.resource],
    ({ id, body }: { id?: number; body: CreateStudentBody }) =>
      id === undefined
        ? callEndpoint(studentEndpoints.create, { body })
        : callEndpoint(studentEndpoints.update, { params: { id }, body }),
  );
}

export function useDeleteStudent() {
  return useEndpointMutation(studentEndpoints.remove, (id: number) => ({ params: { id } }));
}
