import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Task, UpdateTaskBody } from '@familyhub/contracts';
import { tasksKeys } from './tasks-keys';

export interface TaskUpdate {
  id: number;
  changes: UpdateTaskBody;
}

/** PATCH /api/tasks/:id with the edited fields, then refresh the list. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: TaskUpdate) =>
      apiFetch<Task>(`/api/tasks/${id}`, { method: 'PATCH', body: changes }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.all }),
  });
}
