import { z } from 'zod';
import type {
  Budget,
  BudgetCategory,
  BudgetPage,
  budgetPageQuery,
  createBudgetBody,
  createBudgetCategoryBody,
  LiveTopic,
  updateBudgetBody,
  updateBudgetCategoryBody,
} from '@familyhub/contracts';
import {
  badRequest,
  conflict,
  keysetCursor,
  notFound,
  type Caller,
  type LiveEvents,
} from '@familyhub/server-kit';
import { assertFinanceAccess } from '../shared/access';
import type { BudgetsRepository, CategoryWithSpent } from './budgets.repository';
import type { BudgetRow } from './budgets.table';

export const MONTH_HAS_BUDGET = 'This month already has a budget: change it instead';
export const INVALID_CATEGORIES = 'Allocations must name budget categories of your family';

const cursor = keysetCursor(z.object({ year: z.number().int(), month: z.number().int().min(1).max(12) }));

function toCategory(row: CategoryWithSpent): BudgetCategory {
  return {
    id: row.id,
    budgetId: row.budgetId,
    name: row.name,
    allocatedCents: row.allocatedCents,
    spentCents: row.spentCents,
    notes: row.notes,
    color: row.color,
  };
}

function toBudget(row: BudgetRow, categories: CategoryWithSpent[]): Budget {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    month: row.month,
    year: row.year,
    totalBudgetCents: row.totalBudgetCents,
    categories: categories.filter((c) => c.budgetId === row.id).map(toCategory),
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface BudgetsServiceOptions {
  repository: BudgetsRepository;
  live: Pick<LiveEvents<LiveTopic<'money'>>, 'publish'>;
}

/** Monthly budgets with their categories; what was spent per category comes from the expense allocations. */
export function createBudgetsService({ repository: repo, live }: BudgetsServiceOptions) {
  const changed = (caller: Caller) => live.publish(caller.familyId, 'budgets');
  async function load(caller: Caller, id: number): Promise<Budget> {
    const row = await repo.find(caller.familyId, id);
    if (!row) throw notFound('Budget');
    return toBudget(row, await repo.categoriesOf(caller.familyId, [id]));
  }

  return {
    async list(caller: Caller, query: z.output<typeof budgetPageQuery>): Promise<BudgetPage> {
      assertFinanceAccess(caller);
      const rows = await repo.list(caller.familyId, {
        after: cursor.decode(query.cursor),
        limit: query.limit + 1,
      });
      const page = cursor.page(rows, query.limit, (r) => ({ year: r.year, month: r.month }));
      const categories = await repo.categoriesOf(
        caller.familyId,
        page.items.map((r) => r.id),
      );
      return { items: page.items.map((r) => toBudget(r, categories)), nextCursor: page.nextCursor };
    },

    async get(caller: Caller, id: number): Promise<Budget> {
      assertFinanceAccess(caller);
      return load(caller, id);
    },

    async create(caller: Caller, body: z.output<typeof createBudgetBody>): Promise<Budget> {
      assertFinanceAccess(caller);
      const id = await repo.insert(caller.familyId, { ...body, createdById: caller.userId });
      if (id === null) throw conflict(MONTH_HAS_BUDGET);
      changed(caller);
      return load(caller, id);
    },

    async update(caller: Caller, id: number, changes: z.output<typeof updateBudgetBody>): Promise<Budget> {
      assertFinanceAccess(caller);
      await load(caller, id);
      try {
        await repo.update(caller.familyId, id, changes);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw conflict(MONTH_HAS_BUDGET);
        throw error;
      }
      changed(caller);
      return load(caller, id);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      assertFinanceAccess(caller);
      if (!(await repo.remove(caller.familyId, id))) throw notFound('Budget');
      changed(caller);
    },

    async addCategory(
      caller: Caller,
      budgetId: number,
      body: z.output<typeof createBudgetCategoryBody>,
    ): Promise<Budget> {
      assertFinanceAccess(caller);
      await load(caller, budgetId);
      await repo.insertCategory(caller.familyId, budgetId, body);
      changed(caller);
      return load(caller, budgetId);
    },

    async updateCategory(
      caller: Caller,
      budgetId: number,
      id: number,
      changes: z.output<typeof updateBudgetCategoryBody>,
    ): Promise<Budget> {
      assertFinanceAccess(caller);
      if (!(await repo.updateCategory(caller.familyId, budgetId, id, changes)))
        throw notFound('Budget category');
      changed(caller);
      return load(caller, budgetId);
    },

    async removeCategory(caller: Caller, budgetId: number, id: number): Promise<void> {
      assertFinanceAccess(caller);
      if (!(await repo.removeCategory(caller.familyId, budgetId, id))) throw notFound('Budget category');
      changed(caller);
    },

    /** Refuses allocations naming another family's (or no) category. */
    async assertFamilyCategories(caller: Caller, ids: number[]): Promise<void> {
      const unique = [...new Set(ids)];
      if (unique.length !== ids.length) throw badRequest('Each budget category can be allocated once');
      if ((await repo.countFamilyCategories(caller.familyId, unique)) !== unique.length)
        throw badRequest(INVALID_CATEGORIES);
    },
  };
}
export type BudgetsService = ReturnType<typeof createBudgetsService>;
