export { GroceryBudgetScreen } from './components/grocery-budget-screen';
export { useGroceryBudgets } from './api/get-grocery-budgets';
export { BudgetProgress } from './components/budget-progress';
export { GroceryBudgetCard } from './components/grocery-budget-card';
