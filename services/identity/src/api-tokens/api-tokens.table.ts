import { index, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApiTokenScope, DomainId } from '@familyhub/contracts';
import { createdAt, identity } from '../pg-schema';
// Another feature's tables, read only inside references(): schema.ts is loaded by then.
import { families, users } from '../schema';

/** Personal API tokens (Settings › Security › API tokens); a revoked token's row is deleted. */
export const apiTokens = identity.table(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** The member the token acts as; removing the member removes their tokens. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the token; the token itself is never stored (nor exported: a `_hash` column). */
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's first characters (`fh_AbCdEf`), shown in the list to tell tokens apart. */
    prefix: text('prefix').notNull(),
    scope: text('scope').$type<ApiTokenScope>().notNull(),
    /** The domains it may reach; null for all. */
    domains: jsonb('domains').$type<DomainId[]>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('api_tokens_user_id_idx').on(t.userId), index('api_tokens_family_id_idx').on(t.familyId)],
);
export type ApiTokenRow = typeof apiTokens.$inferSelect;
