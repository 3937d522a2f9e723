import {
  canOrganise,
  type Page,
  type Task,
  type TaskListQuery,
  type createTaskBody,
  type updateTaskBody,
} from '@familyhub/contracts';
import { badRequest, forbidden, keysetCursor, mapPage, notFound, type Caller } from '@familyhub/server-kit';
import { z } from 'zod';
import type { TaskRow } from '../schema';
import type { AlertHooks } from '../alerts';
import type { FamilyMembers, LiveEvents } from '@familyhub/server-kit';
import type { ShownTask, TasksRepository } from './tasks.repository';

type CreateTask = z.output<typeof createTaskBody>;
type UpdateTask = z.output<typeof updateTaskBody>;

export function toTask(row: ShownTask): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    priority: row.priority,
    completed: row.completed,
    assignedToId: row.assignedToId,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    source:
      row.sourceDomain && row.sourceType && row.sourceId !== null
        ? { domain: row.sourceDomain, type: row.sourceType, id: row.sourceId }
        : null,
  };
}

const taskNotFound = () => notFound('Task');

/** The list's keyset: the id of the last task shown. */
const taskCursor = keysetCursor(z.object({ id: z.number().int().positive() }));

export interface TasksServiceOptions {
  repository: TasksRepository;
  /** Who is in a family (identity). */
  members: FamilyMembers;
  live: LiveEvents;
  alerts: Pick<AlertHooks, 'taskSaved' | 'targetRemoved'>;
}

/** Task rules: admins and parents organise the family's tasks; a child only ticks off their own. */
export function createTasksService({ repository: tasks, members, live, alerts }: TasksServiceOptions) {
  async function assertAssigneeInFamily(
    caller: Caller,
    assignedToId: number | null | undefined,
    requestId?: string,
  ) {
    if (assignedToId == null) return;
    if (!(await members.includes(caller, assignedToId, requestId)))
      throw badRequest('Assignee must be a member of your family');
  }

  async function existing(caller: Caller, taskId: number): Promise<TaskRow> {
    const task = await tasks.find(caller.familyId, taskId);
    if (!task) throw taskNotFound();
    return task;
  }

  return {
    /** One page of the family's tasks; the cursor is the id of the last task of the previous page. */
    async list(caller: Caller, query: TaskListQuery): Promise<Page<Task>> {
      const after = taskCursor.decode(query.cursor);
      const rows = await tasks.list(caller.familyId, { afterId: after?.id, limit: query.limit + 1 });
      return mapPage(
        taskCursor.page(rows, query.limit, (row) => ({ id: row.id })),
        toTask,
      );
    },

    async get(caller: Caller, taskId: number): Promise<Task> {
      return toTask(await existing(caller, taskId));
    },

    assertMayCreate(caller: Caller): void {
      if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can add tasks');
    },

    async create(caller: Caller, body: CreateTask, requestId?: string): Promise<Task> {
      this.assertMayCreate(caller);
      await assertAssigneeInFamily(caller, body.assignedToId, requestId);
      const row = await tasks.insert(caller.familyId, {
        title: body.title,
        description: body.description ?? null,
        dueDate: body.dueDate ?? null,
        priority: body.priority,
        completed: body.completed,
        assignedToId: body.assignedToId ?? null,
        createdById: caller.userId,
      });
      await alerts.taskSaved(caller.familyId, caller.userId, row, null);
      live.publish(caller.familyId, 'tasks');
      return toTask(row);
    },

    async update(caller: Caller, taskId: number, body: UpdateTask, requestId?: string): Promise<Task> {
      const task = await existing(caller, taskId);
      if (!canOrganise(caller.role)) {
        const onlyCompleted = Object.keys(body).every((key) => key === 'completed');
        if (!onlyCompleted || task.assignedToId !== caller.userId) {
          throw forbidden('Children can only mark their own tasks as done');
        }
      }
      if (body.assignedToId !== undefined) await assertAssigneeInFamily(caller, body.assignedToId, requestId);
      const updated = await tasks.update(caller.familyId, taskId, body);
      if (!updated) throw taskNotFound();
      await alerts.taskSaved(caller.familyId, caller.userId, updated, task.assignedToId);
      live.publish(caller.familyId, 'tasks');
      return toTask(updated);
    },

    async remove(caller: Caller, taskId: number): Promise<void> {
      await existing(caller, taskId);
      if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can delete tasks');
      if (!(await tasks.remove(caller.familyId, taskId))) throw taskNotFound();
      await alerts.targetRemoved(caller.familyId, 'task', taskId);
      live.publish(caller.familyId, 'tasks');
    },
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
