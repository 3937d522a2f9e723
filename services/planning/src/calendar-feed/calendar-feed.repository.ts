import { and, eq } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import type { PlanningSchema } from '../schema';
import { calendarFeeds, type CalendarFeedRow } from './calendar-feed.table';

export function createCalendarFeedRepository(db: Database<PlanningSchema>) {
  return {
    async find(familyId: number, userId: number): Promise<CalendarFeedRow | undefined> {
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.familyId, familyId), eq(calendarFeeds.userId, userId)));
      return row;
    },

    /** Turns the member's feed on with a new token hash; an earlier token stops working at once. */
    async replace(familyId: number, userId: number, tokenHash: string): Promise<CalendarFeedRow> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ familyId, userId, tokenHash })
        .onConflictDoUpdate({
          target: [calendarFeeds.familyId, calendarFeeds.userId],
          set: { tokenHash, createdAt: new Date(), lastFetchedAt: null },
        })
        .returning();
      return row;
    },

    async remove(familyId: number, userId: number): Promise<boolean> {
      const deleted = await db
        .delete(calendarFeeds)
        .where(and(eq(calendarFeeds.familyId, familyId), eq(calendarFeeds.userId, userId)))
        .returning({ id: calendarFeeds.id });
      return deleted.length > 0;
    },

    /** The feed a token hash opens, noting the fetch. */
    async useToken(tokenHash: string, now: Date): Promise<CalendarFeedRow | undefined> {
      const [row] = await db
        .update(calendarFeeds)
        .set({ lastFetchedAt: now })
        .where(eq(calendarFeeds.tokenHash, tokenHash))
        .returning();
      return row;
    },
  };
}
export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
