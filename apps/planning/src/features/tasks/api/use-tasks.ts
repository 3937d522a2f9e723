import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@familyhub/api-client';
import type { Task } from '@familyhub/contracts';

/** How many tasks /tasks shows at first and adds with each "Load more". */
export const TASK_PAGE_SIZE = 25;

/** GET /api/tasks?limit=&offset= — the family's tasks in the order they were added. */
export function tasksPath(limit: number, offset = 0): string {
  return offset > 0 ? `/api/tasks?limit=${limit}&offset=${offset}` : `/api/tasks?limit=${limit}`;
}

/** One page of /tasks, and where the next one starts (null: this is the last). */
export interface TaskPage {
  tasks: Task[];
  nextOffset: number | null;
}

/** Every shape the task queries keep under the 'tasks' key: a plain list or the pages of /tasks. */
export type TasksCache = Task[] | InfiniteData<TaskPage, number>;

/**
 * The pages of /tasks. Each call asks for one task more than it shows, so the screen knows whether a next page
 * exists without a count or an empty last call. Keys start with 'tasks', the live-update topic, so a change
 * refetches every loaded page (at the same offsets, so the pages stay consistent with each other).
 */
export const taskPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.tasks(), 'pages'] as const,
    queryFn: async ({ pageParam }): Promise<TaskPage> => {
      const found = await apiFetch<Task[]>(tasksPath(TASK_PAGE_SIZE + 1, pageParam));
      return {
        tasks: found.slice(0, TASK_PAGE_SIZE),
        nextOffset: found.length > TASK_PAGE_SIZE ? pageParam + TASK_PAGE_SIZE : null,
      };
    },
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  });

export function useTaskPages() {
  return useInfiniteQuery(taskPagesQueryOptions());
}

/** GET /api/tasks?limit=n — the family's first few tasks, for the dashboard's Today's Tasks card. */
export const firstTasksQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...queryKeys.tasks(), 'first', limit] as const,
    queryFn: () => apiFetch<Task[]>(tasksPath(limit)),
  });

export function useFirstTasks(limit: number) {
  return useQuery(firstTasksQueryOptions(limit));
}
