import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PetCareFrequency, PetCareType, PetType } from '@familyhub/contracts';
import { home } from '../pg-schema';

/** Spec 001 §3 pets; microchip_id, vet_name and vet_phone hold ciphertext (protectedFields.homePets). */
export const pets = home.table(
  'pets',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<PetType>().notNull().default('dog'),
    breed: text('breed'),
    birthdate: date('birthdate'),
    weightKg: doublePrecision('weight_kg'),
    color: text('color'),
    imageUrl: text('image_url'),
    microchipId: text('microchip_id'),
    vetName: text('vet_name'),
    vetPhone: text('vet_phone'),
    notes: text('notes'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pets_family_name_idx').on(t.familyId, t.name, t.id)],
);

/** Spec 001 §3 pet_care_items; `remindedFor` keeps the reminder job to one alert a day. */
export const petCareItems = home.table(
  'pet_care_items',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    type: text('type').$type<PetCareType>().notNull().default('feeding'),
    name: text('name').notNull(),
    description: text('description'),
    frequency: text('frequency').$type<PetCareFrequency>().notNull().default('daily'),
    time: text('time'),
    amount: text('amount'),
    lastCompleted: timestamp('last_completed', { withTimezone: true }),
    nextDue: date('next_due').notNull(),
    assignedToId: integer('assigned_to_id'),
    reminderEnabled: boolean('reminder_enabled').notNull().default(true),
    /** The day the reminder job last raised this item's alert (once a day at most). */
    remindedFor: date('reminded_for'),
    notes: text('notes'),
    createdById: integer('created_by_id'),
  },
  (t) => [
    index('pet_care_items_pet_idx').on(t.petId, t.id),
    index('pet_care_items_family_due_idx').on(t.familyId, t.nextDue),
    // The reminder job's scan across families.
    index('pet_care_items_next_due_idx').on(t.nextDue),
  ],
);

/**
 * Each Done: who and when, one per care item and day (so two taps count once). `previousNextDue` lets Undo put the
 * due day back.
 */
export const petCareLogs = home.table(
  'pet_care_logs',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    careItemId: integer('care_item_id')
      .notNull()
      .references(() => petCareItems.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
    doneById: integer('done_by_id'),
    previousNextDue: date('previous_next_due').notNull(),
    previousLastCompleted: timestamp('previous_last_completed', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pet_care_logs_item_day_idx').on(t.careItemId, t.day),
    index('pet_care_logs_family_day_idx').on(t.familyId, t.day),
  ],
);
