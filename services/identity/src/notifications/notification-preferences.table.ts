import { boolean, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { CategoryChannels, DigestFrequency } from '@familyhub/contracts';
import { identity } from '../pg-schema';
// Another feature's table, read only inside references(): schema.ts is loaded by then.
import { users } from '../schema';

/** One row per member who saved their preferences; a member without one gets the defaults of spec 001 §9. */
export const notificationPreferences = identity.table('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  smsEnabled: boolean('sms_enabled').notNull().default(false),
  telegramEnabled: boolean('telegram_enabled').notNull().default(false),
  voiceEnabled: boolean('voice_enabled').notNull().default(false),
  digestEnabled: boolean('digest_enabled').notNull().default(false),
  digestFrequency: text('digest_frequency').$type<DigestFrequency>().notNull().default('weekly'),
  urgentAlertEnabled: boolean('urgent_alert_enabled').notNull().default(true),
  taskNotifications: boolean('task_notifications').notNull().default(true),
  eventNotifications: boolean('event_notifications').notNull().default(true),
  messageNotifications: boolean('message_notifications').notNull().default(true),
  choreNotifications: boolean('chore_notifications').notNull().default(true),
  quietHoursEnabled: boolean('quiet_hours_enabled').notNull().default(true),
  /** "HH:MM" (24-hour), validated by the contract. */
  quietHoursStart: text('quiet_hours_start').notNull().default('22:00'),
  quietHoursEnd: text('quiet_hours_end').notNull().default('07:00'),
  emailAddress: text('email_address'),
  phoneNumber: text('phone_number'),
  pushEnabled: boolean('push_enabled').notNull().default(true),
  /** The hour (0–23, in `timeZone`) the digest goes out at. */
  digestHour: integer('digest_hour').notNull().default(7),
  /** IANA zone the quiet hours and digest hour are read in. */
  timeZone: text('time_zone').notNull().default('UTC'),
  urgentBreaksQuietHours: boolean('urgent_breaks_quiet_hours').notNull().default(true),
  /** Channels per category (issue #30); the defaults of `defaultCategoryChannels` for a category not in it. */
  categoryChannels: jsonb('category_channels').$type<Partial<CategoryChannels>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
