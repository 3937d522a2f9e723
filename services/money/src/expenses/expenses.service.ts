import { z } from 'zod';
import {
  ALLOCATIONS_MUST_ADD_UP,
  EXPENSE_CSV_COLUMNS,
  expenseDuplicateKey,
  type createExpenseBody,
  type Expense,
  type ExpensePage,
  type expensePageQuery,
  type ExpenseTotals,
  type expenseTotalsQuery,
  type ImportExpensesAnswer,
  type importExpensesBody,
  type LiveTopic,
  type updateExpenseBody,
} from '@familyhub/contracts';
import {
  badRequest,
  keysetCursor,
  mapPage,
  notFound,
  type Caller,
  type LiveEvents,
} from '@familyhub/server-kit';
import type { BudgetsService } from '../budgets';
import type { MoneyFiles } from '../files';
import { assertFinanceAccess } from '../shared/access';
import type { ExpensesRepository, ExpenseWithAllocations } from './expenses.repository';

export const RECEIPT_NOT_FOUND = 'Receipt image not found: upload it again';
export const EXPORT_BATCH = 2000;

const cursor = keysetCursor(z.object({ date: z.iso.date(), id: z.number().int().positive() }));

export function toExpense(row: ExpenseWithAllocations): Expense {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    amountCents: row.amountCents,
    date: row.date,
    category: row.category,
    paymentMethod: row.paymentMethod,
    receiptImageUrl: row.receiptImageUrl,
    isRecurring: row.isRecurring,
    recurringFrequency: row.recurringFrequency,
    allocations: row.allocations,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export interface ExpensesServiceOptions {
  repository: ExpensesRepository;
  budgets: Pick<BudgetsService, 'assertFamilyCategories'>;
  files: Pick<MoneyFiles, 'findByUrl'>;
  live: Pick<LiveEvents<LiveTopic<'money'>>, 'publish'>;
}

/**
 * Expenses: the family's spending with filters, totals by category and by month in SQL, a CSV export of a date
 * range and a CSV import that skips duplicates. Parts across budget categories must add up to the amount.
 */
export function createExpensesService({ repository: repo, budgets, files, live }: ExpensesServiceOptions) {
  const changed = (caller: Caller) => {
    live.publish(caller.familyId, 'expenses');
    live.publish(caller.familyId, 'budgets');
  };
  const checkReceipt = async (caller: Caller, url: string | null | undefined) => {
    if (url && !(await files.findByUrl(caller.familyId, url, 'receipt'))) throw badRequest(RECEIPT_NOT_FOUND);
  };
  async function load(caller: Caller, id: number): Promise<ExpenseWithAllocations> {
    const row = await repo.find(caller.familyId, id);
    if (!row) throw notFound('Expense');
    return row;
  }

  return {
    async list(caller: Caller, query: z.output<typeof expensePageQuery>): Promise<ExpensePage> {
      assertFinanceAccess(caller);
      const { cursor: token, limit, ...filters } = query;
      const rows = await repo.list(caller.familyId, filters, {
        after: cursor.decode(token),
        limit: limit + 1,
      });
      return mapPage(
        cursor.page(rows, limit, (r) => ({ date: r.date, id: r.id })),
        toExpense,
      );
    },

    async totals(caller: Caller, range: z.output<typeof expenseTotalsQuery>): Promise<ExpenseTotals> {
      assertFinanceAccess(caller);
      if (range.to < range.from) throw badRequest('To must be on or after from');
      return repo.totals(caller.familyId, range);
    },

    /** The CSV lines of a date range, oldest first, produced batch by batch (never the whole range in memory). */
    async *exportCsv(caller: Caller, range: z.output<typeof expenseTotalsQuery>): AsyncGenerator<string> {
      assertFinanceAccess(caller);
      if (range.to < range.from) throw badRequest('To must be on or after from');
      yield `${EXPENSE_CSV_COLUMNS.join(',')}\r\n`;
      let after: { date: string; id: number } | null = null;
      for (;;) {
        const rows = await repo.batchForExport(caller.familyId, range, after, EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows
          .map(
            (r) =>
              [r.date, r.title, centsText(r.amountCents), r.category, r.paymentMethod, r.description]
                .map((v) => csvField(v))
                .join(',') + '\r\n',
          )
          .join('');
        const last = rows[rows.length - 1]!;
        after = { date: last.date, id: last.id };
        if (rows.length < EXPORT_BATCH) return;
      }
    },

    async get(caller: Caller, id: number): Promise<Expense> {
      assertFinanceAccess(caller);
      return toExpense(await load(caller, id));
    },

    async create(caller: Caller, body: z.output<typeof createExpenseBody>): Promise<Expense> {
      assertFinanceAccess(caller);
      await budgets.assertFamilyCategories(
        caller,
        body.allocations.map((a) => a.budgetCategoryId),
      );
      await checkReceipt(caller, body.receiptImageUrl);
      const { allocations, ...values } = body;
      const id = await repo.insert(
        caller.familyId,
        {
          ...values,
          receiptImageUrl: values.receiptImageUrl ?? null,
          recurringFrequency: values.isRecurring ? (values.recurringFrequency ?? 'monthly') : null,
          createdById: caller.userId,
        },
        allocations,
      );
      changed(caller);
      return toExpense(await load(caller, id));
    },

    async update(caller: Caller, id: number, changes: z.output<typeof updateExpenseBody>): Promise<Expense> {
      assertFinanceAccess(caller);
      const current = await load(caller, id);
      const { allocations, ...values } = changes;
      const amount = values.amountCents ?? current.amountCents;
      const parts = allocations ?? current.allocations;
      if (parts.length > 0 && parts.reduce((sum, p) => sum + p.amountCents, 0) !== amount)
        throw badRequest(ALLOCATIONS_MUST_ADD_UP);
      if (allocations)
        await budgets.assertFamilyCategories(
          caller,
          allocations.map((a) => a.budgetCategoryId),
        );
      await checkReceipt(caller, values.receiptImageUrl);
      await repo.update(caller.familyId, id, values, allocations);
      changed(caller);
      return toExpense(await load(caller, id));
    },

    async remove(caller: Caller, id: number): Promise<void> {
      assertFinanceAccess(caller);
      if (!(await repo.remove(caller.familyId, id))) throw notFound('Expense');
      changed(caller);
    },

    /**
     * Imports rows, skipping those already there (same date, amount, title), counted: each stored expense stands
     * for one row of the file, so two identical coffees of one day are two rows, and a file imported again adds
     * nothing.
     */
    async import(caller: Caller, body: z.output<typeof importExpensesBody>): Promise<ImportExpensesAnswer> {
      assertFinanceAccess(caller);
      const keys = body.rows.map(expenseDuplicateKey);
      const unmatched = await repo.storedDuplicateCounts(caller.familyId, [...new Set(keys)]);
      const outcomes = keys.map((key) => {
        const stored = unmatched.get(key) ?? 0;
        if (stored === 0) return 'import' as const;
        unmatched.set(key, stored - 1);
        return 'duplicate' as const;
      });
      const fresh = body.rows.filter((_, i) => outcomes[i] === 'import');
      if (!body.dryRun && fresh.length > 0) {
        await repo.insertMany(
          caller.familyId,
          fresh.map((r) => ({
            title: r.title,
            amountCents: r.amountCents,
            date: r.date,
            category: r.category,
            description: null,
            paymentMethod: null,
            receiptImageUrl: null,
            isRecurring: false,
            recurringFrequency: null,
            createdById: caller.userId,
          })),
        );
        changed(caller);
      }
      return { imported: fresh.length, skippedDuplicates: keys.length - fresh.length, outcomes };
    },
  };
}
export type ExpensesService = ReturnType<typeof createExpensesService>;
