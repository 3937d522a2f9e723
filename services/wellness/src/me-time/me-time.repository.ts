import { and, asc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import type { WellnessSchema } from '../schema';
import { meTimeBlocks, type MeTimeBlockRow } from './me-time.table';

export type NewMeTimeBlock = Omit<typeof meTimeBlocks.$inferInsert, 'id' | 'familyId' | 'createdAt'>;

/** More do-not-disturb blocks than one person keeps; the rest would wait for the next read. */
const MAX_DO_NOT_DISTURB_BLOCKS = 200;

export interface BlockFilter {
  userIds?: number[];
  /** Blocks that end after this instant. */
  from?: Date;
  /** Blocks that start before this instant. */
  to?: Date;
  after?: { start: Date; id: number };
  limit: number;
}

export function createMeTimeRepository(db: Database<WellnessSchema>) {
  return {
    /** By start time, then id; limit + 1 rows. */
    async list(familyId: number, filter: BlockFilter): Promise<MeTimeBlockRow[]> {
      return db
        .select()
        .from(meTimeBlocks)
        .where(
          and(
            eq(meTimeBlocks.familyId, familyId),
            filter.userIds ? inArray(meTimeBlocks.userId, filter.userIds) : undefined,
            filter.from ? gt(meTimeBlocks.endTime, filter.from) : undefined,
            filter.to ? lt(meTimeBlocks.startTime, filter.to) : undefined,
            filter.after
              ? or(
                  gt(meTimeBlocks.startTime, filter.after.start),
                  and(eq(meTimeBlocks.startTime, filter.after.start), gt(meTimeBlocks.id, filter.after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(meTimeBlocks.startTime), asc(meTimeBlocks.id))
        .limit(filter.limit + 1);
    },

    /** The family's blocks that can reach into [start, end): those overlapping it, and every repeating one begun before its end. */
    async forCalendar(familyId: number, start: Date, end: Date, limit: number): Promise<MeTimeBlockRow[]> {
      return db
        .select()
        .from(meTimeBlocks)
        .where(
          and(
            eq(meTimeBlocks.familyId, familyId),
            lt(meTimeBlocks.startTime, end),
            or(gt(meTimeBlocks.endTime, start), eq(meTimeBlocks.isRecurring, true)),
          ),
        )
        .orderBy(asc(meTimeBlocks.startTime), asc(meTimeBlocks.id))
        .limit(limit);
    },

    /** One member's do-not-disturb blocks begun before `before` that may still be on: open, or repeating. */
    async doNotDisturbOf(familyId: number, userId: number, at: Date): Promise<MeTimeBlockRow[]> {
      return db
        .select()
        .from(meTimeBlocks)
        .where(
          and(
            eq(meTimeBlocks.familyId, familyId),
            eq(meTimeBlocks.userId, userId),
            eq(meTimeBlocks.doNotDisturb, true),
            lt(meTimeBlocks.startTime, at),
            or(
              eq(meTimeBlocks.isRecurring, true),
              and(gt(meTimeBlocks.endTime, at), eq(meTimeBlocks.completed, false)),
            ),
          ),
        )
        .limit(MAX_DO_NOT_DISTURB_BLOCKS);
    },

    async find(familyId: number, id: number): Promise<MeTimeBlockRow | undefined> {
      const [row] = await db
        .select()
        .from(meTimeBlocks)
        .where(and(eq(meTimeBlocks.familyId, familyId), eq(meTimeBlocks.id, id)));
      return row;
    },

    async insert(familyId: number, values: NewMeTimeBlock): Promise<MeTimeBlockRow> {
      const [row] = await db
        .insert(meTimeBlocks)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async update(
      familyId: number,
      id: number,
      changes: Partial<NewMeTimeBlock>,
    ): Promise<MeTimeBlockRow | undefined> {
      const [row] = await db
        .update(meTimeBlocks)
        .set(changes)
        .where(and(eq(meTimeBlocks.familyId, familyId), eq(meTimeBlocks.id, id)))
        .returning();
      return row;
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(meTimeBlocks)
        .where(and(eq(meTimeBlocks.familyId, familyId), eq(meTimeBlocks.id, id)))
        .returning({ id: meTimeBlocks.id });
      return rows.length > 0;
    },
  };
}
export type MeTimeRepository = ReturnType<typeof createMeTimeRepository>;
