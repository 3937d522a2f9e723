import { lazy } from 'react';
import type { RemoteWidgets } from '@familyhub/ui';
import './styles.css';

/**
 * What the money remote exposes as `./widgets` (libs/contracts remote contract): its dashboard cards, keyed by the
 * widget ids of the domain catalogue, each loaded when the dashboard first draws it.
 */
const widgets: RemoteWidgets = {
  'grocery-budget': lazy(() => import('./features/grocery').then((m) => ({ default: m.GroceryBudgetCard }))),
  bills: lazy(() => import('./features/bills').then((m) => ({ default: m.NextBillsCard }))),
  allowance: lazy(() => import('./features/allowances').then((m) => ({ default: m.AllowanceCard }))),
};

export default widgets;
