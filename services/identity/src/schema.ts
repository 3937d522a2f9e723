import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Plan, Role } from '@familyhub/contracts';

export const identity = pgSchema('identity');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const families = identity.table(
  'families',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    plan: text('plan').$type<Plan>().notNull().default('annual'),
    /** Set while the plan is a trial; cleared once a payment is recorded. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** Set when a paid plan is canceled at its period end; from then on the family is on the free plan. */
    planEndsAt: timestamp('plan_ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('families_plan_check', sql`${t.plan} in ('free', 'monthly', 'annual')`)],
);

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
    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('users_family_id_idx').on(t.familyId),
    check('users_role_check', sql`${t.role} in ('admin', 'parent', 'child')`),
  ],
);

export const sessions = identity.table(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const schema = { families, users, sessions };
export type IdentitySchema = typeof schema;
export type FamilyRow = typeof families.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
