import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationChannel, NotificationStatus } from '@familyhub/contracts';
import { createdAt, identity } from '../../pg-schema';
// Another feature's tables, read only inside references(): schema.ts is loaded by then.
import { families, users } from '../../schema';

export type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/**
 * The notification outbox (issue #30): one row per member, channel and cause. The unique key makes queueing the same
 * cause twice a no-op, and the sender claims a row before sending it, so each goes out once across every instance.
 */
export const notificationDeliveries = identity.table(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** The recipient; removing the member removes what was still to be sent to them. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    /** A category (`tasks`), `digest` or `test`. */
    type: text('type').notNull(),
    priority: text('priority').$type<'normal' | 'urgent'>().notNull().default('normal'),
    /** The cause, unique per member and channel: `alert:<id>`, `digest:daily:2026-11-28`, `test:<uuid>`. */
    sourceKey: text('source_key').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    /** The screen it opens (`/tasks?focus=12`). */
    link: text('link').notNull().default('/dashboard'),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    /** A digest's sections, rendered when it is sent. */
    payload: jsonb('payload'),
    /** Not before then: the cause's time, then the end of quiet hours or the next retry. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state').$type<DeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** While `sending`: when another instance may take it over (the sender died mid-send). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_user_channel_source_idx').on(t.userId, t.channel, t.sourceKey),
    index('notification_deliveries_due_idx').on(t.state, t.dueAt),
    index('notification_deliveries_family_id_idx').on(t.familyId),
    check('notification_deliveries_channel_check', sql`${t.channel} in ('email', 'push', 'telegram')`),
    check(
      'notification_deliveries_state_check',
      sql`${t.state} in ('pending', 'sending', 'sent', 'failed', 'skipped')`,
    ),
  ],
);
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;

/** Every attempt to send (spec 001 §3 notification_logs): the member's history and the operator's failures. */
export const notificationLogs = identity.table(
  'notification_logs',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveryId: integer('delivery_id').references(() => notificationDeliveries.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    status: text('status').$type<NotificationStatus>().notNull(),
    /** The title as sent. */
    content: text('content').notNull(),
    error: text('error'),
    attempt: integer('attempt').notNull().default(1),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_logs_user_id_id_idx').on(t.userId, t.id),
    index('notification_logs_family_id_idx').on(t.familyId),
  ],
);
export type NotificationLogRow = typeof notificationLogs.$inferSelect;

/**
 * Emails kept instead of sent when no SMTP_URL is set (the embedded default): the operator's console shows them at
 * /admin/outbox, so the demo shows real emails without a mail server. `raw` is the whole RFC 5322 message.
 */
export const outboxEmails = identity.table(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').references(() => families.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    raw: text('raw').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_emails_family_id_idx').on(t.familyId)],
);
export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
