export { expenses, expenseCategoryAllocations } from './expenses.table';
export { createExpensesRepository } from './expenses.repository';
export { createExpensesService, type ExpensesService } from './expenses.service';
export { expensesRouter } from './expenses.router';
