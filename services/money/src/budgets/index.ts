export { budgets, budgetCategories } from './budgets.table';
export { createBudgetsRepository } from './budgets.repository';
export {
  createBudgetsService,
  INVALID_CATEGORIES,
  MONTH_HAS_BUDGET,
  type BudgetsService,
} from './budgets.service';
export { budgetsRouter } from './budgets.router';
