import { queryOptions, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import {
  endpointPages,
  endpointQuery,
  mapPagedCache,
  useOfflineMutation,
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
import { tasksMessages } from '../messages';

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

const titleOf = (title: string | undefined) => ({ title: title ?? tasksMessages.t('pending.unnamed') });

const mapTasks = (cache: TasksCache | undefined, change: (tasks: Task[], last: boolean) => Task[]) =>
  mapPagedCache(cache, (page, { last }) => ({
    ...page,
    items: change(page.items, last && page.nextCursor === null),
  }));

/** The task as it is drawn until the server answers. */
function newTask(body: CreateTaskBody, id: number): Task {
  return {
    id,
    title: body.title.trim(),
    description: body.description?.trim() || null,
    dueDate: body.dueDate ?? null,
    priority: body.priority ?? 'medium',
    completed: body.completed ?? false,
    assignedToId: body.assignedToId ?? null,
    createdById: null,
    createdAt: new Date().toISOString(),
    source: null,
  };
}

/** Adds a task, shown at once at the end of the list, and kept for later with no network (issue #31). */
export function useCreateTask() {
  return useOfflineMutation(endpoints.create, (body: CreateTaskBody) => ({ body }), {
    adds: true,
    apply: (cache: TasksCache | undefined, body, tempId) =>
      tempId === undefined
        ? cache
        : mapTasks(cache, (tasks, end) => (end ? [...tasks, newTask(body, tempId)] : tasks)),
    label: (body) => tasksMessages.t('pending.add', titleOf(body.title)),
    failure: 'Failed to add task',
  });
}

export interface TaskUpdate {
  id: number;
  changes: UpdateTaskBody;
  /** Its title before the change, for the pending list and a conflict. */
  title?: string;
}

export function useUpdateTask() {
  return useOfflineMutation(
    endpoints.update,
    ({ id, changes }: TaskUpdate) => ({ params: { id }, body: changes }),
    {
      apply: (cache: TasksCache | undefined, { id, changes }) =>
        mapTasks(cache, (tasks) =>
          tasks.map((t) => (t.id === id ? { ...t, ...(changes as Partial<Task>) } : t)),
        ),
      label: ({ title, changes }) => tasksMessages.t('pending.edit', titleOf(title ?? changes.title)),
      failure: 'Failed to update task',
    },
  );
}

export function useDeleteTask() {
  return useOfflineMutation(
    endpoints.remove,
    ({ id }: { id: number; title: string }) => ({ params: { id } }),
    {
      apply: (cache: TasksCache | undefined, { id }) =>
        mapTasks(cache, (tasks) => tasks.filter((t) => t.id !== id)),
      label: ({ title }) => tasksMessages.t('pending.delete', titleOf(title)),
      failure: 'Failed to delete task',
    },
  );
}

export interface TaskToggle {
  id: number;
  completed: boolean;
  /** The task's title, for the pending list and a conflict. */
  title?: string;
}

/** The cached page (or pages) with one task's checkbox changed; anything else is left as it is. */
function withCompleted(cache: TasksCache | undefined, { id, completed }: TaskToggle): TasksCache | undefined {
  return mapTasks(cache, (tasks) => tasks.map((t) => (t.id === id ? { ...t, completed } : t)));
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
      label: ({ title, completed }) =>
        tasksMessages.t(completed ? 'pending.tick' : 'pending.untick', titleOf(title)),
      onRefused: (description) =>
        toast({ variant: 'destructive', title: tasksMessages.t('toast.notAllowed'), description }),
    },
  );
}
