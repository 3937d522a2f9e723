import { lazy } from 'react';
import type { RemoteScreens } from '@familyhub/ui';
import './styles.css';

/**
 * What the money remote exposes as `./screens` (docs/architecture.md): route path → screen, loaded on first visit.
 */
const screens: RemoteScreens = {
  '/grocery-budget': lazy(() =>
    import('./features/grocery').then((m) => ({ default: () => <m.GroceryBudgetScreen /> })),
  ),
  '/expenses': lazy(() =>
    import('./features/expenses').then((m) => ({ default: () => <m.ExpensesScreen /> })),
  ),
  '/bills': lazy(() => import('./features/bills').then((m) => ({ default: () => <m.BillsScreen /> }))),
  '/allowance': lazy(() =>
    import('./features/allowances').then((m) => ({ default: () => <m.AllowanceScreen /> })),
  ),
};

export default screens;
