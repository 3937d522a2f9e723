import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import { users } from '../../schema';
import {
  notificationDeliveries,
  notificationLogs,
  outboxEmails,
  type NotificationDeliveryRow,
  type NotificationLogRow,
  type OutboxEmailRow,
} from './notification-deliveries.table';

export type NewDelivery = typeof notificationDeliveries.$inferInsert;
export type NewLog = typeof notificationLogs.$inferInsert;
export type NewOutboxEmail = typeof outboxEmails.$inferInsert;
export type DeliveryOutcome = Partial<
  Pick<NotificationDeliveryRow, 'state' | 'dueAt' | 'lastError' | 'sentAt' | 'attempts'>
>;

export function createDeliveriesRepository(db: Database) {
  return {
    /** Queues deliveries; one already queued for the same member, channel and cause is left as it is. */
    async enqueue(rows: readonly NewDelivery[]): Promise<NotificationDeliveryRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(notificationDeliveries)
        .values([...rows])
        .onConflictDoNothing()
        .returning();
    },

    /**
     * Claims up to `limit` deliveries due at `now` for this sender, each counted as one more attempt: the pending
     * ones, and those a sender claimed and never finished (its lease passed). `for update skip locked`: two
     * instances claiming at once take different rows, so none is sent twice.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<NotificationDeliveryRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: notificationDeliveries.id })
          .from(notificationDeliveries)
          .where(
            or(
              and(eq(notificationDeliveries.state, 'pending'), lte(notificationDeliveries.dueAt, now)),
              and(eq(notificationDeliveries.state, 'sending'), lt(notificationDeliveries.lockedUntil, now)),
            ),
          )
          .orderBy(asc(notificationDeliveries.dueAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(notificationDeliveries)
          .set({
            state: 'sending',
            lockedUntil: new Date(now.getTime() + leaseMs),
            attempts: sql`${notificationDeliveries.attempts} + 1`,
          })
          .where(
            inArray(
              notificationDeliveries.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    /** Claims one pending delivery by id (a test sent while the member waits); undefined when another took it. */
    async claimById(id: number, now: Date, leaseMs: number): Promise<NotificationDeliveryRow | undefined> {
      const [row] = await db
        .update(notificationDeliveries)
        .set({
          state: 'sending',
          lockedUntil: new Date(now.getTime() + leaseMs),
          attempts: sql`${notificationDeliveries.attempts} + 1`,
        })
        .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.state, 'pending')))
        .returning();
      return row;
    },

    /** Records how a claimed delivery went (sent, held again, retried later, given up). */
    async finish(id: number, outcome: DeliveryOutcome): Promise<void> {
      await db
        .update(notificationDeliveries)
        .set({ ...outcome, lockedUntil: null })
        .where(eq(notificationDeliveries.id, id));
    },

    /** The members these deliveries go to (a member removed from the family has no row any more). */
    async members(userIds: readonly number[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: users.id,
          familyId: users.familyId,
          name: users.name,
          email: users.email,
          language: users.language,
        })
        .from(users)
        .where(inArray(users.id, [...userIds]));
    },

    async log(values: NewLog): Promise<NotificationLogRow> {
      const [row] = await db.insert(notificationLogs).values(values).returning();
      return row;
    },

    /** A member's history, newest first; `before`: the id of the last row of the previous page. */
    async history(familyId: number, userId: number, limit: number, before?: number) {
      return db
        .select()
        .from(notificationLogs)
        .where(
          and(
            eq(notificationLogs.familyId, familyId),
            eq(notificationLogs.userId, userId),
            before === undefined ? undefined : lt(notificationLogs.id, before),
          ),
        )
        .orderBy(desc(notificationLogs.id))
        .limit(limit);
    },

    async keepEmail(values: NewOutboxEmail): Promise<void> {
      await db.insert(outboxEmails).values(values);
    },

    async outboxPage(limit: number, before?: number): Promise<OutboxEmailRow[]> {
      return db
        .select()
        .from(outboxEmails)
        .where(before === undefined ? undefined : lt(outboxEmails.id, before))
        .orderBy(desc(outboxEmails.id))
        .limit(limit);
    },

    async outboxEmail(id: number): Promise<OutboxEmailRow | undefined> {
      const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
      return row;
    },

    /** Counts by state, for /metrics and the tests. */
    async countByState(): Promise<Record<string, number>> {
      const rows = await db
        .select({ state: notificationDeliveries.state, count: sql<number>`count(*)::int` })
        .from(notificationDeliveries)
        .groupBy(notificationDeliveries.state);
      return Object.fromEntries(rows.map((row) => [row.state, row.count]));
    },
  };
}
export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;
