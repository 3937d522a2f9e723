import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@familyhub/api-client';
import type { Task } from '@familyhub/contracts';

/** GET /api/tasks — the family's tasks, shared by /tasks and the dashboard's Today's Tasks card. */
export const tasksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tasks(),
    queryFn: () => apiFetch<Task[]>('/api/tasks'),
  });

export function useTasks() {
  return useQuery(tasksQueryOptions());
}
