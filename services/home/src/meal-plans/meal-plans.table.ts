import { sql } from 'drizzle-orm';
import { check, date, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MealType } from '@familyhub/contracts';
import { home, recipes } from '../schema';

export const mealPlans = home.table(
  'meal_plans',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    mealType: text('meal_type').$type<MealType>().notNull(),
    // A deleted recipe leaves its meals planned as free text (the title stays).
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    /** The recipe's title when planned, or the free-text meal. */
    title: text('title').notNull(),
    servings: integer('servings'),
    notes: text('notes'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meal_plans_family_date_idx').on(t.familyId, t.date, t.id),
    check('meal_plans_meal_type_check', sql`${t.mealType} in ('breakfast', 'lunch', 'dinner', 'snack')`),
  ],
);
export type MealPlanRow = typeof mealPlans.$inferSelect;
