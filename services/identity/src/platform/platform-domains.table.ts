import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { DomainId } from '@familyhub/contracts';
import { identity } from '../pg-schema';
// Another feature's table, read only inside references(): schema.ts is loaded by then.
import { users } from '../schema';

/**
 * The platform's domain registry: for each household domain, on or off per plan and a global kill switch.
 * The gateway and the shell obey it within 30 s (docs/architecture.md "Domains switched per plan").
 * The migration seeds the five domains with their defaults.
 */
export const platformDomains = identity.table('platform_domains', {
  id: text('id').$type<DomainId>().primaryKey(),
  name: text('name').notNull(),
  enabledFree: boolean('enabled_free').notNull(),
  enabledMonthly: boolean('enabled_monthly').notNull(),
  enabledAnnual: boolean('enabled_annual').notNull(),
  killed: boolean('killed').notNull().default(false),
  /** The remote's mf-manifest.json an operator set in the console; null: the configured or default one. */
  remoteEntry: text('remote_entry'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export type PlatformDomainRow = typeof platformDomains.$inferSelect;
