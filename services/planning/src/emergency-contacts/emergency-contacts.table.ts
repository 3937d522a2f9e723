import { boolean, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { planning } from '../pg-schema';

// created_by_id points at identity's users: no foreign key.
export const emergencyContacts = planning.table(
  'emergency_contacts',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    name: text('name').notNull(),
    relationship: text('relationship'),
    phoneNumber: text('phone_number').notNull(),
    alternatePhone: text('alternate_phone'),
    email: text('email'),
    address: text('address'),
    notes: text('notes'),
    isSharedContact: boolean('is_shared_contact').notNull().default(true),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emergency_contacts_family_id_idx').on(t.familyId)],
);

export type EmergencyContactRow = typeof emergencyContacts.$inferSelect;
