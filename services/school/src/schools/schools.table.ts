import { index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { school } from '../pg-schema';

// family_id and created_by_id point at identity's rows: another service's schema, so no foreign keys.
export const schools = school.table(
  'schools',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    phone: text('phone'),
    website: text('website'),
    notes: text('notes'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('schools_family_id_id_idx').on(t.familyId, t.id)],
);
export type SchoolRow = typeof schools.$inferSelect;
