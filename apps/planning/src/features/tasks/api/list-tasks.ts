import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Page, Task } from '@familyhub/contracts';
import { tasksKeys } from './tasks-keys';

/** How many tasks /tasks shows at first and adds with each "Load more". */
export const TASK_PAGE_SIZE = 25;

/** GET /api/tasks?limit=&cursor= — the family's tasks in the order they were added. */
export function tasksPath(limit: number, cursor?: string): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `/api/tasks?${query.toString()}`;
}

/** Every shape the task queries keep under the 'tasks' key: one page or the pages of /tasks. */
export type TasksCache = Page<Task> | InfiniteData<Page<Task>, string | undefined>;

/**
 * The pages of /tasks, each with the cursor of the next (null on the last). Keys start with 'tasks', the
 * live-update topic, so a change refetches every loaded page (from the first, following the fresh cursors).
 */
export const taskPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: tasksKeys.pages(),
    queryFn: ({ pageParam }) => apiFetch<Page<Task>>(tasksPath(TASK_PAGE_SIZE, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useTaskPages() {
  return useInfiniteQuery(taskPagesQueryOptions());
}

/** GET /api/tasks?limit=n — the family's first few tasks, for the dashboard's Today's Tasks card. */
export const firstTasksQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: tasksKeys.first(limit),
    queryFn: () => apiFetch<Page<Task>>(tasksPath(limit)),
  });

export function useFirstTasks(limit: number) {
  return useQuery(firstTasksQueryOptions(limit));
}
