import { z } from 'zod';
import { alertTargetType } from './alerts';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT, pageOf, pageQuery } from '../paging';
import { domainId } from '../platform';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { organiserRoles } from '../role-rules';

export const priorities = ['low', 'medium', 'high'] as const;
export const priority = z.enum(priorities, { error: 'Priority is required' });
export type Priority = z.infer<typeof priority>;

/** Where a linked family task came from: the domain, the kind of thing (a target type, so it links back) and its id. */
export const taskSource = z
  .object({ domain: domainId, type: alertTargetType, id: z.number().int().positive().max(2_147_483_647) })
  .strict();
export type TaskSource = z.infer<typeof taskSource>;

export const task = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  dueDate: z.string().nullable(),
  priority,
  completed: z.boolean(),
  assignedToId: z.number().int().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  /**
   * The domain item a linked family task came from (docs/adr/0008), e.g. `{ domain: 'school', type:
   * 'school-document', id: 12 }`; null for a task added on /tasks.
   */
  source: taskSource.nullable(),
});
export type Task = z.infer<typeof task>;

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be at most 200 characters');
const description = z.string().trim().max(2000, 'Description must be at most 2000 characters').nullish();
const dueDate = z.iso.date('Due date must be a date like 2026-11-22').nullish();
const assignedToId = z.number().int().positive().nullish();

/** POST /api/tasks (spec 000 §7: title, description, priority, completed, assignedToId). */
export const createTaskBody = z.object({
  title,
  description,
  priority: priority.default('medium'),
  completed: z.boolean().default(false),
  dueDate,
  assignedToId,
});
export type CreateTaskBody = z.input<typeof createTaskBody>;

/** PATCH /api/tasks/{id}: any subset; `{ completed }` alone is the toggle. */
export const updateTaskBody = z
  .object({ title, description, priority, completed: z.boolean(), dueDate, assignedToId })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateTaskBody = z.input<typeof updateTaskBody>;

/**
 * GET /api/tasks?cursor=&limit= — the family's tasks in id order (the order they were added), a page at a time:
 * `{ items, nextCursor }` (docs/architecture.md "Settled patterns": paging). 50 per page unless asked, at most 200.
 */
export const TASK_LIST_DEFAULT_LIMIT = PAGE_DEFAULT_LIMIT;
export const TASK_LIST_MAX_LIMIT = PAGE_MAX_LIMIT;
export const taskListQuery = pageQuery;
export type TaskListQuery = z.output<typeof taskListQuery>;
export const taskPage = pageOf(task);
export type TaskPage = z.infer<typeof taskPage>;

const endpoint = endpointsFor('planning', 'tasks');
const taskId = { id: pathId('Task') };

/** The Tasks screen's endpoints (spec 000 §2 Tasks). */
export const taskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/tasks',
    summary: "The family's tasks in the order they were added, a page at a time",
    query: taskListQuery,
    response: taskPage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/tasks',
    summary: 'Add a task',
    offline: 'queue',
    body: createTaskBody,
    response: task,
    status: 201,
    access: { roles: organiserRoles, refusal: 'Only parents and admins can add tasks' },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/tasks/:id',
    summary: 'One task',
    params: taskId,
    response: task,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/tasks/:id',
    summary: 'Edit a task, or tick it done',
    offline: 'queue',
    params: taskId,
    body: updateTaskBody,
    response: task,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/tasks/:id',
    summary: 'Delete a task',
    params: taskId,
    offline: 'queue',
  }),
};
