import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { ChoreStatusCounts } from '@familyhub/contracts';
import { assignmentsKeys } from './chores-keys';

/** GET /api/chore-assignments/summary[?assignedToId=]: the status counts. */
export const assignmentSummaryOptions = (assignedToId?: number) =>
  queryOptions({
    queryKey: assignmentsKeys.summary(assignedToId),
    queryFn: () =>
      apiFetch<ChoreStatusCounts>(
        `/api/chore-assignments/summary${assignedToId === undefined ? '' : `?assignedToId=${assignedToId}`}`,
      ),
  });

export function useAssignmentSummary(assignedToId?: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...assignmentSummaryOptions(assignedToId), enabled: options.enabled ?? true });
}
