import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import { pushSubscriptions, type PushSubscriptionRow } from './push-subscriptions.table';

export type NewPushSubscription = Pick<
  PushSubscriptionRow,
  'familyId' | 'userId' | 'endpoint' | 'p256dh' | 'auth' | 'deviceName'
>;

/** The devices that receive web push: Drizzle queries only, scoped by family and member. */
export function createPushSubscriptionsRepository(db: Database) {
  return {
    /** The member's devices, oldest first. */
    async listOwn(familyId: number, userId: number): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.familyId, familyId), eq(pushSubscriptions.userId, userId)))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    },

    /**
     * Saves a browser's subscription for the member. The endpoint is the browser's own: subscribing again (or a
     * new member signed in on the same browser) replaces that row, so one browser is one device of one member.
     */
    async save(values: NewPushSubscription): Promise<PushSubscriptionRow> {
      const [row] = await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            familyId: values.familyId,
            userId: values.userId,
            p256dh: values.p256dh,
            auth: values.auth,
            deviceName: values.deviceName,
          },
        })
        .returning();
      return row;
    },

    /** True when one of the member's devices was removed. */
    async deleteOwn(familyId: number, userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.familyId, familyId),
            eq(pushSubscriptions.userId, userId),
            eq(pushSubscriptions.id, id),
          ),
        )
        .returning({ id: pushSubscriptions.id });
      return deleted.length > 0;
    },

    /** A subscription the push service no longer knows (404/410). */
    async delete(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async touch(id: number, at: Date): Promise<void> {
      await db.update(pushSubscriptions).set({ lastUsedAt: at }).where(eq(pushSubscriptions.id, id));
    },
  };
}
export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
