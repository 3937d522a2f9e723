import { and, eq } from 'drizzle-orm';
import type { TaskSource } from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import { tasks, type PlanningSchema, type TaskRow } from '../schema';
import type { NewTask } from './tasks.repository';

/** Family tasks a domain made from one of its items, found by that item (ADR 0008). */
export function createLinkedTasksRepository(db: Database<PlanningSchema>) {
  const bySource = (familyId: number, source: TaskSource) =>
    and(
      eq(tasks.familyId, familyId),
      eq(tasks.sourceDomain, source.domain),
      eq(tasks.sourceType, source.type),
      eq(tasks.sourceId, source.id),
    );

  return {
    async find(familyId: number, source: TaskSource): Promise<TaskRow | undefined> {
      const [row] = await db.select().from(tasks).where(bySource(familyId, source));
      return row;
    },

    /** Inserts the item's task; undefined when it already has one (the unique source index decides, even in a race). */
    async insert(familyId: number, source: TaskSource, values: NewTask): Promise<TaskRow | undefined> {
      const [row] = await db
        .insert(tasks)
        .values({
          ...values,
          familyId,
          sourceDomain: source.domain,
          sourceType: source.type,
          sourceId: source.id,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async setCompleted(
      familyId: number,
      source: TaskSource,
      completed: boolean,
    ): Promise<TaskRow | undefined> {
      const [row] = await db
        .update(tasks)
        .set({ completed, updatedAt: new Date() })
        .where(bySource(familyId, source))
        .returning();
      return row;
    },

    async remove(familyId: number, source: TaskSource): Promise<TaskRow | undefined> {
      const [row] = await db.delete(tasks).where(bySource(familyId, source)).returning();
      return row;
    },
  };
}
export type LinkedTasksRepository = ReturnType<typeof createLinkedTasksRepository>;
