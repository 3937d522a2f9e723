import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { isUniqueViolation, type Database } from '@familyhub/server-kit';
import type { WellnessSchema } from '../schema';
import { waterGoals, waterIntakes, type WaterGoalRow, type WaterIntakeRow } from './water.table';

export type NewWaterIntake = Omit<typeof waterIntakes.$inferInsert, 'id' | 'familyId' | 'createdAt'>;
export type NewWaterGoal = Omit<typeof waterGoals.$inferInsert, 'id' | 'familyId'>;

export interface IntakeFilter {
  userIds?: number[];
  from?: string;
  to?: string;
  beforeId?: number;
  limit: number;
}

export function createWaterRepository(db: Database<WellnessSchema>) {
  return {
    /** Newest first; limit + 1 rows. */
    async listIntakes(familyId: number, filter: IntakeFilter): Promise<WaterIntakeRow[]> {
      return db
        .select()
        .from(waterIntakes)
        .where(
          and(
            eq(waterIntakes.familyId, familyId),
            filter.userIds ? inArray(waterIntakes.userId, filter.userIds) : undefined,
            filter.from ? gte(waterIntakes.date, filter.from) : undefined,
            filter.to ? lte(waterIntakes.date, filter.to) : undefined,
            filter.beforeId !== undefined ? lt(waterIntakes.id, filter.beforeId) : undefined,
          ),
        )
        .orderBy(desc(waterIntakes.id))
        .limit(filter.limit + 1);
    },

    /** Ounces per member and day, summed in SQL. */
    async totals(familyId: number, from: string, to: string, userIds?: number[]) {
      return db
        .select({
          userId: waterIntakes.userId,
          date: waterIntakes.date,
          totalOz: sql<number>`sum(${waterIntakes.amountOz})::float8`,
        })
        .from(waterIntakes)
        .where(
          and(
            eq(waterIntakes.familyId, familyId),
            gte(waterIntakes.date, from),
            lte(waterIntakes.date, to),
            userIds ? inArray(waterIntakes.userId, userIds) : undefined,
          ),
        )
        .groupBy(waterIntakes.userId, waterIntakes.date)
        .orderBy(asc(waterIntakes.date), asc(waterIntakes.userId));
    },

    async findIntake(familyId: number, id: number): Promise<WaterIntakeRow | undefined> {
      const [row] = await db
        .select()
        .from(waterIntakes)
        .where(and(eq(waterIntakes.familyId, familyId), eq(waterIntakes.id, id)));
      return row;
    },

    async insertIntake(familyId: number, values: NewWaterIntake): Promise<WaterIntakeRow> {
      const [row] = await db
        .insert(waterIntakes)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async removeIntake(familyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(waterIntakes)
        .where(and(eq(waterIntakes.familyId, familyId), eq(waterIntakes.id, id)))
        .returning({ id: waterIntakes.id });
      return rows.length > 0;
    },

    /** In id order; limit + 1 rows. */
    async listGoals(
      familyId: number,
      filter: { userIds?: number[]; afterId?: number; limit: number },
    ): Promise<WaterGoalRow[]> {
      return db
        .select()
        .from(waterGoals)
        .where(
          and(
            eq(waterGoals.familyId, familyId),
            filter.userIds ? inArray(waterGoals.userId, filter.userIds) : undefined,
            filter.afterId !== undefined ? gt(waterGoals.id, filter.afterId) : undefined,
          ),
        )
        .orderBy(asc(waterGoals.id))
        .limit(filter.limit + 1);
    },

    async findGoal(familyId: number, id: number): Promise<WaterGoalRow | undefined> {
      const [row] = await db
        .select()
        .from(waterGoals)
        .where(and(eq(waterGoals.familyId, familyId), eq(waterGoals.id, id)));
      return row;
    },

    /** undefined when the member already has a goal (one per member). */
    async insertGoal(familyId: number, values: NewWaterGoal): Promise<WaterGoalRow | undefined> {
      try {
        const [row] = await db
          .insert(waterGoals)
          .values({ ...values, familyId })
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async updateGoal(
      familyId: number,
      id: number,
      changes: Partial<NewWaterGoal>,
    ): Promise<WaterGoalRow | undefined> {
      const [row] = await db
        .update(waterGoals)
        .set(changes)
        .where(and(eq(waterGoals.familyId, familyId), eq(waterGoals.id, id)))
        .returning();
      return row;
    },

    /** Every goal with reminders on (the reminder round), family by family. */
    async goalsWithReminders(): Promise<WaterGoalRow[]> {
      return db
        .select()
        .from(waterGoals)
        .where(eq(waterGoals.reminder, true))
        .orderBy(asc(waterGoals.familyId));
    },
  };
}
export type WaterRepository = ReturnType<typeof createWaterRepository>;
