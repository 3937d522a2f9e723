import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { MAX_EVENT_LENGTH_DAYS, MAX_EVENTS_PER_FAMILY } from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import { events, type EventRow, type PlanningSchema } from '../schema';
import { eventExceptions, type EventExceptionRow } from './events.table';
import { DAY_MS } from '@familyhub/server-kit';

/** What a single-occurrence change stores: cancelled, or its own title, description and times. */
export type OccurrenceChange =
  | { cancelled: true }
  | { cancelled: false; title: string; description: string | null; startAt: Date; endAt: Date | null };

export type NewEvent = Omit<typeof events.$inferInsert, 'id' | 'familyId' | 'createdAt' | 'updatedAt'>;
export type EventChanges = Partial<NewEvent>;

export function createEventsRepository(db: Database<PlanningSchema>) {
  return {
    /**
     * The series that may have an occurrence in [windowStart, windowEnd): one-off events starting at most one
     * maximal event length before the window (an index range on (family_id, start_at)), and repeating series
     * that started before the window end and have not ended before it.
     */
    /** The families with an event that may occur between the two instants (a one-off starting then, or a series). */
    async familiesWithEventsBetween(windowStart: Date, windowEnd: Date): Promise<number[]> {
      const untilFloor = new Date(windowStart.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
      const rows = await db
        .selectDistinct({ familyId: events.familyId })
        .from(events)
        .where(
          and(
            lt(events.startAt, windowEnd),
            eq(events.allDay, false),
            or(
              and(isNull(events.recurrence), gte(events.startAt, windowStart)),
              and(
                isNotNull(events.recurrence),
                or(isNull(events.recurrenceUntil), gt(events.recurrenceUntil, sql`${untilFloor}::date`)),
              ),
            ),
          ),
        );
      return rows.map((row) => row.familyId);
    },

    async candidatesForWindow(
      familyId: number,
      windowStart: Date,
      windowEnd: Date,
      limit = MAX_EVENTS_PER_FAMILY,
    ): Promise<EventRow[]> {
      const earliestStart = new Date(windowStart.getTime() - (MAX_EVENT_LENGTH_DAYS + 1) * DAY_MS);
      // Two days of slack: `until` is a date in the series' own zone.
      const untilFloor = new Date(earliestStart.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
      return db
        .select()
        .from(events)
        .where(
          and(
            eq(events.familyId, familyId),
            lt(events.startAt, windowEnd),
            or(
              and(isNull(events.recurrence), gte(events.startAt, earliestStart)),
              and(
                isNotNull(events.recurrence),
                or(isNull(events.recurrenceUntil), gt(events.recurrenceUntil, sql`${untilFloor}::date`)),
              ),
            ),
          ),
        )
        .orderBy(asc(events.startAt), asc(events.id))
        .limit(limit);
    },

    /** How many events, and how many of them repeating series, the family keeps (for the caps per family). */
    async countForFamily(familyId: number): Promise<{ events: number; series: number }> {
      const [row] = await db
        .select({
          events: sql<number>`count(*)::int`,
          series: sql<number>`(count(*) filter (where ${events.recurrence} is not null))::int`,
        })
        .from(events)
        .where(eq(events.familyId, familyId));
      return row ?? { events: 0, series: 0 };
    },

    /** The series' single-occurrence changes other than the one keyed `except` (which a save would replace). */
    async countOtherExceptions(familyId: number, eventId: number, except: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(eventExceptions)
        .where(
          and(
            eq(eventExceptions.familyId, familyId),
            eq(eventExceptions.eventId, eventId),
            ne(eventExceptions.occurrenceStart, except),
          ),
        );
      return row?.count ?? 0;
    },

    async find(familyId: number, eventId: number): Promise<EventRow | undefined> {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.familyId, familyId), eq(events.id, eventId)));
      return row;
    },

    async insert(familyId: number, values: NewEvent): Promise<EventRow> {
      const [row] = await db
        .insert(events)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async update(familyId: number, eventId: number, changes: EventChanges): Promise<EventRow | undefined> {
      const [row] = await db
        .update(events)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(events.familyId, familyId), eq(events.id, eventId)))
        .returning();
      return row;
    },

    /**
     * The single-occurrence changes of these series; with a window, only those that matter to it: the ones whose
     * original occurrence (lasting as long as its series' first one) reaches into the window, and the ones moved
     * into it. Two days of slack cover all-day occurrences without an end and daylight-saving shifts.
     */
    async exceptionsFor(
      familyId: number,
      eventIds: readonly number[],
      window?: { start: Date; end: Date },
    ): Promise<EventExceptionRow[]> {
      if (eventIds.length === 0) return [];
      const scoped = and(
        eq(eventExceptions.familyId, familyId),
        inArray(eventExceptions.eventId, [...eventIds]),
      );
      if (!window) return db.select().from(eventExceptions).where(scoped);
      const slack = sql`interval '2 days'`;
      const windowStart = sql`${window.start.toISOString()}::timestamptz`;
      const rows = await db
        .select({ exception: eventExceptions })
        .from(eventExceptions)
        .innerJoin(events, and(eq(events.id, eventExceptions.eventId), eq(events.familyId, familyId)))
        .where(
          and(
            scoped,
            or(
              and(
                lt(eventExceptions.occurrenceStart, window.end),
                gt(
                  sql`${eventExceptions.occurrenceStart} + coalesce(${events.endAt} - ${events.startAt}, interval '0') + ${slack}`,
                  windowStart,
                ),
              ),
              and(
                lt(eventExceptions.startAt, window.end),
                gt(
                  sql`coalesce(${eventExceptions.endAt}, ${eventExceptions.startAt}) + ${slack}`,
                  windowStart,
                ),
              ),
            ),
          ),
        );
      return rows.map((row) => row.exception);
    },

    /** Records (or replaces) the change to one occurrence of a series. */
    async saveException(
      familyId: number,
      eventId: number,
      occurrenceStart: Date,
      change: OccurrenceChange,
    ): Promise<EventExceptionRow> {
      const values = change.cancelled
        ? { cancelled: true, title: null, description: null, startAt: null, endAt: null }
        : { ...change, cancelled: false };
      const [row] = await db
        .insert(eventExceptions)
        .values({ familyId, eventId, occurrenceStart, ...values })
        .onConflictDoUpdate({
          target: [eventExceptions.eventId, eventExceptions.occurrenceStart],
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      return row;
    },

    /** Forgets every single-occurrence change of a series (its timing changed, so their keys no longer match). */
    async clearExceptions(familyId: number, eventId: number): Promise<void> {
      await db
        .delete(eventExceptions)
        .where(and(eq(eventExceptions.familyId, familyId), eq(eventExceptions.eventId, eventId)));
    },

    async remove(familyId: number, eventId: number): Promise<boolean> {
      const deleted = await db
        .delete(events)
        .where(and(eq(events.familyId, familyId), eq(events.id, eventId)))
        .returning({ id: events.id });
      return deleted.length > 0;
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
