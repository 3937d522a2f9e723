import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPages, endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import { endpointRoutes, type CreateChoreBody, type UpdateChoreBody } from '@familyhub/contracts';

const endpoints = endpointRoutes.chores;

/** A chore change makes or removes assignments; an assignment step moves points. */
const assignmentsToo = { alsoRefreshes: [endpoints.assignments.resource] };
const pointsToo = { alsoRefreshes: [endpointRoutes.points.balances.resource] };

/** The family's chores, a page at a time. */
export const choresQueryOptions = () => endpointPages(endpoints.list, undefined);

export function useChores() {
  return useInfiniteQuery(choresQueryOptions());
}

/** Assignments (one member's, or everyone's the caller sees), a page at a time. */
export const assignmentsQueryOptions = (assignedToId?: number) =>
  endpointPages(endpoints.assignments, undefined, { query: { assignedToId } });

export function useAssignments(assignedToId?: number, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...assignmentsQueryOptions(assignedToId), enabled: options.enabled ?? true });
}

/** How many assignments are to do, waiting for a check and done. */
export const assignmentSummaryOptions = (assignedToId?: number) =>
  endpointQuery(endpoints.summary, { query: { assignedToId } });

export function useAssignmentSummary(assignedToId?: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...assignmentSummaryOptions(assignedToId), enabled: options.enabled ?? true });
}

export function useCreateChore() {
  return useEndpointMutation(endpoints.create, (body: CreateChoreBody) => ({ body }), assignmentsToo);
}

export function useUpdateChore() {
  return useEndpointMutation(
    endpoints.update,
    ({ id, body }: { id: number; body: UpdateChoreBody }) => ({ params: { id }, body }),
    assignmentsToo,
  );
}

export function useDeleteChore() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }), assignmentsToo);
}

export function useCompleteAssignment() {
  return useEndpointMutation(endpoints.complete, (id: number) => ({ params: { id } }), pointsToo);
}

export function useVerifyAssignment() {
  return useEndpointMutation(endpoints.verify, (id: number) => ({ params: { id } }), pointsToo);
}

export function useRejectAssignment() {
  return useEndpointMutation(
    endpoints.reject,
    ({ id, note }: { id: number; note: string }) => ({ params: { id }, body: { note } }),
    pointsToo,
  );
}
