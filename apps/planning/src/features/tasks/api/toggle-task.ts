import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, forbiddenMessage } from '@familyhub/api-client';
import { toast } from '@familyhub/ui';
import type { Task } from '@familyhub/contracts';
import type { TasksCache } from './list-tasks';
import { tasksKeys } from './tasks-keys';

export interface TaskToggle {
  id: number;
  completed: boolean;
}

/** The cached page (or pages) with one task's checkbox changed; anything else is left as it is. */
function withCompleted(cache: TasksCache | undefined, { id, completed }: TaskToggle): TasksCache | undefined {
  const mark = (tasks: Task[]) => tasks.map((t) => (t.id === id ? { ...t, completed } : t));
  if (cache && 'pages' in cache && Array.isArray(cache.pages)) {
    return { ...cache, pages: cache.pages.map((page) => ({ ...page, items: mark(page.items) })) };
  }
  if (cache && 'items' in cache && Array.isArray(cache.items)) return { ...cache, items: mark(cache.items) };
  return cache;
}

/**
 * PATCH /api/tasks/:id { completed } with an optimistic update (spec 000 §4): the checkbox changes at once
 * in every loaded task list (the pages of /tasks and the dashboard's first few) and reverts if the call fails.
 * A refusal (403, e.g. a child ticking someone else's task) also gets a toast with the server's words; other
 * failures only log, as spec 000 §8 says.
 */
export function useToggleTask() {
  const queryClient = useQueryClient();
  const key = tasksKeys.all;
  return useMutation({
    mutationFn: ({ id, completed }: TaskToggle) =>
      apiFetch<Task>(`/api/tasks/${id}`, { method: 'PATCH', body: { completed } }),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<TasksCache>({ queryKey: key });
      queryClient.setQueriesData<TasksCache>({ queryKey: key }, (cache) => withCompleted(cache, toggle));
      return { previous };
    },
    onError: (error, _toggle, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
      console.error('Failed to update task', error);
      const refusal = forbiddenMessage(error);
      if (refusal) toast({ variant: 'destructive', title: 'Not allowed', description: refusal });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
