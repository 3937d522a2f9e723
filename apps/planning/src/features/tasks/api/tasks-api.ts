import { queryOptions, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import {
  endpointPages,
  endpointQuery,
  useEndpointMutation,
  useOptimisticToggle,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreateTaskBody,
  type Task,
  type TaskPage,
  type UpdateTaskBody,
} from '@familyhub/contracts';
import { toast } from '@familyhub/ui';

const endpoints = endpointRoutes.tasks;

/** How many tasks /tasks shows at first and adds with each "Load more". */
export const TASK_PAGE_SIZE = 25;

/** Every shape the task queries keep under 'tasks': one page or the pages of /tasks. */
export type TasksCache = TaskPage | InfiniteData<TaskPage, string | undefined>;

/** The pages of /tasks, in the order tasks were added. */
export const taskPagesQueryOptions = () => endpointPages(endpoints.list, TASK_PAGE_SIZE);

export function useTaskPages() {
  return useInfiniteQuery(taskPagesQueryOptions());
}

/** The family's first few tasks, for the dashboard's Today's Tasks card. */
export const firstTasksQueryOptions = (limit: number) => endpointQuery(endpoints.list, { query: { limit } });

export function useFirstTasks(limit: number) {
  return useQuery(firstTasksQueryOptions(limit));
}

/** One task, for a screen opened on a task that is not on the loaded pages. */
export const taskQueryOptions = (id: number) =>
  queryOptions({ ...endpointQuery(endpoints.get, { params: { id } }), retry: false });

export function useTask(id: number | null) {
  return useQuery({ ...taskQueryOptions(id ?? 0), enabled: id !== null });
}

export function useCreateTask() {
  return useEndpointMutation(endpoints.create, (body: CreateTaskBody) => ({ body }));
}

export interface TaskUpdate {
  id: number;
  changes: UpdateTaskBody;
}

export function useUpdateTask() {
  return useEndpointMutation(endpoints.update, ({ id, changes }: TaskUpdate) => ({
    params: { id },
    body: changes,
  }));
}

export function useDeleteTask() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}

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
 * Ticks a task with an optimistic update (spec 000 §4): the checkbox changes at once in every loaded task list (the
 * pages of /tasks and the dashboard's first few) and reverts if the call fails. A refusal (403, e.g. a child
 * ticking someone else's task) also gets a toast with the server's words; other failures only log (spec 000 §8).
 */
export function useToggleTask() {
  return useOptimisticToggle(
    endpoints.update,
    ({ id, completed }: TaskToggle) => ({ params: { id }, body: { completed } }),
    {
      apply: (cache: TasksCache | undefined, toggle) => withCompleted(cache, toggle),
      failure: 'Failed to update task',
      onRefused: (description) => toast({ variant: 'destructive', title: 'Not allowed', description }),
    },
  );
}
