import { z } from 'zod';
import { amountCents } from './money';
import { pageOf, pageQueryWith } from '../paging';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';

export * from './grocery-rules';

/*
 * Grocery budget (spec 001 §2, §3 grocery_budgets / grocery_trips, §5, §7, §8): a budget per month, the shopping
 * trips of that month and what they add up to. Amounts are integer cents (money.ts); `spentCents` is always the
 * sum of the month's trips, computed in SQL when read, never stored.
 */

/** Spec 001 §8 toasts. */
export const groceryTexts = {
  tripAdded: 'Trip added',
  budgetAdded: 'Budget added',
  imageUploaded: 'Image Uploaded',
  tripFailed: 'Failed to add grocery trip',
  budgetFailed: 'Failed to add grocery budget',
  /** Spec 001 §5: the browser could not read the chosen receipt image. */
  readFailed: 'Failed to read the image file',
  overBudget: 'Over budget',
} as const;

export const BUDGET_YEAR_MESSAGE = 'Budget year must be last year, this year or next year';

/** Spec 001 §5: Budget year choices are the previous, current and next year. */
export function budgetYearChoices(today: Date = new Date()): number[] {
  const year = today.getFullYear();
  return [year - 1, year, year + 1];
}

const id = z.number().int().positive().max(2_147_483_647);
export const groceryBudget = z.object({
  id: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  amountCents: z.number().int(),
  /** The sum of the month's trips. */
  spentCents: z.number().int(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type GroceryBudget = z.infer<typeof groceryBudget>;

/**
 * POST /api/grocery-budgets — Set Budget: one budget per month, so setting a month again changes its amount.
 * `createdById` (spec 001 §7) is taken from the signed-in member, never from the body.
 */
export const setGroceryBudgetBody = z.object({
  month: z
    .number({ error: 'Month is required' })
    .int('Month must be a month from 1 to 12')
    .min(1, 'Month must be a month from 1 to 12')
    .max(12, 'Month must be a month from 1 to 12'),
  year: z
    .number({ error: 'Year is required' })
    .int(BUDGET_YEAR_MESSAGE)
    .min(2000, BUDGET_YEAR_MESSAGE)
    .max(2200, BUDGET_YEAR_MESSAGE),
  amountCents: amountCents('Amount', { min: 1 }),
});
export type SetGroceryBudgetBody = z.input<typeof setGroceryBudgetBody>;

export const groceryBudgetPageQuery = pageQueryWith({ defaultLimit: 24, maxLimit: 120 });
export const groceryBudgetPage = pageOf(groceryBudget);
export type GroceryBudgetPage = z.infer<typeof groceryBudgetPage>;

export const groceryTrip = z.object({
  id: z.number().int(),
  date: z.string(),
  store: z.string(),
  totalAmountCents: z.number().int(),
  /** The budget of the trip's month, when one is set. */
  budgetId: z.number().int().nullable(),
  /** `/api/money/files/<id>`: the receipt image, shown to the family only. */
  receiptImageUrl: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type GroceryTrip = z.infer<typeof groceryTrip>;

/**
 * POST /api/grocery-trips — Add Trip. The receipt is uploaded first (`POST /api/money/files?use=receipt`) and its
 * fileUrl sent here. `budgetId`, when sent, must be the budget of the trip's month (the server links it anyway).
 */
export const createGroceryTripBody = z.object({
  date: z.iso.date({ error: 'Date is required' }),
  store: z
    .string({ error: 'Store is required' })
    .trim()
    .min(1, 'Store is required')
    .max(200, 'Store must be at most 200 characters'),
  totalAmountCents: amountCents('Total', { min: 1 }),
  budgetId: id.nullish(),
  receiptImageUrl: z.string().max(500).nullish(),
});
export type CreateGroceryTripBody = z.input<typeof createGroceryTripBody>;

/** GET /api/grocery-trips?year=&month= — the trips of one month (all months without them), newest first. */
export const groceryTripPageQuery = pageQueryWith({ defaultLimit: 50, maxLimit: 200 }).extend({
  year: z.coerce.number().int().min(2000).max(2200).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export const groceryTripPage = pageOf(groceryTrip);
export type GroceryTripPage = z.infer<typeof groceryTripPage>;

const budgetEndpoint = endpointsFor('money', 'grocery-budgets');
const tripEndpoint = endpointsFor('money', 'grocery-trips');

/** The grocery budget (spec 001 §5): a monthly budget and the trips that spend it. */
export const groceryEndpoints = {
  budgets: budgetEndpoint({
    method: 'GET',
    path: '/api/grocery-budgets',
    summary: 'The grocery budgets by month, a page at a time',
    query: groceryBudgetPageQuery,
    response: groceryBudgetPage,
  }),
  setBudget: budgetEndpoint({
    method: 'POST',
    path: '/api/grocery-budgets',
    summary: "Set a month's grocery budget (201 when new, 200 when it replaced that month's)",
    body: setGroceryBudgetBody,
    response: groceryBudget,
  }),
  removeBudget: budgetEndpoint({
    method: 'DELETE',
    path: '/api/grocery-budgets/:id',
    summary: 'Delete a grocery budget',
    params: { id: pathId('Grocery budget') },
  }),
  trips: tripEndpoint({
    method: 'GET',
    path: '/api/grocery-trips',
    summary: 'Grocery trips, newest first, a page at a time',
    query: groceryTripPageQuery,
    response: groceryTripPage,
  }),
  addTrip: tripEndpoint({
    method: 'POST',
    path: '/api/grocery-trips',
    summary: 'Record a grocery trip',
    body: createGroceryTripBody,
    response: groceryTrip,
    status: 201,
  }),
  removeTrip: tripEndpoint({
    method: 'DELETE',
    path: '/api/grocery-trips/:id',
    summary: 'Delete a grocery trip',
    params: { id: pathId('Grocery trip') },
  }),
};
