import {
  canOrganise,
  defaultShoppingRange,
  type createMealPlanBody,
  type GenerateShoppingListAnswer,
  type generateShoppingListBody,
  type LiveTopic,
  type MealPlan,
  type mealPlanListQuery,
  type SourcedShoppingItem,
  type updateMealPlanBody,
  upsertShoppingItemsAnswer,
} from '@familyhub/contracts';
import { badRequest, forbidden, notFound, type Caller, type LiveEvents } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { MealPlanRow } from '../schema';
import type { MealPlansRepository } from './meal-plans.repository';
import { amountText, planShoppingList, type PantryStock } from './shopping-list';

type CreateMealPlan = z.output<typeof createMealPlanBody>;
type UpdateMealPlan = z.output<typeof updateMealPlanBody>;

export const MEAL_PLANS_TOPIC = 'meal-plans' satisfies LiveTopic<'home'>;

/** Puts items on planning's shopping list (platformClients(…).shopping.put); tests pass their own. */
export type ShoppingListWriter = (caller: Caller, items: SourcedShoppingItem[]) => Promise<unknown>;
/** What the family's pantry holds (the pantry feature's rows). */
export type PantryReader = (familyId: number) => Promise<PantryStock[]>;

export function toMealPlan(row: MealPlanRow): MealPlan {
  return {
    id: row.id,
    date: row.date,
    mealType: row.mealType,
    recipeId: row.recipeId,
    title: row.title,
    servings: row.servings,
    notes: row.notes,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface MealPlansServiceOptions {
  repository: MealPlansRepository;
  live: Pick<LiveEvents<LiveTopic<'home'>>, 'publish'>;
  shoppingList: ShoppingListWriter;
  pantry: PantryReader;
  now: () => Date;
}

const mealNotFound = () => notFound('Meal plan');

/**
 * The week's meals (issue #14): everyone in the family sees them and may generate the shopping list from them
 * (the list is everyone's); admins and parents plan, move and remove meals.
 */
export function createMealPlansService({
  repository,
  live,
  shoppingList,
  pantry,
  now,
}: MealPlansServiceOptions) {
  const changed = (caller: Caller) => live.publish(caller.familyId, MEAL_PLANS_TOPIC);
  const assertMayChange = (caller: Caller, what: string) => {
    if (!canOrganise(caller.role)) throw forbidden(`Only parents and admins can ${what} meals`);
  };
  async function existing(caller: Caller, id: number) {
    const row = await repository.find(caller.familyId, id);
    if (!row) throw mealNotFound();
    return row;
  }

  return {
    async list(caller: Caller, query: z.output<typeof mealPlanListQuery>): Promise<MealPlan[]> {
      return (await repository.list(caller.familyId, query.from, query.to)).map(toMealPlan);
    },

    async create(caller: Caller, body: CreateMealPlan): Promise<MealPlan> {
      assertMayChange(caller, 'plan');
      let title = body.title ?? null;
      if (body.recipeId != null) {
        const recipe = await repository.recipe(caller.familyId, body.recipeId);
        // Another family's recipe is as unknown as one that never was.
        if (!recipe) throw badRequest('Recipe not found', { recipeId: ['Recipe not found'] });
        title = recipe.title;
      }
      const row = await repository.insert(caller.familyId, {
        date: body.date,
        mealType: body.mealType,
        recipeId: body.recipeId ?? null,
        title: title!,
        servings: body.servings ?? null,
        notes: body.notes ?? null,
        createdById: caller.userId,
      });
      changed(caller);
      return toMealPlan(row);
    },

    async update(caller: Caller, id: number, body: UpdateMealPlan): Promise<MealPlan> {
      const row = await existing(caller, id);
      assertMayChange(caller, 'change');
      const changes = { ...body };
      // A recipe's meal keeps the recipe's title; only a free-text meal is renamed.
      if (row.recipeId !== null || changes.title === null) delete changes.title;
      const updated = await repository.update(
        caller.familyId,
        id,
        changes as Parameters<typeof repository.update>[2],
      );
      if (!updated) throw mealNotFound();
      changed(caller);
      return toMealPlan(updated);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await existing(caller, id);
      assertMayChange(caller, 'remove');
      if (!(await repository.remove(caller.familyId, id))) throw mealNotFound();
      changed(caller);
    },

    /**
     * Generate Shopping List (001 §7): the ingredients of the meals planned from startDate to endDate (a week
     * from today unless given), summed like with like and scaled by servings, less what the pantry holds, put on
     * planning's list by ingredient and kind of amount — so generating again brings each item to the same
     * quantity instead of adding it twice.
     */
    async generateShoppingList(
      caller: Caller,
      body: z.output<typeof generateShoppingListBody>,
    ): Promise<GenerateShoppingListAnswer> {
      const range = defaultShoppingRange(now().toISOString().slice(0, 10));
      const startDate = body.startDate ?? range.startDate;
      const endDate =
        body.endDate ?? (body.startDate ? defaultShoppingRange(body.startDate).endDate : range.endDate);
      if (endDate < startDate)
        throw badRequest('End date must be on or after the start date', {
          endDate: ['End date must be on or after the start date'],
        });
      const [{ meals, needs }, stock] = await Promise.all([
        repository.needs(caller.familyId, startDate, endDate),
        pantry(caller.familyId),
      ]);
      const lines = planShoppingList(needs, stock);
      const toBuy = lines.filter((line) => line.buy);
      const outcomes = new Map<string, string>();
      if (toBuy.length > 0) {
        const answer = upsertShoppingItemsAnswer.parse(
          await shoppingList(
            caller,
            toBuy.map((line) => ({
              sourceKey: line.sourceKey,
              name: line.name,
              quantity: amountText(line.toBuy),
              category: line.category,
              fromRecipe: true,
              recipeId: line.recipeId,
            })),
          ),
        );
        for (const item of answer.items) outcomes.set(item.sourceKey, item.outcome);
      }
      const answerLines = lines.map((line) => ({
        name: line.name,
        needed: amountText(line.needed) ?? 'as needed',
        inPantry: amountText(line.held),
        toBuy: line.buy ? (amountText(line.toBuy) ?? 'as needed') : null,
        outcome: (outcomes.get(line.sourceKey) ??
          'in-pantry') as GenerateShoppingListAnswer['lines'][number]['outcome'],
      }));
      return {
        startDate,
        endDate,
        meals,
        lines: answerLines,
        added: answerLines.filter((l) => l.outcome === 'added').length,
        updated: answerLines.filter((l) => l.outcome === 'updated' || l.outcome === 'merged').length,
      };
    },
  };
}
export type MealPlansService = ReturnType<typeof createMealPlansService>;
