import type { ChoreAssignmentStatus } from '@familyhub/contracts';

/** The chores' query keys; the root is the live topic the home service publishes ('chores'). */
export const choresKeys = {
  all: ['chores'] as const,
  list: () => [...choresKeys.all, 'list'] as const,
};

/** The turns' query keys (topic 'chore-assignments'). */
export const assignmentsKeys = {
  all: ['chore-assignments'] as const,
  list: (filter: { assignedToId?: number; status?: ChoreAssignmentStatus }) =>
    [...assignmentsKeys.all, 'list', filter] as const,
  summary: (assignedToId?: number) => [...assignmentsKeys.all, 'summary', assignedToId ?? 'all'] as const,
};
