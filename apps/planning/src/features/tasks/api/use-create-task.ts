import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@familyhub/api-client';
import type { CreateTaskBody, Task } from '@familyhub/contracts';

/** POST /api/tasks, then refresh the list (spec 000 §7). */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskBody) => apiFetch<Task>('/api/tasks', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks() }),
  });
}
