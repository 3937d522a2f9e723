import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';
import { identity } from '../pg-schema';
// Another feature's table, read only inside references(): schema.ts is loaded by then.
import { families, users } from '../schema';

/** One member's privacy switches; a member without a row has DEFAULT_PRIVACY_SETTINGS. */
export const privacySettings = identity.table('privacy_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  familyProfileVisible: boolean('family_profile_visible').notNull().default(true),
  activityStatusVisible: boolean('activity_status_visible').notNull().default(true),
  taskCompletionSharing: boolean('task_completion_sharing').notNull().default(true),
  analyticsEnabled: boolean('analytics_enabled').notNull().default(false),
  personalizationEnabled: boolean('personalization_enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PrivacySettingsRow = typeof privacySettings.$inferSelect;

/** The family's content switches (Settings › Family); a family without a row has DEFAULT_FAMILY_CONTENT. */
export const familyContentSettings = identity.table('family_content_settings', {
  familyId: integer('family_id')
    .primaryKey()
    .references(() => families.id, { onDelete: 'cascade' }),
  contentFiltering: boolean('content_filtering').notNull().default(true),
  contentSharing: boolean('content_sharing').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FamilyContentSettingsRow = typeof familyContentSettings.$inferSelect;
