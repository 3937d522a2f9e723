import { index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../../pg-schema';
// Another feature's tables, read only inside references(): schema.ts is loaded by then.
import { families, users } from '../../schema';

/** A device that receives web push (issue #30): the browser's PushSubscription, named by the member. */
export const pushSubscriptions = identity.table(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser; a browser subscribing again replaces its row. */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), which the payload is encrypted to (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceName: text('device_name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
