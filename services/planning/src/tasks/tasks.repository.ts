import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import { tasks, type PlanningSchema, type TaskRow } from '../schema';

export type NewTask = Omit<typeof tasks.$inferInsert, 'id' | 'familyId' | 'createdAt' | 'updatedAt'>;
export type TaskChanges = Partial<
  Pick<TaskRow, 'title' | 'description' | 'dueDate' | 'priority' | 'completed' | 'assignedToId'>
>;

/** What a task shows (`toTask`): its row without the family it belongs to and when it last changed. */
export type ShownTask = Omit<TaskRow, 'familyId' | 'updatedAt'>;
const { familyId: _familyId, updatedAt: _updatedAt, ...shownColumns } = getTableColumns(tasks);

/** Rows after a task id (none: from the first), at most `limit` of them. */
export interface TaskRange {
  afterId?: number;
  limit: number;
}

export function createTasksRepository(db: Database<PlanningSchema>) {
  // The list is the busiest read (issue #16): prepared once, so neither Drizzle nor PostgreSQL builds and plans it
  // again on every call; and it reads only the columns a task shows (the timestamps cost the most to map).
  const page = db
    .select(shownColumns)
    .from(tasks)
    .where(and(eq(tasks.familyId, sql.placeholder('familyId')), gt(tasks.id, sql.placeholder('afterId'))))
    .orderBy(asc(tasks.id))
    .limit(sql.placeholder('limit'))
    .prepare('planning_tasks_page');
  return {
    /**
     * Tasks in id order (the order tasks were added; ids are unique, so the order is stable and "the first 4
     * tasks" on the dashboard stay the same between loads), after `afterId` (the keyset cursor). The (family_id,
     * id) index serves the filter, the cursor and the order, so a page costs the same however deep it is.
     */
    async list(familyId: number, range: TaskRange): Promise<ShownTask[]> {
      return page.execute({ familyId, afterId: range.afterId ?? 0, limit: range.limit });
    },

    async find(familyId: number, taskId: number): Promise<TaskRow | undefined> {
      const [row] = await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.familyId, familyId), eq(tasks.id, taskId)));
      return row;
    },

    async insert(familyId: number, values: NewTask): Promise<TaskRow> {
      const [row] = await db
        .insert(tasks)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async update(familyId: number, taskId: number, changes: TaskChanges): Promise<TaskRow | undefined> {
      const [row] = await db
        .update(tasks)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(tasks.familyId, familyId), eq(tasks.id, taskId)))
        .returning();
      return row;
    },

    async remove(familyId: number, taskId: number): Promise<boolean> {
      const deleted = await db
        .delete(tasks)
        .where(and(eq(tasks.familyId, familyId), eq(tasks.id, taskId)))
        .returning({ id: tasks.id });
      return deleted.length > 0;
    },
  };
}
export type TasksRepository = ReturnType<typeof createTasksRepository>;
