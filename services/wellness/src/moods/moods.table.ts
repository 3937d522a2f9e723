import { sql } from 'drizzle-orm';
import { check, date, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MoodValue } from '@familyhub/contracts';
import { wellness } from '../pg-schema';

// user_id points at identity's users: no foreign key. notes hold ciphertext (protectedFields.wellnessMoods).
export const moods = wellness.table(
  'moods',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    userId: integer('user_id').notNull(),
    mood: text('mood').$type<MoodValue>().notNull().default('good'),
    energy: integer('energy').notNull().default(5),
    stress: integer('stress').notNull().default(5),
    notes: text('notes'),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moods_family_id_date_idx').on(t.familyId, t.date),
    index('moods_family_id_id_idx').on(t.familyId, t.id),
    check('moods_mood_check', sql`${t.mood} in ('great', 'good', 'okay', 'bad', 'terrible')`),
    check('moods_energy_check', sql`${t.energy} between 1 and 10`),
    check('moods_stress_check', sql`${t.stress} between 1 and 10`),
  ],
);
export type MoodRow = typeof moods.$inferSelect;
