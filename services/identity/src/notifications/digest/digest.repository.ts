import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  defaultNotificationPreferences,
  type DigestFrequency,
  type Language,
  type Plan,
  type Role,
} from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import { families, users } from '../../schema';
import { notificationDeliveries } from '../delivery/notification-deliveries.table';
import { notificationPreferences } from '../notification-preferences.table';

/** A member who asked for the digest, with what composing and sending it needs. */
export interface DigestMember {
  userId: number;
  familyId: number;
  name: string;
  accountEmail: string | null;
  role: Role;
  canViewFinances: boolean;
  plan: Plan;
  emailEnabled: boolean;
  pushEnabled: boolean;
  telegramEnabled: boolean;
  emailAddress: string | null;
  frequency: DigestFrequency;
  hour: number;
  timeZone: string;
  /** The member's language (Settings › Profile): what the digest is written in. */
  language?: Language;
}

export function createDigestRepository(db: Database) {
  const columns = {
    userId: users.id,
    familyId: users.familyId,
    name: users.name,
    accountEmail: users.email,
    language: users.language,
    role: users.role,
    canViewFinances: users.canViewFinances,
    plan: families.plan,
    emailEnabled: notificationPreferences.emailEnabled,
    pushEnabled: notificationPreferences.pushEnabled,
    telegramEnabled: notificationPreferences.telegramEnabled,
    emailAddress: notificationPreferences.emailAddress,
    frequency: notificationPreferences.digestFrequency,
    hour: notificationPreferences.digestHour,
    timeZone: notificationPreferences.timeZone,
  };
  const joined = () =>
    db
      .select(columns)
      .from(notificationPreferences)
      .innerJoin(users, eq(users.id, notificationPreferences.userId))
      .innerJoin(families, eq(families.id, users.familyId));

  return {
    /** Members with the digest on, by id after `afterUserId` (the job reads them a page at a time). */
    async members(afterUserId: number, limit: number): Promise<DigestMember[]> {
      return joined()
        .where(and(eq(notificationPreferences.digestEnabled, true), gt(users.id, afterUserId)))
        .orderBy(asc(users.id))
        .limit(limit);
    },

    /** One member, digest on or not, with the defaults of spec 001 §9 if they never saved preferences (the preview). */
    async member(familyId: number, userId: number): Promise<DigestMember | undefined> {
      const [row] = await db
        .select(columns)
        .from(users)
        .innerJoin(families, eq(families.id, users.familyId))
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(and(eq(users.familyId, familyId), eq(users.id, userId)));
      if (!row) return undefined;
      // No saved preferences: the defaults of spec 001 §9.
      const defaults = defaultNotificationPreferences(userId);
      return {
        ...row,
        emailEnabled: row.emailEnabled ?? defaults.emailEnabled,
        pushEnabled: row.pushEnabled ?? defaults.pushEnabled,
        telegramEnabled: row.telegramEnabled ?? defaults.telegramEnabled,
        frequency: row.frequency ?? defaults.digestFrequency,
        hour: row.hour ?? defaults.digestHour,
        timeZone: row.timeZone ?? defaults.timeZone,
      };
    },

    /** The children of these families, by family (a parent's digest shows what is due for them too). */
    async children(familyIds: readonly number[]): Promise<Map<number, Set<number>>> {
      const children = new Map<number, Set<number>>();
      if (familyIds.length === 0) return children;
      const rows = await db
        .select({ id: users.id, familyId: users.familyId })
        .from(users)
        .where(and(inArray(users.familyId, [...familyIds]), eq(users.role, 'child')));
      for (const row of rows)
        children.set(row.familyId, (children.get(row.familyId) ?? new Set()).add(row.id));
      return children;
    },

    /** Which of these members already have this period's digest queued (`${userId}|${key}`). */
    async queued(userIds: readonly number[], keys: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: notificationDeliveries.userId, key: notificationDeliveries.sourceKey })
        .from(notificationDeliveries)
        .where(
          and(
            eq(notificationDeliveries.type, 'digest'),
            inArray(notificationDeliveries.userId, [...userIds]),
            inArray(notificationDeliveries.sourceKey, [...new Set(keys)]),
          ),
        );
      return new Set(rows.map((row) => `${row.userId}|${row.key}`));
    },
  };
}
export type DigestRepository = ReturnType<typeof createDigestRepository>;
