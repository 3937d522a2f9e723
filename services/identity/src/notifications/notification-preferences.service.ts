import {
  defaultCategoryChannels,
  defaultNotificationPreferences,
  type NotificationPreferences,
  type saveNotificationPreferencesBody,
} from '@familyhub/contracts';
import { badRequest, forbidden, type Caller } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { UsersRepository } from '../users';
import type { NotificationPreferencesRepository } from './notification-preferences.repository';
import type { NotificationPreferencesRow } from './notification-preferences.table';

export const OWN_PREFERENCES_ONLY =
  "You can only see and change your own notification preferences, or a child's as their parent";

/** A member's saved preferences as the contract has them: categories never chosen get their default channels. */
export function toPreferences(row: NotificationPreferencesRow): NotificationPreferences {
  const { updatedAt: _updatedAt, categoryChannels, ...preferences } = row;
  return { ...preferences, categoryChannels: { ...defaultCategoryChannels(), ...categoryChannels } };
}

/** The preferences a member has, saved or the defaults of spec 001 §9. */
export function preferencesOf(userId: number, row: NotificationPreferencesRow | undefined) {
  return row ? toPreferences(row) : defaultNotificationPreferences(userId);
}

export interface NotificationPreferencesServiceOptions {
  repository: NotificationPreferencesRepository;
  users: Pick<UsersRepository, 'findById'>;
}

export function createNotificationPreferencesService({
  repository: preferences,
  users,
}: NotificationPreferencesServiceOptions) {
  /**
   * Preferences are personal: a member reads and writes their own; a child's channels are chosen by a parent or
   * admin of the same family (issue #30).
   */
  async function assertOwn(caller: Caller, userId: number): Promise<void> {
    if (caller.userId === userId) return;
    if (caller.role === 'admin' || caller.role === 'parent') {
      const member = await users.findById(caller.familyId, userId);
      if (member?.role === 'child') return;
    }
    throw forbidden(OWN_PREFERENCES_ONLY);
  }

  return {
    assertOwn,

    async get(caller: Caller, userId: number): Promise<NotificationPreferences> {
      await assertOwn(caller, userId);
      return preferencesOf(userId, await preferences.find(userId));
    },

    async save(
      caller: Caller,
      userId: number,
      body: z.output<typeof saveNotificationPreferencesBody>,
    ): Promise<NotificationPreferences> {
      await assertOwn(caller, userId);
      const { userId: bodyUserId, ...values } = body;
      if (bodyUserId !== undefined && bodyUserId !== userId)
        throw badRequest('userId must be the member named in the address');
      return toPreferences(await preferences.save(userId, values));
    },
  };
}
export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferencesService>;
