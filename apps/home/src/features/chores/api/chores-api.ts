import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  endpointPages,
  endpointQuery,
  mapPagedCache,
  useEndpointMutation,
  useOfflineMutation,
  type PagedCache,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  type ChoreAssignment,
  type ChoreAssignmentPage,
  type CreateChoreBody,
  type UpdateChoreBody,
} from '@familyhub/contracts';
import { choresMessages } from '../messages';

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

export interface AssignmentCompletion {
  turn: Pick<ChoreAssignment, 'id' | 'choreTitle'>;
  /** Who ticks it done (the signed-in member). */
  by?: number;
}

/** Every loaded page of turns with one marked done, as the server answers it: waiting for a parent's check. */
function withCompleted(
  cache: PagedCache<ChoreAssignmentPage> | undefined,
  { turn, by }: AssignmentCompletion,
): PagedCache<ChoreAssignmentPage> | undefined {
  const today = new Date().toISOString().slice(0, 10);
  return mapPagedCache(cache, (page) => ({
    ...page,
    items: page.items.map((item) =>
      item.id === turn.id && item.status === 'assigned'
        ? {
            ...item,
            status: 'completed' as const,
            overdue: false,
            completedDate: today,
            completedById: by ?? item.assignedToId,
          }
        : item,
    ),
  }));
}

/**
 * A member ticks their chore done: shown at once (it leaves their open chores, marked Completed), and with no
 * network it is kept and sent when the network returns (issue #31), marked as waiting meanwhile. A parent's check
 * (Verify, Reject) still needs the server.
 */
export function useCompleteAssignment() {
  return useOfflineMutation(
    endpoints.complete,
    ({ turn }: AssignmentCompletion) => ({ params: { id: turn.id } }),
    {
      apply: withCompleted,
      label: ({ turn }) => choresMessages.t('offline.complete', { title: turn.choreTitle }),
      failure: 'Failed to mark chore complete',
      ...pointsToo,
    },
  );
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
