import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Task } from '@familyhub/contracts';
import { tasksKeys } from './tasks-keys';

/** GET /api/tasks/:id — one task, for a screen opened on a task that is not on the loaded pages. */
export const taskQueryOptions = (id: number) =>
  queryOptions({
    queryKey: tasksKeys.one(id),
    queryFn: () => apiFetch<Task>(`/api/tasks/${id}`),
    retry: false,
  });

export function useTask(id: number | null) {
  return useQuery({ ...taskQueryOptions(id ?? 0), enabled: id !== null });
}
