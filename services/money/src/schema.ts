import { allowances, allowanceTransactions } from './allowances/allowances.table';
import { bills } from './bills/bills.table';
import { budgetCategories, budgets } from './budgets/budgets.table';
import { expenseCategoryAllocations, expenses } from './expenses/expenses.table';
import { files } from './files/files.table';
import { groceryBudgets, groceryTrips } from './grocery/grocery.table';
import { householdSubscriptions } from './household-subscriptions/household-subscriptions.table';
import { pointConversions, pointsRates } from './point-conversions/point-conversions.table';

export { money } from './pg-schema';
export { files } from './files/files.table';
export * from './grocery/grocery.table';
export * from './bills/bills.table';
export * from './household-subscriptions/household-subscriptions.table';
export * from './allowances/allowances.table';
export * from './budgets/budgets.table';
export * from './expenses/expenses.table';
export * from './point-conversions/point-conversions.table';

/** Every table of the money service (drizzle-kit reads this file; features keep their own `<feature>.table.ts`). */
export const schema = {
  files,
  groceryBudgets,
  groceryTrips,
  bills,
  householdSubscriptions,
  allowances,
  allowanceTransactions,
  budgets,
  budgetCategories,
  expenses,
  expenseCategoryAllocations,
  pointsRates,
  pointConversions,
};
export type MoneySchema = typeof schema;
