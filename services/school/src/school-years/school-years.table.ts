import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { school } from '../pg-schema';

export const schoolYears = school.table(
  'school_years',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdById: integer('created_by_id'),
  },
  (t) => [
    index('school_years_family_id_start_date_idx').on(t.familyId, t.startDate),
    // One active school year per family (the database keeps the rule even under concurrent saves).
    uniqueIndex('school_years_one_active_idx')
      .on(t.familyId)
      .where(sql`${t.isActive}`),
    check('school_years_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
export type SchoolYearRow = typeof schoolYears.$inferSelect;
