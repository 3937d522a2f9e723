import {
  defaultNotificationPreferences,
  type NotificationPreferences,
  type saveNotificationPreferencesBody,
} from '@familyhub/contracts';
import { badRequest, forbidden, type Caller } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { NotificationPreferencesRepository } from './notification-preferences.repository';
import type { NotificationPreferencesRow } from './notification-preferences.table';

export const OWN_PREFERENCES_ONLY = 'You can only see and change your own notification preferences';

function toPreferences(row: NotificationPreferencesRow): NotificationPreferences {
  const { updatedAt: _updatedAt, ...preferences } = row;
  return preferences;
}

export interface NotificationPreferencesServiceOptions {
  repository: NotificationPreferencesRepository;
}

export function createNotificationPreferencesService({
  repository: preferences,
}: NotificationPreferencesServiceOptions) {
  /** Preferences are personal: a member reads and writes only their own, whatever their role. */
  function assertOwn(caller: Caller, userId: number): void {
    if (caller.userId !== userId) throw forbidden(OWN_PREFERENCES_ONLY);
  }

  return {
    assertOwn,

    async get(caller: Caller, userId: number): Promise<NotificationPreferences> {
      assertOwn(caller, userId);
      const row = await preferences.find(userId);
      return row ? toPreferences(row) : defaultNotificationPreferences(userId);
    },

    async save(
      caller: Caller,
      userId: number,
      body: z.output<typeof saveNotificationPreferencesBody>,
    ): Promise<NotificationPreferences> {
      assertOwn(caller, userId);
      const { userId: bodyUserId, ...values } = body;
      if (bodyUserId !== undefined && bodyUserId !== userId)
        throw badRequest('userId must be the member named in the address');
      return toPreferences(await preferences.save(userId, values));
    },
  };
}
export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferencesService>;
