import { z } from 'zod';
import { pageOf, pageQueryWith } from '../paging';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { recordEndpoints } from '../record-endpoints';
import { mealTypes, recipeCategories, recipeTabs, type RecipeTab } from './meal-rules';

export * from './meal-rules';

/*
 * Recipes, the family's ingredient list, the week's meal plan and Generate Shopping List (spec 001 §2, §3, §7;
 * issue #14). Quantities are numbers with a unit; the kitchen units (kitchen-units.ts) add them like with like.
 */

const isoDate = (label: string) => z.iso.date({ error: `${label} must be a date like 2026-11-23` });

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .transform((s) => (s === '' ? null : s))
    .nullish();

const minutes = (field: string) =>
  z
    .number({ error: `${field} must be a number of minutes` })
    .int(`${field} must be whole minutes`)
    .min(0, `${field} cannot be negative`)
    .max(2880, `${field} must be at most 2880 minutes`)
    .nullish();

/** 001 §3: difficulty [medium]. */
export const recipeDifficulties = ['easy', 'medium', 'hard'] as const;
export const recipeDifficulty = z.enum(recipeDifficulties, {
  error: 'Difficulty must be easy, medium or hard',
});
export type RecipeDifficulty = z.infer<typeof recipeDifficulty>;

export const recipeCategory = z.enum(recipeCategories, {
  error: 'Category must be breakfast, lunch, dinner, dessert or snack',
});

export const mealType = z.enum(mealTypes, { error: 'Meal type must be breakfast, lunch, dinner or snack' });
export type MealType = z.infer<typeof mealType>;

export const MAX_RECIPE_INGREDIENTS = 60;
export const MAX_RECIPE_TAGS = 20;
export const MAX_SERVINGS = 100;

const servings = z
  .number({ error: `Servings must be a whole number from 1 to ${MAX_SERVINGS}` })
  .int(`Servings must be a whole number from 1 to ${MAX_SERVINGS}`)
  .min(1, `Servings must be a whole number from 1 to ${MAX_SERVINGS}`)
  .max(MAX_SERVINGS, `Servings must be a whole number from 1 to ${MAX_SERVINGS}`);

const ingredientName = z
  .string({ error: 'Ingredient name is required' })
  .trim()
  .min(1, 'Ingredient name is required')
  .max(100, 'Ingredient name must be at most 100 characters');

/** One line of a recipe as answered: the family's ingredient, how much, in what unit. */
export const recipeIngredient = z.object({
  ingredientId: z.number().int(),
  name: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  notes: z.string().nullable(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredient>;

/** One line as a form sends it: the ingredient by name (added to the family's list when new). */
export const recipeIngredientInput = z.object({
  name: ingredientName,
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .positive('Quantity must be more than 0')
    .max(100_000, 'Quantity must be at most 100000')
    .nullish(),
  unit: optionalText('Unit', 20),
  notes: optionalText('Notes', 200),
});
export type RecipeIngredientInput = z.input<typeof recipeIngredientInput>;

const nutrient = (label: string, max: number, unit?: string) => {
  const message = `${label} must be a number${unit ? ` of ${unit}` : ''} from 0 to ${max}`;
  return z.number({ error: message }).min(0, message).max(max, message).nullish();
};

/**
 * Nutrition per serving (001 §3 nutritionInfo, json): calories (kcal) and grams of protein, carbohydrates and
 * fat, each optional. As answered every figure is there, null when not known; a recipe with none has null.
 */
export const recipeNutritionInput = z
  .object({
    calories: nutrient('Calories', 10_000),
    protein: nutrient('Protein', 1000, 'grams'),
    carbs: nutrient('Carbs', 1000, 'grams'),
    fat: nutrient('Fat', 1000, 'grams'),
  })
  .strict();
export type RecipeNutritionInput = z.input<typeof recipeNutritionInput>;
export const recipeNutritionFields = ['calories', 'protein', 'carbs', 'fat'] as const;
export const recipeNutrition = z.object({
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
});
export type RecipeNutrition = z.infer<typeof recipeNutrition>;

/** The figures given, each null when not; null when none is. */
export function recipeNutritionOf(input: RecipeNutritionInput | null | undefined): RecipeNutrition | null {
  if (!input) return null;
  const figures: RecipeNutrition = {
    calories: input.calories ?? null,
    protein: input.protein ?? null,
    carbs: input.carbs ?? null,
    fat: input.fat ?? null,
  };
  return recipeNutritionFields.some((key) => figures[key] !== null) ? figures : null;
}

export const recipe = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  instructions: z.string().nullable(),
  prepTime: z.number().int().nullable(),
  cookTime: z.number().int().nullable(),
  servings: z.number().int(),
  difficulty: recipeDifficulty,
  category: recipeCategory.nullable(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  isFavorite: z.boolean(),
  /** False once archived: out of the library's tabs and search, still behind the meals that used it. */
  isActive: z.boolean(),
  nutritionInfo: recipeNutrition.nullable(),
  ingredients: z.array(recipeIngredient),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof recipe>;

/** A recipe as the library lists it: without its ingredient lines (GET /api/recipes/{id} has them), with their count. */
export const recipeSummary = recipe.omit({ ingredients: true, instructions: true }).extend({
  ingredientCount: z.number().int(),
});
export type RecipeSummary = z.infer<typeof recipeSummary>;
export const recipePage = pageOf(recipeSummary);
export type RecipePage = z.infer<typeof recipePage>;

const flag = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .optional()
  .transform((v) => v === 'true');

/**
 * GET /api/recipes?tab=&search=&favorites=true&archived=true&cursor=&limit= — by title A–Z, a page at a time; the
 * recipes in use, or with `archived=true` the archived ones.
 */
export const recipeListQuery = pageQueryWith({ defaultLimit: 30, maxLimit: 100 }).extend({
  tab: z
    .enum(Object.keys(recipeTabs) as [RecipeTab, ...RecipeTab[]], {
      error: 'Tab must be all, breakfast, lunch-dinner or dessert',
    })
    .default('all'),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  favorites: flag,
  archived: flag,
});
export type RecipeListQuery = z.input<typeof recipeListQuery>;

const recipeTags = z
  .array(z.string().trim().min(1, 'A tag cannot be empty').max(40, 'Tags must be at most 40 characters'), {
    error: 'Tags must be a list',
  })
  .max(MAX_RECIPE_TAGS, `At most ${MAX_RECIPE_TAGS} tags`);

const recipeIngredientList = z
  .array(recipeIngredientInput, { error: 'Ingredients must be a list' })
  .max(MAX_RECIPE_INGREDIENTS, `At most ${MAX_RECIPE_INGREDIENTS} ingredients`);

const recipePhoto = z.string().trim().max(200, 'Photo must be an uploaded file').nullish();

const recipeFields = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  description: optionalText('Description', 2000),
  instructions: optionalText('Instructions', 20_000),
  prepTime: minutes('Prep time'),
  cookTime: minutes('Cook time'),
  servings: servings.default(4),
  difficulty: recipeDifficulty.default('medium'),
  category: recipeCategory.nullish(),
  tags: recipeTags.default([]),
  /** A photo uploaded first to POST /api/home/files?use=photo (its fileUrl). */
  imageUrl: recipePhoto,
  isFavorite: z.boolean({ error: 'Favourite must be true or false' }).default(false),
  nutritionInfo: recipeNutritionInput.nullish(),
  ingredients: recipeIngredientList.default([]),
});

/** POST /api/recipes. */
export const createRecipeBody = recipeFields.strict();
export type CreateRecipeBody = z.input<typeof createRecipeBody>;

/**
 * PATCH /api/recipes/{id}: any subset; `ingredients` replaces the whole list, `nutritionInfo` the whole of it;
 * `{ isFavorite }` alone is the star; `{ isActive: false }` archives it, `true` restores it.
 */
export const updateRecipeBody = z
  .object({
    title: recipeFields.shape.title,
    description: recipeFields.shape.description,
    instructions: recipeFields.shape.instructions,
    prepTime: recipeFields.shape.prepTime,
    cookTime: recipeFields.shape.cookTime,
    servings,
    difficulty: recipeDifficulty,
    category: recipeFields.shape.category,
    tags: recipeTags,
    imageUrl: recipePhoto,
    isFavorite: z.boolean({ error: 'Favourite must be true or false' }),
    isActive: z.boolean({ error: 'Active must be true or false' }),
    nutritionInfo: recipeFields.shape.nutritionInfo,
    ingredients: recipeIngredientList,
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');
export type UpdateRecipeBody = z.input<typeof updateRecipeBody>;

/** The family's ingredient list (GET /api/recipes/ingredients?search=): what the recipe form offers. */
export const ingredient = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string().nullable(),
  unit: z.string().nullable(),
});
export type Ingredient = z.infer<typeof ingredient>;
export const ingredientSearchQuery = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});

/** One planned meal: a recipe, or a free-text meal ("Pizza night"), in a slot of a day. */
export const mealPlan = z.object({
  id: z.number().int(),
  date: z.string(),
  mealType,
  recipeId: z.number().int().nullable(),
  /** The recipe's title (or the free text). */
  title: z.string(),
  /** How many it feeds; the recipe's ingredients scale by servings ÷ the recipe's servings. */
  servings: z.number().int().nullable(),
  notes: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type MealPlan = z.infer<typeof mealPlan>;

/** At most this many days per GET /api/meal-plans window and per generated list. */
export const MAX_MEAL_PLAN_DAYS = 62;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

const dateRange = <T extends { from: string; to: string }>(range: T) =>
  dayNumber(range.to) >= dayNumber(range.from) &&
  dayNumber(range.to) - dayNumber(range.from) < MAX_MEAL_PLAN_DAYS;

/** GET /api/meal-plans?from=&to= — the meals of a window (a week), both days included; not paged. */
export const mealPlanListQuery = z.object({ from: isoDate('From'), to: isoDate('To') }).refine(dateRange, {
  message: `To must be on or after from, at most ${MAX_MEAL_PLAN_DAYS} days in all`,
  path: ['to'],
});
export type MealPlanListQuery = z.input<typeof mealPlanListQuery>;

/** POST /api/meal-plans (001 §7: date, mealType, recipeId; the creator is the caller). */
export const createMealPlanBody = z
  .object({
    date: isoDate('Date'),
    mealType,
    recipeId: z.number({ error: 'Recipe must be a recipe id' }).int().positive().nullish(),
    /** Free text when no recipe is chosen. */
    title: optionalText('Meal', 200),
    servings: servings.nullish(),
    notes: optionalText('Notes', 500),
  })
  .strict()
  .refine((b) => b.recipeId != null || (b.title != null && b.title !== ''), {
    message: 'Choose a recipe or write a meal',
    path: ['title'],
  });
export type CreateMealPlanBody = z.input<typeof createMealPlanBody>;

/** PATCH /api/meal-plans/{id}: move (date, mealType), servings, notes, the free text. */
export const updateMealPlanBody = z
  .object({
    date: isoDate('Date'),
    mealType,
    title: optionalText('Meal', 200),
    servings: servings.nullable(),
    notes: optionalText('Notes', 500),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');
export type UpdateMealPlanBody = z.input<typeof updateMealPlanBody>;

/** POST /api/generate-shopping-list (001 §7: startDate, endDate; both days included; absent: a week from today). */
export const generateShoppingListBody = z
  .object({ startDate: isoDate('Start date').optional(), endDate: isoDate('End date').optional() })
  .refine((b) => !b.startDate || !b.endDate || dateRange({ from: b.startDate, to: b.endDate }), {
    message: `End date must be on or after the start date, at most ${MAX_MEAL_PLAN_DAYS} days in all`,
    path: ['endDate'],
  });
export type GenerateShoppingListBody = z.input<typeof generateShoppingListBody>;

/** One ingredient of the generated list: what the meals need, what the pantry holds, what goes on the list. */
export const generatedShoppingLine = z.object({
  name: z.string(),
  needed: z.string(),
  inPantry: z.string().nullable(),
  /** Null when the pantry covers it. */
  toBuy: z.string().nullable(),
  outcome: z.enum(['added', 'updated', 'merged', 'unchanged', 'in-pantry']),
});
export type GeneratedShoppingLine = z.infer<typeof generatedShoppingLine>;

export const generateShoppingListAnswer = z.object({
  startDate: z.string(),
  endDate: z.string(),
  meals: z.number().int(),
  lines: z.array(generatedShoppingLine),
  added: z.number().int(),
  updated: z.number().int(),
});
export type GenerateShoppingListAnswer = z.infer<typeof generateShoppingListAnswer>;

const planEndpoint = endpointsFor('home', 'meal-plans');
const recipeEndpoint = endpointsFor('home', 'recipes');

/** The week's meal plan and its shopping list (spec 001 §6). */
export const mealPlanEndpoints = {
  list: planEndpoint({
    method: 'GET',
    path: '/api/meal-plans',
    summary: 'The meals planned in a window of days',
    query: mealPlanListQuery,
    response: z.array(mealPlan),
  }),
  create: planEndpoint({
    method: 'POST',
    path: '/api/meal-plans',
    summary: 'Plan a meal',
    body: createMealPlanBody,
    response: mealPlan,
    status: 201,
  }),
  update: planEndpoint({
    method: 'PATCH',
    path: '/api/meal-plans/:id',
    summary: 'Change a planned meal',
    params: { id: pathId('Meal plan') },
    body: updateMealPlanBody,
    response: mealPlan,
  }),
  remove: planEndpoint({
    method: 'DELETE',
    path: '/api/meal-plans/:id',
    summary: 'Remove a planned meal',
    params: { id: pathId('Meal plan') },
  }),
  generateShoppingList: planEndpoint({
    method: 'POST',
    path: '/api/generate-shopping-list',
    summary:
      "Put the planned meals' ingredients on the family shopping list (what the pantry holds left out)",
    // May be sent without a body.
    body: generateShoppingListBody.prefault({}),
    response: generateShoppingListAnswer,
  }),
};

const recipeRecord = recordEndpoints('home', 'recipes', 'recipes', {
  label: 'Recipe',
  summaries: {
    list: 'Recipes of one tab, searched, a page at a time',
    update: 'Edit a recipe (star it, archive it)',
  },
  item: recipe,
  create: createRecipeBody,
  update: updateRecipeBody,
  query: recipeListQuery,
  page: recipePage,
});

/** Recipes (spec 001 §6). */
export const recipeEndpoints = {
  list: recipeRecord.list,
  ingredients: recipeEndpoint({
    method: 'GET',
    path: '/api/recipes/ingredients',
    summary: "The ingredients the family's recipes use, for the ingredient picker",
    query: ingredientSearchQuery,
    response: z.array(ingredient),
  }),
  create: recipeRecord.create,
  get: recipeRecord.get,
  update: recipeRecord.update,
  remove: recipeRecord.remove,
};
