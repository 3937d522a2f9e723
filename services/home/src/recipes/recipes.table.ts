import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RecipeCategory, RecipeDifficulty, RecipeNutrition } from '@familyhub/contracts';
import { home } from '../pg-schema';

export const recipes = home.table(
  'recipes',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    instructions: text('instructions'),
    prepTime: integer('prep_time'),
    cookTime: integer('cook_time'),
    servings: integer('servings').notNull().default(4),
    difficulty: text('difficulty').$type<RecipeDifficulty>().notNull().default('medium'),
    category: text('category').$type<RecipeCategory>(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** False once archived (001 §3 isActive): hidden from the library, kept for the meals that used it. */
    isActive: boolean('is_active').notNull().default(true),
    /** Per serving (001 §3 nutritionInfo, json); null when none is known. */
    nutritionInfo: jsonb('nutrition_info').$type<RecipeNutrition>(),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The library's order (title A–Z, case ignored) and its keyset.
    index('recipes_family_title_idx').on(t.familyId, sql`lower(${t.title})`, t.id),
    check('recipes_servings_check', sql`${t.servings} between 1 and 100`),
  ],
);
export type RecipeRow = typeof recipes.$inferSelect;

/** The family's ingredient list (001 §3 ingredients), one row per name whatever its case. */
export const ingredients = home.table(
  'ingredients',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    name: text('name').notNull(),
    category: text('category'),
    unit: text('unit'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ingredients_family_name_idx').on(t.familyId, sql`lower(${t.name})`)],
);
export type IngredientRow = typeof ingredients.$inferSelect;

export const recipeIngredients = home.table(
  'recipe_ingredients',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id),
    /** The line's place in the recipe. */
    position: integer('position').notNull(),
    quantity: doublePrecision('quantity'),
    unit: text('unit'),
    notes: text('notes'),
  },
  (t) => [index('recipe_ingredients_recipe_idx').on(t.recipeId, t.position)],
);
export type RecipeIngredientRow = typeof recipeIngredients.$inferSelect;
