import { z } from 'zod';
import { alertTargetType } from './alerts';
import { domainId } from './platform';

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
 * The list is paged: the answer stays an array of at most `limit` tasks, in id order (the order they were
 * added), starting at `offset`. A page shorter than `limit` is the last one; a client that wants to know
 * whether more follow without an extra call asks for one task more than it shows.
 */
export const TASK_LIST_DEFAULT_LIMIT = 50;
export const TASK_LIST_MAX_LIMIT = 200;

/** GET /api/tasks?limit=&offset= */
export const taskListQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(TASK_LIST_MAX_LIMIT, `limit must be at most ${TASK_LIST_MAX_LIMIT}`)
    .default(TASK_LIST_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: 'offset must be a whole number' })
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .default(0),
});
export type TaskListQuery = z.output<typeof taskListQuery>;
