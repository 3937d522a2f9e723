import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import type { NotificationPreferences } from '@familyhub/contracts';
import { notificationPreferences, type NotificationPreferencesRow } from './notification-preferences.table';

export type NotificationPreferencesValues = Omit<NotificationPreferences, 'userId'>;

export function createNotificationPreferencesRepository(db: Database) {
  return {
    async find(userId: number): Promise<NotificationPreferencesRow | undefined> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row;
    },

    /** The saved rows of these members (members who never saved have none: they get the defaults). */
    async findForUsers(userIds: readonly number[]): Promise<NotificationPreferencesRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(notificationPreferences)
        .where(inArray(notificationPreferences.userId, [...userIds]));
    },

    async save(userId: number, values: NotificationPreferencesValues): Promise<NotificationPreferencesRow> {
      const changed = { ...values, updatedAt: new Date() };
      const [row] = await db
        .insert(notificationPreferences)
        .values({ userId, ...changed })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: changed })
        .returning();
      return row;
    },
  };
}
export type NotificationPreferencesRepository = ReturnType<typeof createNotificationPreferencesRepository>;
