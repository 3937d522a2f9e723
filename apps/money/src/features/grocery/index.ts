export { GroceryBudgetScreen } from './components/grocery-budget-screen';
export { useGroceryBudgets } from './api/grocery-api';
export { BudgetProgress } from './components/budget-progress';
export { GroceryBudgetCard } from './components/grocery-budget-card';
