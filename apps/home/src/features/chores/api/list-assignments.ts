import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { ChoreAssignmentPage } from '@familyhub/contracts';
import { assignmentsKeys } from './chores-keys';

/** GET /api/chore-assignments[?assignedToId=]: turns, newest first, a page at a time. */
export const assignmentsQueryOptions = (assignedToId?: number) =>
  infiniteQueryOptions({
    queryKey: assignmentsKeys.list({ assignedToId }),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (assignedToId !== undefined) query.set('assignedToId', String(assignedToId));
      if (pageParam) query.set('cursor', pageParam);
      const text = query.toString();
      return apiFetch<ChoreAssignmentPage>(`/api/chore-assignments${text ? `?${text}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useAssignments(assignedToId?: number, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...assignmentsQueryOptions(assignedToId), enabled: options.enabled ?? true });
}
