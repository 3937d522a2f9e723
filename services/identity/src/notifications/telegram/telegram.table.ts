import { bigint, boolean, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../../pg-schema';
// Another feature's tables, read only inside references(): schema.ts is loaded by then.
import { families, users } from '../../schema';

/** A member's linked Telegram chat (spec 001 §3 telegram_integrations: one per member). */
export const telegramIntegrations = identity.table('telegram_integrations', {
  id: serial('id').primaryKey(),
  familyId: integer('family_id')
    .notNull()
    .references(() => families.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  chatId: text('chat_id').notNull(),
  username: text('username'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});
export type TelegramIntegrationRow = typeof telegramIntegrations.$inferSelect;

/** A link in progress: the deep link's start parameter (only its SHA-256 kept), good until it expires. */
export const telegramLinkRequests = identity.table(
  'telegram_link_requests',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('telegram_link_requests_user_id_idx').on(t.userId)],
);

/** The bot's read position in its updates (getUpdates `offset`): one row. */
export const telegramBotState = identity.table('telegram_bot_state', {
  id: integer('id').primaryKey().default(1),
  updateOffset: bigint('update_offset', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
