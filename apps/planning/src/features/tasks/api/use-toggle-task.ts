import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@familyhub/api-client';
import { toast } from '@familyhub/ui';
import type { Task } from '@familyhub/contracts';
import { forbiddenMessage } from './server-message';

export interface TaskToggle {
  id: number;
  completed: boolean;
}

/**
 * PATCH /api/tasks/:id { completed } with an optimistic update (spec 000 §4): the checkbox changes at once
 * and reverts if the call fails. A refusal (403, e.g. a child ticking someone else's task) also gets a toast
 * with the server's words; other failures only log, as spec 000 §8 says.
 */
export function useToggleTask() {
  const queryClient = useQueryClient();
  const key = queryKeys.tasks();
  return useMutation({
    mutationFn: ({ id, completed }: TaskToggle) =>
      apiFetch<Task>(`/api/tasks/${id}`, { method: 'PATCH', body: { completed } }),
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Task[]>(key);
      queryClient.setQueryData<Task[]>(key, (tasks) =>
        tasks?.map((t) => (t.id === id ? { ...t, completed } : t)),
      );
      return { previous };
    },
    onError: (error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      console.error('Failed to update task', error);
      const refusal = forbiddenMessage(error);
      if (refusal) toast({ variant: 'destructive', title: 'Not allowed', description: refusal });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
