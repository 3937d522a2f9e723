import { and, asc, between, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import {
  ingredients,
  mealPlans,
  recipeIngredients,
  recipes,
  type HomeSchema,
  type MealPlanRow,
} from '../schema';
import type { PlannedNeed } from './shopping-list';

export type NewMealPlan = Omit<typeof mealPlans.$inferInsert, 'id' | 'familyId' | 'createdAt' | 'updatedAt'>;
export type MealPlanChanges = Partial<Omit<NewMealPlan, 'createdById' | 'recipeId'>>;

/** Every statement names the family. */
export function createMealPlansRepository(db: Database<HomeSchema>) {
  const ofFamily = (familyId: number, id: number) =>
    and(eq(mealPlans.familyId, familyId), eq(mealPlans.id, id));

  return {
    /** The meals from `from` to `to` (both included), by day, slot order left to the screen, then as added. */
    async list(familyId: number, from: string, to: string): Promise<MealPlanRow[]> {
      return db
        .select()
        .from(mealPlans)
        .where(and(eq(mealPlans.familyId, familyId), between(mealPlans.date, from, to)))
        .orderBy(asc(mealPlans.date), asc(mealPlans.id));
    },

    async find(familyId: number, id: number): Promise<MealPlanRow | undefined> {
      const [row] = await db.select().from(mealPlans).where(ofFamily(familyId, id));
      return row;
    },

    /** The family's recipe of this id (its title and servings), to plan it. */
    async recipe(
      familyId: number,
      recipeId: number,
    ): Promise<{ title: string; servings: number } | undefined> {
      const [row] = await db
        .select({ title: recipes.title, servings: recipes.servings })
        .from(recipes)
        .where(and(eq(recipes.familyId, familyId), eq(recipes.id, recipeId)));
      return row;
    },

    async insert(familyId: number, values: NewMealPlan): Promise<MealPlanRow> {
      const [row] = await db
        .insert(mealPlans)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async update(familyId: number, id: number, changes: MealPlanChanges): Promise<MealPlanRow | undefined> {
      const [row] = await db
        .update(mealPlans)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(ofFamily(familyId, id))
        .returning();
      return row;
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(mealPlans)
        .where(ofFamily(familyId, id))
        .returning({ id: mealPlans.id });
      return deleted.length > 0;
    },

    /**
     * Every ingredient line of every recipe planned from `from` to `to`, scaled by the meal's servings over the
     * recipe's (a meal without servings cooks the recipe as written), in one read.
     */
    async needs(
      familyId: number,
      from: string,
      to: string,
    ): Promise<{ meals: number; needs: PlannedNeed[] }> {
      const [{ meals }] = await db
        .select({ meals: sql<number>`count(*)`.mapWith(Number) })
        .from(mealPlans)
        .where(and(eq(mealPlans.familyId, familyId), between(mealPlans.date, from, to)));
      const rows = await db
        .select({
          ingredientId: recipeIngredients.ingredientId,
          name: ingredients.name,
          category: ingredients.category,
          recipeId: recipes.id,
          quantity: sql<
            number | null
          >`${recipeIngredients.quantity} * coalesce(${mealPlans.servings}, ${recipes.servings})::float8 / ${recipes.servings}`,
          unit: recipeIngredients.unit,
        })
        .from(mealPlans)
        .innerJoin(recipes, and(eq(recipes.id, mealPlans.recipeId), eq(recipes.familyId, familyId)))
        .innerJoin(
          recipeIngredients,
          and(eq(recipeIngredients.recipeId, recipes.id), eq(recipeIngredients.familyId, familyId)),
        )
        .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
        .where(
          and(
            eq(mealPlans.familyId, familyId),
            between(mealPlans.date, from, to),
            isNotNull(mealPlans.recipeId),
          ),
        );
      return {
        meals,
        needs: rows.map((r) => ({ ...r, quantity: r.quantity === null ? null : Number(r.quantity) })),
      };
    },
  };
}
export type MealPlansRepository = ReturnType<typeof createMealPlansRepository>;
