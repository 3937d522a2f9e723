import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AlertPriority, AlertStatus, AlertWording, DomainId } from '@familyhub/contracts';
import { planning } from '../pg-schema';

// Alerts for one member, raised by planning's own actions (docs/adr/0003-alerts-in-planning.md) and by every
// domain through POST /internal/alerts (docs/adr/0008-alerts-and-family-tasks-from-every-domain.md).
// user_id and created_by_id point at identity's users: another service's schema, so no foreign keys.
export const alerts = planning.table(
  'alerts',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    /** The recipient. */
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** The title and description as "key + params" (issue #35), rendered in each reader's language; null: English only. */
    wording: jsonb('wording').$type<AlertWording>(),
    priority: text('priority').$type<AlertPriority>().notNull().default('normal'),
    status: text('status').$type<AlertStatus>().notNull().default('active'),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    /** The domain that raised it; its dedupe keys are its own. */
    domain: text('domain').$type<DomainId>().notNull().default('planning'),
    /** One alert per recipient and cause (e.g. `event-soon:12:2026-11-22T09:00:00.000Z`), so raising it twice is a no-op. */
    dedupeKey: text('dedupe_key').notNull(),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Listed from then on: a reminder raised ahead of time, or held until the recipient's quiet hours end. */
    showFrom: timestamp('show_from', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When identity was handed it to send by email, push or Telegram (issue #30); null while still to hand over. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alerts_family_id_user_id_domain_dedupe_key_idx').on(
      t.familyId,
      t.userId,
      t.domain,
      t.dedupeKey,
    ),
    // Clearing by target (the document was deleted) reads these.
    index('alerts_family_id_target_idx').on(t.familyId, t.targetType, t.targetId),
    index('alerts_family_id_user_id_status_idx').on(t.familyId, t.userId, t.status),
    // The forwarder's scan: only the few not handed over yet are in it.
    index('alerts_to_notify_idx')
      .on(t.showFrom)
      .where(sql`${t.notifiedAt} is null`),
    check('alerts_priority_check', sql`${t.priority} in ('normal', 'urgent')`),
    check('alerts_status_check', sql`${t.status} in ('active', 'dismissed')`),
  ],
);
export type AlertRow = typeof alerts.$inferSelect;
