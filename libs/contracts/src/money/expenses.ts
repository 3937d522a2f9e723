import { z } from 'zod';
import { amountCents } from './money';
import { billFrequency } from './bills';
import { pageOf, pageQueryWith } from '../paging';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { recordEndpoints } from '../record-endpoints';

/*
 * Budgets and expenses (/expenses; spec 001 §3 expenses, budgets, budget_categories, expense_category_allocations).
 * A budget is a month's plan split into categories (allocated, colour, notes); an expense can be split across the
 * budget's categories, the parts adding up to the expense's amount. Spent per category and every total are
 * computed in SQL.
 */

export const ALLOCATIONS_MUST_ADD_UP = 'Allocations must add up to the amount';

const id = z.number().int().positive().max(2_147_483_647);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be at most 200 characters');
const isoDate = (label: string) => z.iso.date({ error: `${label} must be a date like 2026-11-23` });

export const budgetCategory = z.object({
  id: z.number().int(),
  budgetId: z.number().int(),
  name: z.string(),
  allocatedCents: z.number().int(),
  /** The sum of the expense parts allocated to it. */
  spentCents: z.number().int(),
  notes: z.string().nullable(),
  color: z.string(),
});
export type BudgetCategory = z.infer<typeof budgetCategory>;

export const budget = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  month: z.number().int(),
  year: z.number().int(),
  totalBudgetCents: z.number().int(),
  categories: z.array(budgetCategory),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Budget = z.infer<typeof budget>;

const month = z
  .number({ error: 'Month is required' })
  .int('Month must be a month from 1 to 12')
  .min(1, 'Month must be a month from 1 to 12')
  .max(12, 'Month must be a month from 1 to 12');
const year = z
  .number({ error: 'Year is required' })
  .int('Year must be a year like 2026')
  .min(2000, 'Year must be a year like 2026')
  .max(2200, 'Year must be a year like 2026');
const colorValue = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be like #4F46E5');
const color = colorValue.default('#4F46E5');

/** POST /api/budgets — one budget per month. */
export const createBudgetBody = z.object({
  title,
  description: optionalText('Description', 2000),
  month,
  year,
  totalBudgetCents: amountCents('Total budget', { min: 1 }),
});
export type CreateBudgetBody = z.input<typeof createBudgetBody>;
export const updateBudgetBody = createBudgetBody.partial();
export type UpdateBudgetBody = z.input<typeof updateBudgetBody>;

/** POST /api/budgets/{id}/categories. */
export const createBudgetCategoryBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  allocatedCents: amountCents('Allocated', { min: 0 }),
  notes: optionalText('Notes', 1000),
  color,
});
export type CreateBudgetCategoryBody = z.input<typeof createBudgetCategoryBody>;
// Without the create default: a change that leaves the colour out keeps it (zod 4 fills defaults under partial).
export const updateBudgetCategoryBody = createBudgetCategoryBody
  .extend({ color: colorValue })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change' });
export type UpdateBudgetCategoryBody = z.input<typeof updateBudgetCategoryBody>;

export const budgetPageQuery = pageQueryWith({ defaultLimit: 24, maxLimit: 120 });
export const budgetPage = pageOf(budget);
export type BudgetPage = z.infer<typeof budgetPage>;

export const expenseAllocation = z.object({
  budgetCategoryId: z.number().int(),
  amountCents: z.number().int(),
});
export type ExpenseAllocation = z.infer<typeof expenseAllocation>;

export const expense = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  amountCents: z.number().int(),
  date: z.string(),
  category: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  receiptImageUrl: z.string().nullable(),
  isRecurring: z.boolean(),
  recurringFrequency: billFrequency.nullable(),
  allocations: z.array(expenseAllocation),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Expense = z.infer<typeof expense>;

const expenseFields = {
  title,
  description: optionalText('Description', 2000),
  amountCents: amountCents('Amount', { min: 1 }),
  date: z.iso.date({ error: 'Date is required' }),
  category: optionalText('Category', 100),
  paymentMethod: optionalText('Payment method', 100),
  receiptImageUrl: z.string().max(500).nullish(),
  isRecurring: z.boolean().default(false),
  recurringFrequency: billFrequency.nullish(),
  /** The parts across budget categories; when given they must add up to the amount (400 otherwise). */
  allocations: z
    .array(z.object({ budgetCategoryId: id, amountCents: amountCents('Allocation', { min: 1 }) }))
    .max(20, 'At most 20 allocations')
    .default([]),
};

const allocationsAddUp = (b: { amountCents?: number; allocations?: { amountCents: number }[] }) =>
  !b.allocations ||
  b.allocations.length === 0 ||
  b.amountCents === undefined ||
  b.allocations.reduce((sum, a) => sum + a.amountCents, 0) === b.amountCents;

/** POST /api/expenses. */
export const createExpenseBody = z
  .object(expenseFields)
  .refine(allocationsAddUp, { message: ALLOCATIONS_MUST_ADD_UP, path: ['allocations'] });
export type CreateExpenseBody = z.input<typeof createExpenseBody>;

/** PATCH /api/expenses/{id}: sending allocations replaces them (checked against the new or current amount). */
export const updateExpenseBody = z
  .object({
    ...expenseFields,
    isRecurring: z.boolean(),
    allocations: expenseFields.allocations.removeDefault(),
  })
  .partial()
  .refine(allocationsAddUp, { message: ALLOCATIONS_MUST_ADD_UP, path: ['allocations'] });
export type UpdateExpenseBody = z.input<typeof updateExpenseBody>;

/** GET /api/expenses — filters: a date range, a category, words in the title or description. */
export const expenseFilters = z.object({
  from: isoDate('From').optional(),
  to: isoDate('To').optional(),
  category: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
});
export type ExpenseFilters = z.infer<typeof expenseFilters>;
export const expensePageQuery = pageQueryWith({ defaultLimit: 50, maxLimit: 200 }).extend(
  expenseFilters.shape,
);
export const expensePage = pageOf(expense);
export type ExpensePage = z.infer<typeof expensePage>;

/** GET /api/expenses/totals?from=&to= — spending by category and by month, summed in SQL. */
export const expenseTotalsQuery = z.object({ from: isoDate('From'), to: isoDate('To') });
export const expenseTotals = z.object({
  totalCents: z.number().int(),
  count: z.number().int(),
  byCategory: z.array(z.object({ category: z.string(), totalCents: z.number().int() })),
  byMonth: z.array(z.object({ month: z.string(), totalCents: z.number().int() })),
});
export type ExpenseTotals = z.infer<typeof expenseTotals>;

/** GET /api/expenses/export.csv?from=&to= — the range's expenses as CSV (these columns). */
export const EXPENSE_CSV_COLUMNS = [
  'date',
  'title',
  'amount',
  'category',
  'payment_method',
  'description',
] as const;

/** The largest CSV import, in rows. */
export const MAX_IMPORT_ROWS = 5000;

/** POST /api/expenses/import — rows the browser read from a bank export with the person's column mapping. */
export const importExpensesBody = z.object({
  rows: z
    .array(
      z.object({
        date: z.iso.date({ error: 'Each row needs a date like 2026-11-23' }),
        title: title,
        amountCents: amountCents('Amount', { min: 1 }),
        category: optionalText('Category', 100),
      }),
    )
    .min(1, 'There are no rows to import')
    .max(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} rows at a time`),
  /** Answer what would happen without saving (the preview). */
  dryRun: z.boolean().default(false),
});
export type ImportExpensesBody = z.input<typeof importExpensesBody>;
export const importExpensesAnswer = z.object({
  imported: z.number().int(),
  /**
   * Rows already there (same date, amount and title), counted: each stored expense matches one row of the file,
   * so two identical rows against one stored import one.
   */
  skippedDuplicates: z.number().int(),
  /** Per row: what happens to it. */
  outcomes: z.array(z.enum(['import', 'duplicate'])),
});
export type ImportExpensesAnswer = z.infer<typeof importExpensesAnswer>;

/** The key that tells a duplicate: same day, same amount, same title (case and spaces ignored). */
export function expenseDuplicateKey(row: { date: string; amountCents: number; title: string }): string {
  return `${row.date}|${row.amountCents}|${row.title.trim().toLowerCase().replace(/\s+/g, ' ')}`;
}

const expenseEndpoint = endpointsFor('money', 'expenses');

const expenseRecord = recordEndpoints('money', 'expenses', 'expenses', {
  label: 'Expense',
  summaries: {
    list: 'Expenses, newest first, filtered, a page at a time',
  },
  item: expense,
  create: createExpenseBody,
  update: updateExpenseBody,
  query: expensePageQuery,
  page: expensePage,
});

/** Expenses (spec 001 §5), their totals, the CSV export and the import. */
export const expenseEndpoints = {
  list: expenseRecord.list,
  totals: expenseEndpoint({
    method: 'GET',
    path: '/api/expenses/totals',
    summary: 'Totals by category and by month for a range of days',
    query: expenseTotalsQuery,
    response: expenseTotals,
  }),
  exportCsv: expenseEndpoint({
    method: 'GET',
    path: '/api/expenses/export.csv',
    summary: 'The expenses of a range of days as a CSV file (streamed)',
    query: expenseTotalsQuery,
    produces: 'text/csv',
  }),
  import: expenseEndpoint({
    method: 'POST',
    path: '/api/expenses/import',
    summary: 'Import expenses from rows of a CSV file, all or none',
    body: importExpensesBody,
    response: importExpensesAnswer,
  }),
  create: expenseRecord.create,
  get: expenseRecord.get,
  update: expenseRecord.update,
  remove: expenseRecord.remove,
};

const budgetEndpoint = endpointsFor('money', 'budgets');
const budgetId = { id: pathId('Budget') };
const categoryIds = { id: pathId('Budget'), categoryId: pathId('Budget category') };

const budgetRecord = recordEndpoints('money', 'budgets', 'budgets', {
  label: 'Budget',
  summaries: {
    list: 'Budgets with their categories and what was spent, a page at a time',
    remove: 'Delete a budget with its categories',
  },
  item: budget,
  create: createBudgetBody,
  update: updateBudgetBody,
  query: budgetPageQuery,
  page: budgetPage,
});

/** Budgets with their categories. */
export const budgetEndpoints = {
  list: budgetRecord.list,
  create: budgetRecord.create,
  get: budgetRecord.get,
  update: budgetRecord.update,
  remove: budgetRecord.remove,
  addCategory: budgetEndpoint({
    method: 'POST',
    path: '/api/budgets/:id/categories',
    summary: 'Add a category to a budget',
    params: budgetId,
    body: createBudgetCategoryBody,
    response: budget,
    status: 201,
  }),
  updateCategory: budgetEndpoint({
    method: 'PATCH',
    path: '/api/budgets/:id/categories/:categoryId',
    summary: "Edit a budget's category",
    params: categoryIds,
    body: updateBudgetCategoryBody,
    response: budget,
  }),
  removeCategory: budgetEndpoint({
    method: 'DELETE',
    path: '/api/budgets/:id/categories/:categoryId',
    summary: "Delete a budget's category",
    params: categoryIds,
  }),
};
