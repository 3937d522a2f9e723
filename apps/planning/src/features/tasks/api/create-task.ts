import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateTaskBody, Task } from '@familyhub/contracts';
import { tasksKeys } from './tasks-keys';

/** POST /api/tasks, then refresh the list (spec 000 §7). */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskBody) => apiFetch<Task>('/api/tasks', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.all }),
  });
}
