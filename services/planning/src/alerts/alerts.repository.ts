import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AlertStatus } from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import type { PlanningSchema } from '../schema';
import { alerts, type AlertRow } from './alerts.table';

export type NewAlert = Omit<typeof alerts.$inferInsert, 'id' | 'familyId' | 'status' | 'createdAt'>;

/** The most alerts one read answers: the popup needs the first urgent one, a list the latest few. */
const LIST_LIMIT = 50;

export function createAlertsRepository(db: Database<PlanningSchema>) {
  return {
    /** A member's alerts with that status, unexpired ones only when active: urgent first, then newest first. */
    async list(
      familyId: number,
      userId: number,
      status: AlertStatus | undefined,
      now: Date,
    ): Promise<AlertRow[]> {
      const conditions = [eq(alerts.familyId, familyId), eq(alerts.userId, userId)];
      if (status) conditions.push(eq(alerts.status, status));
      if (status === 'active') conditions.push(or(isNull(alerts.expiresAt), gt(alerts.expiresAt, now))!);
      return db
        .select()
        .from(alerts)
        .where(and(...conditions))
        .orderBy(
          sql`case when ${alerts.priority} = 'urgent' then 0 else 1 end`,
          desc(alerts.createdAt),
          asc(alerts.id),
        )
        .limit(LIST_LIMIT);
    },

    /** Raises alerts; one already raised for the same recipient and dedupe key (even dismissed) is kept as it is. */
    async raise(familyId: number, values: readonly NewAlert[]): Promise<void> {
      if (values.length === 0) return;
      await db
        .insert(alerts)
        .values(values.map((v) => ({ ...v, familyId })))
        .onConflictDoNothing({ target: [alerts.familyId, alerts.userId, alerts.dedupeKey] });
    },

    async dismiss(familyId: number, userId: number, alertId: number): Promise<AlertRow | undefined> {
      const [row] = await db
        .update(alerts)
        .set({ status: 'dismissed' })
        .where(and(eq(alerts.familyId, familyId), eq(alerts.userId, userId), eq(alerts.id, alertId)))
        .returning();
      return row;
    },

    /** Forgets a target's alerts (only the still active ones when `activeOnly`, so a dismissal is remembered). */
    async removeForTarget(
      familyId: number,
      targetType: string,
      targetId: number,
      activeOnly: boolean,
    ): Promise<void> {
      const conditions = [
        eq(alerts.familyId, familyId),
        eq(alerts.targetType, targetType),
        eq(alerts.targetId, targetId),
      ];
      if (activeOnly) conditions.push(eq(alerts.status, 'active'));
      await db.delete(alerts).where(and(...conditions));
    },
  };
}
export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
