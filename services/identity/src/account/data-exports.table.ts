import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { identity } from '../pg-schema';
// Another feature's table, read only inside references(): schema.ts is loaded by then.
import { families, users } from '../schema';

/**
 * A family data export a member asked for (spec 001 §3 data_exports). No copy of the data is kept: the files are
 * built from live data when downloaded, so decrypted fields never rest here. Pending until first downloaded.
 */
export const dataExports = identity.table(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    requestedById: integer('requested_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exportType: text('export_type').notNull().default('family'),
    format: text('format').notNull().default('json'),
    status: text('status').$type<'pending' | 'completed'>().notNull().default('pending'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('data_exports_family_id_idx').on(t.familyId),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'completed')`),
  ],
);
export type DataExportRow = typeof dataExports.$inferSelect;
