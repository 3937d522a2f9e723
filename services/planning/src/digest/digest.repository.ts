import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { MAX_EVENT_LENGTH_DAYS } from '@familyhub/contracts';
import { DAY_MS, type Database } from '@familyhub/server-kit';
import { eventExceptions, events, tasks, type PlanningSchema } from '../schema';

/**
 * The digest's reads for many families at once (issue #30): one query each, over the union of their windows; the
 * provider keeps each family's own window.
 */
export function createDigestRepository(db: Database<PlanningSchema>) {
  return {
    /** Events that may occur in [start, end): one-offs starting in it (or just before, still going), and series. */
    async eventCandidates(familyIds: readonly number[], start: Date, end: Date) {
      const earliestStart = new Date(start.getTime() - (MAX_EVENT_LENGTH_DAYS + 1) * DAY_MS);
      const untilFloor = new Date(earliestStart.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
      return db
        .select()
        .from(events)
        .where(
          and(
            inArray(events.familyId, [...familyIds]),
            lt(events.startAt, end),
            or(
              and(isNull(events.recurrence), gte(events.startAt, earliestStart)),
              and(
                isNotNull(events.recurrence),
                or(isNull(events.recurrenceUntil), gt(events.recurrenceUntil, sql`${untilFloor}::date`)),
              ),
            ),
          ),
        )
        .orderBy(asc(events.startAt), asc(events.id));
    },

    async exceptions(eventIds: readonly number[]) {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(eventExceptions)
        .where(inArray(eventExceptions.eventId, [...eventIds]));
    },

    /** Open tasks due on a date in [fromDate, toDate). */
    async openTasksDue(familyIds: readonly number[], fromDate: string, toDate: string) {
      return db
        .select({
          id: tasks.id,
          familyId: tasks.familyId,
          title: tasks.title,
          dueDate: tasks.dueDate,
          assignedToId: tasks.assignedToId,
        })
        .from(tasks)
        .where(
          and(
            inArray(tasks.familyId, [...familyIds]),
            eq(tasks.completed, false),
            gte(tasks.dueDate, fromDate),
            lt(tasks.dueDate, toDate),
          ),
        );
    },
  };
}
export type DigestRepository = ReturnType<typeof createDigestRepository>;
