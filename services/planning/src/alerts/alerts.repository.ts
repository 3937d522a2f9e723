import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AlertStatus, AlertTarget, DomainId } from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import type { PlanningSchema } from '../schema';
import { alerts, type AlertRow } from './alerts.table';

export type NewAlert = Omit<
  typeof alerts.$inferInsert,
  'id' | 'familyId' | 'status' | 'createdAt' | 'domain' | 'showFrom'
>;

/** An alert a domain raises for one recipient (POST /internal/alerts). */
export interface DomainAlert extends NewAlert {
  showFrom: Date;
}

/** Which of a domain's alerts to clear: exactly one of these, optionally for some recipients only. */
export type AlertSelection = (
  { dedupeKey: string } | { dedupeKeyPrefix: string } | { target: AlertTarget }
) & { recipientIds?: readonly number[] };

/** The most alerts one read answers: the popup needs the first urgent one, a list the latest few. */
const LIST_LIMIT = 50;

export function createAlertsRepository(db: Database<PlanningSchema>) {
  return {
    /**
     * A member's alerts with that status; when active, only those due to show (show time reached) and unexpired:
     * urgent first, then the most recently shown first.
     */
    async list(
      familyId: number,
      userId: number,
      status: AlertStatus | undefined,
      now: Date,
    ): Promise<AlertRow[]> {
      const conditions = [eq(alerts.familyId, familyId), eq(alerts.userId, userId)];
      if (status) conditions.push(eq(alerts.status, status));
      if (status === 'active') {
        conditions.push(lte(alerts.showFrom, now));
        conditions.push(or(isNull(alerts.expiresAt), gt(alerts.expiresAt, now))!);
      }
      return db
        .select()
        .from(alerts)
        .where(and(...conditions))
        .orderBy(
          sql`case when ${alerts.priority} = 'urgent' then 0 else 1 end`,
          desc(alerts.showFrom),
          asc(alerts.id),
        )
        .limit(LIST_LIMIT);
    },

    /** Raises planning's own alerts; one already raised for the same recipient and dedupe key (even dismissed) is kept as it is. */
    /**
     * Alerts due and not yet handed to identity for email, push or Telegram (issue #30), every family's, oldest
     * first: active, shown by `now`, not expired.
     */
    async toNotify(now: Date, limit: number): Promise<AlertRow[]> {
      return db
        .select()
        .from(alerts)
        .where(
          and(
            isNull(alerts.notifiedAt),
            eq(alerts.status, 'active'),
            lte(alerts.showFrom, now),
            or(isNull(alerts.expiresAt), gt(alerts.expiresAt, now)),
          ),
        )
        .orderBy(asc(alerts.showFrom), asc(alerts.id))
        .limit(limit);
    },

    async markNotified(ids: readonly number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(alerts)
        .set({ notifiedAt: at })
        .where(inArray(alerts.id, [...ids]));
    },

    async raise(familyId: number, values: readonly NewAlert[], showFrom: Date): Promise<void> {
      if (values.length === 0) return;
      await db
        .insert(alerts)
        // The show time is the service's clock, the one the list compares with (not the database's now()).
        .values(values.map((v) => ({ ...v, familyId, showFrom })))
        .onConflictDoNothing({ target: [alerts.familyId, alerts.userId, alerts.domain, alerts.dedupeKey] });
    },

    /**
     * A domain's alerts, one per recipient: inserted, or updated in place when that recipient already has one with
     * the domain's dedupe key (its status stays: a dismissed alert is not shown again). Without an explicit show
     * time (`keepEarlierShowFrom`) a raise never moves an alert later, so repeating it keeps it where it was.
     */
    async upsertFromDomain(
      familyId: number,
      domain: DomainId,
      values: readonly DomainAlert[],
      keepEarlierShowFrom: boolean,
    ): Promise<Pick<AlertRow, 'id' | 'userId' | 'showFrom'>[]> {
      if (values.length === 0) return [];
      return db
        .insert(alerts)
        .values(values.map((v) => ({ ...v, familyId, domain })))
        .onConflictDoUpdate({
          target: [alerts.familyId, alerts.userId, alerts.domain, alerts.dedupeKey],
          set: {
            title: sql`excluded.title`,
            description: sql`excluded.description`,
            wording: sql`excluded.wording`,
            priority: sql`excluded.priority`,
            targetType: sql`excluded.target_type`,
            targetId: sql`excluded.target_id`,
            createdById: sql`excluded.created_by_id`,
            expiresAt: sql`excluded.expires_at`,
            showFrom: keepEarlierShowFrom
              ? sql`least(${alerts.showFrom}, excluded.show_from)`
              : sql`excluded.show_from`,
          },
        })
        .returning({ id: alerts.id, userId: alerts.userId, showFrom: alerts.showFrom });
    },

    /** Removes a domain's alerts (active or dismissed) that match; answers how many. */
    async clearFromDomain(familyId: number, domain: DomainId, which: AlertSelection): Promise<number> {
      const conditions: SQL[] = [eq(alerts.familyId, familyId), eq(alerts.domain, domain)];
      if ('dedupeKey' in which) conditions.push(eq(alerts.dedupeKey, which.dedupeKey));
      else if ('dedupeKeyPrefix' in which) {
        // left() rather than LIKE: a key may hold % or _.
        conditions.push(
          sql`left(${alerts.dedupeKey}, ${which.dedupeKeyPrefix.length}) = ${which.dedupeKeyPrefix}`,
        );
      } else {
        conditions.push(eq(alerts.targetType, which.target.type), eq(alerts.targetId, which.target.id));
      }
      if (which.recipientIds) conditions.push(inArray(alerts.userId, [...which.recipientIds]));
      const deleted = await db
        .delete(alerts)
        .where(and(...conditions))
        .returning({ id: alerts.id });
      return deleted.length;
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
