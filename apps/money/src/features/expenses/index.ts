export { ExpensesScreen } from './components/expenses-screen';
