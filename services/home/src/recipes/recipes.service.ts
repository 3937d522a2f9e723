import {
  canOrganise,
  recipeNutritionOf,
  recipeTabs,
  type createRecipeBody,
  type Ingredient,
  type LiveTopic,
  type Recipe,
  type RecipeListQuery,
  type RecipePage,
  type RecipeSummary,
  type recipeListQuery,
  type updateRecipeBody,
} from '@familyhub/contracts';
import { badRequest, forbidden, notFound, type Caller, type LiveEvents } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { RecipesRepository, RecipeWithIngredients } from './recipes.repository';
import type { RecipeRow } from './recipes.table';
import type { HomeFiles } from '../files';

type CreateRecipe = z.output<typeof createRecipeBody>;
type UpdateRecipe = z.output<typeof updateRecipeBody>;
type ListQuery = z.output<typeof recipeListQuery>;
export type { RecipeListQuery };

/** The live topic (and the remote's query-key root) of the recipe library. */
export const RECIPES_TOPIC = 'recipes' satisfies LiveTopic<'home'>;

export function toRecipe(row: RecipeWithIngredients): Recipe {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    instructions: row.instructions,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    difficulty: row.difficulty,
    category: row.category,
    tags: row.tags,
    imageUrl: row.imageUrl,
    isFavorite: row.isFavorite,
    isActive: row.isActive,
    nutritionInfo: row.nutritionInfo ?? null,
    ingredients: row.lines.map((line) => ({
      ingredientId: line.ingredientId,
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      notes: line.notes,
    })),
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toRecipeSummary(row: RecipeRow & { ingredientCount: number }): RecipeSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    difficulty: row.difficulty,
    category: row.category,
    tags: row.tags,
    imageUrl: row.imageUrl,
    isFavorite: row.isFavorite,
    isActive: row.isActive,
    nutritionInfo: row.nutritionInfo ?? null,
    ingredientCount: row.ingredientCount,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const recipeNotFound = () => notFound('Recipe');

export interface RecipesServiceOptions {
  repository: RecipesRepository;
  /** The home file store: a recipe's photo is one of the family's uploaded photos. */
  files: Pick<HomeFiles, 'findByUrl' | 'removeByUrl'>;
  live: Pick<LiveEvents<LiveTopic<'home'>>, 'publish'>;
}

/**
 * The recipe library (issue #14): everyone in the family reads it and stars favourites (the star is the
 * family's, like ticking the shopping list); admins and parents add, change, archive and delete recipes. An
 * archived recipe leaves the library's tabs and search but stays behind the meals planned with it. Ingredients
 * are named in the recipe and join the family's ingredient list when new.
 */
export function createRecipesService({ repository, files, live }: RecipesServiceOptions) {
  async function assertPhoto(caller: Caller, url: string | null | undefined) {
    if (url && !(await files.findByUrl(caller.familyId, url, 'photo')))
      throw badRequest('Upload the photo first', { imageUrl: url });
  }
  const changed = (caller: Caller) => live.publish(caller.familyId, RECIPES_TOPIC);
  const assertMayChange = (caller: Caller, what: string) => {
    if (!canOrganise(caller.role)) throw forbidden(`Only parents and admins can ${what} recipes`);
  };

  async function get(caller: Caller, id: number): Promise<Recipe> {
    const row = await repository.find(caller.familyId, id);
    if (!row) throw recipeNotFound();
    return toRecipe(row);
  }

  return {
    get,

    async list(caller: Caller, query: ListQuery): Promise<RecipePage> {
      const page = await repository.list(caller.familyId, {
        cursor: query.cursor,
        limit: query.limit,
        categories: recipeTabs[query.tab].categories,
        search: query.search || undefined,
        favorites: query.favorites,
        archived: query.archived,
      });
      return { items: page.items.map(toRecipeSummary), nextCursor: page.nextCursor };
    },

    async create(caller: Caller, body: CreateRecipe): Promise<Recipe> {
      assertMayChange(caller, 'add');
      await assertPhoto(caller, body.imageUrl);
      const { ingredients, nutritionInfo, ...fields } = body;
      const id = await repository.insert(
        caller.familyId,
        {
          ...fields,
          category: fields.category ?? null,
          nutritionInfo: recipeNutritionOf(nutritionInfo),
          createdById: caller.userId,
        },
        ingredients,
      );
      changed(caller);
      return get(caller, id);
    },

    async update(caller: Caller, id: number, body: UpdateRecipe): Promise<Recipe> {
      const before = await repository.find(caller.familyId, id);
      if (!before) throw recipeNotFound();
      const starOnly = Object.keys(body).every((key) => key === 'isFavorite');
      if (!starOnly) assertMayChange(caller, 'change');
      const photoChanged = body.imageUrl !== undefined && (body.imageUrl ?? null) !== before.imageUrl;
      if (photoChanged) await assertPhoto(caller, body.imageUrl);
      const { ingredients, nutritionInfo, ...fields } = body;
      const changes =
        nutritionInfo === undefined ? fields : { ...fields, nutritionInfo: recipeNutritionOf(nutritionInfo) };
      if (!(await repository.update(caller.familyId, id, changes, ingredients, caller.userId)))
        throw recipeNotFound();
      // A replaced or removed photo leaves the file store.
      if (photoChanged && before.imageUrl) await files.removeByUrl(caller.familyId, before.imageUrl);
      changed(caller);
      return get(caller, id);
    },

    /** Deletes the recipe and its lines; planned meals of it stay as free text (their title). */
    async remove(caller: Caller, id: number): Promise<void> {
      if (!(await repository.find(caller.familyId, id))) throw recipeNotFound();
      assertMayChange(caller, 'delete');
      const removed = await repository.remove(caller.familyId, id);
      if (!removed) throw recipeNotFound();
      if (removed.imageUrl) await files.removeByUrl(caller.familyId, removed.imageUrl);
      changed(caller);
    },

    async ingredients(caller: Caller, search: string | undefined): Promise<Ingredient[]> {
      const rows = await repository.ingredients(caller.familyId, search || undefined);
      return rows.map((r) => ({ id: r.id, name: r.name, category: r.category, unit: r.unit }));
    },
  };
}
export type RecipesService = ReturnType<typeof createRecipesService>;
