import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language, LanguageSettings, Role } from '@familyhub/contracts';
// Another feature's table, read only inside references(): schema.ts is loaded by then.
import { families } from '../schema';
import { createdAt, identity } from '../pg-schema';

export const users = identity.table(
  'users',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, so sign-in is case-insensitive. */
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    role: text('role').$type<Role>().notNull().default('parent'),
    avatarUrl: text('avatar_url'),
    color: text('color').notNull().default('#4F46E5'),
    points: integer('points').notNull().default(0),
    canViewFinances: boolean('can_view_finances').notNull().default(false),
    canEditSchedule: boolean('can_edit_schedule').notNull().default(false),
    canManageUsers: boolean('can_manage_users').notNull().default(false),
    canExportData: boolean('can_export_data').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Runs the platform (domain registry at /admin/domains); not a family role, so family admins are not operators. */
    isPlatformOperator: boolean('is_platform_operator').notNull().default(false),
    /** The TOTP secret, field-encrypted (enc:v1:…); set at enrolment, pending until twoFactorEnabled. */
    twoFactorSecret: text('two_factor_secret'),
    /** SHA-256 hashes of the unused one-time backup codes. */
    backupCodes: jsonb('backup_codes').$type<string[]>(),
    /** The last TOTP time step accepted, so a code works only once (RFC 6238 §5.2). */
    twoFactorLastStep: integer('two_factor_last_step'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The member's language and formats (Settings › Profile, issue #35); `auto` follows the language. */
    language: text('language').$type<Language>().notNull().default('en'),
    hourCycle: text('hour_cycle').$type<LanguageSettings['hourCycle']>().notNull().default('auto'),
    weekStart: text('week_start').$type<LanguageSettings['weekStart']>().notNull().default('auto'),
    dateOrder: text('date_order').$type<LanguageSettings['dateOrder']>().notNull().default('auto'),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_family_id_idx').on(t.familyId),
    check('users_role_check', sql`${t.role} in ('admin', 'parent', 'child')`),
  ],
);
export type UserRow = typeof users.$inferSelect;
